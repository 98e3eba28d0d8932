import { scrollBehavior } from '../../hooks/prefersReducedMotion';

/** Scrolls the window so the element with `id` sits `offset` px below the top; false if there is none. */
export function scrollToAnchor(id: string, offset: number): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
  return true;
}
