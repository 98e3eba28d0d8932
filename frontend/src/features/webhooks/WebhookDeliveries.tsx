import { useState } from 'react';
import styled from 'styled-components';
import { BreakableText } from '../../components/BreakableText';
import { Button } from '../../components/Button';
import { CellNote } from '../../components/dataTable';
import { StackedTable } from '../../components/stackedTable';
import { media } from '../../theme/theme';
import { PagedTable } from '../../components/PagedTable';
import { RelativeTime } from '../../components/RelativeTime';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { StatusMessage } from '../../components/StatusMessage';
import { DeliveryStatusBadge } from '../../components/StatusBadge';
import { useToast } from '../../components/Toast';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  useResendWebhookDeliveryMutation,
  useWebhookDeliveriesQuery,
  type WebhookDeliveryFieldsFragment,
} from '../../graphql/generated/graphql';
import { attemptSummary, deliveryToast, latestAttempt } from './webhookDisplay';

export type WebhookDeliveriesProps = {
  endpointId: number;
  /** the endpoint's URL, naming the table for screen readers */
  url: string;
  /** the signed-in user may not resend: the table has no Resend buttons */
  readOnly?: boolean;
};

const READ_ONLY_COLUMNS = ['Event', 'Status', 'Latest attempt', 'Attempts'];
const COLUMNS = [...READ_ONLY_COLUMNS, <VisuallyHidden key="actions">Actions</VisuallyHidden>];

/* four short columns and the button: it fits an endpoint's card on a desktop; a phone shows a card a delivery */
const Table = styled(StackedTable)`
  ${media.tablet} {
    min-width: 620px;
  }

  ${media.mobile} {
    && :is(.cell-event, .cell-status, .cell-response) {
      min-width: 0;
      max-width: none;
    }
  }

  /* the Resend buttons are taller than a line of text: every cell centres on them */
  th,
  td {
    vertical-align: middle;
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  /* wide enough for an event's name and its message id on two lines, on a phone too */
  .cell-event {
    min-width: 12rem;
    max-width: 14rem;
    overflow-wrap: break-word;
  }

  .cell-status {
    min-width: 8.5rem;
  }

  .cell-response {
    min-width: 9rem;
    max-width: 16rem;
    overflow-wrap: break-word;
  }

  .cell-attempts {
    font-variant-numeric: tabular-nums;
  }

  .cell-actions {
    text-align: right;
  }
`;

/* the message id whole (it is what a receiver logs), on two short lines */
const MessageId = styled(CellNote)`
  max-width: 11rem;
  font-family: ${({ theme }) => theme.font.mono};
  word-break: break-all;
`;

const Summary = styled.span`
  white-space: nowrap;
`;

const AttemptError = styled.span`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

function DeliveryRow({
  delivery,
  busy,
  onResend,
}: {
  delivery: WebhookDeliveryFieldsFragment;
  busy: boolean;
  /** null: no Resend button (read-only) */
  onResend: (() => void) | null;
}) {
  const attempt = latestAttempt(delivery);
  return (
    <tr>
      <th scope="row" className="cell-event" data-label="Event">
        <span>
          <code>
            <BreakableText text={delivery.eventType} kind="name" />
          </code>
          <MessageId>{delivery.messageId}</MessageId>
        </span>
      </th>
      <td className="cell-status" data-label="Status">
        <span>
          <DeliveryStatusBadge status={delivery.status} />
          <CellNote>
            <RelativeTime value={delivery.createdAt} />
          </CellNote>
        </span>
      </td>
      <td className="cell-response" data-label="Latest attempt">
        <span>
          <Summary>{attempt ? attemptSummary(attempt) : 'Not sent yet'}</Summary>
          {attempt?.error && <AttemptError>{attempt.error}</AttemptError>}
        </span>
      </td>
      <td className="cell-attempts" data-label="Attempts">
        <span>{delivery.attempts.length}</span>
      </td>
      {onResend && (
        <td className="cell-actions">
          <Button variant="secondary" onClick={onResend} disabled={busy}>
            {busy ? 'Resending…' : 'Resend'}
            <VisuallyHidden> {delivery.messageId}</VisuallyHidden>
          </Button>
        </td>
      )}
    </tr>
  );
}

/** An endpoint's deliveries, newest first, 20 at a time, each with its latest attempt and a Resend. */
export function WebhookDeliveries({ endpointId, url, readOnly = false }: WebhookDeliveriesProps) {
  const { toast } = useToast();
  const { data, error, fetchMore } = useWebhookDeliveriesQuery({
    variables: { endpointId },
    fetchPolicy: 'cache-and-network',
  });
  // the answer updates the delivery's row in place; the endpoint's failure streak may change with it
  const [resendDelivery] = useResendWebhookDeliveryMutation({ refetchQueries: ['WebhookEndpoints'] });
  const [resending, setResending] = useState<number | null>(null);
  const connection = data?.webhookDeliveries;

  const resend = async (delivery: WebhookDeliveryFieldsFragment) => {
    setResending(delivery.id);
    try {
      const result = await resendDelivery({ variables: { id: delivery.id } });
      const sent = result.data?.resendWebhookDelivery;
      if (sent) toast(deliveryToast(sent, { sent: 'Delivery resent', failed: 'The resend failed' }));
    } catch (resendError) {
      toast({
        title: 'Could not resend the delivery',
        description: serverErrorMessage(resendError) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setResending(null);
    }
  };

  if (error && !connection) {
    return <StatusMessage kind="error" text="Error loading the deliveries. Please try again." />;
  }
  if (!connection) return <StatusMessage kind="loading" text="Loading deliveries..." />;
  if (connection.nodes.length === 0) {
    return (
      <StatusMessage kind="empty" text="No deliveries yet">
        <p>Each event sent to this endpoint appears here. Send a test to see one now.</p>
      </StatusMessage>
    );
  }
  return (
    <PagedTable
      label={`Deliveries to ${url}`}
      connection={connection}
      noun="deliveries"
      columns={readOnly ? READ_ONLY_COLUMNS : COLUMNS}
      table={Table}
      onLoadMore={(after) => fetchMore({ variables: { after } })}
    >
      {connection.nodes.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          busy={resending === delivery.id}
          onResend={readOnly ? null : () => void resend(delivery)}
        />
      ))}
    </PagedTable>
  );
}
