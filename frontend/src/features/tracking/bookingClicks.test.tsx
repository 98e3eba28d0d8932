import { fireEvent, screen } from '@testing-library/react';
import { BookingLink } from '../../components/BookingLink';
import { readBlobText } from '../../test/readBlobText';
import { renderWithProviders } from '../../test/renderWithProviders';
import { watchBookingClicks } from './bookingClicks';
import { LAST_TOUCH_KEY, type Touch } from './touch';

const BOOKING_URL = 'https://calendly.com/ai-marketing-agency/30min';

const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
let stopWatching: () => void;

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
beforeEach(() => {
  stopWatching = watchBookingClicks();
});
afterEach(() => {
  stopWatching();
  sendBeacon.mockClear();
  window.sessionStorage.clear();
});

const storeLastTouch = (touch: Partial<Touch>) =>
  window.sessionStorage.setItem(
    LAST_TOUCH_KEY,
    JSON.stringify({ landingPath: '/', at: '2026-04-01T10:00:00.000Z', ...touch }),
  );

const renderLink = () => {
  renderWithProviders(<BookingLink>Book a call</BookingLink>);
  const link = screen.getByRole('link', { name: /Book a call/ });
  // jsdom does not open tabs: the click is only dispatched
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
};

/** What the beacons sent, as the server reads them. */
const beacons = async () =>
  Promise.all(
    sendBeacon.mock.calls.map(async ([url, blob]) => ({
      url,
      type: blob.type,
      body: JSON.parse(await readBlobText(blob)) as unknown,
    })),
  );

const clickBeacon = (source?: string, campaign?: string) => ({
  url: '/api/funnel',
  type: 'text/plain',
  body: { event: 'booking_click', ...(source ? { source } : {}), ...(campaign ? { campaign } : {}) },
});

describe('a booking link', () => {
  it('carries the last touch’s UTM parameters once clicked, not before, and counts the click with the source and campaign only', async () => {
    storeLastTouch({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      content: 'footer',
      term: 'ai marketing',
      gclid: 'G-1',
      referrer: 'mail.example',
    });
    const link = renderLink();
    expect(link).toHaveAttribute('href', BOOKING_URL);
    expect(link).toHaveAttribute('target', '_blank');

    fireEvent.click(link);

    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe(BOOKING_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: 'footer',
      utm_term: 'ai marketing',
    });
    expect(await beacons()).toEqual([clickBeacon('newsletter', 'spring')]);
  });

  it('stays the plain booking address for a direct visit, and a second click adds nothing twice', async () => {
    storeLastTouch({});
    const link = renderLink();
    fireEvent.click(link);
    expect(link).toHaveAttribute('href', BOOKING_URL);

    storeLastTouch({ source: 'google' });
    fireEvent.click(link);
    fireEvent.click(link);
    expect(link).toHaveAttribute('href', `${BOOKING_URL}?utm_source=google`);
    expect(await beacons()).toEqual([clickBeacon(), clickBeacon('google'), clickBeacon('google')]);
  });

  it('is counted when opened with the middle button, and not on a right click', async () => {
    storeLastTouch({ source: 'linkedin' });
    const link = renderLink();
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(sendBeacon).not.toHaveBeenCalled();
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(link).toHaveAttribute('href', `${BOOKING_URL}?utm_source=linkedin`);
    expect(await beacons()).toEqual([clickBeacon('linkedin')]);
  });
});
