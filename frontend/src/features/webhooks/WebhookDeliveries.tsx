import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CellNote, DataTable } from '../../components/dataTable';
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
};

const COLUMNS = [
  'Time',
  'Event',
  'Status',
  'Latest attempt',
  'Attempts',
  <VisuallyHidden key="actions">Actions</VisuallyHidden>,
];

const Table = styled(DataTable)`
  min-width: 680px;

  th,
  td {
    vertical-align: top;
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
  }

  .cell-event {
    min-width: 12rem;
    overflow-wrap: anywhere;
  }

  .cell-response {
    max-width: 16rem;
    overflow-wrap: anywhere;
  }
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
  onResend: () => void;
}) {
  const attempt = latestAttempt(delivery);
  return (
    <tr>
      <td>
        <RelativeTime value={delivery.createdAt} />
      </td>
      <th scope="row" className="cell-event">
        <code>{delivery.eventType}</code>
        <CellNote>{delivery.messageId}</CellNote>
      </th>
      <td>
        <DeliveryStatusBadge status={delivery.status} />
      </td>
      <td className="cell-response">
        {attempt ? attemptSummary(attempt) : 'Not sent yet'}
        {attempt?.error && <AttemptError>{attempt.error}</AttemptError>}
      </td>
      <td>{delivery.attempts.length}</td>
      <td>
        <Button variant="secondary" onClick={onResend} disabled={busy}>
          {busy ? 'Resending…' : 'Resend'}
          <VisuallyHidden> {delivery.messageId}</VisuallyHidden>
        </Button>
      </td>
    </tr>
  );
}

/** An endpoint's deliveries, newest first, 20 at a time, each with its latest attempt and a Resend. */
export function WebhookDeliveries({ endpointId, url }: WebhookDeliveriesProps) {
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
      columns={COLUMNS}
      table={Table}
      onLoadMore={(after) => fetchMore({ variables: { after } })}
    >
      {connection.nodes.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          busy={resending === delivery.id}
          onResend={() => void resend(delivery)}
        />
      ))}
    </PagedTable>
  );
}
