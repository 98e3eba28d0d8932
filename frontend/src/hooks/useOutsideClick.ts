import { useEffect, useEffectEvent, type RefObject } from 'react';

type ElementRef = RefObject<Element | null>;

const isRefList = (ref: ElementRef | readonly ElementRef[]): ref is readonly ElementRef[] => Array.isArray(ref);

/**
 * While `active`, calls `onOutside` when a pointer goes down anywhere outside `ref`'s element, or
 * outside all of them when given several (a menu and its button, in a portal apart): a click or
 * tap beside an open menu closes it.
 */
export function useOutsideClick(ref: ElementRef | readonly ElementRef[], active: boolean, onOutside: () => void): void {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return undefined;
    const refs: readonly ElementRef[] = isRefList(ref) ? ref : [ref];
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && !refs.some((each) => each.current?.contains(target))) outside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
