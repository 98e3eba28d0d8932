import { useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { useOutsideClick } from '../../hooks/useOutsideClick';
import { media } from '../../theme/theme';
import { Logo } from '../logo';
import { BookingLink } from '../../components/BookingLink';
import { CtaAnchor } from '../../components/ctaStyles';
import { HomeLink } from './HomeLink';
import { Icon } from '../../components/Icon';
import { CONTACT_HREF, NAV_LINKS } from './landingContent';
import { MobileMenu } from './MobileMenu';

/** The full row (logo, seven links, two buttons) needs about 1,230 px; narrower screens get the toggle. */
const FULL_NAV = '@media (min-width: 1280px)';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = `mobile-menu-${useId().replace(/:/g, '')}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);

  useEscapeKey(menuOpen, () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  });
  useOutsideClick(barRef, menuOpen, () => setMenuOpen(false));

  const closeMenu = () => setMenuOpen(false);

  return (
    <Bar ref={barRef}>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Inner>
        <BrandLink>
          <Logo variant="white" size="sm" />
          <VisuallyHidden>, home</VisuallyHidden>
        </BrandLink>

        <DesktopNav aria-label="Main">
          <NavList>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                {link.href === '/' ? (
                  <NavHomeLink>{link.name}</NavHomeLink>
                ) : (
                  <NavAnchor href={link.href}>{link.name}</NavAnchor>
                )}
              </li>
            ))}
          </NavList>
        </DesktopNav>

        <Actions>
          <ContactButton href={CONTACT_HREF} $variant="ghost" $size="md">
            Contact Us
          </ContactButton>
          <HeaderBooking>BOOK A CALL NOW</HeaderBooking>
          <MenuToggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </MenuToggle>
        </Actions>
      </Inner>
      <MobileMenu id={menuId} open={menuOpen} onNavigate={closeMenu} />
    </Bar>
  );
}

const Bar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};

  & :focus-visible {
    outline-color: ${({ theme }) => theme.color.accentOnDark};
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  z-index: 1;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accentHover};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 1280px;
  min-height: 76px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]}px;

  ${media.mobile} {
    min-height: 68px;
    padding: 0 ${({ theme }) => theme.space[4] + 4}px;
  }
`;

const BrandLink = styled(HomeLink)`
  display: inline-flex;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
`;

const DesktopNav = styled.nav`
  display: none;

  ${FULL_NAV} {
    display: block;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.onDarkMuted};
  text-decoration: none;
  white-space: nowrap;
  transition:
    color 160ms ease,
    background-color 160ms ease;

  &:hover {
    color: ${({ theme }) => theme.color.onDark};
    background: ${({ theme }) => theme.color.fillOnDark};
  }
`;

const NavAnchor = styled.a`
  ${navLinkStyles}
`;

const NavHomeLink = styled(HomeLink)`
  ${navLinkStyles}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/* part of the header from tablet width up (spec: the desktop header); phones reach Contact through the menu */
const ContactButton = styled(CtaAnchor)`
  display: none;

  ${media.tablet} {
    display: inline-flex;
  }
`;

const HeaderBooking = styled(BookingLink)`
  ${media.mobile} {
    display: none;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.lineOnDarkStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.onDark};

  &:hover {
    background: ${({ theme }) => theme.color.fillOnDark};
  }

  ${FULL_NAV} {
    display: none;
  }
`;
