import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { useState } from 'react';
import { GraphQLError } from 'graphql';
import {
  EraseLeadDocument,
  ExportLeadDataDocument,
  LeadCountsDocument,
  LeadsDocument,
} from '../../graphql/generated/graphql';
import { renderAdmin } from '../../test/renderAdmin';
import { analystMe, meMock } from '../../test/meFixtures';
import { LeadDataPanel } from './LeadDataPanel';
import { leadRow } from '../../test/leadFixtures';
import { emptyLeadFilters, type LeadListFilters } from './leadFilters';
import { readBlobText } from '../../test/readBlobText';

const firstPageVariables = { first: 50, filter: {}, sort: 'NEWEST_FIRST' };

function page(
  nodes: ReturnType<typeof leadRow>[],
  totalCount: number,
  endCursor: string | null,
  totalCountIsEstimate = false,
): MockLink.MockedResponse['result'] {
  return {
    data: {
      leads: {
        __typename: 'LeadConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
        totalCount,
        totalCountIsEstimate,
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
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
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

  it('says "about" when the server estimates the total of a filter matching many leads', async () => {
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
        {
          request: { query: LeadsDocument, variables: firstPageVariables },
          result: page([leadRow()], 131_262, 'cursor-1', true),
        },
      ],
    });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 of about 130K leads');
  });

  it('shows the empty text when there are no leads', async () => {
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
        { request: { query: LeadsDocument, variables: firstPageVariables }, result: page([], 0, null) },
      ],
    });
    expect(
      await screen.findByText('No leads found. Start marketing your agency to collect leads.'),
    ).toBeInTheDocument();
  });

  it('shows the error text when the leads cannot be loaded', async () => {
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
        { request: { query: LeadsDocument, variables: firstPageVariables }, error: new Error('offline') },
      ],
    });
    expect(await screen.findByText('Error loading leads. Please try again.')).toBeInTheDocument();
  });

  it('loads the next page after the cursor and appends it', async () => {
    const user = userEvent.setup();
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
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
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
        { request: { query: LeadsDocument, variables: firstPageVariables }, result: page([leadRow()], 1, null) },
        {
          request: { query: LeadsDocument, variables: { ...firstPageVariables, filter: { search: 'acme' } } },
          result: page([leadRow({ id: 9, name: 'Acme Buyer', company: 'Acme' })], 1, null),
        },
      ],
    });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'acme');
    expect(await screen.findByText('Acme Buyer')).toBeInTheDocument();
    expect(screen.queryByText('Dana Whitfield')).not.toBeInTheDocument();
  });
});

const dana = leadRow();

const leadsMock = (nodes: ReturnType<typeof leadRow>[]): MockLink.MockedResponse => ({
  request: { query: LeadsDocument, variables: firstPageVariables },
  result: page(nodes, nodes.length, null),
});

const countsMock: MockLink.MockedResponse = {
  request: { query: LeadCountsDocument },
  result: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 0, spam: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'More actions for Dana Whitfield' }));
  return screen.getByRole('menu', { name: 'Actions for Dana Whitfield' });
}

describe('a lead’s data rights in the lead table', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:lead-export');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    createObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('exports the lead as lead-1.json from the row’s menu, and says so', async () => {
    const user = userEvent.setup();
    const document = { format: 'lead-data-export/1', lead: { id: 1, email: dana.email } };
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
        leadsMock([dana]),
        {
          request: { query: ExportLeadDataDocument, variables: { id: 1 } },
          result: { data: { exportLeadData: document } },
        },
      ],
    });
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Export data', 'Erase lead…']);
    expect(within(menu).getByRole('menuitem', { name: 'Export data' })).toHaveFocus();
    await user.click(within(menu).getByRole('menuitem', { name: 'Export data' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('lead-1.json');
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await readBlobText(blob))).toEqual(document);
    expect(await screen.findByText('Data exported')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes the menu with Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderAdmin(<Harness />, { mocks: [meMock('ADMIN'), leadsMock([dana])] });
    await openMenu(user);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Erase lead…' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions for Dana Whitfield' })).toHaveFocus();
  });

  it('erases only once the lead’s email is typed, then refreshes the table and confirms', async () => {
    const user = userEvent.setup();
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
        countsMock,
        leadsMock([dana]),
        {
          request: { query: EraseLeadDocument, variables: { id: 1, confirmEmail: 'DANA@northwind.example' } },
          result: {
            data: { eraseLead: { __typename: 'LeadErasure', leadId: 1, conversations: 1, ordersAnonymised: 2 } },
          },
        },
        leadsMock([]),
      ],
    });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Erase lead…' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Erase Dana Whitfield?' });
    const input = within(dialog).getByLabelText(/Type dana@northwind.example to confirm/);
    const erase = within(dialog).getByRole('button', { name: 'Erase lead' });
    expect(input).toHaveFocus();
    expect(erase).toBeDisabled();
    await user.type(input, 'dana@northwind');
    expect(erase).toBeDisabled();
    await user.type(input, '.example');
    expect(erase).toBeEnabled();
    await user.clear(input);
    await user.type(input, 'DANA@northwind.example');
    await user.click(erase);

    expect(await screen.findByText('Lead erased')).toBeInTheDocument();
    expect(
      screen.getByText(/Everything about Dana Whitfield is gone; 2 orders kept without personal details/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No leads found. Start marketing your agency to collect leads.'),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    renderAdmin(<Harness />, {
      mocks: [
        meMock('ADMIN'),
        leadsMock([dana]),
        {
          request: { query: EraseLeadDocument, variables: { id: 1, confirmEmail: dana.email } },
          result: {
            errors: [
              new GraphQLError("The email typed does not match the lead's", {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: { confirmEmail: "This is not the lead's email address. Nothing was erased." },
                },
              }),
            ],
          },
        },
      ],
    });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Erase lead…' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), dana.email);
    await user.click(within(dialog).getByRole('button', { name: 'Erase lead' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing was erased.');
    expect(screen.getByText('Dana Whitfield')).toBeInTheDocument();
  });

  it('is not offered to an analyst', async () => {
    renderAdmin(<Harness />, { mocks: [analystMe(), leadsMock([dana])] });
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View lifecycle of Dana Whitfield' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });
});
