import type { ModuleDefinition } from '../../engine/module';
import { Order } from './order.entity';
import { OrdersResolver, type CustomerLeads } from './orders.resolver';
import { paymentsRoutes, stripeWebhookRoutes } from './payments.routes';
import type { PaymentsService } from './payments.service';
import { ProcessedStripeEvent } from './stripe-event.entity';

/** What other modules use of this one. */
export type { PaymentsService } from './payments.service';
export { PRODUCTS } from './product-catalogue';
export type { ProductId } from './product-catalogue';

/** Checkout by card (Stripe), its signed webhook and the orders. */
export const paymentsModule: ModuleDefinition<{ payments: PaymentsService; leadList: CustomerLeads }> = {
  name: 'payments',
  entities: [Order, ProcessedStripeEvent],
  resolvers: [{ type: OrdersResolver, create: (s) => new OrdersResolver(s.payments, s.leadList) }],
  rawRoutes: (s) => stripeWebhookRoutes(s.payments),
  routes: (s) => paymentsRoutes(s.payments),
};
