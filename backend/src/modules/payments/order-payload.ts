import type { Order } from './order.entity';

/**
 * An order in snake_case, as webhook receivers get it (order.paid, order.failed). The buyer's name
 * and email are left out: an erasure could not take back a copy delivered to another system.
 */
export function orderPayload(order: Order) {
  return {
    id: order.id,
    product_id: order.productId,
    product_name: order.productName,
    amount_cents: order.amountCents,
    currency: order.currency,
    status: order.status,
    payment_intent_id: order.paymentIntentId,
    payment_method_type: order.paymentMethodType,
    card_brand: order.cardBrand,
    card_last4: order.cardLast4,
    failure_reason: order.failureReason,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}
