import styled from 'styled-components';

/**
 * The back office's tables: a framed box that scrolls sideways when the table is wider than the
 * screen (on a tablet; a phone shows a StackedTable's rows as cards, components/stackedTable.ts) (give it role="region", an aria-label and tabIndex={0} so keyboards can scroll it too),
 * and the table inside with one look for headers, cells and rows.
 */
export const TableScroller = styled.div`
  /* positioned: text hidden for screen readers (position: absolute) is clipped with the table, not
     laid out where its cell would be, beyond the frame, where it would widen the page */
  position: relative;
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

export const DataTable = styled.table`
  width: 100%;
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

  /* the outer columns' margin; a table that runs edge to edge in a card sets the card's (--table-edge) */
  th:first-child,
  td:first-child {
    padding-left: var(--table-edge, ${({ theme }) => theme.space[5]}px);
  }

  th:last-child,
  td:last-child {
    padding-right: var(--table-edge, ${({ theme }) => theme.space[5]}px);
  }

  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: 0;
  }
`;

/** A second, smaller line in a cell: a kind, an id, a reason. */
export const CellNote = styled.span`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;
