import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { out } from '../lib/report';
import { percentile } from './timing-stats';

/** The SQL a request makes the app send (captured through TypeORM's logger), and its plans. */

export type CapturedQuery = { query: string; parameters: unknown[] };

/** Captures the SELECTs the app sends while `capturing` is on, to EXPLAIN them afterwards. */
export class QueryCapture implements TypeOrmLogger {
  private capturing = false;
  private queries: CapturedQuery[] = [];

  constructor(dataSource: DataSource) {
    // TypeORM reads its logger from this property on every query
    (dataSource as unknown as { logger: TypeOrmLogger }).logger = this;
  }

  /** What `work` returned, and the SELECTs sent while it ran. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; queries: CapturedQuery[] }> {
    this.queries = [];
    this.capturing = true;
    try {
      return { result: await work(), queries: this.queries };
    } finally {
      this.capturing = false;
    }
  }

  logQuery(query: string, parameters?: unknown[]) {
    if (this.capturing && /^\s*SELECT/i.test(query)) this.queries.push({ query, parameters: parameters ?? [] });
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/** Prints each query, its round trip from the app (median of 20) and EXPLAIN (ANALYZE, BUFFERS). */
export async function printQueryPlans(
  dataSource: DataSource,
  explained: { name: string; queries: CapturedQuery[] }[],
): Promise<void> {
  for (const { name, queries } of explained) {
    for (const { query, parameters } of queries) {
      out();
      out(`-- ${name}`);
      out(query.replace(/\s+/g, ' ').trim());
      out(`-- parameters: ${JSON.stringify(parameters)}`);
      const roundTrips: number[] = [];
      for (let i = 0; i < 25; i++) {
        const started = performance.now();
        await dataSource.query(query, parameters);
        if (i >= 5) roundTrips.push(performance.now() - started);
      }
      roundTrips.sort((a, b) => a - b);
      out(`-- round trip from the app, median of 20: ${percentile(roundTrips, 0.5).toFixed(1)} ms`);
      const plan = await dataSource.query<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN (ANALYZE, BUFFERS) ${query}`,
        parameters,
      );
      for (const step of plan) out(step['QUERY PLAN']);
    }
  }
}
