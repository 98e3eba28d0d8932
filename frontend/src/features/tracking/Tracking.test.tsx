import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { renderWithProviders } from '../../test/renderWithProviders';
import { setActiveTracking } from './activeTracking';
import { resetTrackingStart } from './startTracking';
import type { Fbq } from './analyticsGlobals';
import { FB_PIXEL_SCRIPT_ID } from './loadFacebookPixel';
import { GA_SCRIPT_ID } from './loadGoogleAnalytics';
import { Tracking } from './Tracking';
import { resolveTrackingConfig, TRACKING_OFF, type PublicTrackingSettings } from './trackingConfig';
import { trackLeadSubmission } from './trackingEvents';
import { VISITOR_ID_STORAGE_KEY } from './visitorId';

// nanoid ships as ES modules only, which this Jest setup does not transform.
jest.mock('nanoid', () => ({ nanoid: () => 'V1StGXR8_Z5jdHi6B-myT' }));

let settingsCounter = 0;

/** A fresh id per test: each vendor is initialised once per id per page, as in production. */
const enabledSettings = (): PublicTrackingSettings => {
  settingsCounter += 1;
  return {
    gaEnabled: true,
    gaMeasurementId: `G-TEST${settingsCounter}`,
    fbCapiEnabled: true,
    fbPixelId: `12345678900${settingsCounter}`,
  };
};

/** `GET /api/marketing-settings` answering a visitor with the four public fields. */
const serveSettings = (settings: PublicTrackingSettings): void => {
  const body = {
    success: true,
    data: {
      ga_enabled: settings.gaEnabled,
      ga_measurement_id: settings.gaMeasurementId,
      fb_capi_enabled: settings.fbCapiEnabled,
      fb_pixel_id: settings.fbPixelId,
    },
  };
  fetchMock.mockImplementation(async () => ({ ok: true, status: 200, json: async () => body }) as Response);
};

function NavigateButton() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/privacy')}>
        Go to privacy
      </button>
      <button type="button" onClick={() => navigate('/terms?ref=footer')}>
        Go to terms
      </button>
    </>
  );
}

const renderTracking = (settings: PublicTrackingSettings) => {
  serveSettings(settings);
  return renderWithProviders(
    <>
      <Tracking />
      <NavigateButton />
    </>,
  );
};

let gtag: jest.Mock;
let fbq: jest.Mock;
const fetchMock = jest.fn<Promise<Response>, [input: string, init?: RequestInit]>();
const originalFetch = globalThis.fetch;

beforeEach(() => {
  // each test is a fresh page load: the settings are read again
  resetTrackingStart();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  gtag = jest.fn();
  fbq = jest.fn();
  window.gtag = gtag;
  window.fbq = fbq;
  window.localStorage.clear();
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  setActiveTracking(TRACKING_OFF);
  document.getElementById(GA_SCRIPT_ID)?.remove();
  document.getElementById(FB_PIXEL_SCRIPT_ID)?.remove();
  delete window.gtag;
  delete window.fbq;
});

describe('resolveTrackingConfig', () => {
  it('turns an integration on only when it is enabled and has a well-formed id', () => {
    expect(resolveTrackingConfig(undefined)).toEqual(TRACKING_OFF);
    expect(
      resolveTrackingConfig({
        gaEnabled: true,
        gaMeasurementId: ' G-ABC123 ',
        fbCapiEnabled: true,
        fbPixelId: '1234567890',
      }),
    ).toEqual({ gaMeasurementId: 'G-ABC123', fbPixelId: '1234567890' });
    expect(
      resolveTrackingConfig({
        gaEnabled: false,
        gaMeasurementId: 'G-ABC123',
        fbCapiEnabled: false,
        fbPixelId: '1234567890',
      }),
    ).toEqual(TRACKING_OFF);
    expect(
      resolveTrackingConfig({ gaEnabled: true, gaMeasurementId: null, fbCapiEnabled: true, fbPixelId: '' }),
    ).toEqual(TRACKING_OFF);
    expect(
      resolveTrackingConfig({
        gaEnabled: true,
        gaMeasurementId: 'G-1"><script>',
        fbCapiEnabled: true,
        fbPixelId: '12ab',
      }),
    ).toEqual(TRACKING_OFF);
  });
});

describe('<Tracking />', () => {
  it('creates a 21-character visitor id once and keeps an existing one', async () => {
    const first = renderTracking({ ...enabledSettings(), gaEnabled: false, fbCapiEnabled: false });
    await waitFor(() => expect(window.localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toHaveLength(21));
    first.unmount();

    window.localStorage.setItem(VISITOR_ID_STORAGE_KEY, 'existing-visitor-id-21');
    renderTracking({ ...enabledSettings(), gaEnabled: false, fbCapiEnabled: false });
    await act(async () => {});
    expect(window.localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe('existing-visitor-id-21');
  });

  it('loads nothing and sends nothing when both integrations are off', async () => {
    const user = userEvent.setup();
    renderTracking({ gaEnabled: false, gaMeasurementId: 'G-OFF', fbCapiEnabled: false, fbPixelId: '1234567890' });
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'Go to privacy' }));
    trackLeadSubmission({ source: 'contact_form', businessType: 'saas' }, 'lead_event');

    expect(document.getElementById(GA_SCRIPT_ID)).toBeNull();
    expect(document.getElementById(FB_PIXEL_SCRIPT_ID)).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('injects gtag.js and the pixel script (no inline code) when enabled with ids', async () => {
    const settings = enabledSettings();
    renderTracking(settings);

    await waitFor(() => expect(document.getElementById(GA_SCRIPT_ID)).not.toBeNull());
    const ga = document.getElementById(GA_SCRIPT_ID) as HTMLScriptElement;
    expect(ga.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${settings.gaMeasurementId}`);
    expect(ga.async).toBe(true);
    expect(ga.textContent).toBe('');
    const pixel = document.getElementById(FB_PIXEL_SCRIPT_ID) as HTMLScriptElement;
    expect(pixel.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(pixel.textContent).toBe('');

    expect(gtag).toHaveBeenCalledWith('config', settings.gaMeasurementId);
    expect(fbq).toHaveBeenCalledWith('init', settings.fbPixelId);
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
  });

  it('sends page views on route changes after the first, not for the first page', async () => {
    const user = userEvent.setup();
    renderTracking(enabledSettings());
    await waitFor(() => expect(gtag).toHaveBeenCalledWith('config', expect.any(String)));

    const pageViews = () => gtag.mock.calls.filter(([kind, name]) => kind === 'event' && name === 'page_view');
    const pixelPageViews = () => fbq.mock.calls.filter(([kind, name]) => kind === 'track' && name === 'PageView');
    expect(pageViews()).toHaveLength(0);
    // the pixel's own first PageView comes from loading it, not from a route change
    expect(pixelPageViews()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Go to privacy' }));
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0][2]).toEqual(expect.objectContaining({ page_path: '/privacy' }));
    expect(pixelPageViews()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Go to terms' }));
    expect(pageViews()[1][2]).toEqual(expect.objectContaining({ page_path: '/terms?ref=footer' }));
    expect(pixelPageViews()).toHaveLength(3);
  });

  it('defines queueing gtag and fbq the vendor scripts take over when they load', async () => {
    delete window.gtag;
    delete window.fbq;
    window.dataLayer = [];
    const settings = enabledSettings();
    renderTracking(settings);
    await waitFor(() => expect(window.gtag).toBeDefined());
    // gtag.js only reads Arguments objects from the data layer, never arrays
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued).toContainEqual(['config', settings.gaMeasurementId]);
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
    const pixel: Fbq | undefined = window.fbq as Fbq | undefined;
    expect(pixel?.queue?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['init', settings.fbPixelId],
      ['track', 'PageView'],
    ]);
    expect(window._fbq).toBe(window.fbq);
  });

  it('does not load the pixel when only analytics is enabled', async () => {
    const settings = { ...enabledSettings(), fbCapiEnabled: false };
    renderTracking(settings);
    await waitFor(() => expect(document.getElementById(GA_SCRIPT_ID)).not.toBeNull());
    expect(document.getElementById(FB_PIXEL_SCRIPT_ID)).toBeNull();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('reads the public settings once through the REST endpoint, not GraphQL', async () => {
    renderTracking(enabledSettings());
    await waitFor(() => expect(document.getElementById(GA_SCRIPT_ID)).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/marketing-settings', { credentials: 'include' });
  });

  it('loads nothing when the settings cannot be read', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<Tracking />);
    await act(async () => {});
    expect(document.getElementById(GA_SCRIPT_ID)).toBeNull();
    expect(document.getElementById(FB_PIXEL_SCRIPT_ID)).toBeNull();
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe('trackLeadSubmission', () => {
  it('sends lead_submission and generate_lead worth 50 USD and a pixel Lead with the shared event id', () => {
    setActiveTracking({ gaMeasurementId: 'G-LEAD', fbPixelId: '1234567890' });
    trackLeadSubmission({ source: 'contact_form', businessType: 'saas' }, 'lead_abc');

    expect(gtag).toHaveBeenCalledWith('event', 'lead_submission', {
      event_category: 'conversion',
      event_label: 'contact_form',
      value: 50,
      currency: 'USD',
      lead_source: 'contact_form',
    });
    expect(gtag).toHaveBeenCalledWith('event', 'generate_lead', { value: 50, currency: 'USD' });
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'Lead',
      { value: 50, currency: 'USD', content_name: 'Contact Form', content_category: 'saas' },
      { eventID: 'lead_abc' },
    );
  });

  it('defaults the lead source to website and the pixel category to General', () => {
    setActiveTracking({ gaMeasurementId: 'G-LEAD', fbPixelId: '1234567890' });
    trackLeadSubmission({ source: null, businessType: null }, 'lead_def');
    expect(gtag).toHaveBeenCalledWith('event', 'lead_submission', expect.objectContaining({ lead_source: 'website' }));
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', expect.objectContaining({ content_category: 'General' }), {
      eventID: 'lead_def',
    });
  });

  it('sends only to the integrations that are on', () => {
    setActiveTracking({ gaMeasurementId: null, fbPixelId: '1234567890' });
    trackLeadSubmission({ source: 'contact_form' }, 'lead_ghi');
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).toHaveBeenCalledTimes(1);
  });
});
