import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `active`, calls `onOutside` when a pointer goes down anywhere outside `ref`'s element
 * (a click or tap beside an open menu closes it).
 */
export function useOutsideClick(ref: RefObject<Element | null>, active: boolean, onOutside: () => void): void {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) outside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
