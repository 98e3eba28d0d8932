import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { DataTable, TableScroller } from '../../components/dataTable';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import { StatusMessage } from '../../components/StatusMessage';
import { useOrdersQuery, type OrderRowFieldsFragment } from '../../graphql/generated/graphql';
import type { OrderStatus } from '../../graphql/generated/schema';
import { formatOrderAmount, formatOrderDate, formatOrderMethod, ORDER_STATUS_LABELS } from './orderDisplay';

const ORDERS_LOADING_TEXT = 'Loading orders...';
const ORDERS_EMPTY_TEXT = 'No orders yet. Payments from the checkout page appear here.';
const ORDERS_ERROR_TEXT = 'Error loading orders. Please try again.';

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Table = styled(DataTable)`
  min-width: 720px;

  td.amount {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** Paid is the good outcome, failed the bad one; a refund is worth a look. */
const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  succeeded: 'success',
  failed: 'danger',
  refunded: 'warning',
};

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
        <StatusBadge $tone={STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</StatusBadge>
        {order.status === 'failed' && order.failureReason && <Muted>{order.failureReason}</Muted>}
      </td>
      <td>{formatOrderMethod(order.paymentMethodType, order.cardLast4)}</td>
    </tr>
  );
}

/** The Orders tab: every checkout attempt, newest first, with its status as Stripe reported it. */
export function OrdersPanel() {
  const { data, error, fetchMore } = useOrdersQuery({
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
    return <StatusMessage kind="error" text={ORDERS_ERROR_TEXT} />;
  }
  if (!connection) {
    return <StatusMessage kind="loading" text={ORDERS_LOADING_TEXT} />;
  }
  if (connection.nodes.length === 0) {
    return <StatusMessage kind="empty" text={ORDERS_EMPTY_TEXT} />;
  }
  return (
    <>
      <Summary>
        Showing {connection.nodes.length} of {connection.totalCount} orders
      </Summary>
      <TableScroller tabIndex={0} role="region" aria-label="Orders table">
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
      </TableScroller>
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
