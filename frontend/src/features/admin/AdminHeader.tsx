import { Link, NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useCurrentUser } from '../auth';
import { FloatingMenu } from '../floating-menu';
import { Logo } from '../logo';
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
 * never floats over the header's links. The sections have a row of their own (with the team, the
 * audit log, the API pages and the account there are too many to share the brand's row even at
 * the page's full width); the overdue count has a row of its own on phones, where the nav's links
 * need the whole second row.
 *   wider than a phone: brand | (space) | overdue | menu | account, then nav
 *   phone (<= 768 px):  brand | menu, then nav | account, then overdue
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
    grid-template-columns: 1fr auto;
    grid-template-areas:
      'brand menu'
      'nav account'
      'overdue overdue';
    /* the second row's two halves share one divider line: no gap in it */
    column-gap: 0;
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
  overflow-x: auto;
  /* sideways only: the active link's underline must not add a vertical scrollbar */
  overflow-y: hidden;

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a.active::after {
    bottom: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    margin: 0 0 0 -${({ theme }) => theme.space[4]}px;
    padding: 0 0 0 ${({ theme }) => theme.space[1]}px;
  }
`;

const itemStyles = css`
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &.active {
    color: ${({ theme }) => theme.color.accent};
  }

  &.active::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space[3]}px;
    right: ${({ theme }) => theme.space[3]}px;
    bottom: -1px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Item = styled(NavLink)`
  ${itemStyles}
`;

/** A link to a page the server renders (the GraphQL explorer): a full page load, never active here. */
const ServerPageItem = styled.a`
  ${itemStyles}
`;

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
    align-self: stretch;
    gap: ${({ theme }) => theme.space[2]}px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    margin-right: -${({ theme }) => theme.space[4]}px;
    padding-right: ${({ theme }) => theme.space[4]}px;
    padding-left: ${({ theme }) => theme.space[2]}px;
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

  /* a phone's second row needs the room for the section links; the name stays for screen readers */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    display: none;
  }
`;

/** The back office's top bar: brand, sections, the overdue leads, who is signed in, and the way out. */
export function AdminHeader() {
  const { user, isAdmin } = useCurrentUser();
  const username = user?.username;

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
              <Item to="/leads" end>
                Leads
              </Item>
            </li>
            <li>
              <Item to="/leads/lifecycle">Lifecycle</Item>
            </li>
            {isAdmin && (
              <>
                <li>
                  <Item to="/team">Team</Item>
                </li>
                <li>
                  <Item to="/audit-log">Audit log</Item>
                </li>
              </>
            )}
            <li>
              <Item to="/api-tokens">API tokens</Item>
            </li>
            <li>
              <Item to="/account">Account</Item>
            </li>
            <li>
              <ServerPageItem href="/graphql">API explorer</ServerPageItem>
            </li>
            <li>
              <Item to="/">Website</Item>
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
