import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../../components/Icon';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { useOutsideClick } from '../../hooks/useOutsideClick';

export type LeadRowActionsProps = {
  /** the lead's name, for the button's accessible name */
  leadName: string;
  onExportData: () => void;
  onErase: () => void;
};

const MENU_WIDTH = 200;
/** two 44 px items, the gap between them, the padding and the border */
const MENU_HEIGHT = 2 * 44 + 2 + 2 * 8 + 2;
const GAP = 4;

type Position = { top: number; left: number };

/** Under the button, right edges aligned; above it when the viewport has no room below. */
function menuPosition(button: HTMLElement, menuHeight = MENU_HEIGHT): Position {
  const rect = button.getBoundingClientRect();
  const left = Math.max(GAP, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - GAP));
  const below = rect.bottom + GAP;
  const top =
    below + menuHeight > window.innerHeight && rect.top - GAP - menuHeight > 0 ? rect.top - GAP - menuHeight : below;
  return { top, left };
}

/**
 * A lead's data-rights actions behind a "More actions" button: Export data (a JSON file) and
 * Erase lead. The menu opens in a layer of its own above the page, so the table's scrolling box
 * does not clip it, and it follows the button when the page scrolls; arrow keys move between its
 * items, Escape or Tab closes it, and the focus returns to the button.
 */
export function LeadRowActions({ leadName, onExportData, onErase }: LeadRowActionsProps) {
  // where the open menu sits; null while it is closed
  const [position, setPosition] = useState<Position | null>(null);
  const open = position !== null;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [triggerRef, menuRef], []);
  const menuId = `lead-actions-${useId().replace(/:/g, '')}`;

  const close = (refocus: boolean) => {
    setPosition(null);
    if (refocus) triggerRef.current?.focus();
  };

  useOutsideClick(refs, open, () => close(false));
  useEscapeKey(open, () => close(true));

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    // the menu is fixed to the window: it follows its button when the page scrolls or resizes
    const follow = () => {
      if (triggerRef.current) setPosition(menuPosition(triggerRef.current));
    };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const items: { label: string; icon: IconName; danger?: boolean; action: () => void }[] = [
    { label: 'Export data', icon: 'download', action: onExportData },
    { label: 'Erase lead…', icon: 'trash', danger: true, action: onErase },
  ];

  const choose = (action: () => void) => {
    close(true);
    action();
  };

  return (
    <>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`More actions for ${leadName}`}
        title="More actions"
        onClick={(event) => (open ? close(false) : setPosition(menuPosition(event.currentTarget)))}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" fill="currentColor" aria-hidden="true">
          <circle cx="4" cy="10" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="16" cy="10" r="1.8" />
        </svg>
      </Trigger>
      {position &&
        createPortal(
          <Menu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={`Actions for ${leadName}`}
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            style={{ top: position.top, left: position.left }}
          >
            {items.map((item) => (
              <Item
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $danger={item.danger}
                onClick={() => choose(item.action)}
              >
                <Icon name={item.icon} size={16} />
                {item.label}
              </Item>
            ))}
          </Menu>,
          document.body,
        )}
    </>
  );
}

const Trigger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.inkSoft};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Menu = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: ${MENU_WIDTH}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:focus {
    outline: none;
  }
`;

const Item = styled.button<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.ink};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentHover};
  }

  ${({ $danger }) =>
    $danger &&
    css`
      color: ${({ theme }) => theme.color.danger};

      &:hover,
      &:focus-visible {
        background: ${({ theme }) => theme.color.dangerSoft};
        color: ${({ theme }) => theme.color.danger};
      }
    `}
`;
