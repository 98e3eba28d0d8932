import styled, { css } from 'styled-components';
import { MOBILE_NAV_LINKS, SERVICES_HREF } from './landingContent';
import { BookingLink } from '../../components/BookingLink';
import { CtaAnchor } from '../../components/ctaStyles';
import { HomeLink } from './HomeLink';

export type MobileMenuProps = {
  id: string;
  open: boolean;
  /** Called when any entry is chosen, so the menu can close. */
  onNavigate: () => void;
};

/** The small-screen menu: every header link except Services, which gets its own button. */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  return (
    <Panel id={id} hidden={!open}>
      <nav aria-label="Mobile">
        <List>
          {MOBILE_NAV_LINKS.map((link) => (
            <li key={link.href}>
              {link.href === '/' ? (
                <MenuHomeLink onClick={onNavigate}>{link.name}</MenuHomeLink>
              ) : (
                <MenuLink href={link.href} onClick={onNavigate}>
                  {link.name}
                </MenuLink>
              )}
            </li>
          ))}
        </List>
      </nav>
      <Actions>
        <BookingLink size="lg" onClick={onNavigate}>
          BOOK A CALL NOW
        </BookingLink>
        <CtaAnchor href={SERVICES_HREF} $variant="ghost" $size="lg" onClick={onNavigate}>
          Our Services
        </CtaAnchor>
      </Actions>
    </Panel>
  );
}

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 72px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[6]}px;
  background: ${({ theme }) => theme.color.darkSurface};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }

  /* matches the header's full-navigation breakpoint */
  @media (min-width: 1280px) {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkStyles = css`
  display: flex;
  align-items: center;
  min-height: 48px;
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.onDark};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.accentOnDark};
  }
`;

const MenuLink = styled.a`
  ${linkStyles}
`;

const MenuHomeLink = styled(HomeLink)`
  ${linkStyles}
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;
