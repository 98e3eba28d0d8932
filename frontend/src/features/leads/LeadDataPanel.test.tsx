import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { useState } from 'react';
import { LeadsDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LeadDataPanel } from './LeadDataPanel';
import { leadRow } from '../../test/leadFixtures';
import { emptyLeadFilters, type LeadListFilters } from './leadFilters';

const firstPageVariables = { first: 50, filter: {}, sort: 'NEWEST_FIRST' };

function page(
  nodes: ReturnType<typeof leadRow>[],
  totalCount: number,
  endCursor: string | null,
): MockLink.MockedResponse['result'] {
  return {
    data: {
      leads: {
        __typename: 'LeadConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
        totalCount,
      },
    },
  };
}

function Harness() {
  const [filters, setFilters] = useState<LeadListFilters>(emptyLeadFilters);
  return (
    <LeadDataPanel
      filters={filters}
      onFiltersChange={(next) => setFilters((current) => ({ ...current, ...next }))}
      now={new Date('2025-06-10T12:00:00.000Z')}
    />
  );
}

describe('LeadDataPanel', () => {
  it('announces loading, then shows the leads and the count', async () => {
    renderWithProviders(<Harness />, {
      mocks: [
        {
          request: { query: LeadsDocument, variables: firstPageVariables },
          result: page([leadRow()], 1, null),
          delay: 30,
        },
      ],
    });
    expect(screen.getByRole('status', { name: 'Loading leads...' })).toBeInTheDocument();
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 of 1 lead');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no leads', async () => {
    renderWithProviders(<Harness />, {
      mocks: [{ request: { query: LeadsDocument, variables: firstPageVariables }, result: page([], 0, null) }],
    });
    expect(
      await screen.findByText('No leads found. Start marketing your agency to collect leads.'),
    ).toBeInTheDocument();
  });

  it('shows the error text when the leads cannot be loaded', async () => {
    renderWithProviders(<Harness />, {
      mocks: [{ request: { query: LeadsDocument, variables: firstPageVariables }, error: new Error('offline') }],
    });
    expect(await screen.findByText('Error loading leads. Please try again.')).toBeInTheDocument();
  });

  it('loads the next page after the cursor and appends it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, {
      mocks: [
        {
          request: { query: LeadsDocument, variables: firstPageVariables },
          result: page([leadRow({ id: 1, name: 'First Lead' })], 1234, 'cursor-1'),
        },
        {
          request: { query: LeadsDocument, variables: { ...firstPageVariables, after: 'cursor-1' } },
          result: page([leadRow({ id: 2, name: 'Second Lead' })], 1234, null),
        },
      ],
    });
    expect(await screen.findByText('First Lead')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 of 1,234 leads');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second Lead')).toBeInTheDocument();
    expect(screen.getByText('First Lead')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 2 of 1,234 leads');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches on the server once typing pauses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, {
      mocks: [
        { request: { query: LeadsDocument, variables: firstPageVariables }, result: page([leadRow()], 1, null) },
        {
          request: { query: LeadsDocument, variables: { ...firstPageVariables, filter: { search: 'acme' } } },
          result: page([leadRow({ id: 9, name: 'Acme Buyer', company: 'Acme' })], 1, null),
        },
      ],
    });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'acme');
    await waitFor(() => expect(screen.getByText('Acme Buyer')).toBeInTheDocument());
    expect(screen.queryByText('Dana Whitfield')).not.toBeInTheDocument();
  });
});
