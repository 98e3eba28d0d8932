import styled from 'styled-components';
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
