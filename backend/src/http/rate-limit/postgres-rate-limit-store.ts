import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { DataSource } from 'typeorm';

const PRUNE_EVERY_N_HITS = 200;
const KEEP_OLD_WINDOWS_MS = 24 * 3600 * 1000;

/**
 * express-rate-limit's counters in the app's own PostgreSQL, so every instance behind the load
 * balancer counts the same hits: a fixed window per key, one atomic upsert per hit.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private hits = 0;

  constructor(
    private readonly dataSource: DataSource,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private windowStart(now: number): Date {
    return new Date(Math.floor(now / this.windowMs) * this.windowMs);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = Date.now();
    const windowStart = this.windowStart(now);
    const rows: { hits: number }[] = await this.dataSource.query(
      `INSERT INTO "rate_limit" ("key", "window_start", "hits") VALUES ($1, $2, 1)
       ON CONFLICT ("key", "window_start") DO UPDATE SET "hits" = "rate_limit"."hits" + 1
       RETURNING "hits"`,
      [this.prefix + key, windowStart],
    );
    await this.pruneNowAndThen(now);
    return { totalHits: rows[0].hits, resetTime: new Date(windowStart.getTime() + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const windowStart = this.windowStart(Date.now());
    const rows: { hits: number }[] = await this.dataSource.query(
      `SELECT "hits" FROM "rate_limit" WHERE "key" = $1 AND "window_start" = $2`,
      [this.prefix + key, windowStart],
    );
    return rows.length
      ? { totalHits: rows[0].hits, resetTime: new Date(windowStart.getTime() + this.windowMs) }
      : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "rate_limit" SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = $1 AND "window_start" = $2`,
      [this.prefix + key, this.windowStart(Date.now())],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "rate_limit" WHERE "key" = $1`, [this.prefix + key]);
  }

  /** Old windows are useless: dropped every few hundred hits rather than on a timer. */
  private async pruneNowAndThen(now: number): Promise<void> {
    this.hits += 1;
    if (this.hits % PRUNE_EVERY_N_HITS !== 1) return;
    await this.dataSource.query(`DELETE FROM "rate_limit" WHERE "window_start" < $1`, [
      new Date(now - KEEP_OLD_WINDOWS_MS),
    ]);
  }
}
