import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Lead } from '../leads/lead.entity';
import type { LeadFilterValues } from '../leads/lead-query';
import type { LeadsService } from '../leads/leads.service';
import { LeadMilestoneRecord } from '../milestones/lead-milestone.entity';
import { MILESTONES } from '../milestones/milestone-catalogue';
import { bucketExpression, bucketParameters, bucketSeries, type BucketCount } from './stats-buckets';
import { previousPeriod, type StatsPeriod } from './stats-period';
import type { BreakdownEntry, FunnelStep, ResponseStats, SeriesPoint } from './stats.types';

/** The lead fields a breakdown groups by. */
const BREAKDOWNS = {
  source: { column: 'firstTouchSource', none: 'Direct / none' },
  campaign: { column: 'firstTouchCampaign', none: 'No campaign' },
  businessType: { column: 'businessType', none: 'Not given' },
  companySize: { column: 'companySize', none: 'Not given' },
  timeline: { column: 'timeline', none: 'Not given' },
  budget: { column: 'budget', none: 'Not given' },
} as const;

export type Breakdown = keyof typeof BREAKDOWNS;

/** The most values a breakdown lists, largest first. */
const BREAKDOWN_LIMIT = 20;

/** Reply times, in hours, as the dashboard's histogram groups them (the last is open-ended). */
const REPLY_TIME_BUCKETS = [4, 12, 24, 48, 72] as const;

const HOURS = (later: string, earlier: string) => `extract(epoch FROM (${later} - ${earlier})) / 3600`;

/** "local-business" → "Local business": the form's own labels are the browser's. */
function humanise(key: string): string {
  const text = key.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The dashboard's lead statistics over the leads created in a period, matching a lead filter.
 * Every figure is one aggregate query: no lead is loaded into JavaScript.
 */
export class LeadStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadsService,
    private readonly now: () => Date,
  ) {}

  private inPeriod(period: StatsPeriod, filter: LeadFilterValues | null): SelectQueryBuilder<Lead> {
    return this.leads
      .matching(filter, this.now())
      .andWhere('lead.createdAt >= :periodFrom AND lead.createdAt < :periodTo', {
        periodFrom: period.from,
        periodTo: period.to,
      });
  }

  total(period: StatsPeriod, filter: LeadFilterValues | null): Promise<number> {
    return this.inPeriod(period, filter).getCount();
  }

  previousTotal(period: StatsPeriod, filter: LeadFilterValues | null): Promise<number> {
    return this.total(previousPeriod(period), filter);
  }

  /** Leads quarantined as spam in the period (the filter's other conditions apply). */
  spam(period: StatsPeriod, filter: LeadFilterValues | null): Promise<number> {
    return this.total(period, { ...filter, spam: true });
  }

  async series(period: StatsPeriod, filter: LeadFilterValues | null): Promise<SeriesPoint[]> {
    const counted = await this.inPeriod(period, filter)
      .select(`to_char(${bucketExpression('lead.createdAt')}, 'YYYY-MM-DD"T"HH24:MI:SS')`, 'bucket')
      .addSelect('count(*)::int', 'count')
      .setParameters(bucketParameters(period))
      .groupBy('bucket')
      .getRawMany<BucketCount>();
    return (await bucketSeries(this.dataSource, period, counted)).map(({ at, count }) => ({ at, count }));
  }

  async breakdown(period: StatsPeriod, filter: LeadFilterValues | null, by: Breakdown): Promise<BreakdownEntry[]> {
    const { column, none } = BREAKDOWNS[by];
    const rows = await this.inPeriod(period, filter)
      .select(`COALESCE(lead.${column}, '')`, 'key')
      .addSelect('count(*)::int', 'count')
      .groupBy('key')
      .orderBy('count(*)', 'DESC')
      .addOrderBy('key', 'ASC')
      .limit(BREAKDOWN_LIMIT)
      .getRawMany<{ key: string; count: number }>();
    return rows.map(({ key, count }) => ({ key, count, label: key === '' ? none : humanise(key) }));
  }

  /** The seven milestones: how many of the period's leads completed each, and how fast from the one before. */
  async funnel(period: StatsPeriod, filter: LeadFilterValues | null): Promise<FunnelStep[]> {
    const previousOf = MILESTONES.slice(1)
      .map((m, i) => `WHEN '${m.milestoneId}' THEN '${MILESTONES[i].milestoneId}'`)
      .join(' ');
    const rows = await this.inPeriod(period, filter)
      .innerJoin(LeadMilestoneRecord, 'step', 'step.leadId = lead.id AND step.completed')
      .leftJoin(
        LeadMilestoneRecord,
        'before',
        `before.leadId = lead.id AND before.completed AND before.milestoneId = (CASE step.milestoneId ${previousOf} END)`,
      )
      .select('step.milestoneId', 'milestoneId')
      .addSelect('count(*)::int', 'reached')
      .addSelect(
        `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${HOURS('step.completedAt', 'before.completedAt')})
           FILTER (WHERE before.completedAt IS NOT NULL AND step.completedAt >= before.completedAt)`,
        'medianHours',
      )
      .groupBy('step.milestoneId')
      .getRawMany<{ milestoneId: string; reached: number; medianHours: number | string | null }>();
    const byId = new Map(rows.map((row) => [row.milestoneId, row]));
    let previousReached: number | null = null;
    return MILESTONES.map(({ milestoneId, title }) => {
      const row = byId.get(milestoneId);
      const reached = row?.reached ?? 0;
      const step: FunnelStep = {
        milestoneId,
        title,
        reached,
        conversionFromPrevious: previousReached ? reached / previousReached : null,
        medianHoursFromPrevious: previousReached === null ? null : toNumber(row?.medianHours),
      };
      previousReached = reached;
      return step;
    });
  }

  async response(period: StatsPeriod, filter: LeadFilterValues | null): Promise<ResponseStats> {
    const hours = HOURS('lead.firstResponseAt', 'lead.createdAt');
    const row = await this.inPeriod(period, filter)
      .select('count(*) FILTER (WHERE lead.firstResponseAt IS NOT NULL)::int', 'replied')
      .addSelect('count(*) FILTER (WHERE lead.firstResponseAt <= lead.replyDueAt)::int', 'within')
      .addSelect(
        'count(*) FILTER (WHERE lead.firstResponseAt IS NOT NULL OR lead.replyDueAt <= :statsNow)::int',
        'judged',
      )
      .addSelect(
        'count(*) FILTER (WHERE lead.firstResponseAt IS NULL AND lead.replyDueAt <= :statsNow)::int',
        'overdue',
      )
      .addSelect(`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours})`, 'median')
      .addSelect(`percentile_cont(0.9) WITHIN GROUP (ORDER BY ${hours})`, 'p90')
      .setParameter('statsNow', this.now())
      .getRawOne<{ replied: number; within: number; judged: number; overdue: number; median: unknown; p90: unknown }>();
    const { replied = 0, within = 0, judged = 0, overdue = 0 } = row ?? {};
    return {
      replied,
      repliedWithin48h: within,
      shareWithin48h: judged > 0 ? within / judged : null,
      medianHoursToReply: toNumber(row?.median),
      p90HoursToReply: toNumber(row?.p90),
      overdueNow: overdue,
    };
  }

  /** How long the answered leads of the period waited for their first reply, in REPLY_TIME_BUCKETS. */
  async replyTimes(period: StatsPeriod, filter: LeadFilterValues | null): Promise<BreakdownEntry[]> {
    const rows = await this.inPeriod(period, filter)
      .andWhere('lead.firstResponseAt IS NOT NULL')
      .select(
        `width_bucket(${HOURS('lead.firstResponseAt', 'lead.createdAt')}, ARRAY[${REPLY_TIME_BUCKETS.join(',')}]::float8[])`,
        'bucket',
      )
      .addSelect('count(*)::int', 'count')
      .groupBy('bucket')
      .getRawMany<{ bucket: number; count: number }>();
    const counts = new Map(rows.map((row) => [Number(row.bucket), row.count]));
    const edges = [0, ...REPLY_TIME_BUCKETS];
    return edges.map((lower, index) => {
      const upper = REPLY_TIME_BUCKETS[index];
      return {
        key: upper === undefined ? `${lower}h+` : `${lower}-${upper}h`,
        label: upper === undefined ? `${lower} h or more` : `${lower}–${upper} h`,
        count: counts.get(index) ?? 0,
      };
    });
  }
}
