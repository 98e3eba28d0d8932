import { injectAppConfig, removeAppConfig } from '../test/appConfigScript';
import { DEFAULT_APP_CONFIG, getAppConfig } from './appConfig';

afterEach(() => {
  removeAppConfig();
});

describe('getAppConfig', () => {
  it('falls back to the default booking page when nothing is injected', () => {
    expect(getAppConfig().bookingUrl).toBe('https://calendly.com/ai-marketing-agency/30min');
    expect(getAppConfig()).toEqual(DEFAULT_APP_CONFIG);
  });

  it('reads the booking URL from the injected JSON blob', () => {
    injectAppConfig(JSON.stringify({ bookingUrl: 'https://cal.example.com/strategy' }));
    expect(getAppConfig().bookingUrl).toBe('https://cal.example.com/strategy');
  });

  it('reads the Stripe publishable key, and ignores anything that is not one', () => {
    injectAppConfig(
      JSON.stringify({ bookingUrl: 'https://cal.example.com/strategy', stripePublishableKey: 'pk_test_51Abc' }),
    );
    expect(getAppConfig().stripePublishableKey).toBe('pk_test_51Abc');
    injectAppConfig(JSON.stringify({ stripePublishableKey: 'sk_test_secret' }));
    expect(getAppConfig().stripePublishableKey).toBeNull();
    injectAppConfig(JSON.stringify({ stripePublishableKey: null }));
    expect(getAppConfig().stripePublishableKey).toBeNull();
  });

  it.each([
    ['broken JSON', '{ bookingUrl: '],
    ['a non-http scheme', JSON.stringify({ bookingUrl: 'javascript:alert(1)' })],
    ['a relative path', JSON.stringify({ bookingUrl: '/book' })],
    ['a non-string', JSON.stringify({ bookingUrl: 42 })],
    ['a JSON array', '[]'],
  ])('ignores %s', (_label, text) => {
    injectAppConfig(text);
    expect(getAppConfig().bookingUrl).toBe(DEFAULT_APP_CONFIG.bookingUrl);
  });
});
