import { registerEnumType } from 'type-graphql';
import { InvalidInputError } from '../../engine/errors';

export enum StatsInterval {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}

registerEnumType(StatsInterval, {
  name: 'StatsInterval',
  description: 'the width of a series bucket, in the asked time zone (a WEEK starts on Monday)',
});

/** A period of statistics: [from, to), bucketed by `interval` in the IANA `timeZone`. */
export type StatsPeriod = { from: Date; to: Date; interval: StatsInterval; timeZone: string };

/** More buckets than a chart can show is a mistake of the caller (a DAY series over years). */
const MAX_BUCKETS = 1000;

/** PostgreSQL's date_trunc unit of an interval. */
export function truncUnit(interval: StatsInterval): 'day' | 'week' | 'month' {
  return interval === StatsInterval.DAY ? 'day' : interval === StatsInterval.WEEK ? 'week' : 'month';
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Checks a period a client asked for; the period of the same length before it is `previous`. */
export function checkPeriod(period: StatsPeriod): StatsPeriod {
  const { from, to, interval, timeZone } = period;
  if (!(from.getTime() < to.getTime())) throw new InvalidInputError({ to: '`to` must be after `from`' });
  if (!isTimeZone(timeZone)) throw new InvalidInputError({ timeZone: `Unknown time zone "${timeZone}"` });
  const days = (to.getTime() - from.getTime()) / 86_400_000;
  const buckets = interval === StatsInterval.DAY ? days : interval === StatsInterval.WEEK ? days / 7 : days / 28;
  if (buckets > MAX_BUCKETS) {
    throw new InvalidInputError({
      interval: `Too many ${interval.toLowerCase()}s in this period: choose a wider interval`,
    });
  }
  return period;
}

/** The period of the same length just before. */
export function previousPeriod({ from, to, ...rest }: StatsPeriod): StatsPeriod {
  return { ...rest, from: new Date(2 * from.getTime() - to.getTime()), to: from };
}
