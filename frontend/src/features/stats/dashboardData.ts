/** The dashboard's answer turned into what its cards, charts, tables and files show. */
import type { DashboardStatsQuery } from '../../graphql/generated/graphql';
import type { StatsInterval } from '../../graphql/generated/schema';
import {
  bucketIsoDay,
  bucketLabel,
  bucketTick,
  countChange,
  formatCount,
  formatShare,
  formatUsd,
  pointChange,
  relativeChange,
  type ChartTable,
} from './dashboardFormat';
import type { ColumnDatum } from './ColumnChart';
import type { KeyFigure } from './KeyFigures';

const CLOSED_WON = 'closed_won';

type Breakdown = readonly { key: string; label: string; count: number }[];
type Funnel = readonly { milestoneId: string; reached: number }[];

const leadsText = (count: number) => `${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`;

function closedWonShare(funnel: Funnel, total: number): number | null {
  if (total === 0) return null;
  const won = funnel.find((step) => step.milestoneId === CLOSED_WON)?.reached ?? 0;
  return won / total;
}

export function keyFigures(data: DashboardStatsQuery, previousText: string): KeyFigure[] {
  const { leadStats: leads, previousLeadStats: previous, revenueStats: revenue } = data;
  const share = leads.response.shareWithin48h;
  const previousShare = previous.response.shareWithin48h;
  const conversion = closedWonShare(leads.funnel, leads.total);
  const previousConversion = closedWonShare(previous.funnel, previous.total);
  return [
    {
      label: 'New leads',
      value: formatCount(leads.total),
      change: relativeChange(leads.total, leads.previousTotal),
      detail: `vs ${formatCount(leads.previousTotal)} in ${previousText}`,
    },
    {
      label: 'Replied within 48 h',
      value: formatShare(share),
      change: pointChange(share, previousShare),
      detail:
        share === null
          ? 'No lead has been answered or gone overdue yet'
          : `vs ${formatShare(previousShare)} in ${previousText}`,
    },
    {
      label: 'Overdue now (this period)',
      value: formatCount(leads.response.overdueNow),
      change: countChange(leads.response.overdueNow, previous.response.overdueNow, false),
      detail: `of this period's leads; ${formatCount(previous.response.overdueNow)} of those from ${previousText}`,
    },
    {
      label: 'Lead → Closed Won',
      value: formatShare(conversion),
      change: pointChange(conversion, previousConversion),
      detail: `vs ${formatShare(previousConversion)} in ${previousText}`,
    },
    {
      label: 'Revenue',
      value: formatUsd(revenue.totalCents, true),
      change: relativeChange(revenue.totalCents, revenue.previousTotalCents),
      detail: `${formatCount(revenue.paidOrders)} paid ${revenue.paidOrders === 1 ? 'order' : 'orders'}; vs ${formatUsd(revenue.previousTotalCents, true)} in ${previousText}`,
    },
  ];
}

const FIRST_COLUMN: Record<StatsInterval, string> = { DAY: 'Day', WEEK: 'Week starting', MONTH: 'Month starting' };

export function leadSeries(data: DashboardStatsQuery, interval: StatsInterval) {
  const points = data.leadStats.series;
  const columns: ColumnDatum[] = points.map((point) => ({
    key: point.at,
    value: point.count,
    tick: bucketTick(point.at, interval),
    text: `${bucketLabel(point.at, interval)}: ${leadsText(point.count)}`,
  }));
  const table: ChartTable = {
    columns: [FIRST_COLUMN[interval], 'Leads'],
    rows: points.map((point) => [bucketIsoDay(point.at), point.count]),
  };
  return { columns, table };
}

export function revenueSeries(data: DashboardStatsQuery, interval: StatsInterval) {
  const points = data.revenueStats.series;
  const columns: ColumnDatum[] = points.map((point) => ({
    key: point.at,
    value: point.amountCents,
    tick: bucketTick(point.at, interval),
    text: `${bucketLabel(point.at, interval)}: ${formatUsd(point.amountCents)} from ${formatCount(point.count)} paid ${point.count === 1 ? 'order' : 'orders'}`,
  }));
  const table: ChartTable = {
    columns: [FIRST_COLUMN[interval], 'Paid orders', 'Revenue (USD)'],
    rows: points.map((point) => [bucketIsoDay(point.at), point.count, (point.amountCents / 100).toFixed(2)]),
  };
  return { columns, table };
}

/** A breakdown's table: each entry's count and its share of the whole. */
export function breakdownTable(first: string, entries: Breakdown, whole: number): ChartTable {
  return {
    columns: [first, 'Leads', 'Share'],
    rows: entries.map((entry) => [entry.label, entry.count, formatShare(whole > 0 ? entry.count / whole : null)]),
  };
}

export function funnelTable(funnel: DashboardStatsQuery['leadStats']['funnel']): ChartTable {
  return {
    columns: ['Milestone', 'Leads reached', 'Conversion from previous step'],
    rows: funnel.map((step) => [step.title, step.reached, formatShare(step.conversionFromPrevious)]),
  };
}

export { leadsText };
