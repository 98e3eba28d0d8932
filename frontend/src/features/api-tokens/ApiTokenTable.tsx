import styled from 'styled-components';
import { Button } from '../../components/Button';
import { cardFieldLabel, DataTable, TableScroller } from '../../components/dataTable';
import { RelativeTime } from '../../components/RelativeTime';
import { StatusBadge } from '../../components/StatusBadge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { ApiTokenFieldsFragment } from '../../graphql/generated/graphql';
import { theme } from '../../theme/theme';
import { apiTokenStatus, formatDay, SCOPE_LABELS, STATUS_DISPLAY, tokenHintText } from './apiTokenDisplay';

export type ApiTokenTableProps = {
  tokens: readonly ApiTokenFieldsFragment[];
  /** asks to revoke a token (the page confirms first) */
  onRevoke: (token: ApiTokenFieldsFragment) => void;
  /** the moment expiry is judged against; by default now */
  now?: Date;
};

/* Eight columns need a laptop's width: below it every row becomes a card, each cell labelled. */
const CARDS = `@media (max-width: 960px)`;

const Scroller = styled(TableScroller)`
  ${CARDS} {
    overflow: visible;
    border: 0;
    border-radius: 0;
    background: transparent;
    box-shadow: none;
  }
`;

const Table = styled(DataTable)`
  th,
  td {
    vertical-align: middle;
  }

  thead th {
    padding-top: ${({ theme }) => theme.space[3]}px;
    padding-bottom: ${({ theme }) => theme.space[3]}px;
  }

  .cell-name {
    min-width: 9rem;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  .cell-actions {
    text-align: right;
  }

  tr[data-status='revoked'] td:not(.cell-status) {
    color: ${({ theme }) => theme.color.muted};
  }

  ${CARDS} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space[3]}px;

      @media (min-width: ${theme.breakpoint.mobile + 1}px) {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }

    tbody tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
      padding: ${({ theme }) => theme.space[4]}px;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.lg};
      background: ${({ theme }) => theme.color.surface};
      box-shadow: ${({ theme }) => theme.shadow.sm};
    }

    th,
    td,
    th:first-child,
    td:first-child,
    th:last-child,
    td:last-child {
      display: block;
      padding: 0;
      border: 0;
      min-width: 0;
    }

    ${cardFieldLabel}

    /* the name has the card's whole width (a long one must not be squeezed into half of it);
       the status is one of the labelled fields under it */
    .cell-name {
      grid-column: 1 / -1;
      font-size: ${({ theme }) => theme.fontSize.md};
    }

    .cell-actions {
      grid-column: 1 / -1;
      padding-top: ${({ theme }) => theme.space[3]}px;
      border-top: 1px solid ${({ theme }) => theme.color.border};
      text-align: left;
    }

    .cell-actions:empty {
      display: none;
    }
  }
`;

const Hint = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** The signed-in user's tokens, newest first: what each may do, when it expires, when it was last used. */
export function ApiTokenTable({ tokens, onRevoke, now = new Date() }: ApiTokenTableProps) {
  return (
    <Scroller role="region" aria-label="Your API tokens" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Scope</th>
            <th scope="col">Token</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => {
            const status = apiTokenStatus(token, now);
            const { label, tone } = STATUS_DISPLAY[status];
            return (
              <tr key={token.id} data-status={status}>
                <td className="cell-name">{token.name}</td>
                <td className="cell-status" data-label="Status">
                  <StatusBadge $tone={tone}>{label}</StatusBadge>
                </td>
                <td data-label="Scope">
                  <NoWrap>{SCOPE_LABELS[token.scope]}</NoWrap>
                </td>
                <td data-label="Token">
                  <Hint>{tokenHintText(token.tokenHint)}</Hint>
                </td>
                <td data-label="Created">
                  <NoWrap>{formatDay(token.createdAt)}</NoWrap>
                </td>
                <td data-label="Expires">
                  <NoWrap>{token.expiresAt ? formatDay(token.expiresAt) : 'Never'}</NoWrap>
                </td>
                <td data-label="Last used">
                  <NoWrap>{token.lastUsedAt ? <RelativeTime value={token.lastUsedAt} /> : 'Never used'}</NoWrap>
                </td>
                <td className="cell-actions">
                  {status === 'active' && (
                    <Button variant="secondary" onClick={() => onRevoke(token)} aria-label={`Revoke ${token.name}`}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
