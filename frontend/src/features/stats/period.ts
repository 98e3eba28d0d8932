/**
 * The dashboard's period: what the address asks for (`?period=30d`, or `?from=…&to=…` for a custom
 * range of days), read as whole days of the browser's time zone, and what the server is sent.
 */
import type { StatsInterval } from '../../graphql/generated/schema';

export type PresetPeriod = '7d' | '30d' | '90d' | 'month';
export type PeriodChoice = PresetPeriod | 'custom';

export const PRESETS: readonly { value: PresetPeriod; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'month', label: 'This month' },
];

const DEFAULT_PRESET: PresetPeriod = '30d';

export type ResolvedPeriod = {
  choice: PeriodChoice;
  /** first day, yyyy-mm-dd */
  fromDay: string;
  /** last day (included), yyyy-mm-dd */
  toDay: string;
  /** whole days in the period */
  days: number;
  interval: StatsInterval;
};

/** A custom range the address asks for that cannot be read, and why. */
export type PeriodProblem = { fromDay: string; toDay: string; message: string };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a yyyy-mm-dd day, or null when it is not a real day. */
function parseDay(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local = new Date(year, month - 1, date);
  return local.getFullYear() === year && local.getMonth() === month - 1 && local.getDate() === date ? local : null;
}

function formatDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight `days` days after (or before) a date's day; DST-safe. */
function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Whole calendar days from one local midnight to another. */
function daysBetween(from: Date, to: Date): number {
  return Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
      Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      86_400_000,
  );
}

/** DAY up to a month, WEEK up to about six months, MONTH beyond. */
export function intervalFor(days: number): StatsInterval {
  if (days <= 31) return 'DAY';
  if (days <= 186) return 'WEEK';
  return 'MONTH';
}

function resolved(choice: PeriodChoice, from: Date, to: Date): ResolvedPeriod {
  const days = daysBetween(from, to) + 1;
  return { choice, fromDay: formatDay(from), toDay: formatDay(to), days, interval: intervalFor(days) };
}

export function presetPeriod(preset: PresetPeriod, today: Date): ResolvedPeriod {
  const end = addDays(today, 0);
  switch (preset) {
    case '7d':
      return resolved(preset, addDays(end, -6), end);
    case '90d':
      return resolved(preset, addDays(end, -89), end);
    case 'month':
      return resolved(preset, new Date(end.getFullYear(), end.getMonth(), 1), end);
    default:
      return resolved('30d', addDays(end, -29), end);
  }
}

function isPreset(value: string | null): value is PresetPeriod {
  return PRESETS.some((preset) => preset.value === value);
}

/** The period an address asks for: a custom range when it has `from` or `to`, else a preset (30 days by default). */
export function periodFromParams(
  params: URLSearchParams,
  today: Date,
): { period: ResolvedPeriod; problem: null } | { period: null; problem: PeriodProblem } {
  const fromDay = params.get('from');
  const toDay = params.get('to');
  if (fromDay !== null || toDay !== null) {
    const from = parseDay(fromDay ?? '');
    const to = parseDay(toDay ?? '');
    const problem = (message: string) => ({
      period: null,
      problem: { fromDay: fromDay ?? '', toDay: toDay ?? '', message },
    });
    if (!from || !to) return problem('Choose both a start and an end date.');
    if (to < from) return problem('Choose an end date on or after the start date.');
    if (daysBetween(from, to) > 3660) return problem('Choose a range of at most ten years.');
    return { period: resolved('custom', from, to), problem: null };
  }
  const preset = params.get('period');
  return { period: presetPeriod(isPreset(preset) ? preset : DEFAULT_PRESET, today), problem: null };
}

/** The address's parameters for a period: `period=…` for a preset, `from`/`to` for a custom range. */
export function periodParams(choice: PeriodChoice, fromDay = '', toDay = ''): URLSearchParams {
  if (choice === 'custom') return new URLSearchParams({ from: fromDay, to: toDay });
  return new URLSearchParams(choice === DEFAULT_PRESET ? {} : { period: choice });
}

export type StatsVariables = {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  interval: StatsInterval;
  timeZone: string;
};

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The period's instants (its end excluded), and those of the period of the same length just before. */
export function statsVariables(period: ResolvedPeriod, timeZone = browserTimeZone()): StatsVariables {
  const from = parseDay(period.fromDay) ?? new Date(Number.NaN);
  const to = addDays(parseDay(period.toDay) ?? from, 1);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    previousFrom: addDays(from, -period.days).toISOString(),
    previousTo: from.toISOString(),
    interval: period.interval,
    timeZone,
  };
}

/** "Jun 1 – Jun 30, 2025", for headings and descriptions. */
export function periodLabel(period: ResolvedPeriod): string {
  const from = parseDay(period.fromDay);
  const to = parseDay(period.toDay);
  if (!from || !to) return '';
  const sameYear = from.getFullYear() === to.getFullYear();
  const start = from.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  const end = to.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return period.days === 1 ? end : `${start} – ${end}`;
}

/** "the previous 30 days", what a change is measured against. */
export function previousLabel(period: ResolvedPeriod): string {
  return period.days === 1 ? 'the day before' : `the previous ${period.days} days`;
}
