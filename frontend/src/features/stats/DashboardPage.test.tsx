import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation } from 'react-router';
import {
  DashboardStatsDocument,
  UpcomingCallsDocument,
  type DashboardStatsQuery,
  type UpcomingCallsQuery,
  type UpcomingCallsQueryVariables,
} from '../../graphql/generated/graphql';
import { funnelMock } from '../../test/funnelFixtures';
import { leadCountsMock, meMock } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { DashboardPage } from './DashboardPage';
import { periodFromParams, presetPeriod, statsVariables, type ResolvedPeriod } from './period';

const JUNE = '/dashboard?from=2025-06-01&to=2025-06-30';

function june(): ResolvedPeriod {
  const { period } = periodFromParams(new URLSearchParams('from=2025-06-01&to=2025-06-30'), new Date());
  if (!period) throw new Error('June should read as a period');
  return period;
}

function day(date: number): string {
  return new Date(2025, 5, date).toISOString();
}

/** The answer as the server sends it, type names included. */
function stats() {
  const funnel = [
    ['lead_capture', 'Lead Captured', 40, null],
    ['qualification', 'Lead Qualification', 20, 0.5],
    ['discovery_call', 'Discovery Call', 10, 0.5],
    ['proposal', 'Proposal Sent', 8, 0.8],
    ['negotiation', 'Negotiation', 6, 0.75],
    ['closed_won', 'Closed Won', 5, 0.8333],
    ['onboarding', 'Client Onboarding', 4, 0.8],
  ] as const;
  return {
    leadStats: {
      __typename: 'LeadStats',
      total: 40,
      previousTotal: 32,
      series: Array.from({ length: 30 }, (_, index) => ({
        __typename: 'SeriesPoint',
        at: day(index + 1),
        count: index === 2 ? 12 : index % 3,
      })),
      bySource: [
        { __typename: 'BreakdownEntry', key: 'google', label: 'google', count: 25 },
        { __typename: 'BreakdownEntry', key: 'newsletter', label: 'newsletter', count: 10 },
        { __typename: 'BreakdownEntry', key: '', label: 'Direct / none', count: 5 },
      ],
      byCampaign: [
        { __typename: 'BreakdownEntry', key: 'spring sale', label: 'spring sale', count: 30 },
        { __typename: 'BreakdownEntry', key: '', label: 'No campaign', count: 10 },
      ],
      funnel: funnel.map(([milestoneId, title, reached, conversionFromPrevious]) => ({
        __typename: 'FunnelStep',
        milestoneId,
        title,
        reached,
        conversionFromPrevious,
      })),
      response: { __typename: 'ResponseStats', shareWithin48h: 0.75, overdueNow: 3 },
      replyTimes: [
        { __typename: 'BreakdownEntry', key: '0-4', label: 'Under 4 h', count: 12 },
        { __typename: 'BreakdownEntry', key: '4-12', label: '4–12 h', count: 8 },
      ],
    },
    previousLeadStats: {
      __typename: 'LeadStats',
      total: 32,
      funnel: [
        { __typename: 'FunnelStep', milestoneId: 'lead_capture', reached: 32 },
        { __typename: 'FunnelStep', milestoneId: 'closed_won', reached: 2 },
      ],
      response: { __typename: 'ResponseStats', shareWithin48h: 0.6, overdueNow: 5 },
    },
    revenueStats: {
      __typename: 'RevenueStats',
      paidOrders: 3,
      totalCents: 450_000,
      previousTotalCents: 300_000,
      series: Array.from({ length: 30 }, (_, index) => ({
        __typename: 'RevenuePoint',
        at: day(index + 1),
        count: index === 4 ? 3 : 0,
        amountCents: index === 4 ? 450_000 : 0,
      })),
    },
  } satisfies Record<keyof DashboardStatsQuery, unknown>;
}

type Data = ReturnType<typeof stats>;

function statsMock(period: ResolvedPeriod, data: Data = stats()): MockLink.MockedResponse {
  return {
    request: { query: DashboardStatsDocument, variables: statsVariables(period) },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A call as the server answers it: the generated types leave __typename out. */
type Call = UpcomingCallsQuery['bookings']['nodes'][number] & {
  __typename: 'Booking';
  lead: { __typename: 'Lead' };
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The week's scheduled calls: answers only a request for the scheduled calls from about now to
 * exactly a week later, so a wrong window finds no answer and the card shows its error.
 */
function upcomingMock(nodes: Call[] = [], hasNextPage = false): MockLink.MockedResponse {
  return {
    request: {
      query: UpcomingCallsDocument,
      variables: ({ filter }: UpcomingCallsQueryVariables) =>
        filter.status === 'SCHEDULED' &&
        typeof filter.from === 'string' &&
        typeof filter.to === 'string' &&
        Math.abs(Date.parse(filter.from) - Date.now()) < 60_000 &&
        Date.parse(filter.to) - Date.parse(filter.from) === WEEK_MS,
    },
    result: {
      data: {
        bookings: {
          __typename: 'BookingConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'next' : null },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function call(id: number, leadName: string, startTime: string, eventName: string | null): Call {
  return {
    __typename: 'Booking',
    id,
    startTime,
    endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    eventName,
    provider: 'CALENDLY',
    status: 'SCHEDULED',
    lead: { __typename: 'Lead', id: id + 100, name: leadName, company: id === 1 ? 'Brightpath Coaching' : null },
  };
}

/** Where the router is, so a test can see where a click led. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderDashboard(mocks: MockLink.MockedResponse[], path = JUNE, upcoming = upcomingMock()) {
  return renderAdmin(
    <>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/leads" element={<p>The leads page</p>} />
        <Route path="/leads/lifecycle/:id" element={<p>A lead’s page</p>} />
      </Routes>
      <Location />
    </>,
    {
      mocks: [meMock('ANALYST', { id: 7, username: 'riley' }), leadCountsMock(), upcoming, funnelMock(), ...mocks],
      initialEntries: [path],
    },
  );
}

function card(label: string): HTMLElement {
  const cards = screen
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('heading', { name: label, level: 2 }) !== null);
  if (cards.length !== 1) throw new Error(`${cards.length} cards for ${label}`);
  return cards[0];
}

describe('DashboardPage', () => {
  it('computes the key figures and their changes against the previous period', async () => {
    renderDashboard([statsMock(june())]);
    await screen.findByRole('list', { name: 'Key figures' });

    expect(card('New leads')).toHaveTextContent('40');
    expect(card('New leads')).toHaveTextContent('+25%');
    expect(card('New leads')).toHaveTextContent('vs 32 in the previous 30 days');
    expect(card('Replied within 48 h')).toHaveTextContent('75%');
    expect(card('Replied within 48 h')).toHaveTextContent('+15 pts');
    expect(card('Overdue now (this period)')).toHaveTextContent('3');
    expect(card('Overdue now (this period)')).toHaveTextContent('\u22122');
    // 5 closed won of 40 leads, against 2 of 32
    expect(card('Lead → Closed Won')).toHaveTextContent('12.5%');
    expect(card('Lead → Closed Won')).toHaveTextContent('+6.3 pts');
    expect(card('Revenue')).toHaveTextContent('$4,500');
    expect(card('Revenue')).toHaveTextContent('+50%');
    expect(card('Revenue')).toHaveTextContent('3 paid orders');
    expect(document.title).toBe('Dashboard | Apex AI back office');
  });

  it('shows a chart as a table with the same numbers', async () => {
    const user = userEvent.setup();
    renderDashboard([statsMock(june())]);
    const chart = await screen.findByRole('region', { name: 'Leads by source' });
    expect(within(chart).getByRole('link', { name: /^google: 25 leads, 62\.5%/ })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: /^Direct \/ none: 5 leads/ })).toBeInTheDocument();

    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const table = within(chart).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SourceLeadsShare',
      'google2562.5%',
      'newsletter1025%',
      'Direct / none512.5%',
    ]);
    expect(within(chart).getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');

    const series = screen.getByRole('region', { name: 'Leads over time' });
    await user.click(within(series).getByRole('button', { name: 'Show as table' }));
    const seriesRows = within(within(series).getByRole('table')).getAllByRole('row');
    expect(seriesRows).toHaveLength(31);
    expect(seriesRows[3]).toHaveTextContent('2025-06-0312');
  });

  it('opens the leads of a source, or of a campaign, created in the period', async () => {
    const user = userEvent.setup();
    renderDashboard([statsMock(june())]);
    const sources = await screen.findByRole('region', { name: 'Leads by source' });
    await user.click(within(sources).getByRole('link', { name: /^google/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/leads?createdFrom=2025-06-01&createdTo=2025-06-30&first_touch_source=google',
    );
  });

  it('opens a campaign with the keyboard', async () => {
    const user = userEvent.setup();
    renderDashboard([statsMock(june())]);
    const campaigns = await screen.findByRole('region', { name: 'Leads by campaign' });
    within(campaigns)
      .getByRole('link', { name: /^spring sale/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/leads?createdFrom=2025-06-01&createdTo=2025-06-30&first_touch_campaign=spring+sale',
    );
  });

  it('keeps the period in the address', async () => {
    const user = userEvent.setup();
    const today = new Date();
    renderDashboard([statsMock(presetPeriod('30d', today)), statsMock(presetPeriod('7d', today))], '/dashboard');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?period=7d');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('list', { name: 'Key figures' });

    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    const seven = presetPeriod('7d', today);
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard?from=${seven.fromDay}&to=${seven.toDay}`);
    expect(screen.getByLabelText('From')).toHaveValue(seven.fromDay);
  });

  it('says when the period has no leads, and keeps the period picker', async () => {
    const empty = stats();
    empty.leadStats.total = 0;
    empty.revenueStats.paidOrders = 0;
    renderDashboard([statsMock(june(), empty)]);
    expect(await screen.findByText(/No leads and no paid orders between Jun 1 and Jun 30, 2025/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
  });

  it('explains a custom range that ends before it starts, without asking the server', async () => {
    renderDashboard([], '/dashboard?from=2025-06-30&to=2025-06-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an end date on or after the start date.');
  });

  it('shows the error when the figures cannot be loaded', async () => {
    renderDashboard([
      {
        request: { query: DashboardStatsDocument, variables: statsVariables(june()) },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByText('Error loading the dashboard. Please try again.')).toBeInTheDocument();
  });
});

describe('DashboardPage upcoming calls', () => {
  it('lists the next 7 days’ scheduled calls, each opening its lead', async () => {
    const user = userEvent.setup();
    const soon = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const later = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
    renderDashboard(
      [statsMock(june())],
      JUNE,
      upcomingMock([call(1, 'Priya Raman', soon, '30 Minute Meeting'), call(2, 'Tom Becker', later, null)]),
    );
    const card = await screen.findByRole('region', { name: 'Upcoming calls' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
      .formatRange(new Date(soon), new Date(Date.parse(soon) + 30 * 60_000))
      .replace(/\s+/g, ' ');
    expect(items[0]).toHaveTextContent(when);
    expect(items[0]).toHaveTextContent('30 Minute Meeting');
    expect(items[0]).toHaveTextContent('Brightpath Coaching');
    expect(items[1]).toHaveTextContent('Call');
    expect(within(card).queryByText(/More calls are booked/)).not.toBeInTheDocument();

    await user.click(within(items[0]).getByRole('link', { name: 'Priya Raman' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/leads/lifecycle/101');
    expect(screen.getByText('A lead’s page')).toBeInTheDocument();
  });

  it('says when no call is booked in the next 7 days', async () => {
    renderDashboard([statsMock(june())]);
    const card = await screen.findByRole('region', { name: 'Upcoming calls' });
    expect(await within(card).findByText('No calls in the next 7 days')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when more calls are booked than it lists', async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    renderDashboard([statsMock(june())], JUNE, upcomingMock([call(1, 'Priya Raman', soon, null)], true));
    const card = await screen.findByRole('region', { name: 'Upcoming calls' });
    expect(await within(card).findByText(/More calls are booked in the next 7 days/)).toBeInTheDocument();
  });

  it('says while it loads, and when the calls cannot be loaded, the figures still shown', async () => {
    renderDashboard([statsMock(june())], JUNE, {
      request: { query: UpcomingCallsDocument, variables: () => true },
      error: new Error('Network down'),
      delay: 20,
    });
    const card = screen.getByRole('region', { name: 'Upcoming calls' });
    expect(within(card).getByRole('status', { name: 'Loading upcoming calls...' })).toBeInTheDocument();
    expect(await within(card).findByText('Error loading upcoming calls. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
  });
});
