import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25, item 6: an order shows who paid and with what, as Stripe reported it.
 *
 * - payment_order.customer_name, customer_email: the billing details the buyer typed at the
 *   checkout, read from the charge Stripe made; null for the orders from before, and when Stripe
 *   reported none.
 * - payment_order.card_brand: Stripe's card brand (visa, mastercard, amex, …), beside card_last4.
 * - an index on the lower-cased email: a lead's data export and erasure find its orders by it.
 */
export class OrderCustomer1765065600000 implements MigrationInterface {
  name = 'OrderCustomer1765065600000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "payment_order" ADD "customer_name" text, ADD "customer_email" text, ADD "card_brand" text`,
    );
    await runner.query(
      `CREATE INDEX "idx_payment_order_customer_email_lower" ON "payment_order" (lower("customer_email"))
       WHERE "customer_email" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "idx_payment_order_customer_email_lower"`);
    await runner.query(`ALTER TABLE "payment_order" DROP "card_brand", DROP "customer_email", DROP "customer_name"`);
  }
}
