import { startTestApp, type TestApp } from '../../test/start-test-app';
import { loadConfig } from '../../engine/config';
import { stringContaining } from '../../test/matchers';

let app: TestApp;

/** The app's JSON log lines, at info level and above. */
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };
const PINO_ERROR = 50;

beforeAll(async () => {
  app = await startTestApp({ env: { LOG_LEVEL: 'info' }, logDestination });
});
afterAll(async () => {
  await app?.close();
});

describe('payments without Stripe keys', () => {
  it('answers the checkout with a clear configuration error, writes no order and logs no error', async () => {
    logLines.length = 0;
    const res = await app.request('/api/create-payment-intent', {
      method: 'POST',
      body: { amount: 299, metadata: { product_id: 'strategy-call', product_name: 'Marketing Strategy Session' } },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({
      error: 'Card payments are not set up yet. Please contact us to complete your purchase.',
    });
    expect(await app.dataSource.query('SELECT * FROM "payment_order"')).toHaveLength(0);
    // a configuration state, not a fault: its request line is there, at info level
    const entries = logLines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; res?: { status: number } },
    );
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'request', res: { status: 503 } }));
    expect(entries.filter((entry) => entry.level >= PINO_ERROR)).toEqual([]);
  });

  it('refuses webhook deliveries with a JSON error', async () => {
    const res = await app.request('/api/stripe/webhook', {
      method: 'POST',
      rawBody: '{}',
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: stringContaining('not set up') });
  });
});

describe('Stripe configuration', () => {
  const base = { NODE_ENV: 'test' };

  it('reads the three keys and the API base URL', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBaseUrl: 'http://127.0.0.1:12111',
    });
  });

  it('leaves payments off when no key is set', () => {
    expect(loadConfig(base).stripe).toEqual({
      secretKey: null,
      publishableKey: null,
      webhookSecret: null,
      apiBaseUrl: null,
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'must be set together'],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' },
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
      'both be test keys or both be live keys',
    ],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET must be'],
    [{ STRIPE_API_BASE_URL: 'localhost:12111' }, 'STRIPE_API_BASE_URL must be'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
