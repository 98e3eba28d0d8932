import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as Consent from '../consent';
import type { Fbq } from './analyticsGlobals';
import type * as StartTracking from './startTracking';
import type * as TrackingEvents from './trackingEvents';
import type { PublicTrackingSettings } from './trackingConfig';

// nanoid ships as ES modules only, which this Jest setup does not transform.
jest.mock('nanoid', () => ({ nanoid: () => 'V1StGXR8_Z5jdHi6B-myT' }));

/** Both integrations on, for a site that does not ask for consent (today's behaviour outside the EU). */
const ENABLED: PublicTrackingSettings = {
  gaEnabled: true,
  gaMeasurementId: 'G-TEST123',
  fbCapiEnabled: true,
  fbPixelId: '1234567890',
  requireConsent: false,
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
      require_consent: settings.requireConsent,
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
  consent: typeof Consent;
} {
  // a new registry rather than isolateModules: the banner's chunk, imported later, must share this page's modules
  jest.resetModules();
  return {
    startTracking: jest.requireActual<typeof StartTracking>('./startTracking').startTracking,
    trackLeadSubmission: jest.requireActual<typeof TrackingEvents>('./trackingEvents').trackLeadSubmission,
    consent: jest.requireActual<typeof Consent>('../consent'),
  };
}

type VendorScriptId = 'ga-gtag-js' | 'fb-pixel-js';

/**
 * The page's script tags. They sit in <head> and have no role, label or text, so Testing Library's
 * queries (bound to the body and the accessibility tree) cannot reach them: the DOM is asked directly.
 */
function scriptTags(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll('script'));
}

/** The vendor's script tag the tracking code added, by the id it gives it (null: not added). */
function vendorScript(id: VendorScriptId): HTMLScriptElement | null {
  return scriptTags().find((script) => script.id === id) ?? null;
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
  vendorScript('ga-gtag-js')?.remove();
  vendorScript('fb-pixel-js')?.remove();
  // the banner, where a test left it open: a new page's body is empty
  document.body.replaceChildren();
  delete window.gtag;
  delete window.fbq;
  delete window.dataLayer;
  window.history.replaceState(null, '', '/');
});

describe('startTracking on a site that does not ask for consent', () => {
  it('creates a 21-character visitor id, and keeps an existing one', async () => {
    serveSettings({ ...ENABLED, gaEnabled: false, fbCapiEnabled: false });
    await freshPage().startTracking();
    expect(window.localStorage.getItem('visitorId')).toHaveLength(21);

    window.localStorage.setItem('visitorId', 'existing-visitor-id-21');
    await freshPage().startTracking();
    expect(window.localStorage.getItem('visitorId')).toBe('existing-visitor-id-21');
  });

  it('loads nothing and sends nothing when both integrations are off', async () => {
    serveSettings({ ...ENABLED, gaEnabled: false, gaMeasurementId: 'G-OFF', fbCapiEnabled: false });
    const page = freshPage();
    await page.startTracking();
    page.trackLeadSubmission({ source: 'contact_form', businessType: 'saas' }, 'lead_event');

    expect(scriptTags()).toHaveLength(0);
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('injects gtag.js and the pixel script (no inline code) when enabled with ids', async () => {
    serveSettings(ENABLED);
    await freshPage().startTracking();

    const ga = vendorScript('ga-gtag-js');
    expect(ga?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(ga?.async).toBe(true);
    expect(ga).toBeEmptyDOMElement();
    const pixel = vendorScript('fb-pixel-js');
    expect(pixel?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(pixel).toBeEmptyDOMElement();

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
    expect(vendorScript('ga-gtag-js')).not.toBeNull();
    expect(vendorScript('fb-pixel-js')).toBeNull();
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
    expect(vendorScript('ga-gtag-js')).toBeNull();
    expect(vendorScript('fb-pixel-js')).toBeNull();
    expect(gtag).not.toHaveBeenCalled();
  });
});

const CONSENTED: PublicTrackingSettings = { ...ENABLED, requireConsent: true };
const DENIED_DEFAULTS = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const ALL_GRANTED = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

/** The banner as a visitor meets it. */
const banner = () => screen.findByRole('dialog', { name: 'Your privacy, your choice' });

const storeChoice = (choice: object) => window.localStorage.setItem('amk.consent', JSON.stringify(choice));

describe('startTracking on a site that asks for consent (the default)', () => {
  it('requests nothing from Google or Meta before a choice: Consent Mode defaults to denied, and the banner asks', async () => {
    serveSettings(CONSENTED);
    await freshPage().startTracking();

    expect(await banner()).toBeInTheDocument();
    expect(vendorScript('ga-gtag-js')).toBeNull();
    expect(vendorScript('fb-pixel-js')).toBeNull();
    expect(gtag.mock.calls).toEqual([['consent', 'default', DENIED_DEFAULTS]]);
    expect(fbq).not.toHaveBeenCalled();
  });

  it('reads "require consent" as on when the server does not say', async () => {
    const { requireConsent: _omitted, ...legacy } = CONSENTED;
    serveSettings(legacy as PublicTrackingSettings);
    await freshPage().startTracking();
    expect(await banner()).toBeInTheDocument();
    expect(vendorScript('ga-gtag-js')).toBeNull();
  });

  it('after Accept all: Consent Mode granted, then gtag.js and the pixel, consent granted before init', async () => {
    serveSettings(CONSENTED);
    await freshPage().startTracking();
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Accept all' }));

    expect(gtag.mock.calls.slice(0, 3)).toEqual([
      ['consent', 'default', DENIED_DEFAULTS],
      ['consent', 'update', ALL_GRANTED],
      ['js', expect.any(Date)],
    ]);
    expect(gtag).toHaveBeenCalledWith('config', 'G-TEST123');
    expect(vendorScript('ga-gtag-js')).not.toBeNull();
    expect(fbq.mock.calls).toEqual([
      ['consent', 'grant'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(vendorScript('fb-pixel-js')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('amk.consent') ?? 'null')).toMatchObject({
      analytics: true,
      marketing: true,
      version: 1,
    });
  });

  it('follows a stored choice without asking: Analytics only loads gtag.js, and the pixel never', async () => {
    storeChoice({ analytics: true, marketing: false, at: new Date().toISOString(), version: 1 });
    serveSettings(CONSENTED);
    const page = freshPage();
    await page.startTracking();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gtag).toHaveBeenCalledWith('consent', 'update', { ...DENIED_DEFAULTS, analytics_storage: 'granted' });
    expect(vendorScript('ga-gtag-js')).not.toBeNull();
    expect(vendorScript('fb-pixel-js')).toBeNull();
    expect(fbq).not.toHaveBeenCalled();

    page.trackLeadSubmission({ source: 'contact_form' }, 'lead_event');
    expect(gtag).toHaveBeenCalledWith('event', 'generate_lead', { value: 50, currency: 'USD' });
    expect(fbq).not.toHaveBeenCalledWith('track', 'Lead', expect.anything(), expect.anything());
  });

  it('stops the trackers without a reload when consent is withdrawn, and starts the pixel when Marketing is allowed', async () => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_fbp=fb.1.1767225600000.1234567890; path=/';
    storeChoice({ analytics: true, marketing: false, at: new Date().toISOString(), version: 1 });
    serveSettings(CONSENTED);
    const page = freshPage();
    await page.startTracking();
    // the pixel's cookie goes at once (Marketing is not allowed), Analytics' stays
    expect(document.cookie).toBe('_ga=GA1.1.123.456');
    gtag.mockClear();

    // "Cookie settings", then Customise: Analytics off, Marketing on
    page.consent.openCookieSettings();
    const dialog = await banner();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Customise' }));
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    expect(analytics).toBeChecked();
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    expect(gtag).toHaveBeenCalledWith('consent', 'update', { ...ALL_GRANTED, analytics_storage: 'denied' });
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(true);
    expect(document.cookie).toBe('');
    expect(fbq).toHaveBeenCalledWith('consent', 'grant');
    expect(fbq).toHaveBeenCalledWith('init', '1234567890');
    expect(vendorScript('fb-pixel-js')).not.toBeNull();

    gtag.mockClear();
    page.trackLeadSubmission({ source: 'contact_form' }, 'lead_event');
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', expect.anything(), { eventID: 'lead_event' });

    // and Reject all revokes the pixel at once
    page.consent.openCookieSettings();
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Reject all' }));
    expect(fbq).toHaveBeenLastCalledWith('consent', 'revoke');
  });

  it('asks again when the stored choice is 12 months old or of an older version', async () => {
    const yearAgo = new Date();
    yearAgo.setMonth(yearAgo.getMonth() - 12);
    storeChoice({ analytics: true, marketing: true, at: yearAgo.toISOString(), version: 1 });
    serveSettings(CONSENTED);
    await freshPage().startTracking();
    expect(await banner()).toBeInTheDocument();
    expect(vendorScript('ga-gtag-js')).toBeNull();
    // the banner goes with the page
    document.body.replaceChildren();

    storeChoice({ analytics: true, marketing: true, at: new Date().toISOString(), version: 0 });
    await freshPage().startTracking();
    expect(await banner()).toBeInTheDocument();
    expect(vendorScript('ga-gtag-js')).toBeNull();
  });

  it('never shows the banner in the back office or on the sign-in page', async () => {
    serveSettings(CONSENTED);
    for (const path of ['/leads', '/leads/lifecycle/4', '/dashboard', '/login']) {
      window.history.replaceState(null, '', path);
      await freshPage().startTracking();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(vendorScript('ga-gtag-js')).toBeNull();
  });

  it('loads everything at once, as before, when the setting is off', async () => {
    serveSettings(ENABLED);
    await freshPage().startTracking();
    await waitFor(() => expect(vendorScript('fb-pixel-js')).not.toBeNull());
    expect(vendorScript('ga-gtag-js')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gtag).not.toHaveBeenCalledWith('consent', expect.anything(), expect.anything());
  });
});
