import styled, { css } from 'styled-components';
import { DataTable } from './dataTable';

/**
 * A DataTable that becomes a stack of cards on a phone: each row a card, each cell a line with its
 * column's name before it (give every cell `data-label`; a cell without one spans the card; a cell
 * marked `data-empty` is left out of the card). Wrap each cell's content in one element: a cell is
 * a grid of label and content there. The column headings stay for screen readers. Put it in a
 * TableScroller, like any DataTable.
 */
export const StackedTable = styled(DataTable)`
  th,
  td {
    vertical-align: middle;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tbody,
    tr {
      display: block;
    }

    tr {
      padding: ${({ theme }) => theme.space[4]}px;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }

    tbody tr:last-child {
      border-bottom: 0;
    }

    && th,
    && td {
      display: grid;
      grid-template-columns: minmax(0, 6.5rem) minmax(0, 1fr);
      align-items: baseline;
      gap: ${({ theme }) => theme.space[3]}px;
      padding: ${({ theme }) => theme.space[1]}px 0;
      border: 0;
      overflow-wrap: anywhere;
    }

    && [data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.muted};
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: ${({ theme }) => theme.fontWeight.semibold};
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }

    && :is(th, td):not([data-label]) {
      grid-template-columns: minmax(0, 1fr);
    }

    && [data-empty] {
      display: none;
    }
  }
`;

/**
 * The stacked table's other form, for a table of many columns (the lead table, the API tokens):
 * below `query` each row is a framed card, two a row from a tablet's width up, its cells labelled
 * fields (their `data-label` above the value) in two columns. `.cell-wide` and `.cell-actions`
 * take the card's whole width, the actions under a rule. The TableScroller around it drops its
 * frame there (stackedCardsScroller). Put both in the styles of a DataTable and its scroller.
 */
export const stackedCards = (query: string) => css`
  ${query} {
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

      @media (min-width: ${({ theme }) => theme.breakpoint.mobile + 1}px) {
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

    tbody tr:hover td {
      background: transparent;
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

    td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 2px;
      color: ${({ theme }) => theme.color.muted};
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: ${({ theme }) => theme.fontWeight.semibold};
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }

    .cell-wide,
    .cell-actions {
      grid-column: 1 / -1;
    }

    .cell-actions {
      padding-top: ${({ theme }) => theme.space[3]}px;
      border-top: 1px solid ${({ theme }) => theme.color.border};
      text-align: left;
    }

    .cell-actions:empty {
      display: none;
    }
  }
`;

/** The TableScroller of a stackedCards table: no frame of its own around the cards. */
export const stackedCardsScroller = (query: string) => css`
  ${query} {
    overflow: visible;
    border: 0;
    border-radius: 0;
    background: transparent;
    box-shadow: none;
  }
`;
