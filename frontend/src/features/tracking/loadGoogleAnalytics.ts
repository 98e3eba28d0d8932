import './analyticsGlobals';
import type { ConsentCategories } from '../consent';
import { injectScript } from './injectScript';

const GA_SCRIPT_ID = 'ga-gtag-js';

const configured = new Set<string>();
let consentDefaultsSet = false;

/**
 * Google's gtag snippet, minus the inline script: the queue function must push the `arguments`
 * object itself (gtag.js ignores plain arrays). Defined without loading anything from Google.
 */
function queueingGtag(): NonNullable<typeof window.gtag> {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js only processes Arguments objects, never arrays
      window.dataLayer?.push(arguments);
    };
  }
  return window.gtag;
}

/**
 * Loads gtag.js for the measurement id. The `config` call sends the first page view; later route
 * changes send their own. Calling it again with the same id does nothing, so a settings refetch
 * or a second consent never doubles the page view.
 */
export const loadGoogleAnalytics = (measurementId: string): void => {
  if (configured.has(measurementId)) return;
  configured.add(measurementId);
  const gtag = queueingGtag();
  gtag('js', new Date());
  gtag('config', measurementId);
  injectScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`, GA_SCRIPT_ID);
};

const granted = (allowed: boolean) => (allowed ? 'granted' : 'denied');

/**
 * Google Consent Mode v2, first thing: every purpose denied until the visitor chooses. Only
 * queued in the data layer; nothing is requested from Google.
 */
export const setGoogleConsentDefaults = (): void => {
  if (consentDefaultsSet) return;
  consentDefaultsSet = true;
  queueingGtag()('consent', 'default', {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
};

/** The visitor's choice in Consent Mode: Analytics is analytics_storage, Marketing the three ad purposes. */
export const updateGoogleConsent = ({ analytics, marketing }: ConsentCategories): void => {
  queueingGtag()('consent', 'update', {
    ad_storage: granted(marketing),
    analytics_storage: granted(analytics),
    ad_user_data: granted(marketing),
    ad_personalization: granted(marketing),
  });
};

/**
 * Google's documented opt-out (`window['ga-disable-<id>']`): once set, a loaded gtag.js sends
 * nothing more for that id, not even Consent Mode's cookieless pings, until it is cleared.
 */
export const setGoogleAnalyticsDisabled = (measurementId: string, disabled: boolean): void => {
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = disabled;
};
