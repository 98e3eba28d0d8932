import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export type TabItem<K extends string> = { key: K; label: string };

export type TabListProps<K extends string> = {
  /** the tab list's accessible name */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** prefix of the tab and panel ids, so a panel can point back at its tab */
  idPrefix: string;
};

export function tabId(idPrefix: string, key: string): string {
  return `${idPrefix}-tab-${key}`;
}

export function tabPanelId(idPrefix: string, key: string): string {
  return `${idPrefix}-panel-${key}`;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  width: fit-content;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  overflow-x: auto;

  /* a phone shows every tab at once: they wrap onto as many rows as they need */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    flex-wrap: wrap;
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onDark};
  }

  /* each row's tabs share its width; a label too long for the row wraps onto two lines */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    flex: 1 1 auto;
    min-width: 0;
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    white-space: normal;
  }
`;

/**
 * An ARIA tab list with automatic activation: arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order.
 */
export function TabList<K extends string>({ label, tabs, selected, onSelect, idPrefix }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.key === selected;
        return (
          <Tab
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.key)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
