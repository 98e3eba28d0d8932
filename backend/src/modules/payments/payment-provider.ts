import type Stripe from 'stripe';

export type CreatePaymentIntentRequest = {
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** the same key for a retried request makes Stripe return the first intent instead of a second one */
  idempotencyKey: string;
};

export type CreatedPaymentIntent = { id: string; clientSecret: string };

export type PaymentMethodSummary = { type: string; brand: string | null; last4: string | null };

/** A PaymentIntent as the server, holding the secret key, sees it. */
export type RetrievedPaymentIntent = {
  id: string;
  status: string;
  clientSecret: string | null;
  /** the payment method of the intent's latest charge, when there is one */
  method: PaymentMethodSummary | null;
};

/**
 * What the payments service needs from Stripe. The real implementation uses the `stripe` SDK;
 * tests point that same implementation at a local fake of Stripe's API.
 */
export interface PaymentProvider {
  createPaymentIntent(request: CreatePaymentIntentRequest): Promise<CreatedPaymentIntent>;
  /** the intent with its latest charge expanded; throws PaymentIntentNotFoundError when Stripe has no such intent */
  retrievePaymentIntent(paymentIntentId: string): Promise<RetrievedPaymentIntent>;
  /** verifies the signature over the exact bytes received and parses the event; throws WebhookSignatureError */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

/** The payment method of a charge as Stripe describes it. */
export function summariseCharge(charge: Stripe.Charge | null | undefined): PaymentMethodSummary | null {
  const details = charge?.payment_method_details;
  if (!details) return null;
  return { type: details.type, brand: details.card?.brand ?? null, last4: details.card?.last4 ?? null };
}
