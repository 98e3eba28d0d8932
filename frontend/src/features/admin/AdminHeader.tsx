import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useCurrentUser } from '../auth';
import { FloatingMenu } from '../floating-menu';
import { Logo } from '../logo';
import { AdminMoreMenu } from './AdminMoreMenu';
import { navItemStyles } from './adminNavStyles';
import { OverdueLink } from './OverdueLink';
import { SignOutButton } from './SignOutButton';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  /* two rows would take too much of a phone's screen if they stayed on it */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    position: static;
  }
`;

/*
 * The site menu (the public site's floating "Menu") is one of this header's buttons here, so it
 * never floats over the header's links. The sections have a row of their own: the main ones
 * (dashboard, leads, lifecycle, orders, settings), then a "More" menu with the rest (spam, team,
 * audit log, API pages, account, website); on a phone orders and settings move into that menu too,
 * so the row fits a 360 px phone. On phones the sign-out button (an icon there) shares the brand's row and the
 * overdue count has a row of its own, so the sections get the whole second row.
 *   wider than a phone: brand | (space) | overdue | menu | account, then nav
 *   phone (<= 768 px):  brand | menu | account, then nav, then overdue
 */
const Inner = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto auto auto;
  grid-template-areas:
    'brand . overdue menu account'
    'nav nav nav nav nav';
  align-items: center;
  column-gap: ${({ theme }) => theme.space[5]}px;
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: 68px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: 1fr auto auto;
    grid-template-areas:
      'brand menu account'
      'nav nav nav'
      'overdue overdue overdue';
    column-gap: ${({ theme }) => theme.space[2]}px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

const Brand = styled.div`
  grid-area: brand;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]}px 0;
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
`;

const Area = styled.span`
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.04em;
  white-space: nowrap;
`;

const Nav = styled.nav`
  grid-area: nav;
  align-self: stretch;
  display: flex;

  margin: 0 -${({ theme }) => theme.space[5]}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  /* no scrolling box here: the "More" list opens below the row. Should the links ever need more
     than the row (a large text size), they wrap onto another line instead of being cut. */
  > ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    margin: 0 -${({ theme }) => theme.space[4]}px;
    padding: 0 ${({ theme }) => theme.space[1]}px;
  }
`;

const Item = styled(NavLink)`
  ${navItemStyles}
`;

/* on a phone these sections are in the "More" menu instead, so the row fits 360 px */
const WideOnly = styled.li`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    display: none;
  }
`;

/** The lead list, its spam view and the import: the Leads section (the lifecycle pages have their own). */
const isLeadsSection = (pathname: string) => ['/leads', '/leads/spam', '/leads/import'].includes(pathname);

const Overdue = styled.div`
  grid-area: overdue;
  display: flex;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    &:not(:empty) {
      padding-bottom: ${({ theme }) => theme.space[3]}px;
    }
  }
`;

const SiteMenu = styled.div`
  grid-area: menu;
  display: flex;
  justify-content: flex-end;
`;

const Account = styled.div`
  grid-area: account;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const User = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  min-width: 0;
`;

const Name = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-transform: uppercase;

  /* a phone's first row needs the room for the brand and the buttons; the name stays for screen readers */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    display: none;
  }
`;

/** The back office's top bar: brand, sections, the overdue leads, who is signed in, and the way out. */
export function AdminHeader() {
  const { user } = useCurrentUser();
  const username = user?.username;
  const { pathname } = useLocation();

  return (
    <Bar>
      <Inner>
        <Brand>
          <BrandLink to="/leads" aria-label="Apex AI back office, lead management">
            <Logo size="sm" showTagline={false} />
          </BrandLink>
          <Area>Back office</Area>
        </Brand>
        <Nav aria-label="Back office">
          <ul>
            <li>
              <Item to="/dashboard">Dashboard</Item>
            </li>
            <li>
              <Item to="/leads" end className={isLeadsSection(pathname) ? 'active' : undefined}>
                Leads
              </Item>
            </li>
            <li>
              <Item to="/leads/lifecycle">Lifecycle</Item>
            </li>
            <WideOnly>
              <Item to="/orders">Orders</Item>
            </WideOnly>
            <WideOnly>
              <Item to="/settings">Settings</Item>
            </WideOnly>
            <li>
              <AdminMoreMenu />
            </li>
          </ul>
        </Nav>
        <Overdue>
          <OverdueLink />
        </Overdue>
        <SiteMenu>
          <FloatingMenu placement="header" />
        </SiteMenu>
        <Account>
          {username && (
            <User title={`Signed in as ${username}`}>
              <Avatar aria-hidden="true">{username.slice(0, 1)}</Avatar>
              <VisuallyHidden>Signed in as </VisuallyHidden>
              <Name>{username}</Name>
            </User>
          )}
          <SignOutButton compactOnPhone />
        </Account>
      </Inner>
    </Bar>
  );
}
