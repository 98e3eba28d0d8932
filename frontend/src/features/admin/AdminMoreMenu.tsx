import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { focusableElements } from '../../hooks/useFocusTrap';
import { useOutsideClick } from '../../hooks/useOutsideClick';
import { useCurrentUser } from '../auth';
import { useHeaderLeadCounts } from './useHeaderLeadCounts';
import { navItemStyles } from './adminNavStyles';

/** A page of the "More" menu: a route of the app (`to`) or a page the server renders (`href`). */
type MoreLink = {
  label: string;
  adminOnly?: boolean;
  /** a section of the header's row, listed here on a phone only (the row has no room for it there) */
  phoneOnly?: boolean;
  /** the link is current on these paths too (the Settings area's sections) */
  area?: boolean;
  /** a page of another section of the row (spam is a view of Leads): it leaves the button alone */
  ofRowSection?: boolean;
} & ({ to: string; href?: undefined } | { href: string; to?: undefined });

/** The back office's less used pages, behind one button so the header's row fits a phone. */
const MORE_LINKS: readonly MoreLink[] = [
  { label: 'Orders', to: '/orders', phoneOnly: true },
  { label: 'Settings', to: '/settings', phoneOnly: true, area: true },
  { label: 'Spam', to: '/leads/spam', ofRowSection: true },
  { label: 'Team', to: '/team', adminOnly: true },
  { label: 'Audit log', to: '/audit-log', adminOnly: true },
  { label: 'API tokens', to: '/api-tokens' },
  { label: 'Account', to: '/account' },
  // the GraphQL explorer: a full page load
  { label: 'API explorer', href: '/graphql' },
  { label: 'Website', to: '/' },
];

/** Not hidden by the stylesheet (the phone-only links on a wider screen). */
const isShown = (element: HTMLElement) => getComputedStyle(element.closest('li') ?? element).display !== 'none';

/**
 * A disclosure in the header's navigation: the "More" button (aria-expanded) shows the list of
 * the remaining pages under it. Opening moves the focus to the first link; Escape closes it and
 * gives the focus back to the button; a click beside it, leaving it with Tab or going to a page
 * closes it too. The button carries the section underline while one of its pages is shown.
 */
export function AdminMoreMenu() {
  const { isAdmin } = useCurrentUser();
  const { pathname, key: page } = useLocation();
  // The page the menu was opened on: another page starts with it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page;

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = `admin-more-${useId().replace(/:/g, '')}`;

  const links = MORE_LINKS.filter((link) => isAdmin || !link.adminOnly);
  const isCurrent = (link: MoreLink) =>
    link.to !== undefined &&
    link.to !== '/' &&
    (matchPath(link.to, pathname) !== null || (link.area === true && pathname.startsWith(`${link.to}/`)));
  // the button is underlined while one of its pages is shown; for a phone-only link, on a phone only
  const current = links.some((link) => !link.phoneOnly && !link.ofRowSection && isCurrent(link));
  const currentOnPhone = links.some((link) => link.phoneOnly && isCurrent(link));
  const spam = useHeaderLeadCounts('cache-first')?.spam ?? 0;

  useEffect(() => {
    // the first link shown: the phone-only ones are hidden on a wider screen
    if (open && panelRef.current) focusableElements(panelRef.current).find(isShown)?.focus();
  }, [open]);
  useOutsideClick(rootRef, open, () => setOpenOn(null));
  useEscapeKey(open, () => {
    setOpenOn(null);
    triggerRef.current?.focus();
  });

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpenOn(null);
  };

  return (
    <Root ref={rootRef} onBlur={closeWhenFocusLeaves}>
      <Trigger
        ref={triggerRef}
        type="button"
        className={current ? 'active' : currentOnPhone ? 'active-on-phone' : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : page)}
      >
        More
        <Chevron viewBox="0 0 16 16" aria-hidden="true" $open={open}>
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </Chevron>
      </Trigger>
      <Panel ref={panelRef} id={panelId} hidden={!open}>
        {links.map((link) => (
          <PanelItem key={link.label} $phoneOnly={link.phoneOnly === true}>
            {link.to !== undefined ? (
              <PanelLink
                to={link.to}
                end={!link.area}
                onClick={() => setOpenOn(null)}
                aria-label={link.to === '/leads/spam' && spam > 0 ? `Spam, ${spam} held back` : undefined}
              >
                {link.label}
                {link.to === '/leads/spam' && spam > 0 && <PanelCount aria-hidden="true">{spam}</PanelCount>}
              </PanelLink>
            ) : (
              <PanelServerLink href={link.href}>{link.label}</PanelServerLink>
            )}
          </PanelItem>
        ))}
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  height: 100%;
`;

const Trigger = styled.button`
  ${navItemStyles}

  /* a phone-only page of the menu (orders, settings) is shown: the section underline on a phone */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    &.active-on-phone {
      color: ${({ theme }) => theme.color.accent};
    }

    &.active-on-phone::after {
      content: '';
      position: absolute;
      left: ${({ theme }) => theme.space[2]}px;
      right: ${({ theme }) => theme.space[2]}px;
      bottom: 0;
      height: 2px;
      border-radius: 2px;
      background: ${({ theme }) => theme.color.accent};
    }
  }

  gap: ${({ theme }) => theme.space[1]}px;
  border: 0;
  background: none;
  font-family: inherit;
  cursor: pointer;

  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Chevron = styled.svg<{ $open: boolean }>`
  width: 16px;
  height: 16px;
  transform: ${({ $open }) => ($open ? 'rotate(180deg)' : 'none')};
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 1px);
  left: 0;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  list-style: none;

  &[hidden] {
    display: none;
  }

  /* the button is at the row's right end on a phone: the list opens towards the left */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    left: auto;
    right: 0;
  }
`;

const PanelItem = styled.li<{ $phoneOnly: boolean }>`
  ${({ $phoneOnly, theme }) =>
    $phoneOnly &&
    css`
      @media (min-width: ${theme.breakpoint.mobile + 1}px) {
        display: none;
      }
    `}
`;

const PanelCount = styled.span`
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.6;
`;

const panelLinkStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  text-decoration: none;

  &:hover,
  &.active {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentHover};
  }
`;

const PanelLink = styled(NavLink)`
  ${panelLinkStyles}
`;

/** A page the server renders (the GraphQL explorer): a full page load, never current here. */
const PanelServerLink = styled.a`
  ${panelLinkStyles}
`;
