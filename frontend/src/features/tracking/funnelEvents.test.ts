import { readBlobText } from '../../test/readBlobText';
import { countPageView } from './funnelEvents';
import { LAST_TOUCH_KEY } from './touch';

const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
afterEach(() => {
  sendBeacon.mockClear();
  window.sessionStorage.clear();
  window.history.pushState(null, '', '/');
});

describe('the page view count', () => {
  it('sends the visit’s UTM source and campaign, and nothing else, for a page of the public site', async () => {
    window.sessionStorage.setItem(
      LAST_TOUCH_KEY,
      JSON.stringify({
        source: 'google',
        medium: 'cpc',
        campaign: 'brand',
        landingPath: '/',
        at: '2026-04-01T10:00:00Z',
      }),
    );
    window.history.pushState(null, '', '/privacy');
    countPageView();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/funnel');
    expect(JSON.parse(await readBlobText(blob))).toEqual({ event: 'page_view', source: 'google', campaign: 'brand' });
  });

  it('counts no visit on the staff’s pages', () => {
    for (const path of ['/leads', '/dashboard', '/auth']) {
      window.history.pushState(null, '', path);
      countPageView();
    }
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
