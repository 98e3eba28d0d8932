import { eventually } from '../../test/eventually';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server';
import { startFakeStripeApi, signedStripeEvent, type FakeStripeApi } from '../../test/fake-stripe-api';
import { queuesSettled } from '../../test/queue-settled';
import { startTestApp, type TestApp } from '../../test/start-test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

/**
 * A payment's outcome, as Stripe reports it, reaches the team and other tools: order.paid and
 * order.failed webhooks (the order in the REST shape) and the "payment received" email.
 */

const WEBHOOK_SECRET = 'whsec_order_events_secret';
let stripe: FakeStripeApi;
let smtp: FakeSmtpServer;
let receiver: WebhookReceiver;
let app: TestApp;

async function newOrder(productId: string): Promise<{ id: number; intentId: string }> {
  const res = await app.request('/api/create-payment-intent', {
    method: 'POST',
    body: { amount: 1, metadata: { product_id: productId, product_name: 'whatever' } },
  });
  expect(res.status).toBe(200);
  const [row] = await app.dataSource.query<{ id: number; payment_intent_id: string }[]>(
    'SELECT id, payment_intent_id FROM payment_order ORDER BY id DESC LIMIT 1',
  );
  return { id: row.id, intentId: row.payment_intent_id };
}

function deliver(event: { payload: string; signature: string }) {
  return app.request('/api/stripe/webhook', {
    method: 'POST',
    rawBody: event.payload,
    headers: { 'stripe-signature': event.signature },
  });
}

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  smtp = await startFakeSmtpServer();
  receiver = await startWebhookReceiver();
  app = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake_key',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripe.url,
      SMTP_URL: smtp.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  });
  const cookie = await app.signIn();
  await app.graphql(
    'mutation { updateNotificationSettings(input: { recipients: ["billing@agency.example"] }) { recipients } }',
    {},
    cookie,
  );
  const created = await app.graphql<{ createWebhookEndpoint: { secret: string } }>(
    `mutation { createWebhookEndpoint(input: { url: "${receiver.url}", eventTypes: ["order.paid", "order.failed"] }) { secret } }`,
    {},
    cookie,
  );
  receiver.useSecret(created.data?.createWebhookEndpoint.secret ?? '');
});
afterAll(async () => {
  await app.close();
  await Promise.all([stripe.close(), smtp.close(), receiver.close()]);
});

describe('order events', () => {
  it('announces a paid order to webhooks and emails the team', async () => {
    const order = await newOrder('ai-strategy');
    const intent = stripe.succeed(order.intentId, { last4: '4242' });
    expect((await deliver(signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', intent))).status).toBe(200);

    await eventually(() => expect(receiver.received.map((m) => m.type)).toEqual(['order.paid']));
    expect(receiver.received[0].data).toMatchObject({
      id: order.id,
      product_id: 'ai-strategy',
      status: 'succeeded',
      card_brand: 'visa',
      card_last4: '4242',
      payment_intent_id: order.intentId,
    });
    expect(receiver.received[0].data).not.toHaveProperty('visitor_id');
    // no copy of the buyer goes to other systems: an erasure could not take it back
    expect(receiver.received[0].data).not.toHaveProperty('customer_email');
    expect(receiver.received[0].data).not.toHaveProperty('customer_name');
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    expect(smtp.messages[0].subject).toMatch(/^Payment received: .+ \(\d+\.\d{2} USD\)$/);
    expect(smtp.messages[0].text).toContain(`#${order.id}`);
  });

  it('announces a failed payment, and a repeated Stripe event only once', async () => {
    receiver.received.length = 0;
    const order = await newOrder('ai-strategy');
    const failed = stripe.fail(order.intentId, 'Your card was declined.');
    const event = signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.payment_failed', failed);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    await eventually(() => expect(receiver.received.map((m) => m.type)).toEqual(['order.failed']));
    expect(receiver.received[0].data).toMatchObject({
      id: order.id,
      status: 'failed',
      failure_reason: 'Your card was declined.',
    });
    await queuesSettled(app.dataSource);
    expect(receiver.received).toHaveLength(1);
    // no "payment received" email for a failure
    expect(smtp.messages).toHaveLength(1);
  });
});
