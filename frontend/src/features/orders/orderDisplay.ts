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

/** 'Card •••• 4242', another method's name, or a dash while Stripe has not reported one. */
export function formatOrderMethod(type: string | null, last4: string | null): string {
  if (!type) return '—';
  if (type === 'card') return last4 ? `Card •••• ${last4}` : 'Card';
  return type.replace(/_/g, ' ');
}
