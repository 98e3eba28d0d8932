import { InvalidInputError } from '../../engine/errors';
import { RestInput } from '../../engine/http/rest-input';
import { isJsonObject, requireJsonObject } from '../../engine/validation';
import { PaymentIntentInput } from './payments.inputs';

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

function refuseCardFields(record: Record<string, unknown>): void {
  if (Object.keys(record).some((key) => CARD_FIELDS.has(key))) {
    throw new InvalidInputError(
      { card: 'Card details are never sent to this server' },
      'Card details are never sent to this server',
    );
  }
}

const paymentIntentInput = new RestInput(PaymentIntentInput, {
  amount: 'amount',
  productId: 'product_id',
  visitorId: 'visitor_id',
});

/**
 * `{ amount, metadata: { product_id, product_name, visitor_id? } }`. Unknown keys are ignored;
 * product_name is the browser's label and is ignored too (the catalogue names the product).
 */
export async function readPaymentIntentRequest(body: unknown): Promise<PaymentIntentInput> {
  const request = requireJsonObject(body);
  refuseCardFields(request);
  const { metadata } = request;
  if (metadata !== undefined && metadata !== null && !isJsonObject(metadata)) {
    throw new InvalidInputError({ metadata: 'metadata must be an object' });
  }
  const meta = metadata ?? {};
  refuseCardFields(meta);
  return paymentIntentInput.read({ ...meta, amount: request.amount });
}
