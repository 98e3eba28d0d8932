import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { OrdersDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrdersPanel } from './OrdersPanel';

const order = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Order',
  id,
  productId: 'ai-strategy',
  productName: 'AI Marketing Strategy',
  amountCents: 99900,
  currency: 'usd',
  status: 'succeeded',
  paymentMethodType: 'card',
  cardBrand: 'visa',
  cardLast4: '4242',
  customerName: 'Priya Raman',
  customerEmail: 'priya@raman-studio.example',
  customerLeadId: 17,
  failureReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function ordersMock(nodes: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: OrdersDocument, variables: { first: 50 } },
    result: {
      data: {
        orders: {
          __typename: 'OrderConnection',
          nodes,
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

describe('OrdersPanel', () => {
  it('lists orders with date, product, amount, status and payment method', async () => {
    renderWithProviders(<OrdersPanel />, {
      mocks: [
        ordersMock([
          order(2),
          order(1, {
            status: 'failed',
            paymentMethodType: null,
            cardBrand: null,
            cardLast4: null,
            customerName: null,
            customerEmail: null,
            customerLeadId: null,
            failureReason: 'Your card was declined.',
            productName: 'Marketing Strategy Session',
            amountCents: 29900,
          }),
        ]),
      ],
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('AI Marketing Strategy')).toBeInTheDocument();
    expect(within(rows[1]).getByText('$999.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(rows[2]).getByText('$299.00')).toBeInTheDocument();
    // neither a buyer nor a method was reported for the declined one
    expect(within(rows[2]).getAllByText('Not reported')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 2 orders')).toBeInTheDocument();
  });

  it("shows the buyer's name and email, the name opening the lead with that email", async () => {
    renderWithProviders(<OrdersPanel />, {
      mocks: [
        ordersMock([
          order(3),
          order(2, { customerName: 'Jon Ebbesen', customerEmail: 'jon@ebbesen.example', customerLeadId: null }),
          order(1, {
            customerName: null,
            customerEmail: 'only-email@buyer.example',
            customerLeadId: 4,
            cardBrand: 'amex',
            cardLast4: '0005',
          }),
        ]),
      ],
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    const [, withLead, withoutLead, emailOnly] = within(table).getAllByRole('row');
    expect(within(withLead).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', '/leads/lifecycle/17');
    expect(within(withLead).getByText('priya@raman-studio.example')).toBeInTheDocument();
    expect(within(withoutLead).queryByRole('link')).not.toBeInTheDocument();
    expect(within(withoutLead).getByText('Jon Ebbesen')).toBeInTheDocument();
    expect(within(withoutLead).getByText('jon@ebbesen.example')).toBeInTheDocument();
    expect(within(emailOnly).getByRole('link', { name: 'only-email@buyer.example' })).toHaveAttribute(
      'href',
      '/leads/lifecycle/4',
    );
    expect(within(emailOnly).getByText('American Express •••• 0005')).toBeInTheDocument();
  });

  it('labels each cell with its column, for the cards a phone shows', async () => {
    renderWithProviders(<OrdersPanel />, { mocks: [ordersMock([order(1)])] });
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Date',
      'Customer',
      'Amount',
      'Status',
      'Payment',
    ]);
  });

  it('says so when there are no orders', async () => {
    renderWithProviders(<OrdersPanel />, { mocks: [ordersMock([])] });
    expect(await screen.findByText('No orders yet. Payments from the checkout page appear here.')).toBeInTheDocument();
  });

  it('shows an error when the orders cannot be loaded', async () => {
    renderWithProviders(<OrdersPanel />, {
      mocks: [{ request: { query: OrdersDocument, variables: { first: 50 } }, error: new Error('boom') }],
    });
    expect(await screen.findByText('Error loading orders. Please try again.')).toBeInTheDocument();
  });
});
