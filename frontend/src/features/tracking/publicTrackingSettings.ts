import { getJson } from '../../api/request';
import type { PublicTrackingSettings } from './trackingConfig';

/** `GET /api/marketing-settings` as the server sends it to a visitor (spec section 3, public read). */
type MarketingSettingsResponse = {
  success: boolean;
  data?: {
    ga_enabled?: boolean;
    ga_measurement_id?: string | null;
    fb_capi_enabled?: boolean;
    fb_pixel_id?: string | null;
    require_consent?: boolean;
  } | null;
};

const PUBLIC_SETTINGS_URL = '/api/marketing-settings';

/**
 * The public marketing settings through the spec's plain REST read rather than GraphQL, so the
 * analytics switch works on every page without loading Apollo Client. Any failure means "no
 * tracking": analytics must never break the page.
 */
export async function fetchPublicTrackingSettings(): Promise<PublicTrackingSettings | null> {
  try {
    const body = await getJson<MarketingSettingsResponse>(PUBLIC_SETTINGS_URL);
    const data = body.success ? body.data : null;
    if (!data) return null;
    return {
      gaEnabled: data.ga_enabled === true,
      gaMeasurementId: data.ga_measurement_id ?? null,
      fbCapiEnabled: data.fb_capi_enabled === true,
      fbPixelId: data.fb_pixel_id ?? null,
      // anything but an explicit "off" asks first
      requireConsent: data.require_consent !== false,
    };
  } catch {
    return null;
  }
}
