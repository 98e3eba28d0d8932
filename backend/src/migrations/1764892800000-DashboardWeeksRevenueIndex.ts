import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard at a million leads (issue 16):
 * - lead_stats_week(_rollup): a whole Monday-to-Sunday UTC week's sums of its days' rows, as
 *   lead_stats_month has them for months, so a 30-day period reads about four weeks' rows and a
 *   few days' instead of thirty days' (each day holds over a thousand histogram rows);
 * - the paid orders of a period, with what revenueStats sums, from one index without the table.
 */
export class DashboardWeeksRevenueIndex1764892800000 implements MigrationInterface {
  name = 'DashboardWeeksRevenueIndex1764892800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "lead_stats_week" (
      "week" date PRIMARY KEY,
      "version" bigint NOT NULL
    )`);
    await runner.query(`CREATE TABLE "lead_stats_week_rollup" (
      "week" date NOT NULL REFERENCES "lead_stats_week" ("week") ON DELETE CASCADE,
      "metric" text NOT NULL,
      "key" text NOT NULL,
      "count" integer NOT NULL,
      PRIMARY KEY ("week", "metric", "key")
    )`);
    await runner.query(
      `CREATE INDEX "idx_payment_order_paid_created_at" ON "payment_order" ("created_at")
       INCLUDE ("amount_cents", "product_id", "product_name") WHERE "status" = 'succeeded'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "idx_payment_order_paid_created_at"`);
    await runner.query(`DROP TABLE "lead_stats_week_rollup"`);
    await runner.query(`DROP TABLE "lead_stats_week"`);
  }
}
