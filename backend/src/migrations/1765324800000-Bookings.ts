import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: calls booked through Calendly and Cal.com, on their leads.
 *
 * - booking: one invitee's call (Calendly's invitee, Cal.com's booking), unique per provider and
 *   the provider's id; `held_at` is stamped when its end passed without a cancellation (the
 *   Discovery Call milestone was then completed from it).
 * - booking_event: each webhook event applied, by provider and a key of the event, so that a tool's
 *   retry changes nothing the second time.
 * - scheduling_settings: the single row of the two tools' signing secrets (sealed,
 *   engine/secret-box.ts) and when each last sent an event.
 * - lead.replied_by_booking: the lead's recorded first response is a booked call's creation (its
 *   reply status is MEETING_BOOKED; a cancellation with nothing else done clears it).
 * - lead_milestone.completed_by: 'booking' when a held call completed it.
 * - funnel_count: the public site's daily counts per event, UTM source and campaign (no visitor).
 */
export class Bookings1765324800000 implements MigrationInterface {
  name = 'Bookings1765324800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "booking" (
      "id" SERIAL PRIMARY KEY,
      "lead_id" integer NOT NULL REFERENCES "lead"("id") ON DELETE CASCADE,
      "provider" text NOT NULL,
      "external_id" text NOT NULL,
      "status" text NOT NULL DEFAULT 'scheduled',
      "start_time" timestamptz(3) NOT NULL,
      "end_time" timestamptz(3) NOT NULL,
      "timezone" text,
      "event_name" text,
      "cancel_url" text,
      "reschedule_url" text,
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      "canceled_at" timestamptz(3),
      "held_at" timestamptz(3),
      CONSTRAINT "ck_booking_provider" CHECK ("provider" IN ('calendly', 'cal')),
      CONSTRAINT "ck_booking_status" CHECK ("status" IN ('scheduled', 'canceled')),
      CONSTRAINT "uq_booking_provider_external" UNIQUE ("provider", "external_id")
    )`);
    await runner.query(`CREATE INDEX "idx_booking_lead" ON "booking" ("lead_id", "start_time")`);
    await runner.query(`CREATE INDEX "idx_booking_start" ON "booking" ("start_time", "id")`);
    await runner.query(
      `CREATE INDEX "idx_booking_awaiting_end" ON "booking" ("end_time") WHERE "status" = 'scheduled' AND "held_at" IS NULL`,
    );
    await runner.query(`CREATE TABLE "booking_event" (
      "provider" text NOT NULL,
      "event_key" text NOT NULL,
      "received_at" timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY ("provider", "event_key")
    )`);
    await runner.query(`CREATE TABLE "scheduling_settings" (
      "id" integer PRIMARY KEY,
      "calendly_signing_key" text,
      "cal_webhook_secret" text,
      "calendly_last_event_at" timestamptz(3),
      "cal_last_event_at" timestamptz(3),
      CONSTRAINT "ck_scheduling_settings_single_row" CHECK ("id" = 1)
    )`);
    await runner.query(`ALTER TABLE "lead" ADD "replied_by_booking" boolean NOT NULL DEFAULT false`);
    await runner.query(
      `CREATE INDEX "idx_lead_meeting_booked" ON "lead" ("created_at") WHERE "replied_by_booking" AND NOT "spam"`,
    );
    await runner.query(`ALTER TABLE "lead_milestone" ADD "completed_by" text`);
    await runner.query(`CREATE TABLE "funnel_count" (
      "day" date NOT NULL,
      "event" text NOT NULL,
      "source" text NOT NULL DEFAULT '',
      "campaign" text NOT NULL DEFAULT '',
      "count" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("day", "event", "source", "campaign")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "funnel_count"`);
    await runner.query(`ALTER TABLE "lead_milestone" DROP "completed_by"`);
    await runner.query(`DROP INDEX "idx_lead_meeting_booked"`);
    await runner.query(`ALTER TABLE "lead" DROP "replied_by_booking"`);
    await runner.query(`DROP TABLE "scheduling_settings"`);
    await runner.query(`DROP TABLE "booking_event"`);
    await runner.query(`DROP TABLE "booking"`);
  }
}
