import { preloadConsentBanner, readConsent, setConsentRequired } from '../consent';
import { isStaffPage } from '../../backOfficePaths';
import { applyTrackingConfig } from './applyTrackingConfig';
import { startConsentedTracking } from './consentedTracking';
import { fetchPublicTrackingSettings } from './publicTrackingSettings';
import { resolveTrackingConfig } from './trackingConfig';
import { getOrCreateVisitorId } from './visitorId';

let started: Promise<void> | null = null;

/**
 * Resolves in a task of its own. The first use of storage and of the random generator costs a few
 * milliseconds each on a slow phone, and the page is already painted and being read: in one task
 * with the rest they would make a long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What analytics needs on every page load, without React: the visitor id, then the public
 * settings and, for the integrations they switch on, the vendors' scripts (which send the first
 * page view). With "Require consent before tracking" on (the default) the vendors wait for the
 * visitor's choice, and a visitor who has made none gets the cookie banner; off, they load at once
 * as before. main.tsx calls it before React loads, since on the landing page React waits for
 * the visitor's first interaction; <Tracking /> calls it too. Once per page load either way
 * (spec section 9: no refetching).
 */
export function startTracking(): Promise<void> {
  started ??= (async () => {
    getOrCreateVisitorId();
    await nextTask();
    // the banner's code in parallel with the settings, for a visitor who is likely to see it
    if (!readConsent() && !isStaffPage(window.location.pathname)) preloadConsentBanner();
    const settings = await fetchPublicTrackingSettings();
    if (!settings) return;
    setConsentRequired(settings.requireConsent);
    const config = resolveTrackingConfig(settings);
    if (settings.requireConsent) startConsentedTracking(config);
    else applyTrackingConfig(config);
  })();
  return started;
}
