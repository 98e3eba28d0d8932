import { useEffect } from 'react';

let resolveHydrated: () => void = () => undefined;

/**
 * Settles once the prerendered page's content is live (hydrated, or rendered after a navigation):
 * until then main.tsx holds a tapped button's click and replays it (holdEarlyButtonClicks).
 */
export const pageHydrated: Promise<void> = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called by each prerendered page (landing, legal, not-found) once it is mounted. */
export function usePageHydrated(): void {
  useEffect(() => {
    resolveHydrated();
  }, []);
}
