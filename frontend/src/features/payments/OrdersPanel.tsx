import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TableScroller } from '../../components/dataTable';
import { StackedTable } from '../../components/stackedTable';
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

/* a table on a desktop (sideways scrolling below its width), a stack of cards on a phone */
const Table = styled(StackedTable)`
  @media (min-width: ${({ theme }) => theme.breakpoint.mobile + 1}px) {
    min-width: 880px;

    td.date,
    td.amount,
    td.method {
      white-space: nowrap;
    }
  }

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

const Stack = styled.span`
  display: block;
  min-width: 0;
`;

const CustomerName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const CustomerLink = styled(Link)`
  display: inline-block;
  /* a tap target of its own, above the email under it */
  min-height: 24px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  overflow-wrap: anywhere;
`;

const NotReported = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const NOT_REPORTED = 'Not reported';

/** The buyer as Stripe's billing details name them; the name opens the lead with that email. */
function Customer({ order }: { order: OrderRowFieldsFragment }) {
  const { customerName: name, customerEmail: email, customerLeadId: leadId } = order;
  if (!name && !email) return <NotReported>{NOT_REPORTED}</NotReported>;
  const label = name ?? email ?? '';
  return (
    <Stack>
      {leadId !== null ? (
        <CustomerLink to={`/leads/lifecycle/${leadId}`} title="Open this customer's lead">
          {label}
        </CustomerLink>
      ) : (
        name && <CustomerName>{name}</CustomerName>
      )}
      {email && (name || leadId === null) && <Email>{email}</Email>}
    </Stack>
  );
}

function OrderRow({ order }: { order: OrderRowFieldsFragment }) {
  const method = formatOrderMethod({ type: order.paymentMethodType, brand: order.cardBrand, last4: order.cardLast4 });
  return (
    <tr>
      <th scope="row">
        <Stack>
          {order.productName}
          <Muted>Order #{order.id}</Muted>
        </Stack>
      </th>
      <td className="date" data-label="Date">
        <span>{formatOrderDate(order.createdAt)}</span>
      </td>
      <td data-label="Customer">
        <Customer order={order} />
      </td>
      <td className="amount" data-label="Amount">
        <span>{formatOrderAmount(order.amountCents, order.currency)}</span>
      </td>
      <td data-label="Status">
        <Stack>
          <StatusBadge $tone={STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</StatusBadge>
          {order.status === 'failed' && order.failureReason && <Muted>{order.failureReason}</Muted>}
        </Stack>
      </td>
      <td className="method" data-label="Payment">
        {method ? <span>{method}</span> : <NotReported>{NOT_REPORTED}</NotReported>}
      </td>
    </tr>
  );
}

/**
 * The Orders tab: every checkout attempt, newest first, with who paid, the status and the payment
 * method as Stripe reported them.
 */
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
              <th scope="col">Product</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
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
