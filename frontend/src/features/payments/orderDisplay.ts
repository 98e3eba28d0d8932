import type { OrderStatus } from '../../graphql/generated/schema';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** `249900, 'usd'` -> `$2,499.00` */
export function formatOrderAmount(amountCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
      amountCents / 100,
    );
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Stripe's card brands (payment_method_details.card.brand) as cards name themselves. */
const CARD_BRANDS = new Map<string, string>(
  Object.entries({
    amex: 'American Express',
    cartes_bancaires: 'Cartes Bancaires',
    diners: 'Diners Club',
    discover: 'Discover',
    eftpos_au: 'eftpos',
    jcb: 'JCB',
    link: 'Link',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
    visa: 'Visa',
  }),
);

/** What Stripe reported as the method, or null while it reported none. */
export type OrderMethod = { type: string | null; brand: string | null; last4: string | null };

/**
 * 'Visa •••• 4242', 'Card •••• 4242' (brand unknown), another method's name ('Us bank account'),
 * or null while Stripe has reported no method (the page says so in its own words).
 */
export function formatOrderMethod({ type, brand, last4 }: OrderMethod): string | null {
  if (!type) return null;
  if (type === 'card') {
    const name = (brand !== null && CARD_BRANDS.get(brand)) || 'Card';
    return last4 ? `${name} •••• ${last4}` : name;
  }
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
