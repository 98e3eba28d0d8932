/**
 * The visitor's first interaction with the page: a tap, a click, a key, a wheel turn or a scroll.
 * The landing page is prerendered HTML that reads and navigates without JavaScript, so main.tsx
 * fetches React and the page's code only then; until then it has loaded the entry script alone.
 */
const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

let resolveInteraction: () => void = () => undefined;
let interacted = false;

/** Settles at the first interaction (once per page). */
export const firstInteraction: Promise<void> = new Promise<void>((resolve) => {
  resolveInteraction = resolve;
});

/** Records the first interaction (also called for the events below). */
export function markInteraction(): void {
  if (interacted) return;
  interacted = true;
  resolveInteraction();
}

/** Starts listening; main.tsx calls it first thing, so even the earliest tap counts. */
export function watchFirstInteraction(target: Window = window): void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const onInteraction = () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, onInteraction, options);
    markInteraction();
  };
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, onInteraction, options);
}
