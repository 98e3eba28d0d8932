import { types } from 'pg';

type TimestamptzParser = (text: string) => Date | number | null;

/** pg's own reading of a timestamptz (postgres-date), taken before the app's replaces it. */
export const pgTimestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ, 'text') as TimestamptzParser;

const DIGIT_0 = 48;

/** The number written in `text` from `at`, `count` digits long; NaN when one of them is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i += 1) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * A timestamptz as the server writes it in UTC, "2026-11-27 09:22:30.123456+00", read by the
 * position of its digits; any other form (another offset, a year before 1000 or after 9999, BC,
 * infinity) by pg's own parser. The Date is the same as pg's, to the millisecond it truncates to:
 * the fraction is read as postgres-date reads it. A page of 50 leads has some 150 of these, and
 * postgres-date's regular expressions cost it as much as all its other columns.
 */
export function parseTimestamptz(text: string): Date | number | null {
  const length = text.length;
  // "+00" last; a fraction, when there is one, of 1 to 6 digits after a dot
  const utc =
    (length === 22 || (length >= 24 && text[19] === '.')) &&
    text.endsWith('+00') &&
    text.charCodeAt(0) !== DIGIT_0 &&
    text[4] === '-' &&
    text[7] === '-' &&
    text[10] === ' ' &&
    text[13] === ':' &&
    text[16] === ':';
  if (utc) {
    const year = digitsAt(text, 0, 4);
    const month = digitsAt(text, 5, 2);
    const day = digitsAt(text, 8, 2);
    const hour = digitsAt(text, 11, 2);
    const minute = digitsAt(text, 14, 2);
    const second = digitsAt(text, 17, 2);
    const fractionDigits = length === 22 ? 0 : digitsAt(text, 20, length - 23);
    if (!Number.isNaN(year + month + day + hour + minute + second + fractionDigits)) {
      const ms = length === 22 ? 0 : 1000 * parseFloat(text.slice(19, length - 3));
      return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
    }
  }
  return pgTimestamptz(text);
}

/** Every pg connection of this process reads timestamptz through parseTimestamptz. */
export function useFastTimestamptz(): void {
  types.setTypeParser(types.builtins.TIMESTAMPTZ, parseTimestamptz);
}
