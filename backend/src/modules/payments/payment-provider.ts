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

export type PaymentMethodSummary = { type: string; last4: string | null };

/**
 * What the payments service needs from Stripe. The real implementation uses the `stripe` SDK;
 * tests point that same implementation at a local fake of Stripe's API.
 */
export interface PaymentProvider {
  createPaymentIntent(request: CreatePaymentIntentRequest): Promise<CreatedPaymentIntent>;
  /** the payment method of the intent's latest charge, when there is one */
  paymentMethodOf(paymentIntentId: string): Promise<PaymentMethodSummary | null>;
  /** verifies the signature over the exact bytes received and parses the event; throws WebhookSignatureError */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

/** The payment method of a charge as Stripe describes it. */
export function summariseCharge(charge: Stripe.Charge | null | undefined): PaymentMethodSummary | null {
  const details = charge?.payment_method_details;
  if (!details) return null;
  return { type: details.type, last4: details.card?.last4 ?? null };
}
