import { applyTrackingConfig } from './applyTrackingConfig';
import { fetchPublicTrackingSettings } from './publicTrackingSettings';
import { resolveTrackingConfig } from './trackingConfig';
import { getOrCreateVisitorId } from './visitorId';

let started: Promise<void> | null = null;

/**
 * What analytics needs on every page load, without React: the visitor id, then the public
 * settings and, for the integrations they switch on, the vendors' scripts (which send the first
 * page view). main.tsx calls it before React loads, since on the landing page React waits for
 * the visitor's first interaction; <Tracking /> calls it too. Once per page load either way
 * (spec section 9: no refetching).
 */
export function startTracking(): Promise<void> {
  started ??= (async () => {
    getOrCreateVisitorId();
    const settings = await fetchPublicTrackingSettings();
    if (settings) applyTrackingConfig(resolveTrackingConfig(settings));
  })();
  return started;
}
