import { useState } from 'react';
import styled from 'styled-components';
import { ChartSvg } from './BarChart';
import { useRovingFocus } from './useRovingFocus';

export type ColumnDatum = {
  key: string;
  value: number;
  /** the column's name on its axis: "Jun 3" */
  tick: string;
  /** the whole reading: "Week of Jun 3: 12 leads" */
  text: string;
};

export type ColumnChartProps = {
  columns: readonly ColumnDatum[];
  titleId: string;
  descriptionId: string;
  /** an axis value's label: "12", "$1,200" */
  formatAxis: (value: number) => string;
  /** what the readout says when no column is pointed at: "340 leads in the period" */
  summary: string;
};

const TOP = 14;
const PLOT = 180;
const AXIS = 26;
/** at most this many dates under the columns; half of them on a phone */
const MAX_TICKS = 6;
const GRID = [0, 0.5, 1] as const;

const Readout = styled.p`
  min-height: 1.6em;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  font-variant-numeric: tabular-nums;
`;

const Frame = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[2]}px;
`;

const Axis = styled.div`
  position: relative;
  min-width: 2ch;
  color: ${({ theme }) => theme.color.muted};
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  text-align: right;

  span {
    display: block;
    position: absolute;
    right: 0;
    line-height: 1;
    white-space: nowrap;
  }

  /* the widest label sets the gutter's width */
  span:first-child {
    position: static;
    visibility: hidden;
  }
`;

const Plot = styled(ChartSvg)`
  .grid {
    stroke: ${({ theme }) => theme.color.border};
    stroke-width: 1px;
  }

  .axis {
    fill: ${({ theme }) => theme.color.muted};
    font-size: 12px;
  }

  @media (max-width: 600px) {
    .minor {
      display: none;
    }
  }

  .hit {
    fill: transparent;
  }

  .item:hover .hit,
  .item:focus-visible .hit {
    fill: ${({ theme }) => theme.color.accentSoft};
  }
`;

/** A round number at or above the largest value, so the grid's lines fall on easy figures. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** A column per bucket of a series, with a line of text that reads the pointed or focused one. */
export function ColumnChart({ columns, titleId, descriptionId, formatAxis, summary }: ColumnChartProps) {
  const itemProps = useRovingFocus(columns.length);
  const [pointed, setPointed] = useState<number | null>(null);
  const max = niceMax(Math.max(...columns.map((column) => column.value), 0));
  const slot = 100 / Math.max(columns.length, 1);
  const tickStep = Math.ceil(columns.length / MAX_TICKS);
  const reading = pointed !== null ? columns[pointed]?.text : undefined;

  return (
    <div onMouseLeave={() => setPointed(null)}>
      <Readout aria-hidden="true">{reading ?? summary}</Readout>
      <Frame>
        <Axis aria-hidden="true" style={{ height: TOP + PLOT + AXIS }}>
          <span>{formatAxis(max)}</span>
          {GRID.map((share) => (
            <span key={share} style={{ top: TOP + PLOT - share * PLOT - 6 }}>
              {formatAxis(max * share)}
            </span>
          ))}
        </Axis>
        <Plot role="group" aria-labelledby={titleId} aria-describedby={descriptionId} height={TOP + PLOT + AXIS}>
          {GRID.map((share) => {
            const y = TOP + PLOT - share * PLOT;
            return <line key={share} className="grid" x1="0" x2="100%" y1={y} y2={y} aria-hidden="true" />;
          })}
          {columns.map((column, index) => {
            const height = (column.value / max) * PLOT;
            const roving = itemProps(index);
            return (
              <g
                key={column.key}
                className="item"
                role="img"
                aria-label={column.text}
                onMouseEnter={() => setPointed(index)}
                onBlur={() => setPointed(null)}
                {...roving}
                onFocus={() => {
                  roving.onFocus();
                  setPointed(index);
                }}
              >
                <rect className="hit" x={`${index * slot}%`} y={TOP} width={`${slot}%`} height={PLOT} rx="3" />
                <rect
                  className="bar"
                  x={`${index * slot + slot * 0.18}%`}
                  y={TOP + PLOT - height}
                  width={`${slot * 0.64}%`}
                  height={height}
                  rx="2"
                />
              </g>
            );
          })}
          {/* the dates apart from the columns: a column's box (its focus, its pointer area) is the column alone */}
          <g aria-hidden="true">
            {columns.map((column, index) =>
              index % tickStep === 0 ? (
                <text
                  key={column.key}
                  className={(index / tickStep) % 2 === 1 ? 'axis minor' : 'axis'}
                  x={`${index === 0 ? 0 : index * slot + slot / 2}%`}
                  y={TOP + PLOT + 18}
                  textAnchor={index === 0 ? 'start' : 'middle'}
                >
                  {column.tick}
                </text>
              ) : null,
            )}
          </g>
        </Plot>
      </Frame>
    </div>
  );
}
