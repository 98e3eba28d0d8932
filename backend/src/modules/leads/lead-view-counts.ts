import type { DataSource } from 'typeorm';
import { poolOf } from '../../engine/db/pool';
import { preparedRead } from '../../engine/db/prepared-query';
import type { LeadFilterValues } from './lead-query';
import type { LeadStatement } from './lead-statements';

/** The kept counts of the lead views (see the LeadViewCounts migration). */
const VIEW_SUMS = `SELECT
    COALESCE(sum("n") FILTER (WHERE "view" = 'all'), 0)::int AS "all",
    COALESCE(sum("n") FILTER (WHERE "view" = 'spam'), 0)::int AS "spam",
    COALESCE(sum("n") FILTER (WHERE "view" = 'unanswered'), 0)::int AS "unanswered"
  FROM "lead_view_count"`;

/** Leads still inside their reply window at $1: the few due in the future, from idx_lead_awaiting. */
const AWAITING = `SELECT count(*) FROM "lead" WHERE "first_response_at" IS NULL AND NOT "spam" AND "reply_due_at" > $1`;

/** The header's badges: overdue, the unanswered leads less those still awaiting a reply at $1. */
const BADGES = `SELECT (v."unanswered" - (${AWAITING}))::int AS "overdue", v."spam" FROM (${VIEW_SUMS}) AS v`;

/** How many of the table's rows an estimate counts in its sample. */
const SAMPLE_ROWS = 5_000;

/**
 * How long a sample's count is reused for the same condition and values: each page of a filtered
 * list asks for its total again, and counting the sample cost as much as the page and the capped
 * count together (a search for "son" at a million leads: ~8-12 ms of matching on 5,000 rows).
 */
export const SAMPLE_REUSE_MS = 60_000;
/** The most sample counts kept (the oldest goes first). */
const SAMPLE_CACHE_SIZE = 200;

type SampleCount = { matches: number; seen: number; at: number };

type ViewSums = { all: number; spam: number; unanswered: number };

/**
 * The views whose totals the kept sums give, and each total's SQL, written once: read in a
 * page's own statement, or alone.
 */
type SummedView = 'all' | 'spam' | 'replied';

const VIEW_TOTAL_SQL: Record<SummedView, string> = {
  all: `(SELECT COALESCE(sum("n"), 0)::int FROM "lead_view_count" WHERE "view" = 'all')`,
  spam: `(SELECT COALESCE(sum("n"), 0)::int FROM "lead_view_count" WHERE "view" = 'spam')`,
  replied: `(SELECT (COALESCE(sum("n") FILTER (WHERE "view" = 'all'), 0)
      - COALESCE(sum("n") FILTER (WHERE "view" = 'unanswered'), 0))::int FROM "lead_view_count")`,
};

/** Nothing narrows the leads but the view itself (spam, or a reply status). */
function onlyView(filter: LeadFilterValues | null): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(
    ([name, value]) =>
      name === 'spam' || name === 'replyStatus' || value === null || value === undefined || value === '',
  );
}

/** The kept sum that gives a filter's total: the whole list, the spam view, or the replied leads. */
function summedView(filter: LeadFilterValues | null): SummedView | null {
  if (!onlyView(filter)) return null;
  const status = filter?.replyStatus ?? null;
  if (filter?.spam) return status === null ? 'spam' : null;
  if (status === null) return 'all';
  return status === 'REPLIED' ? 'replied' : null;
}

/**
 * The lead table's totals that would otherwise count every lead: the whole list, the spam view,
 * the replied and the overdue leads, read from counts the database keeps in the same transaction
 * as each change, so they are exact. A filter that narrows the leads further is counted through
 * its index by the caller.
 */
export class LeadViewCounts {
  /** the samples' counts by condition and values, oldest first */
  private readonly samples = new Map<string, SampleCount>();

  /** `clock`: milliseconds on a monotonic clock, which ages the reused samples (a fake one in tests) */
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  private async sums(): Promise<ViewSums> {
    const [row] = await preparedRead<ViewSums>(poolOf(this.dataSource), VIEW_SUMS, []);
    return row;
  }

  /** The total of a filter when a kept count gives it, or null when the filter narrows the leads otherwise. */
  async total(filter: LeadFilterValues | null, now: Date): Promise<number | null> {
    const view = summedView(filter);
    if (view !== null) {
      const sql = `SELECT ${VIEW_TOTAL_SQL[view]} AS "total"`;
      const [{ total }] = await preparedRead<{ total: number }>(poolOf(this.dataSource), sql, []);
      return total;
    }
    if (onlyView(filter) && !filter?.spam && filter?.replyStatus === 'OVERDUE') return (await this.badges(now)).overdue;
    // the awaiting leads are few: their filter counts them through the same index directly
    return null;
  }

  /**
   * The SQL of a filter's total from the kept sums, for a page to read in its own statement (one
   * round trip to the server, not two, and the same snapshot as its rows); null when no kept sum
   * gives that total.
   */
  totalSql(filter: LeadFilterValues | null): string | null {
    const view = summedView(filter);
    return view === null ? null : VIEW_TOTAL_SQL[view];
  }

  /**
   * An estimate of how many leads a condition over "lead" (leadCondition's) matches: counted in one
   * pass over a repeatable sample of about SAMPLE_ROWS of the table's rows (whole pages, so it
   * reads few), scaled to the table's kept size. The same sample each time, so the figure holds
   * still while the user pages; and for SAMPLE_REUSE_MS after it was counted, the same condition
   * with the same values is not counted again, only scaled to the table's size now.
   */
  async estimate(condition: LeadStatement): Promise<number> {
    const { all, spam } = await this.sums();
    const rows = all + spam;
    const { matches, seen } = await this.sampleCount(condition, rows);
    return seen === 0 ? 0 : Math.round((matches * rows) / seen);
  }

  /** The condition counted in the sample, or the count of it taken less than SAMPLE_REUSE_MS ago. */
  private async sampleCount({ text, values }: LeadStatement, rows: number): Promise<SampleCount> {
    const key = JSON.stringify([text, values]);
    const now = this.clock();
    const kept = this.samples.get(key);
    if (kept && now - kept.at < SAMPLE_REUSE_MS) return kept;
    this.samples.delete(key);
    const percent = Math.min(100, (SAMPLE_ROWS * 100) / Math.max(rows, 1));
    const [{ matches, seen }] = await preparedRead<{ matches: number; seen: number }>(
      poolOf(this.dataSource),
      `SELECT count(*) FILTER (WHERE ${text})::int AS matches, count(*)::int AS seen
       FROM "lead" TABLESAMPLE SYSTEM ($${values.length + 1}) REPEATABLE (0)`,
      [...values, percent],
    );
    const counted = { matches, seen, at: now };
    this.samples.set(key, counted);
    // a Map iterates in insertion order: the first key is the oldest sample
    if (this.samples.size > SAMPLE_CACHE_SIZE) this.samples.delete(this.samples.keys().next().value as string);
    return counted;
  }

  /** The header's badges. */
  async badges(now: Date): Promise<{ overdue: number; spam: number }> {
    // overdue: the unanswered leads less those still awaiting a reply at `now`, in one statement,
    // one snapshot, so a lead answered meanwhile cannot be counted in both parts
    const [row] = await preparedRead<{ overdue: number; spam: number }>(poolOf(this.dataSource), BADGES, [now]);
    return row;
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
