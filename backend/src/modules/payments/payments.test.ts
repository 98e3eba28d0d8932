import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import {
  startFakeStripeApi,
  signedStripeEvent,
  type FakeBillingDetails,
  type FakeStripeApi,
} from '../../test/fake-stripe-api';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { PRODUCTS } from './product-catalogue';
import { anyString } from '../../test/matchers';

const WEBHOOK_SECRET = 'whsec_test_local_secret';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_key',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

type OrderRow = {
  id: number;
  product_id: string;
  product_name: string;
  amount_cents: number;
  currency: string;
  status: string;
  payment_intent_id: string | null;
  payment_method_type: string | null;
  card_last4: string | null;
  card_brand: string | null;
  customer_name: string | null;
  customer_email: string | null;
  visitor_id: string | null;
  failure_reason: string | null;
};

let stripe: FakeStripeApi;
let app: TestApp;
let webDir: string;

/** The app's JSON log lines (the file's app logs at info level into this instead of stdout). */
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };
type LogEntry = { level: number; msg: string } & Record<string, unknown>;
const logged = (): LogEntry[] => logLines.map((line) => JSON.parse(line) as LogEntry);
const PINO_WARN = 40;
const PINO_INFO = 30;
/** What pino adds to every entry; everything else in an entry was put there by our code. */
const PINO_BASE_KEYS = ['level', 'time', 'pid', 'hostname', 'msg'];

async function orders(): Promise<OrderRow[]> {
  return app.dataSource.query('SELECT * FROM "payment_order" ORDER BY id');
}

async function orderById(id: number): Promise<OrderRow> {
  const [row] = await app.dataSource.query<OrderRow[]>('SELECT * FROM "payment_order" WHERE id = $1', [id]);
  return row;
}

function checkout(productId: unknown, amount: unknown = 1, extra: Record<string, unknown> = {}) {
  return app.request('/api/create-payment-intent', {
    method: 'POST',
    body: { amount, metadata: { product_id: productId, product_name: 'whatever the page says', ...extra } },
  });
}

function deliver(event: { payload: string; signature: string }) {
  return app.request('/api/stripe/webhook', {
    method: 'POST',
    rawBody: event.payload,
    headers: { 'stripe-signature': event.signature },
  });
}

/** A paid checkout: the order, its intent, and the webhook event Stripe would send. */
async function paidOrder(productId = 'ai-strategy', last4 = '4242', billing?: FakeBillingDetails, brand?: string) {
  const res = await checkout(productId, 999);
  expect(res.status).toBe(200);
  const [order] = (await orders()).slice(-1);
  const intent = stripe.succeed(order.payment_intent_id!, { last4, brand }, billing);
  return { order, intent, event: signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', intent) };
}

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  webDir = mkdtempSync(path.join(tmpdir(), 'payments-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  app = await startTestApp({
    env: { ...STRIPE_ENV, STRIPE_API_BASE_URL: stripe.url, WEB_DIR: webDir, LOG_LEVEL: 'info' },
    logDestination,
  });
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
  rmSync(webDir, { recursive: true, force: true });
});
beforeEach(() => {
  logLines.length = 0;
  stripe.requests = [];
  stripe.mode = 'ok';
  stripe.onRequest = null;
});

describe('the public client config', () => {
  it('hands the browser the publishable key, never the secret ones', async () => {
    const res = await app.request('/checkout', { headers: { accept: 'text/html' } });
    const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({ stripePublishableKey: 'pk_test_fake_key' });
    expect(res.text).not.toContain('sk_test_fake_key');
    expect(res.text).not.toContain(WEBHOOK_SECRET);
  });
});

describe('POST /api/create-payment-intent', () => {
  it.each(PRODUCTS.map((p) => [p.id, p.amountCents] as const))(
    'charges the catalogue price of %s whatever amount is sent',
    async (productId, cents) => {
      for (const sent of [1, 0, cents / 100, 1_000_000, null]) {
        const res = await checkout(productId, sent);
        expect(res.status).toBe(200);
        expect((res.body as { clientSecret: string }).clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      }
      const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      expect(creates).toHaveLength(5);
      for (const request of creates) {
        expect(request.body).toMatchObject({
          amount: String(cents),
          currency: 'usd',
          automatic_payment_methods: { enabled: 'true' },
        });
        expect(request.body.metadata).toMatchObject({ product_id: productId });
      }
    },
  );

  it('answers the charged amount and the catalogue product beside the client secret', async () => {
    const res = await checkout('content-audit', 5);
    expect(res.body).toMatchObject({
      amount: 499,
      currency: 'usd',
      product: {
        id: 'content-audit',
        name: 'Content Marketing Audit',
        description: 'Comprehensive analysis of your current content marketing strategy',
      },
    });
  });

  it.each([
    ['an unknown id', 'platinum'],
    ['default', 'default'],
    ['no id', undefined],
    ['an empty id', ''],
  ])('charges the default product for %s', async (_label, productId) => {
    const res = await checkout(productId, 2499);
    expect(res.status).toBe(200);
    expect(stripe.requests[0].body).toMatchObject({
      amount: '29900',
      metadata: { product_id: 'strategy-call', product_name: 'Marketing Strategy Session' },
    });
  });

  it('writes the order before calling Stripe, and sends its id, the product, the visitor id and an idempotency key', async () => {
    let seenAtCall: OrderRow | undefined;
    stripe.onRequest = async (request) => {
      seenAtCall = await orderById(Number((request.body.metadata as Record<string, string>).order_id));
    };
    const res = await checkout('full-package', 2499, { visitor_id: 'V1StGXR8_Z5jdHi6B-myT' });
    expect(res.status).toBe(200);

    expect(seenAtCall).toMatchObject({
      status: 'pending',
      product_id: 'full-package',
      amount_cents: 249900,
      payment_intent_id: null,
    });
    const [request] = stripe.requests;
    expect(request.authorization).toBe('Bearer sk_test_fake_key');
    expect(request.idempotencyKey).toMatch(new RegExp(`^payment-order-${seenAtCall!.id}-\\d+$`));
    expect(request.body.metadata).toEqual({
      order_id: String(seenAtCall!.id),
      product_id: 'full-package',
      product_name: 'Full Marketing Package',
      visitor_id: 'V1StGXR8_Z5jdHi6B-myT',
    });
    const order = await orderById(seenAtCall!.id);
    expect(order).toMatchObject({ status: 'pending', visitor_id: 'V1StGXR8_Z5jdHi6B-myT', currency: 'usd' });
    expect(order.payment_intent_id).toBe(stripe.intents.get(order.payment_intent_id!)!.id);
  });

  it.each([
    ['a declined card', 'card_error' as const, 'Your card was declined.'],
    ['a Stripe outage', 'api_error' as const, 'Could not initialize payment. Please try again.'],
  ])('answers a JSON error and leaves the order failed on %s', async (_label, mode, message) => {
    stripe.mode = mode;
    const before = (await orders()).length;
    const res = await checkout('strategy-call', 299);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ error: message });
    const rows = await orders();
    expect(rows).toHaveLength(before + 1);
    expect(rows[rows.length - 1]).toMatchObject({ status: 'failed', failure_reason: message, payment_intent_id: null });
  });

  it.each([
    ['a string body', '"hello"'],
    ['malformed JSON', '{"amount": '],
    ['an array', '[]'],
    ['a string amount', JSON.stringify({ amount: '299', metadata: { product_id: 'strategy-call' } })],
    ['metadata that is not an object', JSON.stringify({ amount: 299, metadata: 'strategy-call' })],
    ['a numeric product id', JSON.stringify({ amount: 299, metadata: { product_id: 7 } })],
    [
      'a malformed visitor id',
      JSON.stringify({ amount: 299, metadata: { product_id: 'strategy-call', visitor_id: '<script>' } }),
    ],
    [
      'card fields',
      JSON.stringify({
        amount: 299,
        metadata: { product_id: 'strategy-call' },
        card: { number: '4242424242424242', cvc: '123' },
      }),
    ],
  ])('refuses %s with a 4xx JSON error, without calling Stripe or writing an order', async (_label, rawBody) => {
    const before = (await orders()).length;
    const res = await app.request('/api/create-payment-intent', { method: 'POST', rawBody });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(typeof (res.body as { error: unknown }).error).toBe('string');
    expect(stripe.requests).toHaveLength(0);
    expect(await orders()).toHaveLength(before);
  });
});

describe('logging a checkout the catalogue disagrees with', () => {
  const amountWarnings = () => logged().filter((entry) => /client-sent amount ignored/.test(entry.msg));

  /** No secret key, webhook secret, client secret or card data anywhere in what was logged. */
  function expectNoSecretsLogged(...alsoSecret: string[]) {
    const text = logLines.join('');
    for (const secret of ['sk_test_fake_key', WEBHOOK_SECRET, ...alsoSecret]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/_secret_/);
    expect(text).not.toMatch(/4242\s?4242\s?4242\s?4242/);
    expect(text).not.toMatch(/cvc|cvv|exp_month|exp_year/i);
  }

  it('warns with the product id, the amount sent and the amount charged, and nothing more', async () => {
    const res = await checkout('ai-strategy', 5, { visitor_id: 'V1StGXR8_Z5jdHi6B-myT' });
    expect(res.status).toBe(200);
    const warnings = amountWarnings();
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning.level).toBe(PINO_WARN);
    expect(warning).toMatchObject({ product: 'ai-strategy', clientAmount: 5, chargedCents: 99900 });
    expect(
      Object.keys(warning)
        .filter((key) => !PINO_BASE_KEYS.includes(key))
        .sort(),
    ).toEqual(['chargedCents', 'clientAmount', 'product']);
    expectNoSecretsLogged((res.body as { clientSecret: string }).clientSecret);
  });

  it('logs the unknown product id and the default product it charges, then warns about the amount', async () => {
    const res = await checkout('platinum', 2499);
    expect(res.status).toBe(200);
    const unknown = logged().filter((entry) => /unknown product id/.test(entry.msg));
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ level: PINO_INFO, requested: 'platinum', product: 'strategy-call' });
    expect(amountWarnings()).toEqual([
      expect.objectContaining({ level: PINO_WARN, product: 'strategy-call', clientAmount: 2499, chargedCents: 29900 }),
    ]);
    expectNoSecretsLogged((res.body as { clientSecret: string }).clientSecret);
  });

  it('logs nothing about the amount when it matches the catalogue or none is sent', async () => {
    expect((await checkout('full-package', 2499)).status).toBe(200);
    expect((await checkout('full-package', null)).status).toBe(200);
    expect(amountWarnings()).toHaveLength(0);
    expect(logged().filter((entry) => /unknown product id/.test(entry.msg))).toHaveLength(0);
  });

  it('never logs the card data of a refused request', async () => {
    const res = await app.request('/api/create-payment-intent', {
      method: 'POST',
      body: {
        amount: 5,
        metadata: { product_id: 'ai-strategy' },
        card: { number: '4242 4242 4242 4242', cvc: '123', exp_month: 12, exp_year: 2030 },
      },
    });
    expect(res.status).toBe(400);
    expect(amountWarnings()).toHaveLength(0);
    expectNoSecretsLogged('4242 4242 4242 4242');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('marks the order succeeded with the card type and last4 on a verified payment_intent.succeeded', async () => {
    const { order, event } = await paidOrder('ai-strategy', '1881');
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await orderById(order.id)).toMatchObject({
      status: 'succeeded',
      payment_method_type: 'card',
      card_last4: '1881',
    });
    // the event carries only the charge id: the card comes from Stripe's API
    expect(
      stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${order.payment_intent_id}`),
    ).toBe(true);
  });

  it("stores the buyer's name and email and the card's brand from the billing details of Stripe's charge", async () => {
    const { order, event, intent } = await paidOrder(
      'content-audit',
      '4444',
      { name: '  Marisol Quenby ', email: 'Marisol.Quenby@Webhook.example' },
      'mastercard',
    );
    // as in a real webhook, the intent names its charge by id only
    expect(typeof intent.latest_charge).toBe('string');
    expect((await deliver(event)).status).toBe(200);
    expect(await orderById(order.id)).toMatchObject({
      status: 'succeeded',
      payment_method_type: 'card',
      card_brand: 'mastercard',
      card_last4: '4444',
      customer_name: 'Marisol Quenby',
      customer_email: 'Marisol.Quenby@Webhook.example',
    });
  });

  it('records who tried and with which card from the payment method of a failed payment', async () => {
    const res = await checkout('content-audit');
    expect(res.status).toBe(200);
    const order = (await orders()).slice(-1)[0];
    const failed = stripe.fail(
      order.payment_intent_id!,
      'Your card was declined.',
      { last4: '0002', brand: 'visa' },
      { name: 'Tobias Wren', email: 'tobias.wren@declined.example' },
    );
    expect((await deliver(signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.payment_failed', failed))).status).toBe(
      200,
    );
    expect(await orderById(order.id)).toMatchObject({
      status: 'failed',
      payment_method_type: 'card',
      card_brand: 'visa',
      card_last4: '0002',
      customer_name: 'Tobias Wren',
      customer_email: 'tobias.wren@declined.example',
    });
  });

  it('leaves the buyer unknown when the charge has no billing details', async () => {
    const { order, event } = await paidOrder('strategy-call', '4242');
    expect((await deliver(event)).status).toBe(200);
    expect(await orderById(order.id)).toMatchObject({
      status: 'succeeded',
      card_brand: 'visa',
      customer_name: null,
      customer_email: null,
    });
  });

  it.each([
    [
      'a wrong secret',
      (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
    ],
    ['no signature', () => ''],
    ['a garbage signature', () => 't=1,v1=deadbeef'],
  ])('refuses %s with 400 and changes nothing', async (_label, sign) => {
    const { order, event } = await paidOrder();
    const signature = sign(event.payload);
    const res = await app.request('/api/stripe/webhook', {
      method: 'POST',
      rawBody: event.payload,
      headers: signature ? { 'stripe-signature': signature } : {},
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: anyString() });
    expect(await orderById(order.id)).toMatchObject({ status: 'pending', card_last4: null });
    expect(await app.dataSource.query('SELECT * FROM "stripe_event" WHERE id = $1', [event.eventId])).toHaveLength(0);
  });

  it('refuses a body altered after signing', async () => {
    const { order, event } = await paidOrder();
    const tampered = event.payload.replace('"status":"succeeded"', '"status":"succeeded" ');
    const res = await deliver({ payload: tampered, signature: event.signature });
    expect(res.status).toBe(400);
    expect((await orderById(order.id)).status).toBe('pending');
  });

  it('applies a replayed event once', async () => {
    const { order, event } = await paidOrder('strategy-call', '4242');
    expect((await deliver(event)).status).toBe(200);
    const after = await orderById(order.id);
    // a refund happens, then Stripe redelivers the old succeeded event: it must not undo the refund
    const refund = signedStripeEvent(WEBHOOK_SECRET, 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: order.payment_intent_id,
      refunded: true,
      amount_refunded: 29900,
    });
    expect((await deliver(refund)).status).toBe(200);
    // put the order back by hand: a replayed refund that were applied again would move it to refunded
    await app.dataSource.query('UPDATE "payment_order" SET status = \'succeeded\' WHERE id = $1', [order.id]);
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ outcome: 'duplicate' });
    const again = await deliver(refund);
    expect(again.body).toMatchObject({ outcome: 'duplicate' });
    expect(await orderById(order.id)).toMatchObject({ status: 'succeeded', card_last4: after.card_last4 });
    const events = await app.dataSource.query<{ id: string }[]>('SELECT id FROM "stripe_event" WHERE id IN ($1, $2)', [
      event.eventId,
      refund.eventId,
    ]);
    expect(events).toHaveLength(2);
  });

  it('marks the order failed on payment_intent.payment_failed, and a later success still wins', async () => {
    const res = await checkout('content-audit');
    expect(res.status).toBe(200);
    const order = (await orders()).slice(-1)[0];
    const failed = stripe.fail(order.payment_intent_id!, 'Your card has insufficient funds.');
    expect((await deliver(signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.payment_failed', failed))).status).toBe(
      200,
    );
    expect(await orderById(order.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card has insufficient funds.',
    });

    const succeeded = stripe.succeed(order.payment_intent_id!, { last4: '0077' });
    expect((await deliver(signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', succeeded))).status).toBe(200);
    expect(await orderById(order.id)).toMatchObject({ status: 'succeeded', card_last4: '0077', failure_reason: null });

    // a late failure of the same intent cannot undo the success
    const late = signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.payment_failed', {
      ...failed,
      id: order.payment_intent_id,
    });
    expect((await deliver(late)).status).toBe(200);
    expect((await orderById(order.id)).status).toBe('succeeded');
  });

  it('marks a fully refunded order refunded, and leaves a partial refund paid', async () => {
    const { order, event } = await paidOrder();
    await deliver(event);
    const partial = {
      id: 'ch_2',
      object: 'charge',
      payment_intent: order.payment_intent_id,
      refunded: false,
      amount_refunded: 100,
    };
    await deliver(signedStripeEvent(WEBHOOK_SECRET, 'charge.refunded', partial));
    expect((await orderById(order.id)).status).toBe('succeeded');
    await deliver(
      signedStripeEvent(WEBHOOK_SECRET, 'charge.refunded', { ...partial, refunded: true, amount_refunded: 99900 }),
    );
    expect((await orderById(order.id)).status).toBe('refunded');
  });

  it('acknowledges event types it does not handle', async () => {
    const res = await deliver(
      signedStripeEvent(WEBHOOK_SECRET, 'customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, outcome: 'ignored' });
  });

  it('acknowledges a payment for an intent with no order here', async () => {
    const res = await deliver(
      signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', {
        id: 'pi_elsewhere',
        object: 'payment_intent',
        amount: 100,
        metadata: {},
        latest_charge: null,
      }),
    );
    expect(res.status).toBe(200);
  });

  it('needs neither a session cookie nor a JSON content type', async () => {
    const { order, event } = await paidOrder();
    const res = await app.request('/api/stripe/webhook', {
      method: 'POST',
      rawBody: event.payload,
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await orderById(order.id)).status).toBe('succeeded');
  });
});

describe('orders in GraphQL', () => {
  const ORDERS =
    'query ($first: Int, $after: String) { orders(first: $first, after: $after) { totalCount nodes { id productId productName amountCents currency status cardLast4 paymentMethodType createdAt } pageInfo { hasNextPage endCursor } } }';

  it('lists orders newest first for a signed-in admin, one page at a time', async () => {
    const cookie = await app.signIn();
    const { order, event } = await paidOrder('full-package', '5555');
    await deliver(event);
    const first = await app.graphql<{
      orders: {
        totalCount: number;
        nodes: Record<string, unknown>[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    }>(ORDERS, { first: 2 }, cookie);
    expect(first.errors).toBeUndefined();
    const page = first.data!.orders;
    expect(page.totalCount).toBe((await orders()).length);
    expect(page.nodes[0]).toMatchObject({
      id: order.id,
      productId: 'full-package',
      amountCents: 249900,
      status: 'succeeded',
      cardLast4: '5555',
      paymentMethodType: 'card',
    });
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await app.graphql<{ orders: { nodes: { id: number }[] } }>(
      ORDERS,
      { first: 2, after: page.pageInfo.endCursor },
      cookie,
    );
    expect(next.data!.orders.nodes[0].id).toBeLessThan(page.nodes[1].id as number);

    const one = await app.graphql<{ order: { id: number; status: string } | null }>(
      'query ($id: Int!) { order(id: $id) { id status } }',
      { id: order.id },
      cookie,
    );
    expect(one.data!.order).toEqual({ id: order.id, status: 'succeeded' });
    const none = await app.graphql<{ order: null }>('query { order(id: 999999) { id } }', {}, cookie);
    expect(none.data!.order).toBeNull();
  });

  it("names each order's buyer and links the lead with that email (any capitals, not spam), in one page", async () => {
    const cookie = await app.signIn();
    const tag = Date.now().toString(36);
    const email = `ines.okafor.${tag}@orders-lead.example`;
    const created = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ name: 'Ines Okafor', email }),
    });
    expect(created.status).toBe(201);
    const leadId = (created.body as { data: { id: number } }).data.id;
    const spamEmail = `spam.${tag}@orders-lead.example`;
    const spam = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ name: 'Spam Sender', email: spamEmail }),
    });
    await app.dataSource.query('UPDATE "lead" SET "spam" = true WHERE "id" = $1', [
      (spam.body as { data: { id: number } }).data.id,
    ]);

    const paid = [
      await paidOrder('ai-strategy', '4242', { name: 'Ines Okafor', email: email.toUpperCase() }),
      await paidOrder('ai-strategy', '4242', { name: 'Ines Okafor', email }),
      await paidOrder('ai-strategy', '4242', { name: 'Nobody Known', email: `nobody.${tag}@orders-lead.example` }),
      await paidOrder('ai-strategy', '4242', { name: 'Spam Sender', email: spamEmail }),
      await paidOrder('ai-strategy', '4242'),
    ];
    for (const { event } of paid) expect((await deliver(event)).status).toBe(200);

    const res = await app.graphql<{
      orders: {
        nodes: {
          id: number;
          customerName: string | null;
          customerEmail: string | null;
          customerLeadId: number | null;
          cardBrand: string | null;
        }[];
      };
    }>('query { orders(first: 5) { nodes { id customerName customerEmail customerLeadId cardBrand } } }', {}, cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data!.orders.nodes.reverse()).toEqual([
      {
        id: paid[0].order.id,
        customerName: 'Ines Okafor',
        customerEmail: email.toUpperCase(),
        customerLeadId: leadId,
        cardBrand: 'visa',
      },
      {
        id: paid[1].order.id,
        customerName: 'Ines Okafor',
        customerEmail: email,
        customerLeadId: leadId,
        cardBrand: 'visa',
      },
      {
        id: paid[2].order.id,
        customerName: 'Nobody Known',
        customerEmail: `nobody.${tag}@orders-lead.example`,
        customerLeadId: null,
        cardBrand: 'visa',
      },
      {
        id: paid[3].order.id,
        customerName: 'Spam Sender',
        customerEmail: spamEmail,
        customerLeadId: null,
        cardBrand: 'visa',
      },
      { id: paid[4].order.id, customerName: null, customerEmail: null, customerLeadId: null, cardBrand: 'visa' },
    ]);

    const one = await app.graphql<{ order: { customerLeadId: number | null } }>(
      'query ($id: Int!) { order(id: $id) { customerLeadId } }',
      { id: paid[1].order.id },
      cookie,
    );
    expect(one.data!.order).toEqual({ customerLeadId: leadId });
  });

  it('refuses anonymous readers', async () => {
    const res = await app.graphql(ORDERS, { first: 5 });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/payments/{id}/summary', () => {
  async function startedCheckout() {
    const res = await checkout('full-package');
    const { clientSecret } = res.body as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0];
    return { clientSecret, intentId };
  }
  const summary = (intentId: string, clientSecret?: string) =>
    app.request(
      `/api/payments/${encodeURIComponent(intentId)}/summary${
        clientSecret === undefined ? '' : `?client_secret=${encodeURIComponent(clientSecret)}`
      }`,
    );

  it('answers the amount, the status and the card of a paid intent, read with the secret key and its latest charge', async () => {
    const { clientSecret, intentId } = await startedCheckout();
    stripe.succeed(intentId, { last4: '1881' });
    stripe.requests = [];
    const res = await summary(intentId, clientSecret);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        amount: 2499,
        currency: 'usd',
        product: { id: 'full-package', name: expect.any(String) as unknown },
        status: 'succeeded',
        payment_method: { type: 'card', brand: 'visa', last4: '1881' },
      },
    });
    expect(stripe.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/v1/payment_intents/${intentId}`,
        authorization: 'Bearer sk_test_fake_key',
        body: expect.objectContaining({ expand: { '0': 'latest_charge' } }) as unknown,
      }),
    ]);
  });

  it('answers an unpaid intent with its status and no card', async () => {
    const { clientSecret, intentId } = await startedCheckout();
    const res = await summary(intentId, clientSecret);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { status: 'requires_payment_method', payment_method: null } });
  });

  it('is a 404 for a client secret of another intent, a forged one, or an unknown intent', async () => {
    const first = await startedCheckout();
    const second = await startedCheckout();
    stripe.succeed(first.intentId);
    for (const [intentId, secret] of [
      [first.intentId, second.clientSecret],
      [first.intentId, `${first.intentId}_secret_forged`],
      ['pi_unknown', 'pi_unknown_secret_abc'],
      ['not-an-id', 'not-an-id_secret_abc'],
    ]) {
      const res = await summary(intentId, secret);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Payment not found' });
    }
  });

  it('is a 400 without a client secret', async () => {
    const { intentId } = await startedCheckout();
    const res = await summary(intentId);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'client_secret is required' });
  });

  it('the fake Stripe, like Stripe, shows the publishable key no charge and no card details', async () => {
    const { clientSecret, intentId } = await startedCheckout();
    stripe.succeed(intentId);
    const res = await fetch(
      `${stripe.url}/v1/payment_intents/${intentId}?client_secret=${encodeURIComponent(clientSecret)}`,
      { headers: { authorization: 'Bearer pk_test_fake_key' } },
    );
    const intent = (await res.json()) as Record<string, unknown>;
    expect(intent).toMatchObject({ id: intentId, status: 'succeeded' });
    expect(intent).not.toHaveProperty('latest_charge');
    expect(intent).not.toHaveProperty('payment_method_details');
  });
});
