import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * One tab stop for a chart's bars: Tab reaches the current bar, the arrow keys, Home and End move
 * between them, Enter (or Space) opens the bar where it leads somewhere.
 */
export function useRovingFocus(count: number) {
  const [current, setCurrent] = useState(0);
  const items = useRef<(SVGGElement | null)[]>([]);
  const active = Math.min(current, Math.max(count - 1, 0));

  const move = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setCurrent(next);
    items.current[next]?.focus();
  };

  return (index: number, activate?: () => void) => ({
    ref: (element: SVGGElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setCurrent(index),
    onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
      const keys: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowDown: index + 1,
        ArrowLeft: index - 1,
        ArrowUp: index - 1,
        Home: 0,
        End: count - 1,
      };
      if (event.key in keys) {
        event.preventDefault();
        move(keys[event.key] ?? index);
      } else if (activate && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        activate();
      }
    },
    ...(activate ? { onClick: activate } : {}),
  });
}
