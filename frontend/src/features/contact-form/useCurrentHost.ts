import { useSyncExternalStore } from 'react';

/** Shown in prerendered HTML, before the browser knows which host serves the page. */
const FALLBACK_HOST = 'yourcompany.com';

const subscribe = () => () => {};

/**
 * The page's host (for the website field's example). Read through useSyncExternalStore so a
 * prerendered page hydrates with the fallback and then shows the real host, without a mismatch.
 */
export function useCurrentHost(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.host || FALLBACK_HOST,
    () => FALLBACK_HOST,
  );
}
