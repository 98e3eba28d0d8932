import { getJson } from '../../api/request';

/** The card of a payment as the server reads it from Stripe (spec: the row is shown only with last4). */
export type PaymentMethodSummary = { type: string; brand: string | null; last4: string };

type SummaryAnswer = { data?: { payment_method?: { type?: unknown; brand?: unknown; last4?: unknown } | null } };

/**
 * The payment method of the intent behind `clientSecret`, from our server: Stripe.js holding only
 * the publishable key never sees a charge's card details. Null when it has no last four digits or
 * the summary cannot be read (the page then leaves the row out).
 */
export async function fetchPaymentMethod(clientSecret: string): Promise<PaymentMethodSummary | null> {
  const intentId = clientSecret.split('_secret_')[0];
  try {
    const answer = await getJson<SummaryAnswer>(
      `/api/payments/${encodeURIComponent(intentId)}/summary?client_secret=${encodeURIComponent(clientSecret)}`,
    );
    const method = answer.data?.payment_method;
    if (typeof method?.type !== 'string' || typeof method.last4 !== 'string' || method.last4 === '') return null;
    return { type: method.type, brand: typeof method.brand === 'string' ? method.brand : null, last4: method.last4 };
  } catch {
    return null;
  }
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
