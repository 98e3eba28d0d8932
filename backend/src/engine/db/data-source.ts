import { DataSource, type DataSourceOptions as TypeOrmOptions } from 'typeorm';
import { useFastTimestamptz } from './timestamptz';

const POOL_SIZE = 10;

/**
 * How long a request may wait for a database connection (a free one from the pool, or a new one)
 * before it fails: while the database is unreachable the API answers 503 quickly instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 2000;
/**
 * How long the app waits for one query's answer by default: a connection whose peer vanished
 * silently (a network partition) fails instead of hanging, while an export's or a bulk job's
 * honest long query still has room. Migrations run without it (see database.ts).
 */
export const QUERY_TIMEOUT_MS = 15_000;

/** What the database holds: the modules' entities and the migrations that made their tables. */
export type DatabaseSchema = {
  entities: NonNullable<TypeOrmOptions['entities']>;
  migrations: NonNullable<TypeOrmOptions['migrations']>;
};

export type DataSourceOptions = {
  poolSize?: number;
  /** how long a statement may wait for a connection (default CONNECT_TIMEOUT_MS) */
  connectTimeoutMs?: number;
  /** client-side limit on each query's answer; null: none */
  queryTimeoutMs?: number | null;
};

export function createDataSource(
  url: string,
  { entities, migrations }: DatabaseSchema,
  { poolSize = POOL_SIZE, connectTimeoutMs = CONNECT_TIMEOUT_MS, queryTimeoutMs = null }: DataSourceOptions = {},
): DataSource {
  useFastTimestamptz();
  return new DataSource({
    type: 'postgres',
    url,
    // USER is unset on some machines; the pg driver would otherwise send an empty user name
    username: new URL(url).username || 'postgres',
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: connectTimeoutMs,
      ...(queryTimeoutMs === null ? {} : { query_timeout: queryTimeoutMs }),
      // notices a dead peer on an idle connection sooner than the system default of two hours
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // the app's queries take milliseconds: compiling one with LLVM (PostgreSQL's JIT, when the
      // planner's estimate is high, e.g. the dashboard's joins at a million leads) took 40 ms more;
      // and the dashboard's year of paid orders, grouped by bucket and product, spilled its sort to
      // disk at the default 4 MB of working memory (51 ms, hashed in 16 MB: 38 ms)
      options: '-c jit=off -c work_mem=16MB',
    },
  });
}
