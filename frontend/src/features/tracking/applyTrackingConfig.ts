import { setActiveTracking } from './activeTracking';
import { loadFacebookPixel } from './loadFacebookPixel';
import { loadGoogleAnalytics } from './loadGoogleAnalytics';
import type { TrackingConfig } from './trackingConfig';

/** Loads the enabled vendors' scripts and routes later events to them only. */
export const applyTrackingConfig = (config: TrackingConfig): void => {
  if (config.gaMeasurementId) loadGoogleAnalytics(config.gaMeasurementId);
  if (config.fbPixelId) loadFacebookPixel(config.fbPixelId);
  setActiveTracking(config);
};
