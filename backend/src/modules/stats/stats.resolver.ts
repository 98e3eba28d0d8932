import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Authorized, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { LeadFilter } from '../leads/lead-list.types';
import type { LeadFilterValues } from '../leads/lead-query';
import {
  breakdown,
  funnel,
  replyTimes,
  response,
  type Breakdown,
  type LeadFigures,
  type LeadStatsService,
} from './lead-stats.service';
import type { RevenueFigures, RevenueStatsService } from './revenue-stats.service';
import { checkPeriod, StatsInterval, type StatsPeriod } from './stats-period';
import { BreakdownEntry, FunnelStep, ProductRevenue, ResponseStats, RevenuePoint, SeriesPoint } from './stats.types';

/** What a LeadStats answer is about; each of its fields is computed only when asked for. */
@ObjectType({ description: 'statistics of the leads created in a period, from SQL aggregates' })
export class LeadStats {
  period: StatsPeriod;
  filter: LeadFilterValues | null;
  /** every figure but the series and the period before: one read, made for whichever field asks first */
  figures?: Promise<LeadFigures>;
}

@ObjectType({ description: 'paid checkout orders created in a period' })
export class RevenueStats {
  period: StatsPeriod;
  /** every figure but the period before: one query, made for whichever field asks first */
  figures?: Promise<RevenueFigures>;
}

const PERIOD_DOCS = {
  from: 'the first instant of the period',
  to: 'the end of the period (excluded)',
  timeZone: 'an IANA time zone, e.g. Europe/Berlin: the series buckets start at its midnights',
};

@Resolver(() => LeadStats)
export class LeadStatsResolver {
  constructor(private readonly stats: LeadStatsService) {}

  @Authorized()
  @Query(() => LeadStats, { description: 'admin and analyst: the dashboard’s lead figures' })
  leadStats(
    @Arg('from', () => Date, { description: PERIOD_DOCS.from }) from: Date,
    @Arg('to', () => Date, { description: PERIOD_DOCS.to }) to: Date,
    @Arg('interval', () => StatsInterval, { defaultValue: StatsInterval.DAY }) interval: StatsInterval,
    @Arg('timeZone', () => String, { defaultValue: 'UTC', description: PERIOD_DOCS.timeZone }) timeZone: string,
    @Arg('filter', () => LeadFilter, { nullable: true }) filter: LeadFilter | null,
  ): LeadStats {
    return Object.assign(new LeadStats(), { period: checkPeriod({ from, to, interval, timeZone }), filter });
  }

  private figures(root: LeadStats): Promise<LeadFigures> {
    root.figures ??= this.stats.figures(root.period, root.filter);
    return root.figures;
  }

  @FieldResolver(() => Int, { description: 'leads created in the period (not spam unless filter.spam)' })
  async total(@Root() root: LeadStats): Promise<number> {
    return (await this.figures(root)).count('leads');
  }

  @FieldResolver(() => Int, { description: 'the same, over the period of the same length just before' })
  previousTotal(@Root() { period, filter }: LeadStats): Promise<number> {
    return this.stats.previousTotal(period, filter);
  }

  @FieldResolver(() => [SeriesPoint], { description: 'every bucket of the period, empty ones included' })
  series(@Root() { period, filter }: LeadStats): Promise<SeriesPoint[]> {
    return this.stats.series(period, filter);
  }

  private async breakdown(root: LeadStats, by: Breakdown): Promise<BreakdownEntry[]> {
    return breakdown(await this.figures(root), by);
  }

  @FieldResolver(() => [BreakdownEntry], { description: 'by the first touch’s source (utm_source or referrer)' })
  bySource(@Root() root: LeadStats): Promise<BreakdownEntry[]> {
    return this.breakdown(root, 'source');
  }

  @FieldResolver(() => [BreakdownEntry], { description: 'by the first touch’s campaign (utm_campaign)' })
  byCampaign(@Root() root: LeadStats): Promise<BreakdownEntry[]> {
    return this.breakdown(root, 'campaign');
  }

  @FieldResolver(() => [BreakdownEntry])
  byBusinessType(@Root() root: LeadStats): Promise<BreakdownEntry[]> {
    return this.breakdown(root, 'businessType');
  }

  @FieldResolver(() => [BreakdownEntry])
  byCompanySize(@Root() root: LeadStats): Promise<BreakdownEntry[]> {
    return this.breakdown(root, 'companySize');
  }

  @FieldResolver(() => [BreakdownEntry])
  byTimeline(@Root() root: LeadStats): Promise<BreakdownEntry[]> {
    return this.breakdown(root, 'timeline');
  }

  @FieldResolver(() => [BreakdownEntry])
  byBudget(@Root() root: LeadStats): Promise<BreakdownEntry[]> {
    return this.breakdown(root, 'budget');
  }

  @FieldResolver(() => [FunnelStep], {
    description: 'the seven milestones in order; medians within 2 % (read from histograms)',
  })
  async funnel(@Root() root: LeadStats): Promise<FunnelStep[]> {
    return funnel(await this.figures(root));
  }

  @FieldResolver(() => ResponseStats, { description: 'the median and p90 are within 2 % (read from histograms)' })
  async response(@Root() root: LeadStats): Promise<ResponseStats> {
    const [figures, awaiting] = await Promise.all([this.figures(root), this.stats.awaiting(root.period, root.filter)]);
    return response(figures, awaiting);
  }

  @FieldResolver(() => [BreakdownEntry], { description: 'answered leads by hours to their first reply' })
  async replyTimes(@Root() root: LeadStats): Promise<BreakdownEntry[]> {
    return replyTimes(await this.figures(root));
  }

  @FieldResolver(() => Int, { description: 'leads quarantined as spam in the period' })
  async spam(@Root() root: LeadStats): Promise<number> {
    return (await this.figures(root)).count('spam');
  }
}

@Resolver(() => RevenueStats)
export class RevenueStatsResolver {
  constructor(private readonly revenue: RevenueStatsService) {}

  @Authorized()
  @Query(() => RevenueStats, { description: 'admin and analyst: paid orders in a period' })
  revenueStats(
    @Arg('from', () => Date, { description: PERIOD_DOCS.from }) from: Date,
    @Arg('to', () => Date, { description: PERIOD_DOCS.to }) to: Date,
    @Arg('interval', () => StatsInterval, { defaultValue: StatsInterval.DAY }) interval: StatsInterval,
    @Arg('timeZone', () => String, { defaultValue: 'UTC', description: PERIOD_DOCS.timeZone }) timeZone: string,
  ): RevenueStats {
    return Object.assign(new RevenueStats(), { period: checkPeriod({ from, to, interval, timeZone }) });
  }

  private figures(root: RevenueStats): Promise<RevenueFigures> {
    root.figures ??= this.revenue.figures(root.period);
    return root.figures;
  }

  @FieldResolver(() => Int)
  async paidOrders(@Root() root: RevenueStats): Promise<number> {
    return (await this.figures(root)).totals.paidOrders;
  }

  @FieldResolver(() => GraphQLSafeInt, { description: 'in cents (up to 2^53: a sum outgrows a 32-bit Int)' })
  async totalCents(@Root() root: RevenueStats): Promise<number> {
    return (await this.figures(root)).totals.totalCents;
  }

  @FieldResolver(() => GraphQLSafeInt, { description: 'in cents, over the period of the same length just before' })
  async previousTotalCents(@Root() { period }: RevenueStats): Promise<number> {
    return (await this.revenue.previousTotals(period)).totalCents;
  }

  @FieldResolver(() => [RevenuePoint])
  async series(@Root() root: RevenueStats): Promise<RevenuePoint[]> {
    return (await this.figures(root)).series;
  }

  @FieldResolver(() => [ProductRevenue])
  async byProduct(@Root() root: RevenueStats): Promise<ProductRevenue[]> {
    return (await this.figures(root)).byProduct;
  }
}
