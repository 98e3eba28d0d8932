import type { DataSource } from 'typeorm';
import type { LeadFilterValues } from './lead-query';

/** The kept counts of the lead views (see the LeadViewCounts migration). */
const VIEW_SUMS = `SELECT
    COALESCE(sum("n") FILTER (WHERE "view" = 'all'), 0)::int AS "all",
    COALESCE(sum("n") FILTER (WHERE "view" = 'spam'), 0)::int AS "spam",
    COALESCE(sum("n") FILTER (WHERE "view" = 'unanswered'), 0)::int AS "unanswered"
  FROM "lead_view_count"`;

/** Leads still inside their reply window at $1: the few due in the future, from idx_lead_awaiting. */
const AWAITING = `SELECT count(*) FROM "lead" WHERE "first_response_at" IS NULL AND NOT "spam" AND "reply_due_at" > $1`;

type ViewSums = { all: number; spam: number; unanswered: number; overdue: number };

/** Nothing narrows the leads but the view itself (spam, or a reply status). */
function onlyView(filter: LeadFilterValues | null): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(
    ([name, value]) =>
      name === 'spam' || name === 'replyStatus' || value === null || value === undefined || value === '',
  );
}

/**
 * The lead table's totals that would otherwise count every lead: the whole list, the spam view,
 * the replied and the overdue leads, read from counts the database keeps in the same transaction
 * as each change, so they are exact. A filter that narrows the leads further is counted through
 * its index by the caller.
 */
export class LeadViewCounts {
  constructor(private readonly dataSource: DataSource) {}

  private async sums(now: Date): Promise<ViewSums> {
    // one statement, one snapshot: a lead answered meanwhile cannot be counted in both parts
    const [row] = await this.dataSource.query<ViewSums[]>(
      `SELECT v.*, (v."unanswered" - (${AWAITING}))::int AS "overdue" FROM (${VIEW_SUMS}) AS v`,
      [now],
    );
    return row;
  }

  /** The total of a filter when a kept count gives it, or null when the filter narrows the leads otherwise. */
  async total(filter: LeadFilterValues | null, now: Date): Promise<number | null> {
    if (!onlyView(filter)) return null;
    const status = filter?.replyStatus ?? null;
    if (filter?.spam) return status === null ? (await this.sums(now)).spam : null;
    // the awaiting leads are few: their filter counts them through the same index directly
    if (status === 'AWAITING') return null;
    const sums = await this.sums(now);
    if (status === 'OVERDUE') return sums.overdue;
    if (status === 'REPLIED') return sums.all - sums.unanswered;
    return sums.all;
  }

  /** The header's badges. */
  async badges(now: Date): Promise<{ overdue: number; spam: number }> {
    const { overdue, spam } = await this.sums(now);
    return { overdue, spam };
  }

  /**
   * Folds each view's rows into its slot 0, so a sum reads a handful of rows however many
   * connections have come and gone; rows a transaction is writing are left for the next run.
   */
  async fold(): Promise<number> {
    const [{ folded }] = await this.dataSource.query<{ folded: number }[]>(
      `WITH taken AS (
         DELETE FROM "lead_view_count" WHERE ("view", "slot") IN (
           SELECT "view", "slot" FROM "lead_view_count" WHERE "slot" <> 0 FOR UPDATE SKIP LOCKED
         ) RETURNING "view", "n"
       ), added AS (
         INSERT INTO "lead_view_count" ("view", "slot", "n")
         SELECT "view", 0, sum("n") FROM taken GROUP BY "view"
         ON CONFLICT ("view", "slot") DO UPDATE SET "n" = "lead_view_count"."n" + excluded."n"
       )
       SELECT count(*)::int AS folded FROM taken`,
    );
    return folded;
  }
}
