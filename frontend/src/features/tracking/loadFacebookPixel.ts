import './analyticsGlobals';
import type { Fbq } from './analyticsGlobals';
import { injectScript } from './injectScript';

const FB_PIXEL_SCRIPT_ID = 'fb-pixel-js';

const initialised = new Set<string>();

const createQueueingFbq = (): Fbq => {
  const fbq = function queueingFbq(...args: unknown[]) {
    // the same contract as Meta's snippet: queue Arguments objects until fbevents.js sets callMethod
    if (fbq.callMethod) fbq.callMethod(...args);
    // eslint-disable-next-line prefer-rest-params -- fbevents.js replays Arguments objects, never arrays
    else fbq.queue?.push(arguments);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  return fbq;
};

/**
 * Meta's pixel snippet without the inline script: a queueing fbq that fbevents.js takes over
 * once it loads, then init and the first PageView, once per pixel id per page. With
 * `consented`, the visitor allowed it in the cookie banner: `fbq('consent', 'grant')` goes first,
 * also when the pixel was loaded before and then revoked.
 */
export const loadFacebookPixel = (pixelId: string, { consented = false } = {}): void => {
  if (!window.fbq) {
    window.fbq = createQueueingFbq();
    if (!window._fbq) window._fbq = window.fbq;
  }
  if (consented) window.fbq('consent', 'grant');
  if (initialised.has(pixelId)) return;
  initialised.add(pixelId);
  window.fbq('init', pixelId);
  window.fbq('track', 'PageView');
  injectScript('https://connect.facebook.net/en_US/fbevents.js', FB_PIXEL_SCRIPT_ID);
};

/** The visitor withdrew Marketing: a pixel loaded on this page sends nothing more. Nothing to do if it never loaded. */
export const revokeFacebookPixel = (): void => {
  if (initialised.size > 0) window.fbq?.('consent', 'revoke');
};
