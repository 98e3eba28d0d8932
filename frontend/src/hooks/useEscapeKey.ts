import { useEffect, useEffectEvent } from 'react';

/** While `active`, calls `onEscape` when Escape is pressed anywhere on the page (to close a menu). */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
