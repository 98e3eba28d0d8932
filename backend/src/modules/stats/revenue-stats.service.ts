import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { Order } from '../payments/order.entity';
import { bucketExpression, bucketParameters, bucketSeries, type BucketCount } from './stats-buckets';
import { previousPeriod, type StatsPeriod } from './stats-period';
import type { ProductRevenue, RevenuePoint } from './stats.types';

export type RevenueTotals = { paidOrders: number; totalCents: number };

/** Paid checkout orders (Stripe reported the payment) created in a period, aggregated in SQL. */
export class RevenueStatsService {
  constructor(private readonly dataSource: DataSource) {}

  private paid(period: StatsPeriod): SelectQueryBuilder<Order> {
    return this.dataSource
      .getRepository(Order)
      .createQueryBuilder('payment')
      .where(`payment.status = 'succeeded'`)
      .andWhere('payment.createdAt >= :periodFrom AND payment.createdAt < :periodTo', {
        periodFrom: period.from,
        periodTo: period.to,
      });
  }

  async totals(period: StatsPeriod): Promise<RevenueTotals> {
    const row = await this.paid(period)
      .select('count(*)::int', 'paidOrders')
      .addSelect('COALESCE(sum(payment.amountCents), 0)::bigint', 'totalCents')
      .getRawOne<{ paidOrders: number; totalCents: string }>();
    return { paidOrders: row?.paidOrders ?? 0, totalCents: Number(row?.totalCents ?? 0) };
  }

  previousTotals(period: StatsPeriod): Promise<RevenueTotals> {
    return this.totals(previousPeriod(period));
  }

  async series(period: StatsPeriod): Promise<RevenuePoint[]> {
    const counted = await this.paid(period)
      .select(`to_char(${bucketExpression('payment.createdAt')}, 'YYYY-MM-DD"T"HH24:MI:SS')`, 'bucket')
      .addSelect('count(*)::int', 'count')
      .addSelect('sum(payment.amountCents)::bigint', 'amountCents')
      .setParameters(bucketParameters(period))
      .groupBy('bucket')
      .getRawMany<BucketCount & { amountCents: string }>();
    return (await bucketSeries(this.dataSource, period, counted)).map(({ at, count, amountCents }) => ({
      at,
      count,
      amountCents: Number(amountCents ?? 0),
    }));
  }

  async byProduct(period: StatsPeriod): Promise<ProductRevenue[]> {
    const rows = await this.paid(period)
      .select('payment.productId', 'key')
      .addSelect('max(payment.productName)', 'label')
      .addSelect('count(*)::int', 'count')
      .addSelect('sum(payment.amountCents)::bigint', 'amountCents')
      .groupBy('payment.productId')
      .orderBy('sum(payment.amountCents)', 'DESC')
      .getRawMany<{ key: string; label: string; count: number; amountCents: string }>();
    return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) }));
  }
}
