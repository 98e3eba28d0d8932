import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../hooks/prefersReducedMotion';

/**
 * static: rendered as-is (server HTML, no IntersectionObserver, reduced motion, or already on
 * screen at mount); waiting: below the fold, faded out until it scrolls into view; revealed:
 * animated in, once, and never hidden again.
 */
export type RevealState = 'static' | 'waiting' | 'revealed';

const REVEAL_THRESHOLD = 0.12;

/**
 * Content starts visible, so the prerendered page reads fine without JavaScript. Only after mount,
 * and only for elements the visitor cannot see yet, is it hidden and then revealed on arrival.
 */
export function useRevealOnce<T extends Element>(): [RefObject<T | null>, RevealState] {
  const ref = useRef<T | null>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return undefined;

    const rect = element.getBoundingClientRect();
    const onScreen = rect.top < window.innerHeight && rect.bottom > 0;
    if (onScreen) return undefined;

    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('revealed');
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, state];
}
