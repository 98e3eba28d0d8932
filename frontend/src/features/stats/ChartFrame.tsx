import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { DataTable, TableScroller } from '../../components/dataTable';
import { downloadCsv, type ChartTable } from './dashboardFormat';

export type ChartFrameProps = {
  title: string;
  /** one line on what the chart shows; also the chart's accessible description */
  description: string;
  /** the chart's numbers, for its table and its CSV */
  table: ChartTable;
  /** the CSV's name, without ".csv" */
  fileName: string;
  /** the chart itself, given the ids of its name and description */
  children: (labels: { titleId: string; descriptionId: string }) => ReactNode;
  /** spans the whole row of the grid */
  wide?: boolean;
};

export const Panel = styled.section<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[4]}px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  p {
    margin-top: ${({ theme }) => theme.space[1]}px;
    max-width: 60ch;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Text = styled.div`
  flex: 1 1 220px;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: -${({ theme }) => theme.space[2]}px -${({ theme }) => theme.space[3]}px 0 0;

  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

const Scroller = styled(TableScroller)`
  box-shadow: none;
  --table-edge: ${({ theme }) => theme.space[4]}px;

  th,
  td {
    padding-top: ${({ theme }) => theme.space[2]}px;
    padding-bottom: ${({ theme }) => theme.space[2]}px;
  }

  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The table a chart can be shown as: the same numbers, in a real table. */
function NumbersTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <Scroller role="region" aria-label={`${title}, as a table`} tabIndex={0}>
      <DataTable>
        <Caption>{title}</Caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? 'number' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="number">
                    {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Scroller>
  );
}

/** A chart's card: its title and description, the chart or its table, and its numbers as a CSV. */
export function ChartFrame({ title, description, table, fileName, children, wide = false }: ChartFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const [asTable, setAsTable] = useState(false);
  return (
    <Panel $wide={wide} aria-labelledby={titleId}>
      <Head>
        <Text>
          <h2 id={titleId}>{title}</h2>
          <p id={descriptionId}>{description}</p>
        </Text>
        <Actions>
          <Button variant="ghost" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            Show as table
          </Button>
          <Button variant="ghost" onClick={() => downloadCsv(table, `${fileName}.csv`)}>
            Download CSV
          </Button>
        </Actions>
      </Head>
      {asTable ? <NumbersTable title={title} table={table} /> : children({ titleId, descriptionId })}
    </Panel>
  );
}
