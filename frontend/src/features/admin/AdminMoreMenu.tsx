import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { focusableElements } from '../../hooks/useFocusTrap';
import { useOutsideClick } from '../../hooks/useOutsideClick';
import { useCurrentUser } from '../auth';
import { navItemStyles } from './adminNavStyles';

/** A page of the "More" menu: a route of the app (`to`) or a page the server renders (`href`). */
type MoreLink = { label: string; adminOnly?: boolean } & (
  { to: string; href?: undefined } | { href: string; to?: undefined }
);

/** The back office's less used pages, behind one button so the header's row fits a phone. */
const MORE_LINKS: readonly MoreLink[] = [
  { label: 'Team', to: '/team', adminOnly: true },
  { label: 'Audit log', to: '/audit-log', adminOnly: true },
  { label: 'API tokens', to: '/api-tokens' },
  { label: 'Account', to: '/account' },
  // the GraphQL explorer: a full page load
  { label: 'API explorer', href: '/graphql' },
  { label: 'Website', to: '/' },
];

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
  const current = links.some((link) => link.to !== undefined && link.to !== '/' && matchPath(link.to, pathname));

  useEffect(() => {
    if (open && panelRef.current) focusableElements(panelRef.current)[0]?.focus();
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
        className={current ? 'active' : undefined}
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
          <li key={link.label}>
            {link.to !== undefined ? (
              <PanelLink to={link.to} end onClick={() => setOpenOn(null)}>
                {link.label}
              </PanelLink>
            ) : (
              <PanelServerLink href={link.href}>{link.label}</PanelServerLink>
            )}
          </li>
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

const panelLinkStyles = css`
  display: flex;
  align-items: center;
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
