import type { APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { expect, test as base } from '../fixtures';
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

/**
 * What Stripe does after a payment: sends the server a signed payment_intent.succeeded event
 * holding the intent as the fake Stripe API has it now (its charge named by id, as in a real event).
 */
export async function deliverPaymentSucceeded(
  request: APIRequestContext,
  fakeStripeUrl: string,
  intentId: string,
): Promise<void> {
  const intentResponse = await fetch(`${fakeStripeUrl}/v1/payment_intents/${intentId}`, {
    headers: { authorization: `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}` },
  });
  const intent = (await intentResponse.json()) as Record<string, unknown>;
  const payload = JSON.stringify({
    id: `evt_${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: intent },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
  });
  const webhook = await request.post('/api/stripe/webhook', {
    data: payload,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
  });
  expect(webhook.status()).toBe(200);
}
