import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import { LeadsDocument, MeDocument } from '../../graphql/generated/graphql';
import { renderAdmin } from '../../test/renderAdmin';
import { leadRow } from '../../test/leadFixtures';
import { LifecycleIndexPage } from './LifecycleIndexPage';

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function leadsMock(
  nodes: ReturnType<typeof leadRow>[],
  totalCount: number,
  search?: string,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: {
      query: LeadsDocument,
      variables: { first: 50, filter: search ? { search } : {}, sort: 'NEWEST_FIRST' },
    },
    result: {
      data: {
        leads: {
          __typename: 'LeadConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount,
          totalCountIsEstimate: false,
        },
      },
    },
    delay,
  };
}

function manyLeads(count: number): ReturnType<typeof leadRow>[] {
  return Array.from({ length: count }, (_, index) =>
    leadRow({ id: index + 1, name: `Lead ${index + 1}`, company: `Company ${index + 1}` }),
  );
}

function renderIndex(mocks: MockLink.MockedResponse[]) {
  return renderAdmin(
    <Routes>
      <Route path="/leads/lifecycle" element={<LifecycleIndexPage />} />
      <Route path="/leads/lifecycle/:id" element={<p>Lifecycle of lead</p>} />
    </Routes>,
    { mocks: [meMock, ...mocks], initialEntries: ['/leads/lifecycle'] },
  );
}

function pickerLinks(): HTMLElement[] {
  const panel = screen.getByRole('region', { name: 'Newest leads' });
  return within(panel)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/leads/lifecycle/'));
}

describe('LifecycleIndexPage (/leads/lifecycle without an id)', () => {
  it('offers the newest leads, each linking to its lifecycle, and a way back to the list', async () => {
    renderIndex([
      leadsMock(
        [
          leadRow({ id: 3, name: 'Dana Whitfield', company: 'Northwind Studio', businessType: 'marketing-agency' }),
          leadRow({
            id: 8,
            name: 'Omar Reyes',
            company: null,
            businessType: null,
            email: 'omar@example.com',
            createdAt: 'not a date',
          }),
        ],
        2,
      ),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Lead lifecycle' })).toBeInTheDocument();
    expect(screen.getByText(/Choose a lead to follow its journey/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All leads' })).toHaveAttribute('href', '/leads');
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toBeInTheDocument();

    const dana = await screen.findByRole('link', { name: /Dana Whitfield/ });
    expect(dana).toHaveAttribute('href', '/leads/lifecycle/3');
    expect(dana).toHaveTextContent(/Northwind Studio · Marketing Agency/);
    // without company, type or a valid date, the row falls back to the email
    const omar = screen.getByRole('link', { name: /Omar Reyes/ });
    expect(omar).toHaveAttribute('href', '/leads/lifecycle/8');
    expect(omar).toHaveTextContent('omar@example.com');
    expect(pickerLinks()).toHaveLength(2);
    expect(screen.queryByText(/See them all/)).not.toBeInTheDocument();
  });

  it("opens the chosen lead's lifecycle", async () => {
    const user = userEvent.setup();
    renderIndex([leadsMock([leadRow({ id: 3, name: 'Dana Whitfield' })], 1)]);
    await user.click(await screen.findByRole('link', { name: /Dana Whitfield/ }));
    expect(await screen.findByText('Lifecycle of lead')).toBeInTheDocument();
  });

  it('lists only the 10 newest and points to the full list for the rest', async () => {
    renderIndex([leadsMock(manyLeads(50), 1234)]);
    expect(await screen.findByRole('link', { name: /^Lead 1\b/ })).toBeInTheDocument();
    expect(pickerLinks()).toHaveLength(10);
    expect(screen.getByRole('link', { name: /^Lead 10\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Lead 11\b/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Showing the/)).toHaveTextContent(
      'Showing the 10 newest of 1,234 leads. See them all in the lead list.',
    );
    expect(screen.getByRole('link', { name: 'See them all in the lead list' })).toHaveAttribute('href', '/leads');
  });

  it('shows a spinner while loading, then the empty text when there are no leads', async () => {
    renderIndex([leadsMock([], 0, undefined, 30)]);
    expect(screen.getByRole('status', { name: 'Loading leads...' })).toBeInTheDocument();
    expect(
      await screen.findByText('No leads yet. They appear here as soon as the contact form is used.'),
    ).toBeInTheDocument();
    expect(pickerLinks()).toHaveLength(0);
  });

  it('shows the error text when the leads cannot be loaded', async () => {
    renderIndex([
      {
        request: { query: LeadsDocument, variables: { first: 50, filter: {}, sort: 'NEWEST_FIRST' } },
        error: new Error('offline'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading leads. Please try again.');
  });

  it('searches after typing stops, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderIndex([
      leadsMock([leadRow({ id: 1, name: 'Dana Whitfield' })], 1),
      leadsMock([leadRow({ id: 9, name: 'Acme Buyer', company: 'Acme' })], 1, 'acme'),
      leadsMock([], 0, 'zzz'),
    ]);
    expect(await screen.findByRole('link', { name: /Dana Whitfield/ })).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search leads' });
    await user.type(search, 'acme');
    expect(await screen.findByRole('link', { name: /Acme Buyer/ })).toHaveAttribute('href', '/leads/lifecycle/9');
    expect(screen.queryByRole('link', { name: /Dana Whitfield/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No leads match this search.')).toBeInTheDocument();
    expect(pickerLinks()).toHaveLength(0);
  });
});
