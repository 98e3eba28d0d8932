import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled, { css, keyframes } from 'styled-components';
import { media, theme } from '../../theme/theme';
import { BookingLink } from '../../components/BookingLink';
import { Icon } from '../../components/Icon';
import { scrollBehavior } from '../../hooks/prefersReducedMotion';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { focusableElements, useFocusTrap } from '../../hooks/useFocusTrap';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useOutsideClick } from '../../hooks/useOutsideClick';
import { Logo } from '../logo';
import { FLOATING_MENU_SECTIONS, MENU_SCROLL_DELAY_MS, MENU_SCROLL_OFFSET_PX } from './floatingMenuItems';
import { scrollToAnchor } from './scrollToAnchor';
import { useHeroOutOfView } from './useHeroOutOfView';
/**
 * floating: the spec's global button, top centre (top right on narrow screens), once the hero has
 * scrolled away. header: the same button and panel as an ordinary control of a page header (the
 * back office's), always shown.
 */
export type FloatingMenuPlacement = 'floating' | 'header';

export type FloatingMenuProps = { placement?: FloatingMenuPlacement };

const NARROW_QUERY = `(max-width: ${theme.breakpoint.mobile}px)`;

/**
 * Global quick navigation that appears once the hero has scrolled away: a dropdown under a
 * top-centre button on wide screens, a 300 px side drawer from a top-right button on narrow ones.
 * In a header (placement "header") the button is always there and the dropdown opens under it.
 */
export function FloatingMenu({ placement = 'floating' }: FloatingMenuProps) {
  const { pathname, key: page } = useLocation();
  const navigate = useNavigate();
  const heroOutOfView = useHeroOutOfView(pathname);
  const shown = placement === 'header' || heroOutOfView;
  const narrow = useMediaQuery(NARROW_QUERY);
  // The page the menu was opened on: a new page (or a jump within one) starts with it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page && shown;

  const rootRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `floating-menu-${useId().replace(/:/g, '')}`;

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  // Opening moves the focus to the first entry.
  useEffect(() => {
    if (open && panelRef.current) focusableElements(panelRef.current)[0]?.focus();
  }, [open]);
  useOutsideClick(rootRef, open, () => setOpenOn(null));
  useEscapeKey(open, () => close(true));
  // The drawer is modal on narrow screens, so Tab cycles inside it.
  useFocusTrap(panelRef, open && narrow);

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    close(true);
    if (pathname === '/') {
      window.setTimeout(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }), MENU_SCROLL_DELAY_MS);
    } else {
      void navigate('/');
    }
  };

  const goToSection = (anchor: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    close(true);
    if (pathname === '/') {
      // Wait for the menu to close (and the drawer's overlay to go) before measuring and scrolling.
      window.setTimeout(() => scrollToAnchor(anchor, MENU_SCROLL_OFFSET_PX), MENU_SCROLL_DELAY_MS);
    } else {
      void navigate(`/#${anchor}`);
    }
  };

  if (!shown) return null;

  return (
    <Root ref={rootRef} $open={open} $placement={placement} aria-label="Quick navigation" data-testid="floating-menu">
      <Trigger
        $placement={placement}
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : page)}
      >
        <Icon name={open ? 'close' : 'menu'} size={18} />
        <TriggerLabel $placement={placement}>Menu</TriggerLabel>
      </Trigger>

      {open && narrow && <Overlay data-testid="floating-menu-overlay" onClick={() => close(true)} />}

      <Panel
        $placement={placement}
        ref={panelRef}
        id={panelId}
        hidden={!open}
        role={narrow ? 'dialog' : undefined}
        aria-modal={narrow ? true : undefined}
        aria-label={narrow ? 'Site menu' : undefined}
      >
        {narrow && (
          <DrawerHeader>
            <Logo size="sm" />
            <CloseButton type="button" aria-label="Close menu" onClick={() => close(true)}>
              <Icon name="close" size={20} />
            </CloseButton>
          </DrawerHeader>
        )}
        <Items>
          <li>
            <Item href="/" onClick={goHome}>
              Home
            </Item>
          </li>
          {FLOATING_MENU_SECTIONS.map((section) => (
            <li key={section.anchor}>
              <Item href={`/#${section.anchor}`} onClick={goToSection(section.anchor)}>
                {section.label}
              </Item>
            </li>
          ))}
        </Items>
        <BookCall size="md" onClick={() => setOpenOn(null)}>
          <Icon name="calendar" size={18} />
          Book a Call
        </BookCall>
      </Panel>
    </Root>
  );
}

const appear = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

type PlacementProps = { $placement: FloatingMenuPlacement };

// No transform on the root: it would become the containing block of the fixed drawer.
const Root = styled.nav<{ $open: boolean } & PlacementProps>`
  position: fixed;
  top: ${({ theme }) => theme.space[4]}px;
  left: 0;
  right: 0;
  z-index: ${({ theme, $open }) => ($open ? theme.zIndex.drawer : theme.zIndex.floatingMenu)};
  display: flex;
  justify-content: center;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }

  ${media.mobile} {
    justify-content: flex-end;
    padding-right: ${({ theme }) => theme.space[4]}px;
  }

  ${({ $placement }) =>
    $placement === 'header' &&
    css`
      && {
        position: relative;
        top: auto;
        display: inline-flex;
        padding: 0;
      }
    `}
`;

const Trigger = styled.button<PlacementProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceFrosted};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.ink};
  backdrop-filter: blur(8px);
  animation: ${appear} 240ms ease-out;
  transition:
    border-color 160ms ease,
    color 160ms ease;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accent};
  }

  /* in a header it is one of its buttons: the header's height, no shadow, no entrance */
  ${({ $placement }) =>
    $placement === 'header' &&
    css`
      min-height: 40px;
      padding: 0 ${({ theme }) => theme.space[4]}px;
      background: ${({ theme }) => theme.color.surface};
      box-shadow: none;
      backdrop-filter: none;
      animation: none;

      ${media.mobile} {
        justify-content: center;
        width: 40px;
        padding: 0;
      }
    `}
`;

/* a phone's back-office header needs the room for its section links: the icon alone, the name kept */
const TriggerLabel = styled.span<PlacementProps>`
  ${({ $placement }) =>
    $placement === 'header' &&
    css`
      ${media.mobile} {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    `}
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.scrim};
  animation: ${fadeIn} 200ms ease-out;
`;

const panelBase = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

const Panel = styled.div<PlacementProps>`
  ${panelBase}
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]}px);
  left: 50%;
  width: 280px;
  margin-left: -140px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  animation: ${appear} 180ms ease-out;

  ${media.mobile} {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    left: auto;
    width: 300px;
    max-width: 100vw;
    margin: 0;
    padding: ${({ theme }) => theme.space[5]}px;
    overflow-y: auto;
    border: 0;
    border-radius: 0;
    animation: ${slideIn} 240ms ease-out;
  }

  /* under a header button near the right edge: aligned with the button's right side */
  ${({ $placement }) =>
    $placement === 'header' &&
    css`
      ${media.tablet} {
        left: auto;
        right: 0;
        margin-left: 0;
      }
    `}
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-bottom: ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};

  &:hover {
    color: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentHover};
  }
`;

const BookCall = styled(BookingLink)`
  width: 100%;
`;
