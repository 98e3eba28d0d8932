import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { TableScroller } from './dataTable';
import { LoadMoreButton } from './LoadMoreButton';

export type PagedTableProps = {
  /** the scrolling region's accessible name */
  label: string;
  /** the page(s) on screen, with how many there are in all and whether more remain */
  connection: {
    nodes: readonly unknown[];
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  /** what the rows are, in the plural: "Showing 20 of 57 emails", "Load more emails" */
  noun: string;
  /** the column headings, in order */
  columns: readonly ReactNode[];
  /** the table element: DataTable, or a styled DataTable with its own column rules */
  table: ComponentType<{ children: ReactNode }>;
  onLoadMore: (after: string) => Promise<unknown>;
  /** the rows */
  children: ReactNode;
};

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * One page of a paged list as a table that scrolls inside its own frame on a narrow screen, with
 * how many rows are shown and a Load more button while more pages remain.
 */
export function PagedTable({
  label,
  connection: { nodes, totalCount, pageInfo },
  noun,
  columns,
  table: Table,
  onLoadMore,
  children,
}: PagedTableProps) {
  const nextCursor = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  return (
    <>
      <Summary>
        Showing {nodes.length} of {totalCount} {noun}
      </Summary>
      <TableScroller role="region" aria-label={label} tabIndex={0}>
        <Table>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </Table>
      </TableScroller>
      {nextCursor && <LoadMoreButton label={`Load more ${noun}`} onLoadMore={() => onLoadMore(nextCursor)} />}
    </>
  );
}
