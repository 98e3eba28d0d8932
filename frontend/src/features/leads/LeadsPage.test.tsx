import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation } from 'react-router';
import {
  LeadCountsDocument,
  LeadsDocument,
  MarketingSettingsDocument,
  MeDocument,
} from '../../graphql/generated/graphql';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { leadRow } from '../../test/leadFixtures';
import { LeadsPage } from './LeadsPage';

function leadsMock(sort: 'NEWEST_FIRST' | 'OLDEST_FIRST', filter = {}): MockLink.MockedResponse {
  return {
    request: { query: LeadsDocument, variables: { first: 50, filter, sort } },
    result: {
      data: {
        leads: {
          __typename: 'LeadConnection',
          nodes: [leadRow()],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: 1,
          totalCountIsEstimate: false,
        },
      },
    },
  };
}

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: MeDocument },
    result: {
      data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: LeadCountsDocument },
    result: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 0, spam: 0 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  leadsMock('NEWEST_FIRST'),
  leadsMock('OLDEST_FIRST'),
  {
    request: { query: MarketingSettingsDocument },
    result: {
      data: {
        marketingSettings: {
          __typename: 'MarketingSettings',
          id: 1,
          gaEnabled: false,
          gaMeasurementId: null,
          fbCapiEnabled: false,
          fbPixelId: null,
          fbAccessTokenSet: false,
          fbAccessTokenMasked: null,
        },
      },
    },
  },
];

/** Where a redirect ended: the path and query of the page shown. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {`${pathname}${search}`}</p>;
}

describe('LeadsPage', () => {
  it('has an accessible tab list and shows the signed-in admin', async () => {
    renderAdmin(<LeadsPage />, { mocks, initialEntries: ['/leads'] });
    expect(screen.getByRole('heading', { name: 'Lead Management', level: 1 })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Lead management sections' });
    expect(tablist).toBeInTheDocument();
    const leadsTab = screen.getByRole('tab', { name: 'Lead Data' });
    expect(leadsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Lead Data' })).toBeInTheDocument();
    expect(await screen.findByText('admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys and hides the export on the settings tab', async () => {
    const user = userEvent.setup();
    renderAdmin(<LeadsPage />, { mocks, initialEntries: ['/leads'] });
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Lead Data' }).focus();
    await user.keyboard('{ArrowRight}');
    const settingsTab = screen.getByRole('tab', { name: 'Marketing Settings' });
    expect(settingsTab).toHaveAttribute('aria-selected', 'true');
    expect(settingsTab).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Export as CSV' })).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Google Analytics' })).toBeInTheDocument();
  });

  it("describes the settings tab as an admin's to change, and as read-only to an analyst", async () => {
    const { unmount } = renderAdmin(<LeadsPage />, { mocks, initialEntries: ['/leads?tab=settings'] });
    expect(await screen.findByText(/Each change is saved the moment you make it/)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Google Analytics' })).toBeInTheDocument();
    unmount();

    renderAdmin(<LeadsPage />, { mocks: [analystMe(), ...mocks.slice(1)], initialEntries: ['/leads?tab=settings'] });
    expect(await screen.findByText(/Your role can view these settings; an admin changes them/)).toBeInTheDocument();
    expect(screen.queryByText(/saved the moment/)).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Google Analytics' })).toBeDisabled();
  });

  it('shows an admin the way to the CSV import beside the export, and an analyst not', async () => {
    const { unmount } = renderAdmin(<LeadsPage />, { mocks, initialEntries: ['/leads'] });
    expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('href', '/leads/import');
    unmount();

    renderAdmin(<LeadsPage />, { mocks: [analystMe(), ...mocks.slice(1)], initialEntries: ['/leads'] });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
  });

  it("keeps the spec's two tabs, in order, with the way to the spam view and its count", async () => {
    renderAdmin(<LeadsPage />, {
      mocks: [
        mocks[0],
        {
          request: { query: LeadCountsDocument },
          result: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 0, spam: 3 } } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        ...mocks.slice(2),
      ],
      initialEntries: ['/leads'],
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Lead Data', 'Marketing Settings']);
    expect(await screen.findByRole('link', { name: 'Spam, 3 held back' })).toHaveAttribute('href', '/leads/spam');
  });

  it.each([
    ['spam', '/leads/spam'],
    ['orders', '/orders'],
    ['notifications', '/settings/notifications'],
    ['webhooks', '/settings/webhooks'],
    ['retention', '/settings/retention'],
  ])('sends an old link to its tab (/leads?tab=%s) on to %s', async (key, path) => {
    renderAdmin(
      <Routes>
        <Route path="/leads" element={<LeadsPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { mocks, initialEntries: [`/leads?tab=${key}`] },
    );
    expect(await screen.findByText(`Landed on ${path}`)).toBeInTheDocument();
  });

  it('opens the CSV export for the current filters in a new window', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<LeadsPage />, { mocks, initialEntries: ['/leads'] });
    await screen.findByText('Dana Whitfield');
    await user.selectOptions(screen.getByLabelText('Sort by', { selector: 'select[id$="sort-wide"]' }), 'oldest');
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(open).toHaveBeenCalledWith('/api/leads/export?sort=oldest', '_blank');
    // a blocked window is only logged
    expect(consoleError).toHaveBeenCalled();
    open.mockRestore();
    consoleError.mockRestore();
  });

  it('reads the reply and first-touch filters from its address and exports the same rows', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const filter = { replyStatus: 'OVERDUE', firstTouchSource: 'spring', firstTouchCampaign: 'launch' };
    renderAdmin(<LeadsPage />, {
      mocks: [...mocks, leadsMock('NEWEST_FIRST', filter)],
      initialEntries: ['/leads?reply_status=overdue&first_touch_source=spring&first_touch_campaign=launch'],
    });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply status')).toHaveValue('overdue');
    expect(screen.getByLabelText('First-touch source')).toHaveValue('spring');
    expect(screen.getByLabelText('First-touch campaign')).toHaveValue('launch');
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(open).toHaveBeenCalledWith(
      '/api/leads/export?reply_status=overdue&first_touch_source=spring&first_touch_campaign=launch&sort=newest',
      '_blank',
    );
    open.mockRestore();
  });

  it('filters by reply status when one is picked', async () => {
    const user = userEvent.setup();
    renderAdmin(<LeadsPage />, {
      mocks: [...mocks, leadsMock('NEWEST_FIRST', { replyStatus: 'REPLIED' })],
      initialEntries: ['/leads'],
    });
    await screen.findByText('Dana Whitfield');
    await user.selectOptions(screen.getByLabelText('Reply status'), 'replied');
    expect(screen.getByLabelText('Reply status')).toHaveValue('replied');
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.queryByText('Error loading leads. Please try again.')).not.toBeInTheDocument();
  });
});
