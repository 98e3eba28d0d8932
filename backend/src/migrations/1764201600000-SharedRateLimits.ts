import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chat's rate-limit counters become the counters of every limited route (sign-in, leads,
 * payment intents, chat), kept by express-rate-limit's PostgreSQL store.
 */
export class SharedRateLimits1764201600000 implements MigrationInterface {
  name = 'SharedRateLimits1764201600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "chat_rate_limit" RENAME TO "rate_limit"`);
    await q.query(`ALTER TABLE "rate_limit" RENAME COLUMN "bucket" TO "key"`);
    await q.query(`ALTER INDEX "idx_chat_rate_limit_window_start" RENAME TO "idx_rate_limit_window_start"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX "idx_rate_limit_window_start" RENAME TO "idx_chat_rate_limit_window_start"`);
    await q.query(`ALTER TABLE "rate_limit" RENAME COLUMN "key" TO "bucket"`);
    await q.query(`ALTER TABLE "rate_limit" RENAME TO "chat_rate_limit"`);
  }
}
