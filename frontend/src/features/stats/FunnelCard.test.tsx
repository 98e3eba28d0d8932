import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunnelStatsDocument } from '../../graphql/generated/graphql';
import { funnelFigures, funnelMock } from '../../test/funnelFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FunnelCard } from './FunnelCard';
import { periodFromParams, statsVariables, type ResolvedPeriod } from './period';

function june(): ResolvedPeriod {
  const { period } = periodFromParams(new URLSearchParams('from=2025-06-01&to=2025-06-30'), new Date());
  if (!period) throw new Error('June should read as a period');
  return period;
}

const renderCard = (mocks: Parameters<typeof renderWithProviders>[1]) =>
  renderWithProviders(<FunnelCard period={june()} fileName="funnel" />, mocks);

const totals = funnelFigures(null, 'All sources', {
  visits: 1200,
  formStarts: 300,
  leads: 60,
  callsBooked: 20,
  callsHeld: 15,
  formStartPercent: 25,
  leadPercent: 20,
  callsBookedPercent: 33.3,
  callsHeldPercent: 75,
});
const bySource = [
  funnelFigures('google', 'google', {
    visits: 800,
    formStarts: 200,
    leads: 40,
    callsBooked: 15,
    callsHeld: 12,
    formStartPercent: 25,
    leadPercent: 20,
    callsBookedPercent: 37.5,
    callsHeldPercent: 80,
  }),
  funnelFigures('', 'Direct', { visits: 400, formStarts: 100, leads: 20, formStartPercent: 25, leadPercent: 20 }),
];

describe('the funnel card', () => {
  it('asks for the period in the browser’s time zone and draws each step with its share of the step before', async () => {
    const { from, to, timeZone } = statsVariables(june());
    renderCard({
      mocks: [
        {
          request: { query: FunnelStatsDocument, variables: { from, to, timeZone } },
          result: { data: { funnelStats: { __typename: 'FunnelStats', totals, bySource } } },
        },
      ],
    });
    expect(screen.getByRole('status', { name: 'Loading the funnel...' })).toBeInTheDocument();
    const chart = await screen.findByRole('group', { name: 'Funnel from visit to call' });
    expect(within(chart).getByRole('img', { name: 'Visits: 1,200' })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: 'Form starts: 300, 25% of the step before' })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: 'Leads: 60, 20% of the step before' })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: 'Calls booked: 20, 33.3% of the step before' })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: 'Calls held: 15, 75% of the step before' })).toBeInTheDocument();
  });

  it('shows every source’s funnel, the totals first, in a table a screen reader can read', async () => {
    const user = userEvent.setup();
    renderCard({ mocks: [funnelMock(totals, bySource)] });
    await screen.findByRole('group', { name: 'Funnel from visit to call' });
    await user.click(screen.getByRole('button', { name: 'Show as table' }));

    const table = screen.getByRole('table', { name: 'Funnel from visit to call' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Source',
      'Visits',
      'Form starts',
      'Form starts, % of the step before',
      'Leads',
      'Leads, % of the step before',
      'Calls booked',
      'Calls booked, % of the step before',
      'Calls held',
      'Calls held, % of the step before',
    ]);
    const cells = (row: HTMLElement) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ];
    expect(rows.slice(1).map(cells)).toEqual([
      ['All sources', '1,200', '300', '25%', '60', '20%', '20', '33.3%', '15', '75%'],
      ['google', '800', '200', '25%', '40', '20%', '15', '37.5%', '12', '80%'],
      ['Direct', '400', '100', '25%', '20', '20%', '0', '—', '0', '—'],
    ]);
  });

  it('says so when the period has no visits, leads or calls', async () => {
    renderCard({ mocks: [funnelMock()] });
    expect(await screen.findByText('No visits, leads or calls in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Funnel from visit to call' })).not.toBeInTheDocument();
  });

  it('shows an error the team can act on when the funnel cannot be loaded', async () => {
    renderCard({
      mocks: [{ request: { query: FunnelStatsDocument, variables: () => true }, error: new Error('Network down') }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the funnel. Please try again.');
  });
});
