import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { DataSource } from 'typeorm';

const PRUNE_EVERY_N_WRITES = 200;
const KEEP_OLD_WINDOWS_MS = 24 * 3600 * 1000;

/** The hits on one key in one window that wait for the same write, in arrival order. */
type PendingHits = {
  key: string;
  windowStart: Date;
  waiters: { resolve: (totalHits: number) => void; reject: (error: unknown) => void }[];
};

const pendingId = (key: string, windowStart: Date) => `${windowStart.getTime()}|${key}`;

/**
 * express-rate-limit's counters in the app's own PostgreSQL, so every instance behind the load
 * balancer counts the same hits: a fixed window per key. Exact: no hit is answered before the
 * shared counter holds it. One upsert per hit would queue every request from one address (a
 * NAT, a bot, a load test) on that counter's row lock, one at a time across the whole pool; so
 * an instance has at most one write in flight, and the hits that arrive meanwhile go together in
 * the next: one statement adds each key's hits and returns its new total, and the hits on a key
 * get consecutive totals ending there, in the order they came.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private pending = new Map<string, PendingHits>();
  private writing = false;
  private writes = 0;

  constructor(
    private readonly dataSource: DataSource,
    readonly prefix: string,
    /** the clock the windows are cut by; tests hold it still so that their hits share one window */
    private readonly now: () => number = Date.now,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private windowStart(now: number): Date {
    return new Date(Math.floor(now / this.windowMs) * this.windowMs);
  }

  /**
   * The key as PostgreSQL stores it: the driver sends text as UTF-8, which turns a lone surrogate
   * (a fuzzed user name, say) into U+FFFD. A write's totals are matched back to its hits by the
   * stored key, and two keys that store alike must be one hit count, not two rows of one statement.
   */
  private storedKey(key: string): string {
    return Buffer.from(this.prefix + key, 'utf8').toString('utf8');
  }

  async increment(key: string): Promise<IncrementResponse> {
    const windowStart = this.windowStart(this.now());
    const totalHits = await new Promise<number>((resolve, reject) => {
      const stored = this.storedKey(key);
      const id = pendingId(stored, windowStart);
      let hits = this.pending.get(id);
      if (!hits) {
        hits = { key: stored, windowStart, waiters: [] };
        this.pending.set(id, hits);
      }
      hits.waiters.push({ resolve, reject });
      if (!this.writing) void this.writePending();
    });
    return { totalHits, resetTime: new Date(windowStart.getTime() + this.windowMs) };
  }

  private async writePending(): Promise<void> {
    this.writing = true;
    while (this.pending.size > 0) {
      const batch = [...this.pending.values()];
      this.pending = new Map();
      try {
        const rows: { key: string; window_start: Date; hits: number }[] = await this.dataSource.query(
          `INSERT INTO "rate_limit" ("key", "window_start", "hits")
           SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int[])
           ON CONFLICT ("key", "window_start") DO UPDATE SET "hits" = "rate_limit"."hits" + excluded."hits"
           RETURNING "key", "window_start", "hits"`,
          [batch.map((b) => b.key), batch.map((b) => b.windowStart), batch.map((b) => b.waiters.length)],
        );
        const totals = new Map(rows.map((row) => [pendingId(row.key, new Date(row.window_start)), row.hits]));
        for (const { key, windowStart, waiters } of batch) {
          const total = totals.get(pendingId(key, windowStart));
          waiters.forEach((waiter, i) =>
            total === undefined
              ? waiter.reject(new Error('rate limit counter missing from its write'))
              : waiter.resolve(total - waiters.length + 1 + i),
          );
        }
      } catch (error) {
        for (const { waiters } of batch) for (const waiter of waiters) waiter.reject(error);
      }
      await this.pruneNowAndThen();
    }
    this.writing = false;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const windowStart = this.windowStart(this.now());
    const rows: { hits: number }[] = await this.dataSource.query(
      `SELECT "hits" FROM "rate_limit" WHERE "key" = $1 AND "window_start" = $2`,
      [this.storedKey(key), windowStart],
    );
    return rows.length
      ? { totalHits: rows[0].hits, resetTime: new Date(windowStart.getTime() + this.windowMs) }
      : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "rate_limit" SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = $1 AND "window_start" = $2`,
      [this.storedKey(key), this.windowStart(this.now())],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "rate_limit" WHERE "key" = $1`, [this.storedKey(key)]);
  }

  /** Old windows are useless: dropped every few hundred writes rather than on a timer. */
  private async pruneNowAndThen(): Promise<void> {
    this.writes += 1;
    if (this.writes % PRUNE_EVERY_N_WRITES !== 1) return;
    await this.dataSource
      .query(`DELETE FROM "rate_limit" WHERE "window_start" < $1`, [new Date(this.now() - KEEP_OLD_WINDOWS_MS)])
      .catch(() => undefined);
  }
}
