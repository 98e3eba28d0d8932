import type { PaymentIntent } from '@stripe/stripe-js';

export type PaymentMethodSummary = { type: string; last4: string };

type MethodShape = { type?: unknown; card?: { last4?: unknown } | null };

function fromShape(shape: MethodShape | null | undefined): PaymentMethodSummary | null {
  const last4 = shape?.card?.last4;
  if (typeof shape?.type !== 'string' || typeof last4 !== 'string' || last4 === '') return null;
  return { type: shape.type, last4 };
}

/**
 * The payment method of a retrieved intent, only when its last four digits are known (spec:
 * the row is shown only then). Read from `payment_method_details` (the spec's shape) or from an
 * expanded `payment_method` object.
 */
export function paymentMethodSummary(intent: PaymentIntent): PaymentMethodSummary | null {
  const details = (intent as PaymentIntent & { payment_method_details?: MethodShape | null }).payment_method_details;
  const method = typeof intent.payment_method === 'object' ? (intent.payment_method as MethodShape | null) : null;
  return fromShape(details) ?? fromShape(method);
}

/** 'Credit Card •••• 4242' for cards; other types show their name. */
export function describePaymentMethod(method: PaymentMethodSummary): string {
  if (method.type === 'card') return `Credit Card •••• ${method.last4}`;
  return method.type.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The page's own reference for the visitor: a base-36 time stamp made in the browser, not a server id. */
export function localTransactionId(now: number = Date.now()): string {
  return now.toString(36).toUpperCase();
}
