import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Lead, LeadListService } from '../leads';
import { factsQuery } from './lead-stats-facts';

/**
 * The roll-up counts the leads created until this long ago: a transaction that writes a lead
 * (created_at is its start) commits long before, so none is missed; the last minutes are read from the leads.
 */
const SETTLE_MS = 5 * 60_000;

/** PostgreSQL's serialization_failure: a lead of the day changed while it was being counted. */
const SERIALIZATION_FAILURE = '40001';
const ATTEMPTS = 5;

/**
 * The sums of whole blocks of days (UTC months, and Monday-to-Sunday UTC weeks) kept beside the
 * days, so a long period reads a few blocks' rows instead of every day's: `table` holds each
 * block's version, `rollup` its (metric, key, count) sums, both keyed by the block's first day.
 */
export const STATS_BLOCKS = [
  { unit: 'month', table: 'lead_stats_month', rollup: 'lead_stats_month_rollup', column: 'month' },
  { unit: 'week', table: 'lead_stats_week', rollup: 'lead_stats_week_rollup', column: 'week' },
] as const;

export type StatsBlock = (typeof STATS_BLOCKS)[number];

/**
 * The blocks whose every day is counted to its end and not stale, with the latest of their
 * days' versions, where the block's sums are missing or older (`d.start`: the block's first day).
 */
const blocksDueSql = ({ unit, table, column }: StatsBlock) => `SELECT d.start, d.version FROM (
    SELECT date_trunc('${unit}', "day")::date AS start, max("version") AS version,
           count(*) FILTER (WHERE NOT "stale" AND "counted_until" = ("day" + interval '1 day') AT TIME ZONE 'UTC') AS done
    FROM "lead_stats_day" GROUP BY 1
  ) AS d LEFT JOIN "${table}" b ON b."${column}" = d.start
  WHERE d.done = (d.start + interval '1 ${unit}')::date - d.start
    AND d.version > COALESCE(b."version", 0)`;

/** A UTC day as YYYY-MM-DD. */
const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The leads a lead query selects, created from the start of a UTC day until `until`. */
function onDay(query: SelectQueryBuilder<Lead>, day: string, until: Date): SelectQueryBuilder<Lead> {
  return query.andWhere('lead.createdAt >= :dayStart AND lead.createdAt < :dayUntil', {
    dayStart: new Date(`${day}T00:00:00Z`),
    dayUntil: until,
  });
}

/**
 * The daily roll-up of the dashboard's figures (see the LeadStatsRollup migration): counts each
 * complete UTC day once, and again whenever a trigger has marked it stale.
 */
export class LeadStatsRollup {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadListService,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts up to `limit` days (the latest first) that are not counted, changed since, or not
   * counted to their end or to SETTLE_MS ago; returns how many it counted.
   */
  async rollUp(limit = 1000): Promise<number> {
    const until = new Date(this.now().getTime() - SETTLE_MS);
    const [{ first }] = await this.dataSource.query<{ first: string | null }[]>(
      `SELECT to_char(least(
         (SELECT min("created_at") FROM "lead" WHERE NOT "spam"),
         (SELECT min("created_at") FROM "lead" WHERE "spam")
       ) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first`,
    );
    if (first === null || first > utcDay(until)) return 0;
    await this.dataSource.query(
      `INSERT INTO "lead_stats_day" ("day", "counted_until")
       SELECT d::date, d AT TIME ZONE 'UTC' FROM generate_series($1::date, $2::date, interval '1 day') AS d
       ON CONFLICT DO NOTHING`,
      [first, utcDay(until)],
    );
    const due = await this.dataSource.query<{ day: string; until: Date }[]>(
      `SELECT to_char("day", 'YYYY-MM-DD') AS day, e.until FROM "lead_stats_day",
         least(("day" + interval '1 day') AT TIME ZONE 'UTC', $1::timestamptz) AS e(until)
       WHERE "stale" OR "counted_until" < e.until
       ORDER BY "day" DESC LIMIT $2`,
      [until, limit],
    );
    let counted = 0;
    for (const { day, until: dayUntil } of due) {
      if (await this.countDay(day, new Date(dayUntil))) counted += 1;
    }
    for (const block of STATS_BLOCKS) await this.sumBlocks(block);
    return counted;
  }

  /** Sums the blocks of a kind whose days are all counted and changed since their last sums. */
  private async sumBlocks(block: StatsBlock): Promise<void> {
    const { table, rollup, column, unit } = block;
    const due = await this.dataSource.query<{ start: string }[]>(
      `SELECT to_char(start, 'YYYY-MM-DD') AS start FROM (${blocksDueSql(block)}) AS due`,
    );
    for (const { start } of due) {
      await this.retrying(async (manager) => {
        // in the transaction's snapshot: its days may have changed since the list was made
        const [current] = await manager.query<{ version: string }[]>(`${blocksDueSql(block)} AND d.start = $1`, [
          start,
        ]);
        if (!current) return;
        await manager.query(
          `INSERT INTO "${table}" ("${column}", "version") VALUES ($1, $2)
           ON CONFLICT ("${column}") DO UPDATE SET "version" = excluded."version"`,
          [start, current.version],
        );
        await manager.query(`DELETE FROM "${rollup}" WHERE "${column}" = $1`, [start]);
        await manager.query(
          `INSERT INTO "${rollup}" ("${column}", "metric", "key", "count")
           SELECT $1::date, "metric", "key", sum("count") FROM "lead_stats_rollup"
           WHERE "day" >= $1::date AND "day" < $1::date + interval '1 ${unit}' AND "metric" <> 'at'
           GROUP BY "metric", "key"`,
          [start],
        );
      });
    }
  }

  /** Counts one day from a single snapshot; false when it kept changing (it stays stale for the next run). */
  private countDay(day: string, until: Date): Promise<boolean> {
    return this.retrying((manager) => this.writeDay(manager, day, until));
  }

  /** Runs `work` in a REPEATABLE READ transaction, again while leads change under it; false if they kept changing. */
  private async retrying(work: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        await this.dataSource.transaction('REPEATABLE READ', work);
        return true;
      } catch (error) {
        if ((error as { code?: string }).code !== SERIALIZATION_FAILURE) throw error;
      }
    }
    return false;
  }

  private async writeDay(manager: EntityManager, day: string, until: Date): Promise<void> {
    // first, so a trigger marking the day stale meanwhile either waits for this or makes it retry
    await manager.query(
      `UPDATE "lead_stats_day" SET "stale" = false, "counted_until" = $2, "version" = nextval('lead_stats_version_seq')
       WHERE "day" = $1`,
      [day, until],
    );
    await manager.query(`DELETE FROM "lead_stats_rollup" WHERE "day" = $1`, [day]);
    const now = this.now();
    const leads = onDay(this.leads.matching(null, now), day, until);
    const [factsSql, factsParameters] = factsQuery(leads, onDay(this.leads.matching({ spam: true }, now), day, until));
    const dayParameter = factsParameters.length + 1;
    await manager.query(
      `INSERT INTO "lead_stats_rollup" ("day", "metric", "key", "count")
       SELECT $${dayParameter}::date, f.metric, f.key, f.count FROM (${factsSql}) AS f WHERE f.count > 0`,
      [...factsParameters, day],
    );
    // the series' quarter hours (minutes after midnight UTC): every time zone's midnight is on one
    const [leadSql, leadParameters]: [string, unknown[]] = leads
      .clone()
      .select(
        `(extract(hour FROM lead.createdAt AT TIME ZONE 'UTC') * 60
          + floor(extract(minute FROM lead.createdAt AT TIME ZONE 'UTC') / 15) * 15)::int::text`,
        'key',
      )
      .getQueryAndParameters();
    await manager.query(
      `INSERT INTO "lead_stats_rollup" ("day", "metric", "key", "count")
       SELECT $${leadParameters.length + 1}::date, 'at', q.key, count(*)::int FROM (${leadSql}) AS q GROUP BY q.key`,
      [...leadParameters, day],
    );
  }
}
