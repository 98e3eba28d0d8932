import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useOrdersQuery, type OrderRowFieldsFragment } from '../../graphql/generated/graphql';
import type { OrderStatus } from '../../graphql/generated/schema';
import { formatOrderAmount, formatOrderDate, formatOrderMethod, ORDER_STATUS_LABELS } from './orderDisplay';

export type OrdersPanelProps = Record<string, never>;

export const ORDERS_PAGE_SIZE = 50;
export const ORDERS_LOADING_TEXT = 'Loading orders...';
export const ORDERS_EMPTY_TEXT = 'No orders yet. Payments from the checkout page appear here.';
export const ORDERS_ERROR_TEXT = 'Error loading orders. Please try again.';

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Message = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[5]}px;
  border: 1px ${({ $tone }) => ($tone === 'danger' ? 'solid' : 'dashed')}
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.surface)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.muted)};
  text-align: center;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }

  thead th {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    padding-left: ${({ theme }) => theme.space[5]}px;
  }

  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: 0;
  }

  td.amount {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const StatusBadge = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  background: ${({ theme, $status }) =>
    $status === 'succeeded'
      ? theme.color.successSoft
      : $status === 'failed'
        ? theme.color.dangerSoft
        : theme.color.surfaceAlt};
  color: ${({ theme, $status }) =>
    $status === 'succeeded'
      ? theme.color.success
      : $status === 'failed'
        ? theme.color.danger
        : $status === 'refunded'
          ? theme.color.warning
          : theme.color.inkSoft};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

function OrderRow({ order }: { order: OrderRowFieldsFragment }) {
  return (
    <tr>
      <td>{formatOrderDate(order.createdAt)}</td>
      <th scope="row">
        {order.productName}
        <Muted>Order #{order.id}</Muted>
      </th>
      <td className="amount">{formatOrderAmount(order.amountCents, order.currency)}</td>
      <td>
        <StatusBadge $status={order.status}>{ORDER_STATUS_LABELS[order.status]}</StatusBadge>
        {order.status === 'failed' && order.failureReason && <Muted>{order.failureReason}</Muted>}
      </td>
      <td>{formatOrderMethod(order.paymentMethodType, order.cardLast4)}</td>
    </tr>
  );
}

/** The Orders tab: every checkout attempt, newest first, with its status as Stripe reported it. */
export function OrdersPanel(_props: OrdersPanelProps) {
  const { data, error, fetchMore } = useOrdersQuery({
    variables: { first: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.orders;

  const loadMore = async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          orders: {
            ...fetchMoreResult.orders,
            nodes: [...(previous.orders?.nodes ?? []), ...fetchMoreResult.orders.nodes],
          },
        }),
      });
    } catch (fetchError) {
      console.error('Could not load more orders', fetchError);
    } finally {
      setLoadingMore(false);
    }
  };

  if (error && !connection) {
    return (
      <Message $tone="danger" role="alert">
        <p>{ORDERS_ERROR_TEXT}</p>
      </Message>
    );
  }
  if (!connection) {
    return (
      <Message $tone="neutral" role="status" aria-live="polite">
        <Spinner size="sm" label={ORDERS_LOADING_TEXT} />
        <p aria-hidden="true">{ORDERS_LOADING_TEXT}</p>
      </Message>
    );
  }
  if (connection.nodes.length === 0) {
    return (
      <Message $tone="neutral">
        <p>{ORDERS_EMPTY_TEXT}</p>
      </Message>
    );
  }
  return (
    <>
      <Summary>
        Showing {connection.nodes.length} of {connection.totalCount} orders
      </Summary>
      <Scroller tabIndex={0} role="region" aria-label="Orders table">
        <Table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Product</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Payment method</th>
            </tr>
          </thead>
          <tbody>
            {connection.nodes.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </tbody>
        </Table>
      </Scroller>
      {connection.pageInfo.hasNextPage && (
        <More>
          <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more orders'}
          </Button>
        </More>
      )}
    </>
  );
}
