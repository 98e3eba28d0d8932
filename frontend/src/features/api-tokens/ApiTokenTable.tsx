import styled from 'styled-components';
import { Button } from '../../components/Button';
import { DataTable, TableScroller } from '../../components/dataTable';
import { stackedCards, stackedCardsScroller } from '../../components/stackedTable';
import { RelativeTime } from '../../components/RelativeTime';
import { StatusBadge } from '../../components/StatusBadge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { ApiTokenFieldsFragment } from '../../graphql/generated/graphql';
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
  ${stackedCardsScroller(CARDS)}
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

  ${stackedCards(CARDS)}

  ${CARDS} {
    /* the name has the card's whole width (a long one must not be squeezed into half of it);
       the status is one of the labelled fields under it */
    .cell-name {
      grid-column: 1 / -1;
      font-size: ${({ theme }) => theme.fontSize.md};
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
