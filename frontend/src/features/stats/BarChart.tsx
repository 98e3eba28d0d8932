import styled from 'styled-components';
import { useRovingFocus } from './useRovingFocus';

export type BarDatum = {
  key: string;
  label: string;
  value: number;
  /** the bar's value as read out: "42 leads" */
  valueText: string;
  /** a second figure beside the value, e.g. its share: "31%" */
  note?: string;
  /** the note as read out, when it needs more words than on screen: "31% of the step before" */
  spokenNote?: string;
  /** where the bar leads, if anywhere */
  onOpen?: () => void;
  /** what opening it does, read after the value: "open these leads" */
  openText?: string;
};

export type BarChartProps = {
  bars: readonly BarDatum[];
  titleId: string;
  descriptionId: string;
  /** centre the bars (a funnel) instead of starting them at the left */
  centred?: boolean;
  /** draw at most this many bars (the largest come first); the table and the CSV keep them all */
  limit?: number;
};

const ROW = 46;
const LABEL_MAX = 24;

export const ChartSvg = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;
  font-family: ${({ theme }) => theme.font.body};

  text {
    fill: ${({ theme }) => theme.color.inkSoft};
    font-size: 13px;
  }

  .value {
    fill: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }

  .muted {
    fill: ${({ theme }) => theme.color.muted};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }

  .track {
    fill: ${({ theme }) => theme.color.surfaceAlt};
  }

  .bar {
    fill: ${({ theme }) => theme.color.accent};
  }

  /* the whole row takes the pointer, not only its text and bar: transparent, not none, is hit */
  .ring {
    fill: transparent;
    stroke: none;
  }

  .item {
    outline: none;
  }

  .item.link {
    cursor: pointer;
  }

  .item:hover .bar,
  .item.link:hover .bar {
    fill: ${({ theme }) => theme.color.accentHover};
  }

  .item.link:hover .label {
    fill: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }

  .item:focus-visible .ring {
    stroke: ${({ theme }) => theme.color.accent};
    stroke-width: 2px;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[5]}px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

function shortLabel(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/** Horizontal bars, one a row, each as long as its value against the largest. */
export function BarChart({ bars: all, titleId, descriptionId, centred = false, limit }: BarChartProps) {
  const bars = limit !== undefined ? all.slice(0, limit) : all;
  const itemProps = useRovingFocus(bars.length);
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  if (bars.length === 0) return <Empty>Nothing to show for this period.</Empty>;

  return (
    <>
      <ChartSvg role="group" aria-labelledby={titleId} aria-describedby={descriptionId} height={bars.length * ROW}>
        {bars.map((bar, index) => {
          const width = (bar.value / max) * 100;
          const x = centred ? (100 - width) / 2 : 0;
          const top = index * ROW;
          const label = [
            `${bar.label}: ${bar.valueText}`,
            bar.note ? `, ${bar.spokenNote ?? bar.note}` : '',
            bar.onOpen && bar.openText ? `. ${bar.openText}` : '',
          ].join('');
          return (
            <g
              key={bar.key}
              className={bar.onOpen ? 'item link' : 'item'}
              role={bar.onOpen ? 'link' : 'img'}
              aria-label={label}
              {...itemProps(index, bar.onOpen)}
            >
              <title>{label}</title>
              <rect className="ring" x="0" y={top + 1} width="100%" height={ROW - 2} rx="6" />
              <text className="label" x="0" dx="6" y={top + 17}>
                {shortLabel(bar.label)}
              </text>
              <text className="value" x="100%" dx="-6" y={top + 17} textAnchor="end">
                {bar.note && <tspan className="muted">{bar.note} · </tspan>}
                {bar.valueText}
              </text>
              <rect className="track" x="0" y={top + 25} width="100%" height="12" rx="4" />
              <rect
                className="bar"
                x={`${x}%`}
                y={top + 25}
                width={`${Math.max(width, bar.value > 0 ? 0.8 : 0)}%`}
                height="12"
                rx="4"
              />
            </g>
          );
        })}
      </ChartSvg>
      {bars.length < all.length && (
        <More>
          The {bars.length} largest are drawn; the table and the CSV list the {all.length} largest.
        </More>
      )}
    </>
  );
}
