import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lead's last-touch source and campaign as the funnel counts them (as POST /api/funnel keeps them). */
const LEAD_SOURCE = `left(COALESCE(lower(l."last_touch" ->> 'source'), ''), 100)`;
const LEAD_CAMPAIGN = `left(COALESCE(l."last_touch" ->> 'campaign', ''), 100)`;

/**
 * The dashboard's funnel (issue 28):
 * - the daily roll-up gains the leads by their last touch's source (`lastSource`): every counted
 *   day is marked stale, so the next runs count each again with it (meanwhile they are read from
 *   the leads);
 * - funnel_count gains the calls: `call_booked` on the UTC day a booking is written and
 *   `call_held` on the day its held_at is set, under its lead's last-touch source and campaign,
 *   kept by a trigger (a lead's touches never change), so a year's funnel reads a few thousand
 *   counters rather than every booking and its lead (110,000 bookings took 850 ms joined to their
 *   leads at a million leads). A deleted booking (its lead erased) stays counted: the counters are
 *   what happened, and hold no one.
 */
export class FunnelStats1765411200000 implements MigrationInterface {
  name = 'FunnelStats1765411200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`UPDATE "lead_stats_day" SET "stale" = true`);
    await runner.query(`CREATE FUNCTION "funnel_count_call"("p_at" timestamptz, "p_event" text, "p_lead_id" integer, "p_delta" integer)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO "funnel_count" ("day", "event", "source", "campaign", "count")
        SELECT ("p_at" AT TIME ZONE 'UTC')::date, "p_event", ${LEAD_SOURCE}, ${LEAD_CAMPAIGN}, "p_delta"
        FROM (SELECT 1) AS one LEFT JOIN "lead" l ON l."id" = "p_lead_id"
        ON CONFLICT ("day", "event", "source", "campaign") DO UPDATE SET "count" = "funnel_count"."count" + excluded."count"
      $$`);
    await runner.query(`CREATE FUNCTION "funnel_count_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM "funnel_count_call"(NEW."created_at", 'call_booked', NEW."lead_id", 1);
          IF NEW."held_at" IS NOT NULL THEN
            PERFORM "funnel_count_call"(NEW."held_at", 'call_held', NEW."lead_id", 1);
          END IF;
        ELSIF NEW."held_at" IS DISTINCT FROM OLD."held_at" THEN
          IF OLD."held_at" IS NOT NULL THEN
            PERFORM "funnel_count_call"(OLD."held_at", 'call_held', OLD."lead_id", -1);
          END IF;
          IF NEW."held_at" IS NOT NULL THEN
            PERFORM "funnel_count_call"(NEW."held_at", 'call_held', NEW."lead_id", 1);
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await runner.query(`CREATE TRIGGER "booking_funnel_count" AFTER INSERT OR UPDATE OF "held_at" ON "booking"
      FOR EACH ROW EXECUTE FUNCTION "funnel_count_booking"()`);
    await runner.query(`INSERT INTO "funnel_count" ("day", "event", "source", "campaign", "count")
      SELECT (c."at" AT TIME ZONE 'UTC')::date, c."event", ${LEAD_SOURCE}, ${LEAD_CAMPAIGN}, count(*)
      FROM "booking" b JOIN "lead" l ON l."id" = b."lead_id"
      CROSS JOIN LATERAL (VALUES ('call_booked', b."created_at"), ('call_held', b."held_at")) AS c("event", "at")
      WHERE c."at" IS NOT NULL
      GROUP BY 1, 2, 3, 4
      ON CONFLICT ("day", "event", "source", "campaign") DO UPDATE SET "count" = "funnel_count"."count" + excluded."count"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER "booking_funnel_count" ON "booking"`);
    await runner.query(`DROP FUNCTION "funnel_count_booking"()`);
    await runner.query(`DROP FUNCTION "funnel_count_call"(timestamptz, text, integer, integer)`);
    await runner.query(`DELETE FROM "funnel_count" WHERE "event" IN ('call_booked', 'call_held')`);
  }
}
