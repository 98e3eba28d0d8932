import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type OrderStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

const OrderStatusEnum = {
  pending: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  refunded: 'refunded',
} as const satisfies Record<OrderStatus, OrderStatus>;
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description: 'pending until Stripe reports the payment; failed also when the payment could not be set up',
});

/**
 * One checkout attempt: written before Stripe is called, then moved on by verified webhook events.
 * The table is `payment_order` because ORDER is an SQL keyword.
 */
@ObjectType()
@Entity({ name: 'payment_order' })
@Index('idx_payment_order_created_at_id', ['createdAt', 'id'])
export class Order {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ name: 'product_id', type: 'text' })
  productId: string;

  @Field(() => String)
  @Column({ name: 'product_name', type: 'text' })
  productName: string;

  @Field(() => Int, { description: "the amount charged, in cents (the catalogue price, never the client's)" })
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Field(() => String, { description: 'ISO currency code in lower case, e.g. usd' })
  @Column({ type: 'text' })
  currency: string;

  @Field(() => OrderStatusEnum)
  @Column({ type: 'text' })
  status: OrderStatus;

  @Field(() => String, {
    nullable: true,
    description: 'the Stripe PaymentIntent (pi_...); null when it could not be created',
  })
  @Column({ name: 'payment_intent_id', type: 'text', nullable: true, unique: true })
  paymentIntentId: string | null;

  @Field(() => String, { nullable: true, description: 'e.g. card, when Stripe has reported it' })
  @Column({ name: 'payment_method_type', type: 'text', nullable: true })
  paymentMethodType: string | null;

  @Field(() => String, { nullable: true, description: 'last four digits of the card, when known' })
  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4: string | null;

  @Field(() => String, {
    nullable: true,
    description: "the card's brand as Stripe names it (visa, mastercard, amex, …), when Stripe has reported it",
  })
  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand: string | null;

  @Field(() => String, {
    nullable: true,
    description: "the buyer's name from the billing details of Stripe's charge; null until Stripe reports it",
  })
  @Column({ name: 'customer_name', type: 'text', nullable: true })
  customerName: string | null;

  @Field(() => String, {
    nullable: true,
    description: "the buyer's email from the billing details of Stripe's charge; null until Stripe reports it",
  })
  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail: string | null;

  @Column({ name: 'visitor_id', type: 'text', nullable: true })
  visitorId: string | null;

  @Field(() => String, { nullable: true, description: 'why the payment failed or could not be set up' })
  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
