import styled from 'styled-components';
import { CellNote } from '../../components/dataTable';
import { PagedTable, type PagedTableProps } from '../../components/PagedTable';
import { formatRelativeTime } from '../../components/relativeTime';
import { StackedTable } from '../../components/stackedTable';
import type { AuditEventFieldsFragment } from '../../graphql/generated/graphql';
import { actionLabel, detailEntries, targetLabel } from './auditDisplay';

export type AuditEventsTableProps = {
  connection: Omit<PagedTableProps['connection'], 'nodes'> & { nodes: readonly AuditEventFieldsFragment[] };
  onLoadMore: (after: string) => Promise<unknown>;
};

const COLUMNS = ['Time', 'Who', 'Action', 'Target', 'IP', 'Details'];

/* six columns, the details the widest: scrolls inside its frame between phone and desktop */
const Table = styled(StackedTable)`
  @media (min-width: ${({ theme }) => theme.breakpoint.mobile + 1}px) {
    min-width: 880px;

    th,
    td {
      vertical-align: top;
    }

    /* the widest column, kept to a readable measure in the table; a card's line has its whole width */
    .cell-details {
      min-width: 14rem;
      max-width: 22rem;
    }
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }

  .cell-time {
    white-space: nowrap;
  }
`;

const Actor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/* one line per detail, the value running on after its label and wrapping under it when long */
const Details = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};

  dt,
  dd {
    display: inline;
  }

  dt {
    color: ${({ theme }) => theme.color.muted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};

    &::after {
      content: ': ';
    }
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
    overflow-wrap: anywhere;
  }
`;

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function EventTime({ at }: { at: string }) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <>{at}</>;
  return (
    <>
      <time dateTime={date.toISOString()} title={date.toLocaleString()}>
        {date.toLocaleString(undefined, TIME_FORMAT)}
      </time>
      <CellNote>{formatRelativeTime(date)}</CellNote>
    </>
  );
}

function EventRow({ event }: { event: AuditEventFieldsFragment }) {
  const target = targetLabel(event.targetType, event.targetId);
  const details = detailEntries(event.details);
  return (
    <tr>
      <td className="cell-time" data-label="Time">
        <div>
          <EventTime at={event.at} />
        </div>
      </td>
      <td data-label="Who">
        <div>
          {event.actorUsername ? (
            <Actor>{event.actorUsername}</Actor>
          ) : event.actorId !== null ? (
            <Actor>User #{event.actorId}</Actor>
          ) : (
            <Muted>No one signed in</Muted>
          )}
        </div>
      </td>
      <td data-label="Action">
        <div>
          {actionLabel(event.action)}
          <CellNote>
            <code>{event.action}</code>
          </CellNote>
        </div>
      </td>
      <td data-label="Target" data-empty={target ? undefined : ''}>
        <div>{target ?? <Muted>None</Muted>}</div>
      </td>
      <td data-label="IP" data-empty={event.ip ? undefined : ''}>
        <div>{event.ip ? <code>{event.ip}</code> : <Muted>Unknown</Muted>}</div>
      </td>
      <td className="cell-details" data-label="Details" data-empty={details.length > 0 ? undefined : ''}>
        <div>
          {details.length > 0 ? (
            <Details>
              {details.map((entry) => (
                <div key={entry.key}>
                  <dt>{entry.label}</dt>
                  <dd>{entry.value}</dd>
                </div>
              ))}
            </Details>
          ) : event.redactedAt ? (
            <Muted>Wiped when a lead was erased</Muted>
          ) : (
            <Muted>None</Muted>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The events on screen, newest first, with how many match and a Load more while more remain. */
export function AuditEventsTable({ connection, onLoadMore }: AuditEventsTableProps) {
  return (
    <PagedTable
      label="Audit events"
      connection={connection}
      noun="events"
      columns={COLUMNS}
      table={Table}
      onLoadMore={onLoadMore}
    >
      {connection.nodes.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </PagedTable>
  );
}
