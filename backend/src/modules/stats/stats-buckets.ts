import type { DataSource } from 'typeorm';
import { truncUnit, type StatsPeriod } from './stats-period';

/** An aggregate by bucket: the bucket's local start as text (YYYY-MM-DDTHH:MI:SS) and its figures. */
export type BucketCount = { bucket: string; count: number } & Record<string, unknown>;

/** A bucket of a period: its local start as text (YYYY-MM-DDTHH:MI:SS) and as an instant. */
export type PeriodBucket = { bucket: string; at: Date };

/**
 * Every bucket of the period, in order. The buckets come from PostgreSQL (generate_series on local
 * time, converted back to instants), so a day across a daylight-saving change is 23 or 25 hours
 * long, as it is on the wall clock.
 */
export async function periodBuckets(dataSource: DataSource, period: StatsPeriod): Promise<PeriodBucket[]> {
  const rows: { bucket: string; at: Date }[] = await dataSource.query(
    `SELECT to_char(local, 'YYYY-MM-DD"T"HH24:MI:SS') AS bucket, local AT TIME ZONE $2 AS at
     FROM generate_series(
       date_trunc($1, $3::timestamptz AT TIME ZONE $2),
       date_trunc($1, ($4::timestamptz - interval '1 millisecond') AT TIME ZONE $2),
       ('1 ' || $1)::interval
     ) AS local`,
    [truncUnit(period.interval), period.timeZone, period.from, period.to],
  );
  return rows.map(({ bucket, at }) => ({ bucket, at: new Date(at) }));
}

/** Every bucket of the period, in order, with the figures of `counted` (zero where it has none). */
export async function bucketSeries<T extends BucketCount>(
  dataSource: DataSource,
  period: StatsPeriod,
  counted: T[],
): Promise<({ at: Date } & Partial<T> & { count: number })[]> {
  const byBucket = new Map(counted.map((row) => [row.bucket, row]));
  return (await periodBuckets(dataSource, period)).map(({ bucket, at }) => {
    const row = byBucket.get(bucket);
    return { ...(row ?? {}), at, count: row?.count ?? 0 } as { at: Date } & Partial<T> & { count: number };
  });
}

/** The bucket (its local start, a timestamp without time zone) of an instant column, for a query builder. */
export function bucketExpression(column: string): string {
  return `date_trunc(:statsUnit, ${column} AT TIME ZONE :statsTimeZone)`;
}

/** The parameters bucketExpression names. */
export function bucketParameters(period: StatsPeriod): Record<string, string> {
  return { statsUnit: truncUnit(period.interval), statsTimeZone: period.timeZone };
}
