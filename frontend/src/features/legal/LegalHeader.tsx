import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { Logo } from '../logo';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { LEGAL_NAV_LINKS } from './legalConstants';

/** The legal pages' simple header: the brand and four links, the current page marked. */
export function LegalHeader() {
  return (
    <Bar>
      <SkipLink href="#legal-content">Skip to content</SkipLink>
      <Inner>
        {/* the visible logo text stays the start of the link's name (WCAG 2.5.3, label in name) */}
        <Link to="/">
          <Logo size="sm" />
          <VisuallyHidden> (home)</VisuallyHidden>
        </Link>
        <nav aria-label="Legal">
          <NavList>
            {LEGAL_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavItem to={link.to} end>
                  {link.label}
                </NavItem>
              </li>
            ))}
          </NavList>
        </nav>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  /* on phones the two-row header would take a sixth of the screen if it stayed pinned */
  ${media.mobile} {
    position: static;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${({ theme }) => theme.color.surface};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[3]}px ${theme.space[6]}px`};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};

    /* the links get a row of their own: the first row's right end belongs to the floating Menu button */
    & > nav {
      flex: 1 0 100%;
    }
  }

  a {
    text-decoration: none;
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[1]}px`};
  margin: 0 ${({ theme }) => -theme.space[3]}px;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    flex-wrap: nowrap;
    gap: 0;
    margin: 0 ${({ theme }) => -theme.space[2]}px;
    overflow-x: auto;
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;

  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space[2]}px;
  }

  &:hover {
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accentHover};
    background: ${({ theme }) => theme.color.accentSoft};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
