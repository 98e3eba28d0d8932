import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders of the card checkout and the Stripe webhook events already applied to them. */
export class Payments1763942400000 implements MigrationInterface {
  name = 'Payments1763942400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "payment_order" (
        "id" SERIAL PRIMARY KEY,
        "product_id" text NOT NULL,
        "product_name" text NOT NULL,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
        "currency" text NOT NULL,
        "status" text NOT NULL CHECK ("status" IN ('pending', 'succeeded', 'failed', 'refunded')),
        "payment_intent_id" text UNIQUE,
        "payment_method_type" text,
        "card_last4" text,
        "visitor_id" text,
        "failure_reason" text,
        "created_at" timestamptz(3) NOT NULL DEFAULT now(),
        "updated_at" timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "idx_payment_order_created_at_id" ON "payment_order" ("created_at", "id")`);
    await q.query(`
      CREATE TABLE "stripe_event" (
        "id" text PRIMARY KEY,
        "type" text NOT NULL,
        "processed_at" timestamptz(3) NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "stripe_event"`);
    await q.query(`DROP TABLE "payment_order"`);
  }
}
