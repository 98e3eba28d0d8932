import { InvalidInputError } from '../../errors';

/** The checkout's request (spec section 7), once checked. */
export type PaymentIntentRequest = {
  /** what the browser believes the price is, in dollars; only logged when it disagrees */
  clientAmount: number | null;
  productId: string | null;
  visitorId: string | null;
};

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
const PRODUCT_ID_MAX = 100;

/** Keys that would mean a client is posting card data here, which must only ever go to Stripe. */
const CARD_FIELDS = new Set([
  'card',
  'card_number',
  'cardNumber',
  'number',
  'cvc',
  'cvv',
  'exp_month',
  'exp_year',
  'expiry',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuseCardFields(record: Record<string, unknown>): void {
  if (Object.keys(record).some((key) => CARD_FIELDS.has(key))) {
    throw new InvalidInputError(
      { card: 'Card details are never sent to this server' },
      'Card details are never sent to this server',
    );
  }
}

/**
 * `{ amount, metadata: { product_id, product_name, visitor_id? } }`. Unknown keys are ignored;
 * product_name is the browser's label and is ignored too (the catalogue names the product).
 */
export function parsePaymentIntentRequest(body: unknown): PaymentIntentRequest {
  if (!isRecord(body)) throw new InvalidInputError({}, 'Expected a JSON object');
  refuseCardFields(body);

  const { amount, metadata } = body;
  if (
    amount !== undefined &&
    amount !== null &&
    (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)
  ) {
    throw new InvalidInputError({ amount: 'amount must be a number of dollars' });
  }
  if (metadata !== undefined && metadata !== null && !isRecord(metadata)) {
    throw new InvalidInputError({ metadata: 'metadata must be an object' });
  }
  const meta = isRecord(metadata) ? metadata : {};
  refuseCardFields(meta);

  const productId = meta.product_id;
  if (
    productId !== undefined &&
    productId !== null &&
    (typeof productId !== 'string' || productId.length > PRODUCT_ID_MAX)
  ) {
    throw new InvalidInputError({ product_id: `product_id must be a string of at most ${PRODUCT_ID_MAX} characters` });
  }
  const visitorId = meta.visitor_id;
  if (visitorId !== undefined && visitorId !== null && (typeof visitorId !== 'string' || !VISITOR_ID.test(visitorId))) {
    throw new InvalidInputError({ visitor_id: 'visitor_id must be 8 to 64 letters, digits, - or _' });
  }

  return {
    clientAmount: typeof amount === 'number' ? amount : null,
    productId: typeof productId === 'string' ? productId.trim() : null,
    visitorId: typeof visitorId === 'string' ? visitorId : null,
  };
}
