import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { timingSafeEqual } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { checkPageSize, decodeCursor, keysetPage, toPage, type Page } from '../../engine/db/keyset-pagination';
import { NotFoundError } from '../../engine/errors';
import type { AppEventPublisher } from '../events';
import { Order, type OrderStatus } from './order.entity';
import { orderPayload } from './order-payload';
import { PaymentIntentNotFoundError, PaymentProviderError, PaymentsNotConfiguredError } from './payment-errors';
import type { PaymentIntentInput } from './payments.inputs';
import type { ChargeCustomer, PaymentMethodSummary, PaymentProvider } from './payment-provider';
import { attemptedPayment, chargeCustomer, summariseCharge } from './payment-provider';
import { productFor, type Product } from './product-catalogue';
import { ProcessedStripeEvent } from './stripe-event.entity';

export type CheckoutIntent = { clientSecret: string; order: Order; product: Product };

/** What the payment result page shows: the order's amount and, from Stripe, the status and the card. */
export type PaymentSummary = {
  order: Order;
  status: string;
  method: PaymentMethodSummary | null;
};

/** Stripe's ids and client secrets: `pi_…` and `pi_…_secret_…`, letters and digits only. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{1,200}$/;

function sameSecret(given: string, actual: string | null): boolean {
  if (actual === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The orders of a person: $1 their browsers' visitor ids, $2 their emails in lower case. */
const OF_PERSON = `("visitor_id" = ANY ($1::text[]) OR lower("customer_email") = ANY ($2::text[]))`;

const lowerCased = (emails: readonly string[]) => emails.map((email) => email.trim().toLowerCase());

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** The database change an event makes, run in the transaction that records the event. */
type ApplyEvent = (manager: EntityManager) => Promise<void>;

/** Looks things up at Stripe first, when it needs to (no transaction open), then returns the change to make. */
type EventHandler = (event: Stripe.Event) => ApplyEvent | Promise<ApplyEvent>;

/**
 * Card checkout: prices from the catalogue, an order row before Stripe is called, and order
 * status moved on only by verified, once-applied webhook events.
 */
export class PaymentsService {
  private readonly handlers: Record<string, EventHandler> = {
    'payment_intent.succeeded': (event) => this.onSucceeded(event.data.object as Stripe.PaymentIntent),
    'payment_intent.payment_failed': (event) => this.onFailed(event.data.object as Stripe.PaymentIntent),
    'charge.refunded': (event) => this.onRefunded(event.data.object as Stripe.Charge),
  };

  constructor(
    private readonly dataSource: DataSource,
    /** null while the server has no Stripe keys */
    private readonly provider: PaymentProvider | null,
    private readonly logger: Logger,
    private readonly events: AppEventPublisher,
  ) {}

  /** Charges the catalogue price of the requested product, whatever amount the browser sent. */
  async createPaymentIntent(request: PaymentIntentInput): Promise<CheckoutIntent> {
    const provider = this.requireProvider();
    const requested = request.productId ?? null;
    const product = productFor(requested);
    if (requested !== null && requested !== product.id) {
      this.logger.info(
        { requested: requested.slice(0, 100), product: product.id },
        'unknown product id: charging the default product',
      );
    }
    const clientAmount = request.amount ?? null;
    if (clientAmount !== null && Math.round(clientAmount * 100) !== product.amountCents) {
      this.logger.warn(
        { product: product.id, clientAmount, chargedCents: product.amountCents },
        'client-sent amount ignored: it disagrees with the catalogue',
      );
    }

    const orders = this.dataSource.getRepository(Order);
    const order = await orders.save(
      orders.create({
        productId: product.id,
        productName: product.name,
        amountCents: product.amountCents,
        currency: product.currency,
        status: 'pending',
        paymentIntentId: null,
        paymentMethodType: null,
        cardLast4: null,
        cardBrand: null,
        customerName: null,
        customerEmail: null,
        visitorId: request.visitorId ?? null,
        failureReason: null,
      }),
    );

    const metadata: Record<string, string> = {
      order_id: String(order.id),
      product_id: product.id,
      product_name: product.name,
    };
    if (request.visitorId) metadata.visitor_id = request.visitorId;

    try {
      const intent = await provider.createPaymentIntent({
        amountCents: product.amountCents,
        currency: product.currency,
        description: product.name,
        metadata,
        // one key per order row: the SDK's own retries of this call can never create a second intent
        idempotencyKey: `payment-order-${order.id}-${order.createdAt.getTime()}`,
      });
      order.paymentIntentId = intent.id;
      await orders.update({ id: order.id }, { paymentIntentId: intent.id });
      return { clientSecret: intent.clientSecret, order, product };
    } catch (error) {
      const reason =
        error instanceof PaymentProviderError ? error.message : 'Could not initialize payment. Please try again.';
      this.logger.error(
        { orderId: order.id, err: error instanceof PaymentProviderError ? (error.cause ?? error) : error },
        'Stripe did not create the PaymentIntent',
      );
      await orders.update({ id: order.id }, { status: 'failed', failureReason: reason });
      throw error instanceof PaymentProviderError ? error : new PaymentProviderError(reason, error);
    }
  }

  /**
   * Applies one webhook delivery: verified signature, then the handler of its type at most once.
   * Unknown types are acknowledged and ignored, so Stripe stops resending them.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.requireProvider().verifyWebhook(rawBody, signature);
    const handler = this.handlers[event.type];
    if (!handler) return 'ignored';
    if (await this.dataSource.getRepository(ProcessedStripeEvent).existsBy({ id: event.id })) return 'duplicate';

    const apply = await handler(event);
    const outcome = await this.dataSource.transaction(async (manager): Promise<WebhookOutcome> => {
      // the primary key decides between two concurrent deliveries of the same event
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedStripeEvent)
        .values({ id: event.id, type: event.type })
        .orIgnore()
        .returning('id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return 'duplicate';
      await apply(manager);
      return 'applied';
    });
    if (outcome === 'applied') this.events.wake();
    return outcome;
  }

  /**
   * The summary of a payment for the browser that holds its client secret (Stripe.js with the
   * publishable key cannot see the card). Anything that does not match is "not found", so the
   * answer tells a guesser nothing.
   */
  async paymentSummary(paymentIntentId: string, clientSecret: string): Promise<PaymentSummary> {
    const provider = this.requireProvider();
    if (!PAYMENT_INTENT_ID.test(paymentIntentId) || !clientSecret.startsWith(`${paymentIntentId}_secret_`))
      throw new PaymentIntentNotFoundError();
    const order = await this.dataSource.getRepository(Order).findOneBy({ paymentIntentId });
    if (!order) throw new PaymentIntentNotFoundError();
    const intent = await provider.retrievePaymentIntent(paymentIntentId);
    if (!sameSecret(clientSecret, intent.clientSecret)) throw new PaymentIntentNotFoundError();
    return { order, status: intent.status, method: intent.method };
  }

  /** Newest first. */
  async listOrders(options: { first: number; after?: string | null }): Promise<Page<Order>> {
    const first = checkPageSize(options.first);
    const orders = this.dataSource.getRepository(Order);
    const query = keysetPage(orders.createQueryBuilder('o'), 'o', 'DESC', decodeCursor(options.after), first + 1);
    const [rows, totalCount] = await Promise.all([query.getMany(), orders.count()]);
    return toPage(rows, first, totalCount);
  }

  async getOrder(id: number): Promise<Order> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id });
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  private requireProvider(): PaymentProvider {
    if (!this.provider) throw new PaymentsNotConfiguredError();
    return this.provider;
  }

  /**
   * The orders of a person, as stored, oldest first: those placed from these browsers (visitor ids:
   * a lead's chat conversation came from them) and those whose buyer gave one of these emails (any
   * capitals).
   */
  async ordersOf(
    manager: EntityManager,
    person: { visitorIds: readonly string[]; emails: readonly string[] },
  ): Promise<Record<string, unknown>[]> {
    if (person.visitorIds.length === 0 && person.emails.length === 0) return [];
    return manager.query(`SELECT * FROM "payment_order" WHERE ${OF_PERSON} ORDER BY "id"`, [
      person.visitorIds,
      lowerCased(person.emails),
    ]);
  }

  /**
   * Anonymises the orders of these people (an erasure), in the caller's transaction: those of
   * their browsers and those whose buyer gave one of their emails. They keep product, amount,
   * currency, status, dates, the card's brand and Stripe's payment reference (accounting and
   * refunds need them) and lose what ties them to a person: the visitor id, the buyer's name and
   * email and the card's last four digits.
   */
  async anonymiseOrdersOf(
    manager: EntityManager,
    person: { visitorIds: readonly string[]; emails: readonly string[] },
  ): Promise<number> {
    if (person.visitorIds.length === 0 && person.emails.length === 0) return 0;
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH changed AS (
         UPDATE "payment_order"
         SET "visitor_id" = NULL, "card_last4" = NULL, "customer_name" = NULL, "customer_email" = NULL, "updated_at" = now()
         WHERE ${OF_PERSON} RETURNING 1)
       SELECT count(*)::int AS count FROM changed`,
      [person.visitorIds, lowerCased(person.emails)],
    );
    return count;
  }

  /**
   * Gives the orders paid with one email address (any case) another, in the caller's transaction:
   * a merge of two leads, whose orders are found by the lead's email (Order.customerLeadId, the
   * erasure), so that they follow the lead kept. Returns how many changed.
   */
  async moveOrdersToEmail(manager: EntityManager, fromEmail: string, toEmail: string): Promise<number> {
    const [from, to] = lowerCased([fromEmail, toEmail]);
    if (from === to) return 0;
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH changed AS (
         UPDATE "payment_order" SET "customer_email" = $2, "updated_at" = now()
         WHERE lower("customer_email") = $1 RETURNING 1)
       SELECT count(*)::int AS count FROM changed`,
      [from, toEmail.trim()],
    );
    return count;
  }

  private async onSucceeded(intent: Stripe.PaymentIntent): Promise<ApplyEvent> {
    // a webhook's intent names its charge by id only: the card and the billing details are read from Stripe
    const expanded = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    let method: PaymentMethodSummary | null = summariseCharge(expanded);
    let customer: ChargeCustomer | null = chargeCustomer(expanded);
    if (!expanded && intent.latest_charge) {
      try {
        ({ method, customer } = await this.requireProvider().retrievePaymentIntent(intent.id));
      } catch (error) {
        // the payment succeeded either way; only the card's description and the buyer are missing
        this.logger.warn(
          { paymentIntentId: intent.id, err: error },
          'could not read the payment method of a succeeded payment',
        );
      }
    }
    return async (manager) => {
      const order = await this.orderForIntent(manager, intent);
      if (!order) return;
      if (intent.amount_received && intent.amount_received !== order.amountCents) {
        this.logger.warn(
          { orderId: order.id, received: intent.amount_received, expected: order.amountCents },
          'payment amount differs from the order',
        );
      }
      await this.moveOrder(manager, order, ['pending', 'failed'], {
        status: 'succeeded',
        paymentIntentId: intent.id,
        paymentMethodType: method?.type ?? order.paymentMethodType,
        cardLast4: method?.last4 ?? order.cardLast4,
        cardBrand: method?.brand ?? order.cardBrand,
        customerName: customer?.name ?? order.customerName,
        customerEmail: customer?.email ?? order.customerEmail,
        failureReason: null,
      });
    };
  }

  private onFailed(intent: Stripe.PaymentIntent): ApplyEvent {
    // the event carries the payment method that was tried, with its billing details
    const { method, customer } = attemptedPayment(intent.last_payment_error?.payment_method);
    return async (manager) => {
      const order = await this.orderForIntent(manager, intent);
      if (!order) return;
      await this.moveOrder(manager, order, ['pending', 'failed'], {
        status: 'failed',
        paymentIntentId: intent.id,
        failureReason: intent.last_payment_error?.message ?? 'The payment failed',
        paymentMethodType: method?.type ?? order.paymentMethodType,
        cardBrand: method?.brand ?? order.cardBrand,
        cardLast4: method?.last4 ?? order.cardLast4,
        customerName: customer?.name ?? order.customerName,
        customerEmail: customer?.email ?? order.customerEmail,
      });
    };
  }

  private onRefunded(charge: Stripe.Charge): ApplyEvent {
    return async (manager) => {
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intentId) return;
      const order = await manager.getRepository(Order).findOneBy({ paymentIntentId: intentId });
      if (!order) {
        this.logger.info({ paymentIntentId: intentId }, 'refund for a payment with no order here');
        return;
      }
      if (!charge.refunded) {
        // a partial refund leaves the order paid; Stripe's dashboard holds the refunded amount
        this.logger.info({ orderId: order.id, refundedCents: charge.amount_refunded }, 'partial refund');
        return;
      }
      await this.moveOrder(manager, order, ['succeeded'], { status: 'refunded' });
    };
  }

  /** The order of this intent: by its id, else by the order id the intent carries in its metadata. */
  private async orderForIntent(manager: EntityManager, intent: Stripe.PaymentIntent): Promise<Order | null> {
    const orders = manager.getRepository(Order);
    let order = await orders.findOneBy({ paymentIntentId: intent.id });
    const orderId = Number(intent.metadata?.order_id);
    if (!order && Number.isSafeInteger(orderId) && orderId > 0) {
      const candidate = await orders.findOneBy({ id: orderId });
      if (candidate && (candidate.paymentIntentId === null || candidate.paymentIntentId === intent.id))
        order = candidate;
    }
    if (!order) this.logger.info({ paymentIntentId: intent.id }, 'webhook for a PaymentIntent with no order here');
    return order;
  }

  /** Moves an order on only from the states given, so late or out-of-order events cannot undo a later one. */
  private async moveOrder(
    manager: EntityManager,
    order: Order,
    from: OrderStatus[],
    changes: Partial<Order>,
  ): Promise<void> {
    if (!from.includes(order.status)) {
      this.logger.info({ orderId: order.id, status: order.status, to: changes.status }, 'order status change skipped');
      return;
    }
    await manager.getRepository(Order).update({ id: order.id, status: In(from) }, changes);
    const moved = await manager.getRepository(Order).findOneByOrFail({ id: order.id });
    if (moved.status === 'succeeded') await this.events.publish(manager, 'order.paid', orderPayload(moved));
    if (moved.status === 'failed') await this.events.publish(manager, 'order.failed', orderPayload(moved));
  }
}
