import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17, parts 2 and 3: visitors' data rights and retention that enforces itself.
 *
 * - retention_settings (one row): how long each kind of data is kept. A null column means "the
 *   default": forever for leads that never reached Discovery Call, 180 days for chat
 *   conversations not linked to a lead, and the environment's SPAM_RETENTION_DAYS,
 *   CHAT_AUDIO_RETENTION_HOURS and AUDIT_RETENTION_DAYS for the others.
 * - audit_event.redacted_at: erasing a lead must not leave its email, name or phone in the audit
 *   log (a CSV export's search filter may hold them). The append-only trigger now lets exactly one
 *   change through: wiping an event's details to {} and stamping redacted_at, once. Who acted,
 *   what, on which target, when and from where stay as they were.
 */
export class DataRightsRetention1764633600000 implements MigrationInterface {
  name = 'DataRightsRetention1764633600000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "retention_settings" (
      "id" integer PRIMARY KEY CONSTRAINT "ck_retention_settings_single_row" CHECK ("id" = 1),
      "lead_days" integer CHECK ("lead_days" > 0),
      "spam_days" integer CHECK ("spam_days" > 0),
      "unlinked_chat_days" integer CHECK ("unlinked_chat_days" > 0),
      "chat_audio_hours" integer CHECK ("chat_audio_hours" > 0),
      "audit_days" integer CHECK ("audit_days" > 0),
      "updated_at" timestamptz(3) NOT NULL DEFAULT now()
    )`);
    await runner.query(`INSERT INTO "retention_settings" ("id") VALUES (1)`);

    await runner.query(`ALTER TABLE "audit_event" ADD "redacted_at" timestamptz(3)`);
    await runner.query(`CREATE OR REPLACE FUNCTION "audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- the one change allowed: an erasure wiping the details of an event, once
        IF OLD."redacted_at" IS NULL AND NEW."redacted_at" IS NOT NULL AND NEW."details" = '{}'::jsonb
           AND (to_jsonb(NEW) - 'details' - 'redacted_at') = (to_jsonb(OLD) - 'details' - 'redacted_at') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit events are append-only (an erasure may only wipe their details, once)';
      END
    $$`);
    // the unlinked conversations the retention purge looks for
    await runner.query(
      `CREATE INDEX "idx_chat_conversation_unlinked_updated_at" ON "chat_conversation" ("updated_at") WHERE "lead_id" IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "idx_chat_conversation_unlinked_updated_at"`);
    await runner.query(`CREATE OR REPLACE FUNCTION "audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit events are append-only';
      END
    $$`);
    await runner.query(`ALTER TABLE "audit_event" DROP COLUMN "redacted_at"`);
    await runner.query(`DROP TABLE "retention_settings"`);
  }
}
