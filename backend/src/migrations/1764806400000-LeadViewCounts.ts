import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The views a lead counts in: [name, the condition on a lead row `r`]. */
const VIEWS: [string, string][] = [
  ['all', 'NOT r."spam"'],
  ['spam', 'r."spam"'],
  ['unanswered', 'NOT r."spam" AND r."first_response_at" IS NULL'],
];

/** Each view's change from the rows of a transition table, +1 or -1 per row in it. */
const deltas = (rows: string, sign: 1 | -1) =>
  VIEWS.map(
    ([view, condition]) =>
      `SELECT '${view}' AS "view", ${sign} * count(*) FILTER (WHERE ${condition}) AS "delta" FROM "${rows}" r`,
  ).join(' UNION ALL ');

/**
 * The statement's changes added to this connection's own row of each view. Every view's row is
 * written, zero or not, always in the same order, so a transaction holds all three from its first
 * counted statement on: no two statements can wait on each other through them.
 */
const applyDeltas = (changes: string) =>
  `INSERT INTO "lead_view_count" ("view", "slot", "n")
   SELECT d."view", pg_backend_pid(), sum(d."delta") FROM (${changes}) AS d GROUP BY d."view" ORDER BY d."view"
   ON CONFLICT ("view", "slot") DO UPDATE SET "n" = "lead_view_count"."n" + excluded."n"`;

/**
 * Issue 18: the lead table's counts without counting a million leads on every page.
 *
 * - lead_view_count: how many leads each view holds (all that are not spam, spam, and the
 *   unanswered ones that are not spam), as the sum of its rows. Triggers add each statement's
 *   change in the same transaction, to a row of the connection's own (slot: its backend pid), so
 *   concurrent submissions never wait on one shared row; a scheduled job folds the rows of each
 *   view into slot 0, skipping rows a transaction holds.
 * - Overdue (unanswered, reply due) moves with the clock, so it is the unanswered count less the
 *   leads still awaiting a reply, which idx_lead_awaiting counts from the few due in the future.
 */
export class LeadViewCounts1764806400000 implements MigrationInterface {
  name = 'LeadViewCounts1764806400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "lead_view_count" (
      "view" text NOT NULL,
      "slot" integer NOT NULL,
      "n" bigint NOT NULL,
      PRIMARY KEY ("view", "slot")
    )`);
    await runner.query(
      `INSERT INTO "lead_view_count" ("view", "slot", "n") SELECT d."view", 0, d."delta" FROM (${deltas('lead', 1)}) AS d`,
    );
    await runner.query(`CREATE FUNCTION "lead_view_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${applyDeltas(deltas('new_rows', 1))};
        ELSIF TG_OP = 'DELETE' THEN
          ${applyDeltas(deltas('old_rows', -1))};
        ELSE
          ${applyDeltas(`${deltas('new_rows', 1)} UNION ALL ${deltas('old_rows', -1)}`)};
        END IF;
        RETURN NULL;
      END
    $$`);
    // PostgreSQL allows transition tables on one event per trigger
    const triggers = [
      ['INSERT', 'NEW TABLE AS "new_rows"'],
      ['UPDATE', 'OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"'],
      ['DELETE', 'OLD TABLE AS "old_rows"'],
    ];
    for (const [event, transition] of triggers) {
      await runner.query(`CREATE TRIGGER "lead_view_counts_${event.toLowerCase()}" AFTER ${event} ON "lead"
        REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION "lead_view_counts"()`);
    }
    await runner.query(`CREATE FUNCTION "lead_view_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "lead_view_count";
        RETURN NULL;
      END
    $$`);
    await runner.query(`CREATE TRIGGER "lead_view_counts_truncate" AFTER TRUNCATE ON "lead"
      FOR EACH STATEMENT EXECUTE FUNCTION "lead_view_counts_truncate"()`);
    await runner.query(
      `CREATE INDEX "idx_lead_awaiting" ON "lead" ("reply_due_at") INCLUDE ("created_at") WHERE "first_response_at" IS NULL AND NOT "spam"`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "idx_lead_awaiting"`);
    await runner.query(`DROP TRIGGER "lead_view_counts_truncate" ON "lead"`);
    await runner.query(`DROP FUNCTION "lead_view_counts_truncate"()`);
    for (const event of ['insert', 'update', 'delete']) {
      await runner.query(`DROP TRIGGER "lead_view_counts_${event}" ON "lead"`);
    }
    await runner.query(`DROP FUNCTION "lead_view_counts"()`);
    await runner.query(`DROP TABLE "lead_view_count"`);
  }
}
