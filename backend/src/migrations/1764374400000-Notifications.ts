import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14: notifications. pg-boss creates its own schema (pgboss) at start; these are ours.
 *
 * - lead.reply_reminder_sent_at / overdue_notice_sent_at: the reply reminders go once each.
 *   Leads already stored count as reminded, so the first run does not email about old leads.
 * - notification_settings (one row): recipients and which emails they get.
 * - email_delivery: every notification email and how it went (the delivery log); one per event
 *   and kind, so a retried job never sends a second copy.
 * - webhook_endpoint, webhook_delivery (one per event and endpoint; its message_id is the webhook-id),
 *   webhook_attempt (each POST).
 */
export class Notifications1764374400000 implements MigrationInterface {
  name = 'Notifications1764374400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "lead" ADD "reply_reminder_sent_at" timestamptz(3), ADD "overdue_notice_sent_at" timestamptz(3)`,
    );
    await runner.query(`UPDATE "lead" SET "reply_reminder_sent_at" = now(), "overdue_notice_sent_at" = now()`);
    await runner.query(
      `CREATE INDEX "idx_lead_reply_reminders" ON "lead" ("reply_due_at") WHERE NOT "spam" AND "first_response_at" IS NULL AND "overdue_notice_sent_at" IS NULL`,
    );
    await runner.query(`CREATE TABLE "notification_settings" (
      "id" integer PRIMARY KEY,
      "recipients" text[] NOT NULL DEFAULT '{}',
      "new_lead" boolean NOT NULL DEFAULT true,
      "reply_overdue" boolean NOT NULL DEFAULT true,
      "payment_received" boolean NOT NULL DEFAULT true,
      "updated_at" timestamptz(3) NOT NULL DEFAULT now()
    )`);
    await runner.query(`INSERT INTO "notification_settings" ("id") VALUES (1)`);
    await runner.query(`CREATE TABLE "email_delivery" (
      "id" SERIAL PRIMARY KEY,
      "event_id" uuid NOT NULL,
      "kind" text NOT NULL,
      "recipients" text[] NOT NULL,
      "subject" text NOT NULL,
      "text" text NOT NULL,
      "html" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "attempt_count" integer NOT NULL DEFAULT 0,
      "last_error" text,
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      "sent_at" timestamptz(3),
      CONSTRAINT "uq_email_delivery_event_kind" UNIQUE ("event_id", "kind")
    )`);
    await runner.query(`CREATE INDEX "idx_email_delivery_created" ON "email_delivery" ("created_at", "id")`);
    await runner.query(`CREATE TABLE "webhook_endpoint" (
      "id" SERIAL PRIMARY KEY,
      "url" text NOT NULL,
      "description" text NOT NULL DEFAULT '',
      "event_types" text[] NOT NULL,
      "secret_encrypted" text NOT NULL,
      "enabled" boolean NOT NULL DEFAULT true,
      "disabled_reason" text,
      "failing_since" timestamptz(3),
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      "updated_at" timestamptz(3) NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "webhook_delivery" (
      "id" SERIAL PRIMARY KEY,
      "message_id" text NOT NULL UNIQUE,
      "event_id" uuid NOT NULL,
      "endpoint_id" integer NOT NULL REFERENCES "webhook_endpoint" ("id") ON DELETE CASCADE,
      "event_type" text NOT NULL,
      "body" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      CONSTRAINT "uq_webhook_delivery_event_endpoint" UNIQUE ("event_id", "endpoint_id")
    )`);
    await runner.query(
      `CREATE INDEX "idx_webhook_delivery_endpoint_created" ON "webhook_delivery" ("endpoint_id", "created_at", "id")`,
    );
    await runner.query(`CREATE TABLE "webhook_attempt" (
      "id" BIGSERIAL PRIMARY KEY,
      "delivery_id" integer NOT NULL REFERENCES "webhook_delivery" ("id") ON DELETE CASCADE,
      "at" timestamptz(3) NOT NULL,
      "status_code" integer,
      "latency_ms" integer NOT NULL,
      "error" text
    )`);
    await runner.query(`CREATE INDEX "idx_webhook_attempt_delivery" ON "webhook_attempt" ("delivery_id", "at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "webhook_attempt"`);
    await runner.query(`DROP TABLE "webhook_delivery"`);
    await runner.query(`DROP TABLE "webhook_endpoint"`);
    await runner.query(`DROP TABLE "email_delivery"`);
    await runner.query(`DROP TABLE "notification_settings"`);
    await runner.query(`DROP INDEX "idx_lead_reply_reminders"`);
    await runner.query(`ALTER TABLE "lead" DROP COLUMN "reply_reminder_sent_at", DROP COLUMN "overdue_notice_sent_at"`);
  }
}
