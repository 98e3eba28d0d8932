import type { DataSource } from 'typeorm';
import { periodBuckets } from './stats-buckets';
import { previousPeriod, type StatsPeriod } from './stats-period';
import type { ProductRevenue, RevenuePoint } from './stats.types';

export type RevenueTotals = { paidOrders: number; totalCents: number };

export type RevenueFigures = { totals: RevenueTotals; series: RevenuePoint[]; byProduct: ProductRevenue[] };

/** Paid checkout orders (Stripe reported the payment) created in a period, from idx_payment_order_paid_created_at. */
const PAID_IN_PERIOD = `FROM "payment_order" WHERE "status" = 'succeeded' AND "created_at" >= $1 AND "created_at" < $2`;

type FigureRow = {
  /** the bucket's number, from 1, on a bucket's row */
  bucket: number | null;
  key: string | null;
  label: string | null;
  count: number;
  amount_cents: string;
};

/** Paid orders of a period, aggregated in SQL. */
export class RevenueStatsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The totals, the series and the products of a period: one pass over its paid orders, each put
   * in its bucket by a binary search of the buckets' first instants (no time zone per order).
   */
  async figures(period: StatsPeriod): Promise<RevenueFigures> {
    const buckets = await periodBuckets(this.dataSource, period);
    const rows = await this.dataSource.query<FigureRow[]>(
      `SELECT width_bucket("created_at", $3::timestamptz[]) AS bucket,
              "product_id" AS key, max("product_name") AS label,
              count(*)::int AS count, COALESCE(sum("amount_cents"), 0)::bigint AS amount_cents
       ${PAID_IN_PERIOD}
       GROUP BY GROUPING SETS ((width_bucket("created_at", $3::timestamptz[])), ("product_id"), ())`,
      [period.from, period.to, buckets.map(({ at }) => at)],
    );
    const total = rows.find((row) => row.bucket === null && row.key === null);
    const byBucket = new Map(rows.filter((row) => row.bucket !== null).map((row) => [row.bucket, row]));
    const series = buckets.map(({ at }, index) => {
      const row = byBucket.get(index + 1);
      return { at, count: row?.count ?? 0, amountCents: Number(row?.amount_cents ?? 0) };
    });
    const byProduct = rows
      .filter((row) => row.key !== null)
      .map((row) => ({ key: row.key!, label: row.label!, count: row.count, amountCents: Number(row.amount_cents) }))
      .sort((a, b) => b.amountCents - a.amountCents || a.key.localeCompare(b.key));
    return {
      totals: { paidOrders: total?.count ?? 0, totalCents: Number(total?.amount_cents ?? 0) },
      series,
      byProduct,
    };
  }

  /** The totals of the period of the same length just before. */
  async previousTotals(period: StatsPeriod): Promise<RevenueTotals> {
    const previous = previousPeriod(period);
    const [row] = await this.dataSource.query<{ count: number; amount_cents: string }[]>(
      `SELECT count(*)::int AS count, COALESCE(sum("amount_cents"), 0)::bigint AS amount_cents ${PAID_IN_PERIOD}`,
      [previous.from, previous.to],
    );
    return { paidOrders: row.count, totalCents: Number(row.amount_cents) };
  }
}
