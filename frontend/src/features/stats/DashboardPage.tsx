import { useNavigate } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { QueryPlaceholder, StatusMessage } from '../../components/StatusMessage';
import { useSearchParamsState } from '../../hooks/useSearchParamsState';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useDashboardStatsQuery, type DashboardStatsQuery } from '../../graphql/generated/graphql';
import { AdminLayout, AdminPageHeader } from '../admin';
import { BarChart, type BarDatum } from './BarChart';
import { ChartFrame, Panel } from './ChartFrame';
import { ColumnChart } from './ColumnChart';
import { breakdownTable, funnelTable, keyFigures, leadSeries, leadsText, revenueSeries } from './dashboardData';
import { formatCount, formatShare, formatUsd, leadsUrl } from './dashboardFormat';
import { FunnelCard } from './FunnelCard';
import { FigureCard, FigureGrid, KeyFigures } from './KeyFigures';
import {
  browserTimeZone,
  periodFromParams,
  periodLabel,
  periodParams,
  previousLabel,
  statsVariables,
  type ResolvedPeriod,
} from './period';
import { PeriodPicker } from './PeriodPicker';
import { UpcomingCalls } from './UpcomingCalls';

const TITLE = 'Dashboard';
/** sources and campaigns drawn; the rest are in the table */
const BAR_LIMIT = 10;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;

  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

/* the week ahead first, apart from the period's figures below */
const Upcoming = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

// its own query, so its own loading, empty and error states, below the period's figures
const FunnelSection = styled.div`
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

const Bone = styled.span<{ $height: number; $width?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The page's shape in grey while its figures load. */
function Skeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading the dashboard...</VisuallyHidden>
      <FigureGrid aria-hidden="true" as="div">
        {[0, 1, 2, 3, 4].map((index) => (
          <FigureCard key={index} as="div">
            <Bone $height={14} $width="60%" />
            <Bone $height={34} $width="45%" />
            <Bone $height={12} $width="80%" />
          </FigureCard>
        ))}
      </FigureGrid>
      <Charts aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Panel key={index} as="div" $wide={index === 0}>
            <Bone $height={18} $width="40%" />
            <div style={{ height: 12 }} />
            <Bone $height={index === 0 ? 200 : 160} />
          </Panel>
        ))}
      </Charts>
    </div>
  );
}

type FiguresProps = { data: DashboardStatsQuery; period: ResolvedPeriod };

/** The cards and charts of a period that has figures. */
function Figures({ data, period }: FiguresProps) {
  const navigate = useNavigate();
  const { leadStats: leads } = data;
  const files = `${period.fromDay}-to-${period.toDay}`;
  const leadsOverTime = leadSeries(data, period.interval);
  const revenueOverTime = revenueSeries(data, period.interval);

  const breakdownBars = (
    entries: typeof leads.bySource,
    filter: 'firstTouchSource' | 'firstTouchCampaign',
  ): BarDatum[] =>
    entries.map((entry) => ({
      key: entry.key,
      label: entry.label,
      value: entry.count,
      valueText: leadsText(entry.count),
      note: formatShare(leads.total > 0 ? entry.count / leads.total : null),
      // "none given" is no filter the leads page can apply
      ...(entry.key
        ? { onOpen: () => void navigate(leadsUrl(period, { [filter]: entry.key })), openText: 'Open these leads' }
        : {}),
    }));

  const funnelBars: BarDatum[] = leads.funnel.map((step, index) => ({
    key: step.milestoneId,
    label: step.title,
    value: step.reached,
    valueText: leadsText(step.reached),
    ...(step.conversionFromPrevious !== null
      ? {
          note: formatShare(step.conversionFromPrevious),
          spokenNote: `${formatShare(step.conversionFromPrevious)} of the step before`,
        }
      : {}),
    // every lead of the period was captured: the first step is the period's leads
    ...(index === 0 ? { onOpen: () => void navigate(leadsUrl(period)), openText: 'Open these leads' } : {}),
  }));

  const answered = leads.replyTimes.reduce((sum, entry) => sum + entry.count, 0);
  const replyBars: BarDatum[] = leads.replyTimes.map((entry) => ({
    key: entry.key,
    label: entry.label,
    value: entry.count,
    valueText: leadsText(entry.count),
    note: formatShare(answered > 0 ? entry.count / answered : null),
  }));

  return (
    <>
      <KeyFigures figures={keyFigures(data, previousLabel(period))} />
      <Charts>
        <ChartFrame
          wide
          title="Leads over time"
          description={`New leads a ${period.interval.toLowerCase()}, ${periodLabel(period)}.`}
          table={leadsOverTime.table}
          fileName={`leads-over-time-${files}`}
        >
          {(labels) => (
            <ColumnChart
              {...labels}
              columns={leadsOverTime.columns}
              formatAxis={(value) => formatCount(Math.round(value))}
              summary={`${leadsText(leads.total)} in the period`}
            />
          )}
        </ChartFrame>
        <ChartFrame
          title="Leads by source"
          description="The first visit's utm_source or referrer. Choose a source to see its leads."
          table={breakdownTable('Source', leads.bySource, leads.total)}
          fileName={`leads-by-source-${files}`}
        >
          {(labels) => (
            <BarChart {...labels} bars={breakdownBars(leads.bySource, 'firstTouchSource')} limit={BAR_LIMIT} />
          )}
        </ChartFrame>
        <ChartFrame
          title="Leads by campaign"
          description="The first visit's utm_campaign. Choose a campaign to see its leads."
          table={breakdownTable('Campaign', leads.byCampaign, leads.total)}
          fileName={`leads-by-campaign-${files}`}
        >
          {(labels) => (
            <BarChart {...labels} bars={breakdownBars(leads.byCampaign, 'firstTouchCampaign')} limit={BAR_LIMIT} />
          )}
        </ChartFrame>
        <ChartFrame
          title="Lifecycle funnel"
          description="How many of the period's leads reached each milestone; the percentage is the share of the step before. Choose the first step to see the leads."
          table={funnelTable(leads.funnel)}
          fileName={`lifecycle-funnel-${files}`}
        >
          {(labels) => <BarChart {...labels} bars={funnelBars} centred />}
        </ChartFrame>
        <ChartFrame
          title="Time to first reply"
          description={`The period's answered leads (${formatCount(answered)}) by the hours they waited for a first reply.`}
          table={breakdownTable('Time to first reply', leads.replyTimes, answered)}
          fileName={`time-to-first-reply-${files}`}
        >
          {(labels) => <BarChart {...labels} bars={replyBars} />}
        </ChartFrame>
        <ChartFrame
          wide
          title="Revenue over time"
          description={`Paid checkout orders a ${period.interval.toLowerCase()}, in US dollars.`}
          table={revenueOverTime.table}
          fileName={`revenue-over-time-${files}`}
        >
          {(labels) => (
            <ColumnChart
              {...labels}
              columns={revenueOverTime.columns}
              formatAxis={(cents) => formatUsd(cents, true)}
              summary={`${formatUsd(data.revenueStats.totalCents)} from ${formatCount(data.revenueStats.paidOrders)} paid orders`}
            />
          )}
        </ChartFrame>
      </Charts>
    </>
  );
}

function PeriodFigures({ period }: { period: ResolvedPeriod }) {
  const { data, loading, error } = useDashboardStatsQuery({
    variables: statsVariables(period),
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    if (loading) return <Skeleton />;
    return (
      <QueryPlaceholder
        loading={false}
        error={error}
        loadingText="Loading the dashboard..."
        errorText="Error loading the dashboard. Please try again."
      />
    );
  }
  if (data.leadStats.total === 0 && data.revenueStats.paidOrders === 0) {
    return (
      <StatusMessage
        kind="empty"
        text={`No leads and no paid orders between ${periodLabel(period).replace(' – ', ' and ')}. Choose another period.`}
      />
    );
  }
  return <Figures data={data} period={period} />;
}

/** /dashboard: the period's leads, replies, funnel and revenue at a glance; admins and analysts. */
export function DashboardPage() {
  const [params, setParams] = useSearchParamsState();
  const { period, problem } = periodFromParams(params, new Date());
  const choice = period?.choice ?? 'custom';
  const fromDay = period?.fromDay ?? problem?.fromDay ?? '';
  const toDay = period?.toDay ?? problem?.toDay ?? '';

  return (
    <AdminLayout title={TITLE}>
      <AdminPageHeader
        title={TITLE}
        description={
          period
            ? `Leads, replies and revenue, ${periodLabel(period)}, compared with ${previousLabel(period)}. Days in your time zone (${browserTimeZone()}).`
            : 'Leads, replies and revenue for a period of your choice.'
        }
      />
      <Upcoming>
        <UpcomingCalls />
      </Upcoming>
      <PeriodPicker
        choice={choice}
        fromDay={fromDay}
        toDay={toDay}
        problem={problem?.message ?? null}
        onPreset={(preset) => setParams(periodParams(preset), { replace: true })}
        onCustom={(from, to) => setParams(periodParams('custom', from, to), { replace: true })}
      />
      {period && <PeriodFigures period={period} />}
      {period && (
        <FunnelSection>
          <FunnelCard period={period} fileName={`visit-to-call-funnel-${period.fromDay}-to-${period.toDay}`} />
        </FunnelSection>
      )}
    </AdminLayout>
  );
}
