import { hideConsentBanner, onConsentChange, readConsent, showConsentBanner, type ConsentCategories } from '../consent';
import { isStaffPage } from '../../backOfficePaths';
import { setActiveTracking } from './activeTracking';
import { loadFacebookPixel, revokeFacebookPixel } from './loadFacebookPixel';
import {
  loadGoogleAnalytics,
  setGoogleAnalyticsDisabled,
  setGoogleConsentDefaults,
  updateGoogleConsent,
} from './loadGoogleAnalytics';
import type { TrackingConfig } from './trackingConfig';
import { clearVendorCookies } from './vendorCookies';

/** The integrations the admin switched on, once the site is known to ask for consent (null until then). */
let asking: TrackingConfig | null = null;

/**
 * Runs the enabled integrations the visitor's choice allows, and only those: Analytics is Google
 * Analytics, Marketing Meta's pixel. Nothing is requested from Google or Meta before a choice
 * allows it. A withdrawn category stops from now on, without a reload: Consent Mode and the
 * pixel's consent are revoked, Google's opt-out flag is set, events stop being routed to it, and
 * its cookies go.
 */
function applyConsentedTracking(config: TrackingConfig, choice: ConsentCategories | null): void {
  const analytics = choice?.analytics === true;
  const marketing = choice?.marketing === true;
  const { gaMeasurementId, fbPixelId } = config;
  if (gaMeasurementId) {
    setGoogleConsentDefaults();
    if (choice) updateGoogleConsent(choice);
    setGoogleAnalyticsDisabled(gaMeasurementId, !analytics);
    if (analytics) loadGoogleAnalytics(gaMeasurementId);
  }
  if (fbPixelId) {
    if (marketing) loadFacebookPixel(fbPixelId, { consented: true });
    else revokeFacebookPixel();
  }
  if (choice) clearVendorCookies(choice);
  setActiveTracking({ gaMeasurementId: analytics ? gaMeasurementId : null, fbPixelId: marketing ? fbPixelId : null });
}

/** Shows the banner on a visitor's page while they have not chosen, and never on the staff's pages. */
export function consentBannerFor(pathname: string): void {
  if (!asking) return;
  if (isStaffPage(pathname)) hideConsentBanner();
  else if (!readConsent()) void showConsentBanner();
}

/** The site asks for consent: applies the stored choice, follows every new one, and asks if there is none. */
export function startConsentedTracking(config: TrackingConfig): void {
  asking = config;
  applyConsentedTracking(config, readConsent());
  onConsentChange((choice) => applyConsentedTracking(config, choice));
  consentBannerFor(window.location.pathname);
}
