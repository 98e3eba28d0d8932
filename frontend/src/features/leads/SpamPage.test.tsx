import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DeleteLeadDocument,
  LeadCountsDocument,
  LeadsDocument,
  MarkLeadNotSpamDocument,
  MeDocument,
} from '../../graphql/generated/graphql';
import { leadRow } from '../../test/leadFixtures';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { rowWith } from '../../test/rowWith';
import { SpamPage } from './SpamPage';

const spamLead = leadRow({ id: 9, name: 'Quick Fill', email: 'quick@example.com', spamReason: 'too-fast' });

/** The spam list: first with the held lead, then (the refetch after an action) empty. */
function spamListMocks(): MockLink.MockedResponse[] {
  const request = { query: LeadsDocument, variables: { first: 200, filter: { spam: true }, sort: 'NEWEST_FIRST' } };
  const page = (nodes: ReturnType<typeof leadRow>[]) => ({
    data: {
      leads: {
        __typename: 'LeadConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: nodes.length,
        totalCountIsEstimate: false,
      },
    },
  });
  return [
    { request, result: page([spamLead]) },
    { request, result: page([]), maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

const baseMocks: MockLink.MockedResponse[] = [
  {
    request: { query: MeDocument },
    result: {
      data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: LeadCountsDocument },
    result: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 0, spam: 1 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function renderSpam(extra: MockLink.MockedResponse[] = []) {
  return renderAdmin(<SpamPage />, {
    mocks: [...baseMocks, ...spamListMocks(), ...extra],
    initialEntries: ['/leads/spam'],
  });
}

describe('the spam view (/leads/spam)', () => {
  it('lists the held submissions with their reason, under its own heading with the way back', async () => {
    renderSpam();
    expect(await screen.findByText('Quick Fill')).toBeInTheDocument();
    expect(within(rowWith(screen.getByRole('table'), 'Quick Fill')).getByText('Sent too fast')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spam', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lead Data' })).toHaveAttribute('href', '/leads');
    expect(screen.queryByRole('button', { name: 'Export as CSV' })).not.toBeInTheDocument();
  });

  it('restores a lead to the list and says so', async () => {
    const user = userEvent.setup();
    renderSpam([
      {
        request: { query: MarkLeadNotSpamDocument, variables: { id: 9 } },
        result: { data: { markLeadNotSpam: { ...spamLead, spamReason: null } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restore Quick Fill to the lead list' }));
    expect(await screen.findByText('Lead restored')).toBeInTheDocument();
    expect(
      await screen.findByText('No spam held back. Every submission made it to the lead list.'),
    ).toBeInTheDocument();
  });

  it('deletes only after the confirmation, and Cancel keeps the submission', async () => {
    const user = userEvent.setup();
    renderSpam([
      { request: { query: DeleteLeadDocument, variables: { id: 9 } }, result: { data: { deleteLead: true } } },
    ]);
    const deleteButton = await screen.findByRole('button', { name: 'Delete the submission from Quick Fill' });

    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this submission?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(screen.getByText('Quick Fill')).toBeInTheDocument();

    await user.click(deleteButton);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Spam deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('No spam held back. Every submission made it to the lead list.'),
    ).toBeInTheDocument();
  });

  it('tells the admin when a restore fails and keeps the lead', async () => {
    const user = userEvent.setup();
    renderSpam([
      {
        request: { query: MarkLeadNotSpamDocument, variables: { id: 9 } },
        error: new Error('500: Internal Server Error'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restore Quick Fill to the lead list' }));
    expect(await screen.findByText('Could not restore the lead')).toBeInTheDocument();
    expect(screen.getByText('Quick Fill')).toBeInTheDocument();
  });
});

describe('the spam view for an analyst', () => {
  it('lists the held submissions without Restore or Delete, and says why', async () => {
    renderAdmin(<SpamPage />, {
      mocks: [analystMe(), ...baseMocks.slice(1), ...spamListMocks()],
      initialEntries: ['/leads/spam'],
    });
    // the list and the signed-in user arrive in either order: wait for both
    expect(
      await screen.findByText('Read-only: analysts can view the held submissions but not restore or delete them.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Quick Fill')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
