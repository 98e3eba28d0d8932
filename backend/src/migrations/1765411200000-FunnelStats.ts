import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's funnel (issue 28):
 * - the daily roll-up gains the leads by their last touch's source (`lastSource`): every counted
 *   day is marked stale, so the next runs count each again with it (meanwhile they are read from
 *   the leads);
 * - the bookings created, and held, in a period, with their lead, from an index each.
 */
export class FunnelStats1765411200000 implements MigrationInterface {
  name = 'FunnelStats1765411200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`UPDATE "lead_stats_day" SET "stale" = true`);
    await runner.query(`CREATE INDEX "idx_booking_created_at" ON "booking" ("created_at") INCLUDE ("lead_id")`);
    await runner.query(
      `CREATE INDEX "idx_booking_held_at" ON "booking" ("held_at") INCLUDE ("lead_id") WHERE "held_at" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "idx_booking_held_at"`);
    await runner.query(`DROP INDEX "idx_booking_created_at"`);
  }
}
