import { setActiveTracking } from './activeTracking';
import { loadFacebookPixel } from './loadFacebookPixel';
import { loadGoogleAnalytics } from './loadGoogleAnalytics';
import type { TrackingConfig } from './trackingConfig';

/**
 * Loads the enabled vendors' scripts and routes later events to them only, without asking the
 * visitor: for a site with "Require consent before tracking" off (consentedTracking.ts otherwise).
 */
export const applyTrackingConfig = (config: TrackingConfig): void => {
  if (config.gaMeasurementId) loadGoogleAnalytics(config.gaMeasurementId);
  if (config.fbPixelId) loadFacebookPixel(config.fbPixelId);
  setActiveTracking(config);
};
