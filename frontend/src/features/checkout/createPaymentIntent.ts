import type { CheckoutProduct } from './products';

export type PaymentIntentResult = {
  clientSecret: string;
  /** what the server charges, in dollars */
  amount: number;
  description: string;
};

export const SETUP_FALLBACK_MESSAGE = 'Could not initialize payment. Please try again.';

/** A setup failure whose message is meant for the visitor (the server's reason, or the spec's texts). */
export class PaymentSetupError extends Error {}

function readError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

/**
 * POST /api/create-payment-intent with the spec's body. Card data is never part of it: the card
 * goes from Stripe's own fields straight to Stripe.
 */
export async function createPaymentIntent(
  product: CheckoutProduct,
  visitorId: string | null,
): Promise<PaymentIntentResult> {
  let response: Response;
  let body: unknown = null;
  try {
    response = await fetch('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({
        amount: product.amount,
        metadata: {
          product_name: product.name,
          product_id: product.id,
          ...(visitorId ? { visitor_id: visitorId } : {}),
        },
      }),
    });
    body = await response.json().catch(() => null);
  } catch {
    throw new PaymentSetupError(SETUP_FALLBACK_MESSAGE);
  }
  if (!response.ok) throw new PaymentSetupError(readError(body) ?? 'Failed to create payment intent');

  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof data.clientSecret !== 'string' || data.clientSecret === '')
    throw new PaymentSetupError('No client secret returned');
  const serverProduct = (typeof data.product === 'object' && data.product !== null ? data.product : {}) as Record<
    string,
    unknown
  >;
  return {
    clientSecret: data.clientSecret,
    amount: typeof data.amount === 'number' ? data.amount : product.amount,
    description: typeof serverProduct.description === 'string' ? serverProduct.description : product.description,
  };
}
