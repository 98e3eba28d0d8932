/** How the dashboard writes its numbers, dates and files, and where its bars lead. */
import type { StatsInterval } from '../../graphql/generated/schema';
import type { ResolvedPeriod } from './period';
import { saveFile } from '../../components/saveFile';

const count = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatCount = (value: number): string => count.format(value);

/** $1,234.50; whole dollars when `whole` (axis labels). */
export const formatUsd = (cents: number, whole = false): string => (whole ? usdWhole : usd).format(cents / 100);

/** 0.4567 -> "45.7%"; null -> "—". */
export function formatShare(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  return `${(share * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

export type Change = {
  /** "+12%", "−3 pts", "No change" */
  text: string;
  direction: 'up' | 'down' | 'none';
  /** whether the change is good news (more leads) or bad (more overdue) */
  tone: 'good' | 'bad' | 'neutral';
};

const MINUS = '\u2212';

function signed(value: number, digits: number): string {
  const rounded = Math.abs(value).toFixed(digits).replace(/\.0$/, '');
  return `${value > 0 ? '+' : MINUS}${rounded}`;
}

function toned(direction: Change['direction'], higherIsBetter: boolean): Change['tone'] {
  if (direction === 'none') return 'neutral';
  return (direction === 'up') === higherIsBetter ? 'good' : 'bad';
}

/** A relative change of an amount (leads, revenue); null when there was nothing before to compare with. */
export function relativeChange(current: number, previous: number, higherIsBetter = true): Change | null {
  if (previous === 0) return current === 0 ? { text: 'No change', direction: 'none', tone: 'neutral' } : null;
  const percent = ((current - previous) / previous) * 100;
  if (Math.abs(percent) < 0.05) return { text: 'No change', direction: 'none', tone: 'neutral' };
  const direction = percent > 0 ? 'up' : 'down';
  return {
    text: `${signed(percent, Math.abs(percent) < 10 ? 1 : 0)}%`,
    direction,
    tone: toned(direction, higherIsBetter),
  };
}

/** A change of a share, in percentage points; null when either share is unknown. */
export function pointChange(current: number | null, previous: number | null, higherIsBetter = true): Change | null {
  if (current === null || previous === null) return null;
  const points = (current - previous) * 100;
  if (Math.abs(points) < 0.05) return { text: 'No change', direction: 'none', tone: 'neutral' };
  const direction = points > 0 ? 'up' : 'down';
  return { text: `${signed(points, 1)} pts`, direction, tone: toned(direction, higherIsBetter) };
}

/** A change of a small count, as a difference: "+2". */
export function countChange(current: number, previous: number, higherIsBetter = true): Change {
  if (current === previous) return { text: 'No change', direction: 'none', tone: 'neutral' };
  const direction = current > previous ? 'up' : 'down';
  return { text: signed(current - previous, 0), direction, tone: toned(direction, higherIsBetter) };
}

/** Each bucket's start as a local day (the server buckets at the browser's midnights). */
function bucketDay(at: string): Date {
  return new Date(at);
}

/** A bucket's name: "Jun 3", "Week of Jun 3", "Jun 2025". */
export function bucketLabel(at: string, interval: StatsInterval): string {
  const date = bucketDay(at);
  if (interval === 'MONTH') return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
  const day = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return interval === 'WEEK' ? `Week of ${day}` : day;
}

/** A bucket's short axis label: "Jun 3", "Jun". */
export function bucketTick(at: string, interval: StatsInterval): string {
  const date = bucketDay(at);
  if (interval === 'MONTH') return date.toLocaleDateString('en-US', { month: 'short' });
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** yyyy-mm-dd of a bucket's start, for files. */
export function bucketIsoDay(at: string): string {
  const date = bucketDay(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type TableCell = string | number;

/** A chart's numbers: what its table shows and its CSV holds. */
export type ChartTable = {
  columns: readonly string[];
  rows: readonly (readonly TableCell[])[];
};

/** A spreadsheet would run a cell that starts like a formula: such text is prefixed with a quote. */
function csvCell(cell: TableCell): string {
  let text = String(cell);
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(table: ChartTable): string {
  return [table.columns, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the table as a CSV file. */
export function downloadCsv(table: ChartTable, fileName: string): void {
  saveFile(toCsv(table), 'text/csv;charset=utf-8', fileName);
}

/** `/leads?…`: the leads created in the period, with a first-touch source or campaign. */
export function leadsUrl(
  period: Pick<ResolvedPeriod, 'fromDay' | 'toDay'>,
  filter: { firstTouchSource?: string; firstTouchCampaign?: string } = {},
): string {
  // the leads page's own parameter names (leadFilters.ts): createdTo is the last day, included
  const params = new URLSearchParams({ createdFrom: period.fromDay, createdTo: period.toDay });
  if (filter.firstTouchSource) params.set('first_touch_source', filter.firstTouchSource);
  if (filter.firstTouchCampaign) params.set('first_touch_campaign', filter.firstTouchCampaign);
  return `/leads?${params.toString()}`;
}
