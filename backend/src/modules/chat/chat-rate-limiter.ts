import type { DataSource } from 'typeorm';

export type RateLimit = { limit: number; windowSeconds: number };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter in PostgreSQL, so every instance behind the load balancer counts the same
 * hits: one upsert per check, atomic under concurrency.
 */
export class ChatRateLimiter {
  private checks = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** Counts one hit in each bucket; refused when any bucket is over its limit. */
  async hit(buckets: readonly { key: string; rule: RateLimit }[], now = new Date()): Promise<RateLimitDecision> {
    let retryAfterSeconds = 0;
    for (const { key, rule } of buckets) {
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const rows: { hits: number }[] = await this.dataSource.query(
        `INSERT INTO "chat_rate_limit" ("bucket", "window_start", "hits") VALUES ($1, $2, 1)
         ON CONFLICT ("bucket", "window_start") DO UPDATE SET "hits" = "chat_rate_limit"."hits" + 1
         RETURNING "hits"`,
        [key, windowStart],
      );
      if (rows[0].hits > rule.limit) {
        const resetIn = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
        retryAfterSeconds = Math.max(retryAfterSeconds, resetIn, 1);
      }
    }
    await this.pruneNowAndThen(now);
    return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
  }

  /** Old windows are useless: drop them every few hundred checks rather than on a timer. */
  private async pruneNowAndThen(now: Date): Promise<void> {
    this.checks += 1;
    if (this.checks % 200 !== 1) return;
    await this.dataSource.query(`DELETE FROM "chat_rate_limit" WHERE "window_start" < $1`, [new Date(now.getTime() - 24 * 3600 * 1000)]);
  }
}
