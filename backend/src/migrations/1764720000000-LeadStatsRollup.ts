import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lead columns a statistic reads: a change to any other column leaves the roll-up right. */
const COUNTED_LEAD_COLUMNS = [
  'created_at',
  'spam',
  'first_touch_source',
  'first_touch_campaign',
  'business_type',
  'company_size',
  'timeline',
  'budget',
  'reply_due_at',
  'first_response_at',
];

/**
 * Marks stale the counted days holding one of the instants `instants` selects (as "at"): only an
 * instant before the day's counted_until matters, so a new lead (after it) writes nothing. It
 * writes even an already stale day: the roll-up, counting the day meanwhile, must wait or retry.
 */
const markStale = (instants: string) =>
  `UPDATE "lead_stats_day" s SET "stale" = true FROM (${instants}) AS c
   WHERE s."day" = (c."at" AT TIME ZONE 'UTC')::date AND c."at" < s."counted_until"`;

/**
 * Issue 16: the dashboard's figures rolled up per UTC day, so a year of statistics reads a few
 * thousand rows instead of every lead.
 *
 * - lead_stats_day: one row per UTC day the roll-up job has counted, up to `counted_until` (the
 *   day's end, or a few minutes ago for today); `stale` when a lead it counted changed since. A
 *   statistic reads the roll-up for the counted part of days that are not stale, and the leads
 *   themselves for the rest (the last minutes, edges of the period, days changed since).
 * - lead_stats_rollup: the day's figures as (metric, key, count) rows; `version` numbers each count.
 * - lead_stats_month(_rollup): a whole UTC month's sums of its days' rows (the series' quarter
 *   hours aside), valid while its version is the latest of its days' (none changed since).
 * - Triggers (per statement, so a bulk insert marks each day once) mark a day stale whenever a
 *   counted lead, or one of its milestones, changes in a way a statistic can see. A new lead is
 *   after its day's counted_until: it costs one index probe and no write, so intake never waits
 *   on a shared row.
 */
export class LeadStatsRollup1764720000000 implements MigrationInterface {
  name = 'LeadStatsRollup1764720000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "lead_stats_day" (
      "day" date PRIMARY KEY,
      "counted_until" timestamptz(3) NOT NULL,
      "stale" boolean NOT NULL DEFAULT false,
      "version" bigint NOT NULL DEFAULT 0
    )`);
    await runner.query(`CREATE SEQUENCE "lead_stats_version_seq"`);
    await runner.query(`CREATE TABLE "lead_stats_rollup" (
      "day" date NOT NULL REFERENCES "lead_stats_day" ("day") ON DELETE CASCADE,
      "metric" text NOT NULL,
      "key" text NOT NULL,
      "count" integer NOT NULL,
      PRIMARY KEY ("day", "metric", "key")
    )`);
    await runner.query(`CREATE TABLE "lead_stats_month" (
      "month" date PRIMARY KEY,
      "version" bigint NOT NULL
    )`);
    await runner.query(`CREATE TABLE "lead_stats_month_rollup" (
      "month" date NOT NULL REFERENCES "lead_stats_month" ("month") ON DELETE CASCADE,
      "metric" text NOT NULL,
      "key" text NOT NULL,
      "count" integer NOT NULL,
      PRIMARY KEY ("month", "metric", "key")
    )`);

    const changed = COUNTED_LEAD_COLUMNS.map((column) => `o."${column}"`).join(', ');
    await runner.query(`CREATE FUNCTION "lead_stats_stale_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${markStale(`SELECT "created_at" AS "at" FROM "new_rows"`)};
        ELSIF TG_OP = 'DELETE' THEN
          ${markStale(`SELECT "created_at" AS "at" FROM "old_rows"`)};
        ELSE
          ${markStale(
            `SELECT d."at"
             FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id",
                  LATERAL (VALUES (o."created_at"), (n."created_at")) AS d("at")
             WHERE (${changed}) IS DISTINCT FROM (${changed.replace(/o\./g, 'n.')})`,
          )};
        END IF;
        RETURN NULL;
      END
    $$`);
    await runner.query(`CREATE FUNCTION "lead_stats_stale_milestones"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${markStale(`SELECT l."created_at" AS "at" FROM "new_rows" m JOIN "lead" l ON l."id" = m."lead_id"`)};
        ELSE
          ${markStale(`SELECT l."created_at" AS "at" FROM "old_rows" m JOIN "lead" l ON l."id" = m."lead_id"`)};
        END IF;
        RETURN NULL;
      END
    $$`);
    // PostgreSQL allows transition tables on one event per trigger
    const triggers = [
      ['lead', 'INSERT', 'NEW TABLE AS "new_rows"', 'lead_stats_stale_leads'],
      ['lead', 'UPDATE', 'OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"', 'lead_stats_stale_leads'],
      ['lead', 'DELETE', 'OLD TABLE AS "old_rows"', 'lead_stats_stale_leads'],
      ['lead_milestone', 'INSERT', 'NEW TABLE AS "new_rows"', 'lead_stats_stale_milestones'],
      ['lead_milestone', 'UPDATE', 'OLD TABLE AS "old_rows"', 'lead_stats_stale_milestones'],
      ['lead_milestone', 'DELETE', 'OLD TABLE AS "old_rows"', 'lead_stats_stale_milestones'],
    ];
    for (const [table, event, transition, fn] of triggers) {
      await runner.query(`CREATE TRIGGER "${table}_stats_stale_${event.toLowerCase()}" AFTER ${event} ON "${table}"
        REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"()`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['lead', 'lead_milestone']) {
      for (const event of ['insert', 'update', 'delete']) {
        await runner.query(`DROP TRIGGER "${table}_stats_stale_${event}" ON "${table}"`);
      }
    }
    await runner.query(`DROP FUNCTION "lead_stats_stale_milestones"()`);
    await runner.query(`DROP FUNCTION "lead_stats_stale_leads"()`);
    await runner.query(`DROP TABLE "lead_stats_month_rollup"`);
    await runner.query(`DROP TABLE "lead_stats_month"`);
    await runner.query(`DROP TABLE "lead_stats_rollup"`);
    await runner.query(`DROP TABLE "lead_stats_day"`);
    await runner.query(`DROP SEQUENCE "lead_stats_version_seq"`);
  }
}
