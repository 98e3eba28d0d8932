import { test as base } from '../fixtures';
import { startOwnApp } from '../ownApp';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_fake',
} as const;

/** One request the fake Stripe API received (its `/__fake/requests` log). */
type FakeStripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
};

export type StripeApp = {
  /** the app's origin */
  url: string;
  /** the local Stripe API (backend/src/test/fake-stripe-api.ts) that the server's SDK and the fake Stripe.js talk to */
  stripeUrl: string;
  /** every request the fake Stripe API has received so far */
  stripeRequests(): Promise<FakeStripeRequest[]>;
  close(): Promise<void>;
};

/**
 * A second instance of the real server with Stripe keys, whose SDK talks to a local fake of
 * Stripe's API. The suite's main server has no keys, which is what the "not configured" test needs.
 */
async function startStripeApp(): Promise<StripeApp> {
  const app = await startOwnApp({
    name: 'Stripe API',
    fake: { module: './backend/src/test/fake-stripe-api', start: 'startFakeStripeApi' },
    env: (fakeUrl) => ({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE_URL: fakeUrl }),
  });
  return {
    url: app.url,
    stripeUrl: app.fakeUrl,
    stripeRequests: () => app.fakeRequests<FakeStripeRequest>(),
    close: () => app.close(),
  };
}

/**
 * The public site's `test` against a Stripe-enabled server: `stripeApp` is started once per worker
 * that needs it, and `baseURL` points at it.
 */
export const stripeTest = base.extend<object, { stripeApp: StripeApp }>({
  stripeApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and this one has none
    async ({}, use) => {
      const app = await startStripeApp();
      await use(app);
      await app.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stripeApp }, use) => use(stripeApp.url),
});
