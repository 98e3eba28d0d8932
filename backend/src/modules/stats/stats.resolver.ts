import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Authorized, Ctx, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../engine/graphql/context';
import { LeadFilter, type LeadFilterValues } from '../leads';
import {
  breakdown,
  funnel,
  replyTimes,
  response,
  type Breakdown,
  type LeadFigures,
  type LeadStatsService,
  type StatsPlans,
} from './lead-stats.service';
import type { FunnelStatsService } from './funnel-stats.service';
import type { RevenueFigures, RevenueStatsService } from './revenue-stats.service';
import { checkPeriod, StatsInterval, type StatsPeriod } from './stats-period';
import {
  BreakdownEntry,
  FunnelStats,
  FunnelStep,
  ProductRevenue,
  ResponseStats,
  RevenuePoint,
  SeriesPoint,
} from './stats.types';

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

/** each request's statistics plans, shared by every leadStats of its query (aliases too); gone with the request */
const plansByRequest = new WeakMap<GraphQLContext, StatsPlans>();

function plansOf(context: GraphQLContext): StatsPlans {
  let plans = plansByRequest.get(context);
  if (!plans) {
    plans = new Map();
    plansByRequest.set(context, plans);
  }
  return plans;
}

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

  private figures(root: LeadStats, context: GraphQLContext): Promise<LeadFigures> {
    root.figures ??= this.stats.figures(root.period, root.filter, plansOf(context));
    return root.figures;
  }

  @FieldResolver(() => Int, { description: 'leads created in the period (not spam unless filter.spam)' })
  async total(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<number> {
    return (await this.figures(root, context)).count('leads');
  }

  @FieldResolver(() => Int, { description: 'the same, over the period of the same length just before' })
  previousTotal(@Root() { period, filter }: LeadStats, @Ctx() context: GraphQLContext): Promise<number> {
    return this.stats.previousTotal(period, filter, plansOf(context));
  }

  @FieldResolver(() => [SeriesPoint], { description: 'every bucket of the period, empty ones included' })
  series(@Root() { period, filter }: LeadStats, @Ctx() context: GraphQLContext): Promise<SeriesPoint[]> {
    return this.stats.series(period, filter, plansOf(context));
  }

  private async breakdown(root: LeadStats, context: GraphQLContext, by: Breakdown): Promise<BreakdownEntry[]> {
    return breakdown(await this.figures(root, context), by);
  }

  @FieldResolver(() => [BreakdownEntry], { description: 'by the first touch’s source (utm_source or referrer)' })
  bySource(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<BreakdownEntry[]> {
    return this.breakdown(root, context, 'source');
  }

  @FieldResolver(() => [BreakdownEntry], { description: 'by the first touch’s campaign (utm_campaign)' })
  byCampaign(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<BreakdownEntry[]> {
    return this.breakdown(root, context, 'campaign');
  }

  @FieldResolver(() => [BreakdownEntry])
  byBusinessType(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<BreakdownEntry[]> {
    return this.breakdown(root, context, 'businessType');
  }

  @FieldResolver(() => [BreakdownEntry])
  byCompanySize(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<BreakdownEntry[]> {
    return this.breakdown(root, context, 'companySize');
  }

  @FieldResolver(() => [BreakdownEntry])
  byTimeline(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<BreakdownEntry[]> {
    return this.breakdown(root, context, 'timeline');
  }

  @FieldResolver(() => [BreakdownEntry])
  byBudget(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<BreakdownEntry[]> {
    return this.breakdown(root, context, 'budget');
  }

  @FieldResolver(() => [FunnelStep], {
    description: 'the seven milestones in order; medians within 2 % (read from histograms)',
  })
  async funnel(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<FunnelStep[]> {
    return funnel(await this.figures(root, context));
  }

  @FieldResolver(() => ResponseStats, { description: 'the median and p90 are within 2 % (read from histograms)' })
  async response(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<ResponseStats> {
    const [figures, awaiting] = await Promise.all([
      this.figures(root, context),
      this.stats.awaiting(root.period, root.filter),
    ]);
    return response(figures, awaiting);
  }

  @FieldResolver(() => [BreakdownEntry], { description: 'answered leads by hours to their first reply' })
  async replyTimes(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<BreakdownEntry[]> {
    return replyTimes(await this.figures(root, context));
  }

  @FieldResolver(() => Int, { description: 'leads quarantined as spam in the period' })
  async spam(@Root() root: LeadStats, @Ctx() context: GraphQLContext): Promise<number> {
    return (await this.figures(root, context)).count('spam');
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

@Resolver(() => FunnelStats)
export class FunnelStatsResolver {
  constructor(private readonly funnel: FunnelStatsService) {}

  @Authorized()
  @Query(() => FunnelStats, { description: 'admin and analyst: visits → form starts → leads → calls booked → held' })
  funnelStats(
    @Arg('from', () => Date, { description: PERIOD_DOCS.from }) from: Date,
    @Arg('to', () => Date, { description: PERIOD_DOCS.to }) to: Date,
    @Arg('timeZone', () => String, {
      defaultValue: 'UTC',
      description: 'an IANA time zone: the dates whose counters count',
    })
    timeZone: string,
    @Ctx() context: GraphQLContext,
  ): Promise<FunnelStats> {
    // no series: the widest interval, so that only the period and the time zone are checked
    const period = checkPeriod({ from, to, interval: StatsInterval.MONTH, timeZone });
    return this.funnel.stats(period, plansOf(context));
  }
}
