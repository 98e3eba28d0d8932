import { test as base } from '../fixtures';
import { ownAppFixture, type OwnApp } from '../ownApp';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_fake',
} as const;

/** One request the fake Stripe API received (its `/__fake/requests` log). */
export type FakeStripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
};

/**
 * The public site's `test` against a second instance of the real server with Stripe keys, whose
 * SDK talks to a local fake of Stripe's API (`stripeApp`, started once per worker that needs it).
 * The suite's main server has no keys, which is what the "not configured" test needs.
 */
export const stripeTest = base.extend<object, { stripeApp: OwnApp }>({
  stripeApp: ownAppFixture({
    name: 'Stripe API',
    fake: { module: './backend/src/test/fake-stripe-api', start: 'startFakeStripeApi' },
    env: (fakeUrl) => ({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE_URL: fakeUrl }),
  }),
  baseURL: async ({ stripeApp }, use) => use(stripeApp.url),
});
