let resolveHydrated: () => void = () => undefined;

/** Settles once the landing page's content is live (hydrated, or rendered after a navigation). */
export const landingHydrated: Promise<void> = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

export function markLandingHydrated(): void {
  resolveHydrated();
}
