import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { startFakeServer, type FakeRequestHandler } from './fake-server';

type StripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  /** the form-encoded body, nested as Stripe reads it */
  body: Record<string, unknown>;
};

type FakeIntent = Record<string, unknown> & {
  id: string;
  amount: number;
  status: string;
  latest_charge: string | null;
};

export type FakeStripeApi = {
  /** for STRIPE_API_BASE_URL */
  url: string;
  requests: StripeRequest[];
  /** ok; card_error: 402 as for a declined card; api_error: 500 marked not retryable; hang: never answers */
  mode: 'ok' | 'card_error' | 'api_error' | 'hang';
  intents: Map<string, FakeIntent>;
  /** runs when a request arrives, before it is answered (to look at the database at that moment) */
  onRequest: ((request: StripeRequest) => Promise<void>) | null;
  /**
   * settles an intent as Stripe would after a successful card payment (a Visa ending 4242 and no
   * billing details unless given); returns the intent as a webhook carries it (the charge by id)
   */
  succeed(intentId: string, card?: { last4: string; brand?: string }, billing?: FakeBillingDetails): FakeIntent;
  /** a declined attempt; with a card, the event carries the payment method tried, as Stripe's does */
  fail(
    intentId: string,
    message: string,
    card?: { last4: string; brand?: string },
    billing?: FakeBillingDetails,
  ): FakeIntent;
  close(): Promise<void>;
};

/** What Stripe.js sends as payment_method_data[billing_details] (Stripe keeps what it was given). */
export type FakeBillingDetails = { name?: string; email?: string; phone?: string };

/** A charge's billing_details as Stripe's API has them: every key present, null when not given. */
function billingDetails(given: FakeBillingDetails = {}): Record<string, unknown> {
  return {
    address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
    email: given.email ?? null,
    name: given.name ?? null,
    phone: given.phone ?? null,
    tax_id: null,
  };
}

/** The brand Stripe reports for a test card number (by its first digits, as card networks are told apart). */
function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^4/.test(number)) return 'visa';
  return 'unknown';
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][c]=1` -> `{ a: { b: { c: '1' } } }`, as Stripe's API decodes form bodies. */
function decodeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

/**
 * A local stand-in for the parts of Stripe's API the app uses (the server creates and retrieves
 * PaymentIntents; the browser's Stripe.js confirms and retrieves one), answering in Stripe's wire
 * format, so the real `stripe` SDK can talk to it.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const charges = new Map<string, Record<string, unknown>>();
  const fake: FakeStripeApi = {
    url: '',
    requests: [],
    mode: 'ok',
    intents: new Map(),
    onRequest: null,
    succeed(intentId, card = { last4: '4242' }, billing = {}) {
      const intent = fake.intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const chargeId = id('ch');
      charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        amount: intent.amount,
        payment_intent: intentId,
        refunded: false,
        amount_refunded: 0,
        billing_details: billingDetails(billing),
        payment_method_details: {
          type: 'card',
          card: { brand: card.brand ?? 'visa', last4: card.last4, exp_month: 12, exp_year: 2030, funding: 'credit' },
        },
      });
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: chargeId,
        payment_method: id('pm'),
      });
      return { ...intent };
    },
    fail(intentId, message, card, billing) {
      const intent = fake.intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const paymentMethod = card && {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        billing_details: billingDetails(billing),
        card: { brand: card.brand ?? 'visa', last4: card.last4, exp_month: 12, exp_year: 2030, funding: 'credit' },
      };
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          message,
          ...(paymentMethod ? { payment_method: paymentMethod } : {}),
        },
      });
      return { ...intent };
    },
    close: () => Promise.resolve(),
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
    res.end(JSON.stringify(body));
  };

  const handle: FakeRequestHandler = async (req, res, text) => {
    const [path, query = ''] = (req.url ?? '').split('?');
    // inspection for tests in another process; not part of Stripe's API and not recorded
    if (req.method === 'GET' && path === '/__fake/requests') {
      send(res, 200, fake.requests);
      return;
    }
    const body = decodeForm(req.method === 'GET' ? query : text);
    const request: StripeRequest = {
      method: req.method ?? '',
      path,
      idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
      authorization: req.headers.authorization ?? null,
      body,
    };
    fake.requests.push(request);
    await fake.onRequest?.(request);
    if (fake.mode === 'hang') return;
    if (fake.mode === 'card_error') {
      send(res, 402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      return;
    }
    if (fake.mode === 'api_error') {
      send(
        res,
        500,
        { error: { type: 'api_error', message: 'An unknown error occurred' } },
        { 'stripe-should-retry': 'false' },
      );
      return;
    }

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(body.amount),
        amount_received: 0,
        currency: String(body.currency),
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        automatic_payment_methods: body.automatic_payment_methods ? { enabled: true } : null,
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        latest_charge: null,
        payment_method: null,
        last_payment_error: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      fake.intents.set(intentId, intent);
      send(res, 200, intent);
      return;
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const intent = fake.intents.get(decodeURIComponent(retrieve[1]));
      // the browser retrieves with the publishable key and the client secret
      const clientSecret = typeof body.client_secret === 'string' ? body.client_secret : null;
      if (!intent || (clientSecret !== null && clientSecret !== intent.client_secret)) {
        send(res, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
        return;
      }
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      const expand = Object.values((body.expand ?? {}) as Record<string, string>);
      const expanded = expand.includes('latest_charge') && charge ? charge : intent.latest_charge;
      const publishable = request.authorization?.startsWith('Bearer pk_') ?? false;
      if (publishable) {
        // Stripe.js with the publishable key sees a restricted intent: no charge and no card details
        const { latest_charge: _charge, metadata: _metadata, ...visible } = intent;
        send(res, 200, visible);
        return;
      }
      send(res, 200, { ...intent, latest_charge: expanded });
      return;
    }
    // what Stripe.js does when the visitor pays: card data goes to Stripe, never to our server
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (req.method === 'POST' && confirm) {
      const intentId = decodeURIComponent(confirm[1]);
      const intent = fake.intents.get(intentId);
      if (!intent || body.client_secret !== intent.client_secret) {
        send(res, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
        return;
      }
      const methodData = (body.payment_method_data ?? {}) as Record<string, Record<string, string> | undefined>;
      const card = methodData.card ?? {};
      const number = String(card.number ?? '').replace(/\D/g, '');
      const given = methodData.billing_details ?? {};
      const billing: FakeBillingDetails = { name: given.name, email: given.email, phone: given.phone };
      // Stripe's test card 4000 0000 0000 0002 is always declined
      if (number.endsWith('0002')) {
        fake.fail(intentId, 'Your card was declined.', { last4: '0002', brand: brandOf(number) }, billing);
        send(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: { id: intentId },
          },
        });
        return;
      }
      const paid = number === '' ? { last4: '4242' } : { last4: number.slice(-4), brand: brandOf(number) };
      send(res, 200, fake.succeed(intentId, paid, billing));
      return;
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  };
  Object.assign(fake, await startFakeServer(handle));
  return fake;
}

/** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  eventId = id('evt'),
): { payload: string; signature: string; eventId: string } {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature, eventId };
}
