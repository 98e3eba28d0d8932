import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { renderWithProviders } from '../../test/renderWithProviders';
import { setActiveTracking } from './activeTracking';
import { startTracking } from './startTracking';
import { Tracking } from './Tracking';
import { resolveTrackingConfig, TRACKING_OFF } from './trackingConfig';
import { trackLeadSubmission } from './trackingEvents';

// what a page load starts (the visitor id, the settings, the vendors) is tested in startTracking.test
jest.mock('./startTracking', () => ({ startTracking: jest.fn(() => Promise.resolve()) }));

function NavigateButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/privacy')}>
        Go to privacy
      </button>
      <button type="button" onClick={() => void navigate('/terms?ref=footer')}>
        Go to terms
      </button>
    </>
  );
}

let gtag: jest.Mock<void, unknown[]>;
let fbq: jest.Mock<void, unknown[]>;

beforeEach(() => {
  gtag = jest.fn<void, unknown[]>();
  fbq = jest.fn<void, unknown[]>();
  window.gtag = gtag;
  window.fbq = fbq;
});

afterEach(() => {
  setActiveTracking(TRACKING_OFF);
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
  it('starts tracking when it mounts (main.tsx has usually started it already)', () => {
    renderWithProviders(<Tracking />);
    expect(jest.mocked(startTracking)).toHaveBeenCalled();
  });

  it('sends page views on route changes after the first, not for the first page', async () => {
    setActiveTracking({ gaMeasurementId: 'G-TEST123', fbPixelId: '1234567890' });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Tracking />
        <NavigateButtons />
      </>,
    );

    const pageViews = () => gtag.mock.calls.filter(([kind, name]) => kind === 'event' && name === 'page_view');
    const pixelPageViews = () => fbq.mock.calls.filter(([kind, name]) => kind === 'track' && name === 'PageView');
    // each vendor sends the first page's view itself as it loads
    expect(pageViews()).toHaveLength(0);
    expect(pixelPageViews()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Go to privacy' }));
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0][2]).toEqual(expect.objectContaining({ page_path: '/privacy', send_to: 'G-TEST123' }));
    expect(pixelPageViews()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Go to terms' }));
    expect(pageViews()[1][2]).toEqual(expect.objectContaining({ page_path: '/terms?ref=footer' }));
    expect(pixelPageViews()).toHaveLength(2);
  });

  it('sends no page view to an integration that is off', async () => {
    setActiveTracking({ gaMeasurementId: null, fbPixelId: '1234567890' });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Tracking />
        <NavigateButtons />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Go to privacy' }));
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
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
