import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin list's indexes, now leaving out quarantined spam (their definitions before this migration). */
const LIST_INDEXES = [
  { name: 'idx_lead_created_at_id', columns: '"created_at", "id"' },
  {
    name: 'idx_lead_business_type_created_at',
    columns: '"business_type", "created_at", "id") INCLUDE ("company_size", "timeline"',
  },
  {
    name: 'idx_lead_company_size_created_at',
    columns: '"company_size", "created_at", "id") INCLUDE ("business_type", "timeline"',
  },
  {
    name: 'idx_lead_timeline_created_at',
    columns: '"timeline", "created_at", "id") INCLUDE ("business_type", "company_size"',
  },
] as const;

/**
 * Issue 13: spam quarantine, campaign attribution and the 48-hour reply promise.
 *
 * - spam / spam_reason: a submission the spam guard flags is stored, quarantined. Every list
 *   query says `NOT spam` (or `spam` for the quarantine view), so the list's indexes become
 *   partial on NOT spam: they keep serving the counts (totalCount) from the index alone, as
 *   before; the quarantine and its purge get a small index of their own.
 * - first_touch / last_touch (jsonb): where the lead came from. The first touch's source and
 *   campaign are also kept by PostgreSQL in generated columns, so their filters have ordinary
 *   (column, created_at, id) indexes whose counts read the index alone (an expression index on
 *   the jsonb would need the heap for every matching row).
 * - reply_due_at (created_at + 48 h, both defaults reading the transaction's now()) and
 *   first_response_at. Existing leads are due 48 h after they arrived, and count as answered
 *   when a milestone after the capture was completed (at the earliest such completion).
 *   The reply filters use one partial index of the unanswered leads, in list order, that carries
 *   the deadline.
 *
 * Plain SQL of PostgreSQL 12+ (generated columns, INCLUDE, partial indexes): the same on a
 * PostgreSQL 15 server and on the embedded engine.
 */
export class LeadSpamAttributionReplies1764288000000 implements MigrationInterface {
  name = 'LeadSpamAttributionReplies1764288000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lead" ADD COLUMN "spam" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "lead" ADD COLUMN "spam_reason" text`);
    await q.query(`ALTER TABLE "lead" ADD CONSTRAINT "ck_lead_spam_reason" CHECK ("spam" OR "spam_reason" IS NULL)`);

    await q.query(`ALTER TABLE "lead" ADD COLUMN "first_touch" jsonb`);
    await q.query(`ALTER TABLE "lead" ADD COLUMN "last_touch" jsonb`);
    await q.query(
      `ALTER TABLE "lead" ADD COLUMN "first_touch_source" text GENERATED ALWAYS AS ("first_touch" ->> 'source') STORED`,
    );
    await q.query(
      `ALTER TABLE "lead" ADD COLUMN "first_touch_campaign" text GENERATED ALWAYS AS ("first_touch" ->> 'campaign') STORED`,
    );

    await q.query(`ALTER TABLE "lead" ADD COLUMN "reply_due_at" timestamptz(3)`);
    await q.query(`UPDATE "lead" SET "reply_due_at" = "created_at" + interval '48 hours'`);
    await q.query(
      `ALTER TABLE "lead" ALTER COLUMN "reply_due_at" SET NOT NULL, ALTER COLUMN "reply_due_at" SET DEFAULT (now() + interval '48 hours')`,
    );
    await q.query(`ALTER TABLE "lead" ADD COLUMN "first_response_at" timestamptz(3)`);
    await q.query(`
      UPDATE "lead" SET "first_response_at" = answered."at"
      FROM (
        SELECT "lead_id", min("completed_at") AS "at" FROM "lead_milestone"
        WHERE "completed" AND "completed_at" IS NOT NULL AND "milestone_id" <> 'lead_capture'
        GROUP BY "lead_id"
      ) answered
      WHERE answered."lead_id" = "lead"."id"`);

    for (const { name, columns } of LIST_INDEXES) {
      await q.query(`DROP INDEX "${name}"`);
      await q.query(`CREATE INDEX "${name}" ON "lead" (${columns}) WHERE NOT "spam"`);
    }
    await q.query(`CREATE INDEX "idx_lead_spam_created_at" ON "lead" ("created_at", "id") WHERE "spam"`);
    await q.query(
      `CREATE INDEX "idx_lead_first_touch_source_created_at" ON "lead" ("first_touch_source", "created_at", "id") INCLUDE ("first_touch_campaign") WHERE NOT "spam"`,
    );
    await q.query(
      `CREATE INDEX "idx_lead_first_touch_campaign_created_at" ON "lead" ("first_touch_campaign", "created_at", "id") INCLUDE ("first_touch_source") WHERE NOT "spam"`,
    );
    await q.query(
      `CREATE INDEX "idx_lead_unanswered_created_at" ON "lead" ("created_at", "id") INCLUDE ("reply_due_at") WHERE "first_response_at" IS NULL AND NOT "spam"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_lead_unanswered_created_at"`);
    await q.query(`DROP INDEX "idx_lead_first_touch_campaign_created_at"`);
    await q.query(`DROP INDEX "idx_lead_first_touch_source_created_at"`);
    await q.query(`DROP INDEX "idx_lead_spam_created_at"`);
    // quarantined spam was never a lead before this migration
    await q.query(`DELETE FROM "lead" WHERE "spam"`);
    for (const { name, columns } of LIST_INDEXES) {
      await q.query(`DROP INDEX "${name}"`);
      await q.query(`CREATE INDEX "${name}" ON "lead" (${columns})`);
    }
    await q.query(
      `ALTER TABLE "lead" DROP COLUMN "first_response_at", DROP COLUMN "reply_due_at", DROP COLUMN "first_touch_campaign", DROP COLUMN "first_touch_source", DROP COLUMN "last_touch", DROP COLUMN "first_touch", DROP CONSTRAINT "ck_lead_spam_reason", DROP COLUMN "spam_reason", DROP COLUMN "spam"`,
    );
  }
}
