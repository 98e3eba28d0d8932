import { parseTimestamptz, pgTimestamptz } from './timestamptz';

/** The time of `parsed` (a Date or pg's ±Infinity), comparable with toBe; NaN for an invalid Date. */
function timeOf(parsed: Date | number | null): number | null {
  return parsed instanceof Date ? parsed.getTime() : parsed;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A timestamptz as PostgreSQL writes it in UTC, with `fraction` digits after the second (none for ''). */
function written(ms: number, fraction: string): string {
  const d = new Date(ms);
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
  const time = `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
  return `${date} ${time}${fraction ? `.${fraction}` : ''}+00`;
}

test('reads UTC timestamps exactly as pg does, fractions of every length included', () => {
  // fractions whose value times 1000 falls just under a whole number in floating point (.29, .57)
  // are truncated by pg: the same millisecond is expected here
  const fractions = ['', '5', '29', '57', '58', '123', '999', '001', '1234', '99999', '123456', '000001', '290000'];
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 2000; i += 1) {
    // from 1970 to 2100
    const ms = Math.floor(random() * 4_102_444_800_000);
    const text = written(ms, fractions[i % fractions.length]);
    expect([text, timeOf(parseTimestamptz(text))]).toEqual([text, timeOf(pgTimestamptz(text))]);
  }
});

test.each([
  '2026-03-29 01:30:00+02',
  '2026-11-27 09:22:30.5-05',
  '1969-07-20 20:17:40+05:30',
  '0099-01-01 00:00:00+00',
  '0999-12-31 23:59:59.999+00',
  '10000-01-01 00:00:00+00',
  '2026-01-01 00:00:00+00 BC',
  'infinity',
  '-infinity',
  '2026-01-01 00:00:00.+00',
  '2026-1x-01 00:00:00+00',
])('leaves any other form to pg: %s', (text) => {
  expect(timeOf(parseTimestamptz(text))).toBe(timeOf(pgTimestamptz(text)));
});
