import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { BreakableText } from '../../components/BreakableText';
import { CellNote } from '../../components/dataTable';
import { StackedTable } from '../../components/stackedTable';
import { PagedTable } from '../../components/PagedTable';
import { PanelHead } from '../../components/PanelHead';
import { RelativeTime } from '../../components/RelativeTime';
import { StatusMessage } from '../../components/StatusMessage';
import { DeliveryStatusBadge } from '../../components/StatusBadge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../theme/theme';
import { useEmailDeliveriesQuery, type EmailDeliveryFieldsFragment } from '../../graphql/generated/graphql';

/** What each kind of email is about, in words. */
const KINDS: Record<string, string> = {
  'new-lead': 'New lead',
  'reply-due-soon': 'Reply due soon',
  'reply-overdue': 'Reply overdue',
  'payment-received': 'Payment received',
  'endpoint-disabled': 'Webhook endpoint disabled',
};

const COLUMNS = ['Time', 'Subject', 'Recipients', 'Status', 'Attempts', 'Last error'];

/* each column keeps a readable width (a tablet scrolls the table sideways, a phone shows a card a
   row); long addresses wrap at their dots */
const Table = styled(StackedTable)`
  ${media.tablet} {
    min-width: 820px;
  }

  ${media.mobile} {
    && :is(.cell-subject, .cell-recipients, .cell-error) {
      min-width: 0;
      max-width: none;
    }
  }

  th,
  td {
    vertical-align: top;
  }

  .cell-time {
    color: ${({ theme }) => theme.color.inkSoft};
    white-space: nowrap;
  }

  .cell-subject {
    min-width: 14rem;
  }

  /* one address a line */
  .cell-recipients {
    min-width: 13rem;
    max-width: 22rem;
    color: ${({ theme }) => theme.color.inkSoft};
    overflow-wrap: anywhere;
  }

  .cell-attempts {
    font-variant-numeric: tabular-nums;
  }

  .cell-error {
    min-width: 8rem;
    max-width: 18rem;
    color: ${({ theme }) => theme.color.danger};
    overflow-wrap: break-word;
  }
`;

function DeliveryRow({ delivery }: { delivery: EmailDeliveryFieldsFragment }) {
  return (
    <tr>
      <td className="cell-time" data-label="Time">
        <RelativeTime value={delivery.createdAt} />
      </td>
      <th scope="row" className="cell-subject" data-label="Subject">
        <span>
          {delivery.subject}
          <CellNote>{KINDS[delivery.kind] ?? delivery.kind}</CellNote>
        </span>
      </th>
      <td className="cell-recipients" data-label="Recipients">
        <span>
          {delivery.recipients.map((address, index) => (
            <Fragment key={address}>
              {index > 0 && <br />}
              <BreakableText text={address} kind="email" />
              {index < delivery.recipients.length - 1 && ', '}
            </Fragment>
          ))}
        </span>
      </td>
      <td data-label="Status">
        <span>
          <DeliveryStatusBadge status={delivery.status} />
        </span>
      </td>
      <td className="cell-attempts" data-label="Attempts">
        <span>{delivery.attemptCount}</span>
      </td>
      <td className="cell-error" data-label="Last error" data-empty={delivery.lastError ? undefined : ''}>
        {delivery.lastError ?? (
          <CellNote>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>None</VisuallyHidden>
          </CellNote>
        )}
      </td>
    </tr>
  );
}

/** The notification emails, newest first, 20 at a time: each with its status and the last refusal. */
export function EmailDeliveryLog() {
  const headingId = useId();
  const { data, error, fetchMore } = useEmailDeliveriesQuery({ fetchPolicy: 'cache-and-network' });
  const connection = data?.emailDeliveries;

  let body;
  if (error && !connection) {
    body = <StatusMessage kind="error" text="Error loading the delivery log. Please try again." />;
  } else if (!connection) {
    body = <StatusMessage kind="loading" text="Loading the delivery log..." />;
  } else if (connection.nodes.length === 0) {
    body = (
      <StatusMessage kind="empty" text="No emails sent yet">
        <p>Each notification email appears here with its status and delivery attempts.</p>
      </StatusMessage>
    );
  } else {
    body = (
      <PagedTable
        label="Delivery log table"
        connection={connection}
        noun="emails"
        columns={COLUMNS}
        table={Table}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
      >
        {connection.nodes.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} />
        ))}
      </PagedTable>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <PanelHead>
        <h2 id={headingId}>Delivery log</h2>
        <p>Every notification email, newest first, with its status and the mail server&apos;s last refusal.</p>
      </PanelHead>
      {body}
    </section>
  );
}
