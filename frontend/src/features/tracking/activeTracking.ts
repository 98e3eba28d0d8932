import { TRACKING_OFF, type TrackingConfig } from './trackingConfig';

/**
 * The integrations loaded in this page. Events are sent only to these, so nothing reaches an
 * analytics vendor the admin has switched off, even if a browser extension defines gtag or fbq.
 */
let active: TrackingConfig = TRACKING_OFF;

export const getActiveTracking = (): TrackingConfig => active;

export const setActiveTracking = (config: TrackingConfig): void => {
  active = config;
};
