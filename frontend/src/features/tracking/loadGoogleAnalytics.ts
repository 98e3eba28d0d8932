import './analyticsGlobals';
import { injectScript } from './injectScript';

const GA_SCRIPT_ID = 'ga-gtag-js';

const configured = new Set<string>();

/**
 * Google's gtag snippet, minus the inline script: the queue function must push the `arguments`
 * object itself (gtag.js ignores plain arrays), then gtag.js is loaded for the measurement id.
 * The `config` call sends the first page view; later route changes send their own. Calling it
 * again with the same id does nothing, so a settings refetch never doubles the page view.
 */
export const loadGoogleAnalytics = (measurementId: string): void => {
  if (configured.has(measurementId)) return;
  configured.add(measurementId);
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js only processes Arguments objects, never arrays
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag('js', new Date());
  window.gtag('config', measurementId);
  injectScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`, GA_SCRIPT_ID);
};
