import { consentStatus, facebookStatus, gaMeasurementIdError, googleAnalyticsStatus } from './integrationStatus';

describe('googleAnalyticsStatus', () => {
  it('is active only when enabled with an id', () => {
    expect(googleAnalyticsStatus({ gaEnabled: true, gaMeasurementId: 'G-ABC123' }).text).toBe('Active');
    expect(googleAnalyticsStatus({ gaEnabled: true, gaMeasurementId: '' }).text).toBe('Not fully configured');
    expect(googleAnalyticsStatus({ gaEnabled: true, gaMeasurementId: null }).text).toBe('Not fully configured');
    expect(googleAnalyticsStatus({ gaEnabled: false, gaMeasurementId: 'G-ABC123' }).text).toBe('Not fully configured');
  });
});

describe('facebookStatus', () => {
  it('is active with an enabled pixel id and adds CAPI when a token is set', () => {
    expect(facebookStatus({ fbCapiEnabled: true, fbPixelId: '123', fbAccessTokenSet: false }).text).toBe('Active');
    expect(facebookStatus({ fbCapiEnabled: true, fbPixelId: '123', fbAccessTokenSet: true }).text).toBe(
      'Active with CAPI',
    );
  });

  it('is not fully configured when off or without a pixel id', () => {
    expect(facebookStatus({ fbCapiEnabled: false, fbPixelId: '123', fbAccessTokenSet: true }).text).toBe(
      'Not fully configured',
    );
    expect(facebookStatus({ fbCapiEnabled: true, fbPixelId: ' ', fbAccessTokenSet: true }).text).toBe(
      'Not fully configured',
    );
  });
});

describe('consentStatus', () => {
  it('reads active while visitors are asked first, and says what off means', () => {
    expect(consentStatus({ requireConsent: true })).toEqual({ state: 'active', text: 'Visitors are asked first' });
    expect(consentStatus({ requireConsent: false })).toEqual({
      state: 'incomplete',
      text: 'Off: trackers load without asking',
    });
  });
});

describe('gaMeasurementIdError', () => {
  it('accepts G- ids and an empty value', () => {
    expect(gaMeasurementIdError('G-AB12CD34EF')).toBeNull();
    expect(gaMeasurementIdError('')).toBeNull();
  });

  it('rejects anything else', () => {
    expect(gaMeasurementIdError('UA-1234')).toMatch(/must start with G-/);
  });
});
