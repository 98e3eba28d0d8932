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
  cardLast4: '4242',
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
            cardLast4: null,
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
    expect(within(rows[1]).getByText('Card •••• 4242')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(rows[2]).getByText('$299.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 orders')).toBeInTheDocument();
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
