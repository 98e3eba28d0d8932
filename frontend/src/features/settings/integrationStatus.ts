/** The status line of each integration card, as the spec words it. */

export type IntegrationStatus = { state: 'active' | 'incomplete'; text: string };

const NOT_CONFIGURED = 'Not fully configured';

function hasValue(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function googleAnalyticsStatus(settings: {
  gaEnabled: boolean;
  gaMeasurementId?: string | null;
}): IntegrationStatus {
  return settings.gaEnabled && hasValue(settings.gaMeasurementId)
    ? { state: 'active', text: 'Active' }
    : { state: 'incomplete', text: NOT_CONFIGURED };
}

export function facebookStatus(settings: {
  fbCapiEnabled: boolean;
  fbPixelId?: string | null;
  fbAccessTokenSet: boolean;
}): IntegrationStatus {
  if (!settings.fbCapiEnabled || !hasValue(settings.fbPixelId)) return { state: 'incomplete', text: NOT_CONFIGURED };
  return { state: 'active', text: settings.fbAccessTokenSet ? 'Active with CAPI' : 'Active' };
}

/** "Require consent before tracking": on, the cookie banner asks every visitor first. */
export function consentStatus(settings: { requireConsent: boolean }): IntegrationStatus {
  return settings.requireConsent
    ? { state: 'active', text: 'Visitors are asked first' }
    : { state: 'incomplete', text: 'Off: trackers load without asking' };
}

/** GA4 measurement ids look like G-XXXXXXX; an empty value clears the id and is allowed. */
export function gaMeasurementIdError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || /^G-[A-Z0-9]+$/i.test(trimmed)) return null;
  return 'The measurement ID must start with G- (for example G-AB12CD34EF).';
}
