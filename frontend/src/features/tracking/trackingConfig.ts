/** The public marketing settings as the server sends them (publicMarketingSettings). */
export type PublicTrackingSettings = {
  gaEnabled: boolean;
  gaMeasurementId: string | null;
  fbCapiEnabled: boolean;
  fbPixelId: string | null;
  /** "Require consent before tracking": the vendors wait for the visitor's choice in the cookie banner */
  requireConsent: boolean;
};

/** Which integrations run in this page: an id, or null when that integration is off. */
export type TrackingConfig = {
  gaMeasurementId: string | null;
  fbPixelId: string | null;
};

export const TRACKING_OFF: TrackingConfig = { gaMeasurementId: null, fbPixelId: null };

// The ids end up in a script URL and in the vendors' init calls, so only their real shapes pass.
const GA_MEASUREMENT_ID = /^[A-Z]{1,3}-[A-Z0-9-]+$/i;
const FB_PIXEL_ID = /^\d{5,20}$/;

/**
 * An integration runs only when its switch is on and it has a well-formed id (spec section 7:
 * "when ga_enabled and an ID are set", "enabled with a pixel ID").
 */
export const resolveTrackingConfig = (
  settings: Omit<PublicTrackingSettings, 'requireConsent'> | null | undefined,
): TrackingConfig => {
  if (!settings) return TRACKING_OFF;
  const gaId = settings.gaMeasurementId?.trim() ?? '';
  const pixelId = settings.fbPixelId?.trim() ?? '';
  return {
    gaMeasurementId: settings.gaEnabled && GA_MEASUREMENT_ID.test(gaId) ? gaId : null,
    fbPixelId: settings.fbCapiEnabled && FB_PIXEL_ID.test(pixelId) ? pixelId : null,
  };
};
