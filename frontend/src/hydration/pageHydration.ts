let resolveHydrated: () => void = () => undefined;

/**
 * Settles once the prerendered page's content is live (hydrated, or rendered after a navigation):
 * until then main.tsx holds a tapped button's click and replays it (holdEarlyButtonClicks).
 * Free of React, so the entry script that waits on it does not load React before the first
 * interaction; the pages settle it through usePageHydrated.
 */
export const pageHydrated: Promise<void> = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

export function markPageHydrated(): void {
  resolveHydrated();
}
