// Cookie consent: the visitor's choice (read by tracking and sent with a lead), the banner that asks
// for it, and "Cookie settings" to reopen it. Light on purpose: the banner's own code loads only when shown.
export { onConsentChange, readConsent } from './consentChoice';
export type { ConsentCategories } from './consentChoice';
export { hideConsentBanner, openCookieSettings, preloadConsentBanner, showConsentBanner } from './consentBannerControl';
export { setConsentRequired } from './consentRequired';
export { useCookieSettingsOffered } from './useCookieSettingsOffered';
