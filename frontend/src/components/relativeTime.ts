const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The distance in words, in the familiar "about 2 hours" style, with no direction. */
function distanceInWords(seconds: number): string {
  if (seconds < 30) return 'less than a minute';
  if (seconds < 90) return '1 minute';
  if (seconds < 45 * MINUTE) return plural(Math.round(seconds / MINUTE), 'minute');
  if (seconds < 90 * MINUTE) return 'about 1 hour';
  if (seconds < DAY) return `about ${plural(Math.round(seconds / HOUR), 'hour')}`;
  if (seconds < 42 * HOUR) return '1 day';
  if (seconds < MONTH) return plural(Math.round(seconds / DAY), 'day');
  if (seconds < 45 * DAY) return 'about 1 month';
  if (seconds < 60 * DAY) return 'about 2 months';
  if (seconds < YEAR) return plural(Math.round(seconds / MONTH), 'month');
  const years = Math.floor(seconds / YEAR);
  const rest = seconds - years * YEAR;
  if (rest < 3 * MONTH) return `about ${plural(years, 'year')}`;
  if (rest < 9 * MONTH) return `over ${plural(years, 'year')}`;
  return `almost ${plural(years + 1, 'year')}`;
}

/** "5 minutes ago" for the past, "in 5 minutes" for a date ahead of `now` (a skewed clock). */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const diffSeconds = (now.getTime() - date.getTime()) / 1000;
  const words = distanceInWords(Math.abs(diffSeconds));
  return diffSeconds >= 0 ? `${words} ago` : `in ${words}`;
}

const INVALID_DATE = 'Invalid date';

export type CreatedDisplay =
  { valid: true; date: string; relative: string; iso: string } | { valid: false; text: typeof INVALID_DATE };

/** A created-at timestamp: the local date and "x ago", or 'Invalid date' for anything unparsable. */
export function formatCreated(value: unknown, now: Date = new Date()): CreatedDisplay {
  const date =
    value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { valid: false, text: INVALID_DATE };
  return {
    valid: true,
    date: date.toLocaleDateString(),
    relative: formatRelativeTime(date, now),
    iso: date.toISOString(),
  };
}
