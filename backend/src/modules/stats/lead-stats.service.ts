import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { type Lead, type LeadFilterValues, type LeadListService, MILESTONES } from '../leads';
import { factsQuery, REPLY_TIME_BANDS, type FactRow } from './lead-stats-facts';
import { STATS_BLOCKS, type StatsBlock } from './lead-stats-rollup';
import { bucketExpression, bucketParameters, bucketSeries, type BucketCount } from './stats-buckets';
import { histogramPercentile } from './stats-histogram';
import { previousPeriod, truncUnit, type StatsPeriod } from './stats-period';
import type { BreakdownEntry, FunnelStep, ResponseStats, SeriesPoint } from './stats.types';

/** The breakdowns: their metric in the facts, and the label of "none given". */
const BREAKDOWNS = {
  source: 'Direct / none',
  campaign: 'No campaign',
  businessType: 'Not given',
  companySize: 'Not given',
  timeline: 'Not given',
  budget: 'Not given',
} as const;

export type Breakdown = keyof typeof BREAKDOWNS;

/** The most values a breakdown lists, largest first. */
const BREAKDOWN_LIMIT = 20;

/** "local-business" → "Local business": the form's own labels are the browser's. */
function humanise(key: string): string {
  const text = key.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The facts of a period and filter, by metric and key. */
export class LeadFigures {
  private readonly metrics = new Map<string, Map<string, number>>();

  /** Adds rows' counts, or takes them away (`sign` -1). */
  add(rows: FactRow[], sign: 1 | -1 = 1): this {
    for (const { metric, key, count } of rows) {
      const keys = this.metrics.get(metric) ?? new Map<string, number>();
      keys.set(key, (keys.get(key) ?? 0) + sign * Number(count));
      this.metrics.set(metric, keys);
    }
    return this;
  }

  count(metric: string, key = ''): number {
    return this.metrics.get(metric)?.get(key) ?? 0;
  }

  keys(metric: string): Map<string, number> {
    return this.metrics.get(metric) ?? new Map<string, number>();
  }
}

/**
 * Where a period's figures come from: UTC days of the roll-up, whole blocks of days (first days,
 * by kind) summed beside them, ranges read from the leads, and `outside`: ranges of the days
 * counted whole that fall outside the period, read from the leads and taken away.
 */
type Plan = { days: string[]; blocks: Map<StatsBlock, string[]>; ranges: [Date, Date][]; outside: [Date, Date][] };

/**
 * The plans one request has made, by period and filter: the dashboard's query asks for a period's
 * figures and series and the period before's total and figures, and each planned it again (four
 * small queries each time).
 */
export type StatsPlans = Map<string, Promise<Plan>>;

const HALF_DAY_MS = 43_200_000;

const dayEnd = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The days (YYYY-MM-DD) of the block of a kind starting on `start`. */
function daysOfBlock({ unit }: StatsBlock, start: string): string[] {
  const first = new Date(`${start}T00:00:00Z`);
  const length =
    unit === 'week' ? 7 : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}

/** Nothing but the spam view's default: the roll-up counts exactly these leads. */
function isUnfiltered(filter: LeadFilterValues | null): boolean {
  return !filter || Object.values(filter).every((value) => value === null || value === undefined || value === '');
}

/**
 * The dashboard's lead statistics over the leads created in a period, matching a lead filter.
 * Without a filter, the days the roll-up has counted are read from it and only the rest (today,
 * the period's partial days, days changed since) from the leads; with one, everything is read
 * from the leads. Either way it is a few aggregate queries: no lead is loaded into JavaScript.
 */
export class LeadStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadListService,
    private readonly now: () => Date,
  ) {}

  /** The plan of a period and filter, made once per `plans` (a request's). */
  private plan(period: StatsPeriod, filter: LeadFilterValues | null, plans: StatsPlans): Promise<Plan> {
    const key = JSON.stringify([period.from, period.to, filter]);
    let plan = plans.get(key);
    if (!plan) {
      plan = this.makePlan(period, filter);
      plans.set(key, plan);
    }
    return plan;
  }

  private async makePlan(period: StatsPeriod, filter: LeadFilterValues | null): Promise<Plan> {
    const plan: Plan = {
      days: [],
      blocks: new Map(STATS_BLOCKS.map((block) => [block, []])),
      ranges: [],
      outside: [],
    };
    if (!isUnfiltered(filter)) return { ...plan, ranges: [[period.from, period.to]] };
    // the counted days the period touches, its partial first and last days included
    const [days, ...blockRows] = await Promise.all([
      this.dataSource.query<{ day: string; until: Date; version: string }[]>(
        `SELECT to_char("day", 'YYYY-MM-DD') AS day, "counted_until" AS until, "version" FROM "lead_stats_day"
         WHERE NOT "stale" AND "day" >= ($1::timestamptz AT TIME ZONE 'UTC')::date AND "day" < $2::timestamptz AT TIME ZONE 'UTC'
         ORDER BY "day"`,
        [period.from, period.to],
      ),
      ...STATS_BLOCKS.map(({ table, column }) =>
        this.dataSource.query<{ start: string; version: string }[]>(
          `SELECT to_char("${column}", 'YYYY-MM-DD') AS start, "version" FROM "${table}"
           WHERE "${column}" >= ($1::timestamptz AT TIME ZONE 'UTC')::date AND "${column}" < ($2::timestamptz AT TIME ZONE 'UTC')::date`,
          [period.from, period.to],
        ),
      ),
    ]);
    const counted = new Map(days.map((row) => [row.day, row]));
    const countedWhole = (day: string) => counted.get(day)?.until.getTime() === dayEnd(day).getTime();
    // a block's sums serve when the period holds all of it, none of its days changed since and no
    // larger block already covers one of them
    const covered = new Set<string>();
    STATS_BLOCKS.forEach((block, index) => {
      for (const { start, version } of blockRows[index]) {
        const dates = daysOfBlock(block, start);
        const inside = new Date(`${dates[0]}T00:00:00Z`) >= period.from && dayEnd(dates.at(-1)!) <= period.to;
        const current =
          dates.every(countedWhole) && dates.every((date) => BigInt(counted.get(date)!.version) <= BigInt(version));
        if (inside && current && !dates.some((date) => covered.has(date))) {
          plan.blocks.get(block)!.push(start);
          dates.forEach((date) => covered.add(date));
        }
      }
    });
    let cursor = period.from;
    for (const { day, until } of days) {
      const start = new Date(`${day}T00:00:00Z`);
      const end = new Date(until);
      if (start >= period.from && end <= period.to) {
        // counted, as far as it is, inside the period
        if (cursor < start) plan.ranges.push([cursor, start]);
        if (!covered.has(day)) plan.days.push(day);
        cursor = end;
      } else if (countedWhole(day)) {
        // a day the period cuts: read the smaller part from the leads, the period's part or the rest
        const from = start < period.from ? period.from : start;
        const to = end > period.to ? period.to : end;
        if (to.getTime() - from.getTime() <= HALF_DAY_MS) continue;
        if (cursor < from) plan.ranges.push([cursor, from]);
        plan.days.push(day);
        if (start < from) plan.outside.push([start, from]);
        if (to < end) plan.outside.push([to, end]);
        cursor = to;
      }
    }
    if (cursor < period.to) plan.ranges.push([cursor, period.to]);
    return plan;
  }

  /** The roll-up's (metric, key, count) rows of a plan's days and blocks, as one UNION ALL and its parameters. */
  private rolledRows(plan: Plan, metric: string): [string, unknown[]] {
    const parameters: unknown[] = [plan.days];
    const parts = [
      `SELECT "metric", "key", "count" FROM "lead_stats_rollup" WHERE "day" = ANY ($1::date[]) AND ${metric}`,
    ];
    for (const [{ rollup, column }, starts] of plan.blocks) {
      parameters.push(starts);
      parts.push(
        `SELECT "metric", "key", "count" FROM "${rollup}" WHERE "${column}" = ANY ($${parameters.length}::date[]) AND ${metric}`,
      );
    }
    return [parts.join(' UNION ALL '), parameters];
  }

  /** Whether a plan reads nothing from the roll-up. */
  private static noneRolled(plan: Plan): boolean {
    return plan.days.length === 0 && [...plan.blocks.values()].every((starts) => starts.length === 0);
  }

  /** The leads a filter selects, created in one of `ranges`. */
  private inRanges(filter: LeadFilterValues | null, ranges: [Date, Date][]): SelectQueryBuilder<Lead> {
    const query = this.leads.matching(filter, this.now());
    const conditions = ranges.map((_, i) => `(lead.createdAt >= :rangeFrom${i} AND lead.createdAt < :rangeTo${i})`);
    query.andWhere(`(${conditions.join(' OR ')})`);
    ranges.forEach(([from, to], i) => query.setParameter(`rangeFrom${i}`, from).setParameter(`rangeTo${i}`, to));
    return query;
  }

  /**
   * Every fact of a period: the roll-up's days and blocks summed, plus the rest counted from the
   * leads. `only`: one metric read from the roll-up (the funnel's), not the thousands of rows a
   * day's histograms hold; the rest still counts every metric, over a few hours' leads.
   */
  async figures(
    period: StatsPeriod,
    filter: LeadFilterValues | null,
    plans: StatsPlans = new Map(),
    only: 'lastSource' | null = null,
  ): Promise<LeadFigures> {
    const plan = await this.plan(period, filter, plans);
    const [rolledSql, rolledParameters] = this.rolledRows(plan, only ? `"metric" = '${only}'` : `"metric" <> 'at'`);
    const facts = (ranges: [Date, Date][]) =>
      ranges.length === 0
        ? []
        : this.dataSource.query<FactRow[]>(
            ...factsQuery(this.inRanges(filter, ranges), this.inRanges({ ...filter, spam: true }, ranges)),
          );
    const [rolled, counted, outside] = await Promise.all([
      LeadStatsService.noneRolled(plan)
        ? []
        : this.dataSource.query<FactRow[]>(
            `SELECT "metric", "key", sum("count")::int AS count FROM (${rolledSql}) AS r GROUP BY "metric", "key"`,
            rolledParameters,
          ),
      facts(plan.ranges),
      facts(plan.outside),
    ]);
    return new LeadFigures().add(rolled).add(counted).add(outside, -1);
  }

  /** Leads of the period before, of the same length: the roll-up's leads count plus the rest. */
  async previousTotal(
    period: StatsPeriod,
    filter: LeadFilterValues | null,
    plans: StatsPlans = new Map(),
  ): Promise<number> {
    const plan = await this.plan(previousPeriod(period), filter, plans);
    const { ranges, outside } = plan;
    const [rolledSql, rolledParameters] = this.rolledRows(plan, `"metric" = 'leads'`);
    const [rolled, counted, outsideCount] = await Promise.all([
      LeadStatsService.noneRolled(plan)
        ? 0
        : this.dataSource
            .query<{ count: number | null }[]>(
              `SELECT COALESCE(sum("count"), 0)::int AS count FROM (${rolledSql}) AS r`,
              rolledParameters,
            )
            .then(([row]) => row?.count ?? 0),
      ranges.length === 0 ? 0 : this.inRanges(filter, ranges).getCount(),
      outside.length === 0 ? 0 : this.inRanges(filter, outside).getCount(),
    ]);
    return rolled + counted - outsideCount;
  }

  async series(
    period: StatsPeriod,
    filter: LeadFilterValues | null,
    plans: StatsPlans = new Map(),
  ): Promise<SeriesPoint[]> {
    // the series reads counted days: a block's sums have no instants
    const plan = await this.plan(period, filter, plans);
    const days = [
      ...plan.days,
      ...[...plan.blocks].flatMap(([block, starts]) => starts.flatMap((start) => daysOfBlock(block, start))),
    ];
    const { ranges } = plan;
    const bucketText = (instant: string) => `to_char(${bucketExpression(instant)}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
    const bucketCounts = (instants: [Date, Date][]): Promise<BucketCount[]> =>
      instants.length === 0
        ? Promise.resolve([])
        : this.inRanges(filter, instants)
            .select(bucketText('lead.createdAt'), 'bucket')
            .addSelect('count(*)::int', 'count')
            .setParameters(bucketParameters(period))
            .groupBy('bucket')
            .getRawMany<BucketCount>();
    const [rolled, counted, outside] = await Promise.all([
      days.length === 0
        ? []
        : this.dataSource.query<BucketCount[]>(
            // a UTC day inside one local bucket adds its total; only a day across a bucket's edge
            // (a local midnight) is read by its quarter hours
            `WITH d AS (
               SELECT "day",
                 date_trunc($2, ("day"::timestamp AT TIME ZONE 'UTC') AT TIME ZONE $3) AS first_bucket,
                 date_trunc($2, (("day" + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 microsecond') AT TIME ZONE $3) AS last_bucket
               FROM unnest($1::date[]) AS u("day")
             )
             SELECT to_char(x.bucket, 'YYYY-MM-DD"T"HH24:MI:SS') AS bucket, sum(x.count)::int AS count FROM (
               SELECT d.first_bucket AS bucket, r."count" FROM d
                 JOIN "lead_stats_rollup" r ON r."day" = d."day" AND r."metric" = 'leads' AND r."key" = ''
               WHERE d.first_bucket = d.last_bucket
               UNION ALL
               SELECT date_trunc($2, ((r."day" + r."key"::int * interval '1 minute') AT TIME ZONE 'UTC') AT TIME ZONE $3), r."count"
               FROM "lead_stats_rollup" r
               -- an array, not a join: the planner cannot tell how few the days across an edge are
               WHERE r."day" = ANY (ARRAY(SELECT "day" FROM d WHERE first_bucket <> last_bucket)) AND r."metric" = 'at'
             ) AS x GROUP BY x.bucket`,
            [days, truncUnit(period.interval), period.timeZone],
          ),
      bucketCounts(ranges),
      bucketCounts(plan.outside),
    ]);
    const sums = new Map<string, number>();
    for (const { bucket, count } of [...rolled, ...counted]) sums.set(bucket, (sums.get(bucket) ?? 0) + count);
    for (const { bucket, count } of outside) sums.set(bucket, (sums.get(bucket) ?? 0) - count);
    const merged = [...sums].map(([bucket, count]) => ({ bucket, count }));
    return (await bucketSeries(this.dataSource, period, merged)).map(({ at, count }) => ({ at, count }));
  }

  /** Leads of the period still inside their reply window now: not yet overdue, not yet judged. */
  awaiting(period: StatsPeriod, filter: LeadFilterValues | null): Promise<number> {
    return this.inRanges(filter, [[period.from, period.to]])
      .andWhere('lead.firstResponseAt IS NULL AND lead.replyDueAt > :awaitingNow', { awaitingNow: this.now() })
      .getCount();
  }
}

export function breakdown(figures: LeadFigures, by: Breakdown): BreakdownEntry[] {
  return [...figures.keys(by)]
    .map(([key, count]) => ({ key, count, label: key === '' ? BREAKDOWNS[by] : humanise(key) }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, BREAKDOWN_LIMIT);
}

/** The seven milestones: how many of the period's leads completed each, and how fast from the one before. */
export function funnel(figures: LeadFigures): FunnelStep[] {
  let previousReached: number | null = null;
  return MILESTONES.map(({ milestoneId, title }) => {
    const reached = figures.count('reached', milestoneId);
    const step: FunnelStep = {
      milestoneId,
      title,
      reached,
      conversionFromPrevious: previousReached ? reached / previousReached : null,
      medianHoursFromPrevious:
        previousReached === null ? null : histogramPercentile(figures.keys(`stepHours:${milestoneId}`), 0.5),
    };
    previousReached = reached;
    return step;
  });
}

/** The 48-hour promise; `awaiting`: the period's leads whose reply window is still open. */
export function response(figures: LeadFigures, awaiting: number): ResponseStats {
  const replied = figures.count('replied', 'true');
  const within = figures.count('repliedWithin48h', 'true');
  const overdue = figures.count('replied', 'false') - awaiting;
  const judged = replied + overdue;
  const hours = figures.keys('replyHours');
  return {
    replied,
    repliedWithin48h: within,
    shareWithin48h: judged > 0 ? within / judged : null,
    medianHoursToReply: histogramPercentile(hours, 0.5),
    p90HoursToReply: histogramPercentile(hours, 0.9),
    overdueNow: overdue,
  };
}

/** How long the answered leads of the period waited for their first reply, in REPLY_TIME_BANDS. */
export function replyTimes(figures: LeadFigures): BreakdownEntry[] {
  const edges = [0, ...REPLY_TIME_BANDS];
  return edges.map((lower, index) => {
    const upper = REPLY_TIME_BANDS[index];
    return {
      key: upper === undefined ? `${lower}h+` : `${lower}-${upper}h`,
      label: upper === undefined ? `${lower} h or more` : `${lower}–${upper} h`,
      count: figures.count('replyBand', String(index)),
    };
  });
}
