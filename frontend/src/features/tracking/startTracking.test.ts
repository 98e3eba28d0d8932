import type { Fbq } from './analyticsGlobals';
import type * as StartTracking from './startTracking';
import type * as TrackingEvents from './trackingEvents';
import type { PublicTrackingSettings } from './trackingConfig';

// nanoid ships as ES modules only, which this Jest setup does not transform.
jest.mock('nanoid', () => ({ nanoid: () => 'V1StGXR8_Z5jdHi6B-myT' }));

const ENABLED: PublicTrackingSettings = {
  gaEnabled: true,
  gaMeasurementId: 'G-TEST123',
  fbCapiEnabled: true,
  fbPixelId: '1234567890',
};

/** `GET /api/marketing-settings` answering a visitor with the four public fields. */
function serveSettings(settings: PublicTrackingSettings): void {
  const body = {
    success: true,
    data: {
      ga_enabled: settings.gaEnabled,
      ga_measurement_id: settings.gaMeasurementId,
      fb_capi_enabled: settings.fbCapiEnabled,
      fb_pixel_id: settings.fbPixelId,
    },
  };
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
}

/**
 * The tracking modules as a new page load has them: nothing started, no vendor initialised (each
 * test gets its own copy, since startTracking runs once per page).
 */
function freshPage(): {
  startTracking: () => Promise<void>;
  trackLeadSubmission: typeof TrackingEvents.trackLeadSubmission;
} {
  let page!: ReturnType<typeof freshPage>;
  jest.isolateModules(() => {
    page = {
      startTracking: jest.requireActual<typeof StartTracking>('./startTracking').startTracking,
      trackLeadSubmission: jest.requireActual<typeof TrackingEvents>('./trackingEvents').trackLeadSubmission,
    };
  });
  return page;
}

const fetchMock = jest.fn<Promise<Response>, [input: string, init?: RequestInit]>();
const originalFetch = globalThis.fetch;
let gtag: jest.Mock<void, unknown[]>;
let fbq: jest.Mock<void, unknown[]>;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  gtag = jest.fn<void, unknown[]>();
  fbq = jest.fn<void, unknown[]>();
  window.gtag = gtag;
  window.fbq = fbq;
  window.localStorage.clear();
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  document.getElementById('ga-gtag-js')?.remove();
  document.getElementById('fb-pixel-js')?.remove();
  delete window.gtag;
  delete window.fbq;
  delete window.dataLayer;
});

describe('startTracking', () => {
  it('creates a 21-character visitor id, and keeps an existing one', async () => {
    serveSettings({ ...ENABLED, gaEnabled: false, fbCapiEnabled: false });
    await freshPage().startTracking();
    expect(window.localStorage.getItem('visitorId')).toHaveLength(21);

    window.localStorage.setItem('visitorId', 'existing-visitor-id-21');
    await freshPage().startTracking();
    expect(window.localStorage.getItem('visitorId')).toBe('existing-visitor-id-21');
  });

  it('loads nothing and sends nothing when both integrations are off', async () => {
    serveSettings({ gaEnabled: false, gaMeasurementId: 'G-OFF', fbCapiEnabled: false, fbPixelId: '1234567890' });
    const page = freshPage();
    await page.startTracking();
    page.trackLeadSubmission({ source: 'contact_form', businessType: 'saas' }, 'lead_event');

    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('injects gtag.js and the pixel script (no inline code) when enabled with ids', async () => {
    serveSettings(ENABLED);
    await freshPage().startTracking();

    const ga = document.getElementById('ga-gtag-js') as HTMLScriptElement;
    expect(ga.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(ga.async).toBe(true);
    expect(ga.textContent).toBe('');
    const pixel = document.getElementById('fb-pixel-js') as HTMLScriptElement;
    expect(pixel.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(pixel.textContent).toBe('');

    expect(gtag).toHaveBeenCalledWith('config', 'G-TEST123');
    expect(fbq).toHaveBeenCalledWith('init', '1234567890');
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
  });

  it('defines queueing gtag and fbq the vendor scripts take over when they load', async () => {
    delete window.gtag;
    delete window.fbq;
    window.dataLayer = [];
    serveSettings(ENABLED);
    await freshPage().startTracking();

    // gtag.js only reads Arguments objects from the data layer, never arrays
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued).toContainEqual(['config', 'G-TEST123']);
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
    // (read through a variable: TypeScript still thinks fbq is the one deleted above)
    const pixel = window.fbq as Fbq | undefined;
    expect(pixel?.queue?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(window._fbq).toBe(window.fbq);
  });

  it('does not load the pixel when only analytics is enabled', async () => {
    serveSettings({ ...ENABLED, fbCapiEnabled: false });
    await freshPage().startTracking();
    expect(document.getElementById('ga-gtag-js')).not.toBeNull();
    expect(document.getElementById('fb-pixel-js')).toBeNull();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('reads the public settings once per page, through the REST endpoint rather than GraphQL', async () => {
    serveSettings(ENABLED);
    const page = freshPage();
    await Promise.all([page.startTracking(), page.startTracking()]);
    await page.startTracking();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/marketing-settings', { credentials: 'include' });
  });

  it('loads nothing when the settings cannot be read', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await freshPage().startTracking();
    expect(document.getElementById('ga-gtag-js')).toBeNull();
    expect(document.getElementById('fb-pixel-js')).toBeNull();
    expect(gtag).not.toHaveBeenCalled();
  });
});
