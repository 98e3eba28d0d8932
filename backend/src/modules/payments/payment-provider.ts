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

/** Who paid, as the billing details of Stripe's charge name them (what the buyer typed at the checkout). */
export type ChargeCustomer = { name: string | null; email: string | null };

/** A PaymentIntent as the server, holding the secret key, sees it. */
export type RetrievedPaymentIntent = {
  id: string;
  status: string;
  clientSecret: string | null;
  /** the payment method of the intent's latest charge, when there is one */
  method: PaymentMethodSummary | null;
  /** the billing details of the intent's latest charge, when it names anyone */
  customer: ChargeCustomer | null;
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

/** A billing detail as stored: trimmed, at most `max` characters, null when empty. */
function detail(value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/** The name and email of a charge's billing details; null when the charge names neither. */
export function chargeCustomer(charge: Stripe.Charge | null | undefined): ChargeCustomer | null {
  const billing = charge?.billing_details;
  const customer = { name: detail(billing?.name, 200), email: detail(billing?.email, 254) };
  return customer.name === null && customer.email === null ? null : customer;
}

/** Who tried to pay and with which card, from the payment method of a failed attempt (Stripe sends it whole). */
export function attemptedPayment(method: Stripe.PaymentMethod | null | undefined): {
  method: PaymentMethodSummary | null;
  customer: ChargeCustomer | null;
} {
  if (!method) return { method: null, customer: null };
  const billing = method.billing_details;
  const customer = { name: detail(billing?.name, 200), email: detail(billing?.email, 254) };
  return {
    method: { type: method.type, brand: method.card?.brand ?? null, last4: method.card?.last4 ?? null },
    customer: customer.name === null && customer.email === null ? null : customer,
  };
}
