import type * as ConsentBanner from './consentBanner';

type BannerModule = typeof ConsentBanner;
type ShowConsentBannerOptions = ConsentBanner.ShowConsentBannerOptions;

let loading: Promise<BannerModule> | null = null;

/** The banner's chunk, fetched once; a failed fetch (offline) is tried again next time. */
function loadBanner(): Promise<BannerModule> {
  loading ??= import('./consentBanner').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Fetches the banner's code ahead of showing it (in parallel with the settings request). */
export function preloadConsentBanner(): void {
  loadBanner().catch(() => undefined);
}

export function showConsentBanner(options?: ShowConsentBannerOptions): Promise<void> {
  return loadBanner().then(
    (banner) => banner.showConsentBanner(options),
    () => undefined,
  );
}

/** Closes the banner without a choice (the back office never shows it); nothing to do if it never loaded. */
export function hideConsentBanner(): void {
  void loading?.then(
    (banner) => banner.hideConsentBanner(),
    () => undefined,
  );
}

/** "Cookie settings": reopens the banner with the focus in it, to return to `opener` when it closes. */
export function openCookieSettings(opener?: HTMLElement | null): void {
  void showConsentBanner({ focus: true, returnFocusTo: opener ?? null });
}
