import { QueryPlaceholder, StatusMessage } from '../../components/StatusMessage';
import { useFunnelStatsQuery, type FunnelFiguresFragment } from '../../graphql/generated/graphql';
import { BarChart, type BarDatum } from './BarChart';
import { ChartFrame } from './ChartFrame';
import { formatCount, formatShare, type ChartTable } from './dashboardFormat';
import { statsVariables, type ResolvedPeriod } from './period';

/** The funnel's steps: each but the first with its percentage of the step before. */
const STEPS = [
  { key: 'visits', title: 'Visits', percent: null },
  { key: 'formStarts', title: 'Form starts', percent: 'formStartPercent' },
  { key: 'leads', title: 'Leads', percent: 'leadPercent' },
  { key: 'callsBooked', title: 'Calls booked', percent: 'callsBookedPercent' },
  { key: 'callsHeld', title: 'Calls held', percent: 'callsHeldPercent' },
] as const satisfies readonly {
  key: keyof FunnelFiguresFragment;
  title: string;
  percent: keyof FunnelFiguresFragment | null;
}[];

const share = (percent: number | null) => formatShare(percent === null ? null : percent / 100);

/** Every source's funnel (the totals first), each step's count then its share of the step before. */
function funnelBySourceTable(totals: FunnelFiguresFragment, bySource: readonly FunnelFiguresFragment[]): ChartTable {
  return {
    columns: [
      'Source',
      ...STEPS.flatMap((step) => (step.percent ? [step.title, `${step.title}, % of the step before`] : [step.title])),
    ],
    rows: [totals, ...bySource].map((figures) => [
      figures.label,
      ...STEPS.flatMap((step) =>
        step.percent ? [figures[step.key], share(figures[step.percent])] : [figures[step.key]],
      ),
    ]),
  };
}

function funnelBars(totals: FunnelFiguresFragment): BarDatum[] {
  return STEPS.map((step) => ({
    key: step.key,
    label: step.title,
    value: totals[step.key],
    valueText: formatCount(totals[step.key]),
    ...(step.percent
      ? { note: share(totals[step.percent]), spokenNote: `${share(totals[step.percent])} of the step before` }
      : {}),
  }));
}

const isEmpty = (totals: FunnelFiguresFragment) => STEPS.every((step) => totals[step.key] === 0);

/**
 * The dashboard's funnel from visit to call for a period: the steps in total as bars, and every
 * UTM source's in the card's table and CSV.
 */
export function FunnelCard({ period, fileName }: { period: ResolvedPeriod; fileName: string }) {
  const { from, to, timeZone } = statsVariables(period);
  const { data, loading, error } = useFunnelStatsQuery({
    variables: { from, to, timeZone },
    fetchPolicy: 'cache-and-network',
  });
  const funnel = data?.funnelStats;
  return (
    <ChartFrame
      wide
      title="Funnel from visit to call"
      description="Visits and contact forms started (counted a day at a time, without cookies), leads by their last visit's utm_source, calls booked and calls held; the percentage is the share of the step before. The table shows every source."
      table={funnel ? funnelBySourceTable(funnel.totals, funnel.bySource) : { columns: ['Source'], rows: [] }}
      fileName={fileName}
    >
      {(labels) =>
        !funnel ? (
          <QueryPlaceholder
            loading={loading}
            error={error}
            loadingText="Loading the funnel..."
            errorText="Error loading the funnel. Please try again."
          />
        ) : isEmpty(funnel.totals) ? (
          <StatusMessage kind="empty" text="No visits, leads or calls in this period." />
        ) : (
          <BarChart {...labels} bars={funnelBars(funnel.totals)} centred />
        )
      }
    </ChartFrame>
  );
}
