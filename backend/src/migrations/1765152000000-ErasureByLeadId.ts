import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27, item 3: erasure finds what it removes by the lead's id, never by a text.
 *
 * - audit_event: a CSV export's event no longer keeps the free-text search (only that there was
 *   one), and an erasure no longer looks for the lead's name, email or phone in events' details.
 *   The export events from before that hold a search have their details wiped, the one change the
 *   append-only trigger allows (details {} and redacted_at stamped): a search for someone erased
 *   later would otherwise stay.
 * - webhook_delivery, email_delivery: a lead deleted before this left its webhook deliveries and
 *   emails behind, with nothing left to erase them by. Those of a lead that no longer exists are
 *   deleted (a delivery's attempts go with it); an erasure's lead.deleted ({ id, erased }) stays.
 */
export class ErasureByLeadId1765152000000 implements MigrationInterface {
  name = 'ErasureByLeadId1765152000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `UPDATE "audit_event" SET "details" = '{}'::jsonb, "redacted_at" = now()
       WHERE "action" = 'leads.exported' AND "redacted_at" IS NULL
         AND btrim(coalesce("details" #>> '{filter,search}', '')) <> ''`,
    );
    await runner.query(
      `DELETE FROM "webhook_delivery" d
       WHERE d."event_type" LIKE 'lead.%'
         AND coalesce(d."body"::jsonb #>> '{data,erased}', '') <> 'true'
         AND NOT EXISTS (SELECT 1 FROM "lead" l WHERE l."id"::text = d."body"::jsonb #>> '{data,id}')`,
    );
    await runner.query(
      `DELETE FROM "email_delivery" e
       WHERE e."kind" IN ('new-lead', 'reply-due-soon', 'reply-overdue')
         AND NOT EXISTS (
           SELECT 1 FROM "lead" l WHERE l."id"::text = substring(e."text" from '/leads/lifecycle/([0-9]+)'))`,
    );
  }

  async down(): Promise<void> {
    // what was wiped or deleted is gone; the code before this reads the tables as they are
  }
}
