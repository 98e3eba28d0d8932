import type { DataSource } from 'typeorm';
import type { LeadStatsService, StatsPlans } from './lead-stats.service';
import type { StatsPeriod } from './stats-period';
import type { FunnelFigures, FunnelStats } from './stats.types';

/** The most sources the funnel lists. */
const SOURCE_LIMIT = 20;

type Counts = Pick<
  FunnelFigures,
  'visits' | 'formStarts' | 'formSubmits' | 'bookingClicks' | 'leads' | 'callsBooked' | 'callsHeld'
>;

/** The figure of each daily counter: the browsers' events, and the calls (a trigger on booking). */
const EVENT_COUNTS: Record<string, keyof Counts> = {
  page_view: 'visits',
  form_start: 'formStarts',
  form_submit: 'formSubmits',
  booking_click: 'bookingClicks',
  call_booked: 'callsBooked',
  call_held: 'callsHeld',
};

const none = (): Counts => ({
  visits: 0,
  formStarts: 0,
  formSubmits: 0,
  bookingClicks: 0,
  leads: 0,
  callsBooked: 0,
  callsHeld: 0,
});

/** `part` in % of `whole`, to a tenth; null when there is no whole. */
const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

function figures(source: string | null, counts: Counts): FunnelFigures {
  return {
    source,
    label: source === null ? 'All sources' : source === '' ? 'Direct' : source,
    ...counts,
    formStartPercent: percent(counts.formStarts, counts.visits),
    leadPercent: percent(counts.leads, counts.formStarts),
    callsBookedPercent: percent(counts.callsBooked, counts.leads),
    callsHeldPercent: percent(counts.callsHeld, counts.callsBooked),
  };
}

/**
 * The dashboard's funnel from visit to call: the daily counters (the public site's events and the
 * calls booked and held) and the leads of the period (the roll-up's, by their last touch's source),
 * two small aggregates.
 */
export class FunnelStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leadStats: LeadStatsService,
  ) {}

  async stats(period: StatsPeriod, plans: StatsPlans): Promise<FunnelStats> {
    const { from, to, timeZone } = period;
    const [counters, leadFigures] = await Promise.all([
      // a day counts when any of it, in the time zone, lies in the period
      this.dataSource.query<{ event: string; source: string; count: number }[]>(
        `SELECT "event", "source", sum("count")::int AS count FROM "funnel_count"
         WHERE "day" >= ($1::timestamptz AT TIME ZONE $3)::date
           AND "day" <= (($2::timestamptz - interval '1 millisecond') AT TIME ZONE $3)::date
         GROUP BY "event", "source"`,
        [from, to, timeZone],
      ),
      this.leadStats.figures(period, null, plans, 'lastSource'),
    ]);
    const bySource = new Map<string, Counts>();
    const of = (source: string): Counts => {
      let counts = bySource.get(source);
      if (!counts) {
        counts = none();
        bySource.set(source, counts);
      }
      return counts;
    };
    for (const { event, source, count } of counters) {
      const key = EVENT_COUNTS[event];
      if (key) of(source)[key] += count;
    }
    for (const [source, count] of leadFigures.keys('lastSource')) of(source).leads += count;
    const totals = none();
    for (const counts of bySource.values()) {
      for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key];
    }
    return {
      totals: figures(null, totals),
      bySource: [...bySource]
        .sort(([a, x], [b, y]) => y.visits - x.visits || y.leads - x.leads || a.localeCompare(b))
        .slice(0, SOURCE_LIMIT)
        .map(([source, counts]) => figures(source, counts)),
    };
  }
}
