import type { DataSource } from 'typeorm';
import { createDataSource, QUERY_TIMEOUT_MS, type DatabaseSchema } from './data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export type Database = {
  dataSource: DataSource;
  /**
   * the job queue's connections: on a server a small pool of its own, so a burst of requests
   * holding every connection of the app's pool does not hold up deliveries; on the embedded
   * engine (one session) the app's own
   */
  jobsDataSource: DataSource;
  engine: 'postgres' | 'embedded';
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** the modules' entities and the migrations (the composition root's DATABASE_SCHEMA) */
  schema: DatabaseSchema;
  /** a PostgreSQL server; null starts the embedded engine */
  databaseUrl: string | null;
  /** where the embedded engine keeps its files; null keeps them in memory */
  dataDir: string | null;
  /** the URL to connect to in place of the engine's own (e.g. a TCP proxy in front of it) */
  connectVia?: (url: string) => Promise<string>;
  /** client-side limit on each of the app's queries (default QUERY_TIMEOUT_MS) */
  queryTimeoutMs?: number;
};

/** the job queue's own connections on a server */
const JOBS_POOL_SIZE = 3;

/** the pool's one connection, plus slack for a reconnect while the old socket closes */
const EMBEDDED_SOCKET_CONNECTIONS = 3;

/** An arbitrary constant: the advisory lock every instance takes while it migrates. */
const MIGRATION_LOCK_KEY = 741_852_963;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so instances starting together on
 * one server migrate one after the other (the later ones find nothing left to do). The embedded
 * engine belongs to one process and serves every connection from one backend session, where a
 * session lock would only stall the migration's own connection: it migrates without the lock.
 */
async function migrate(dataSource: DataSource, shared: boolean): Promise<void> {
  if (!shared) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = options.databaseUrl;
  if (url === null) {
    embedded = await startEmbeddedPostgres(options.dataDir, EMBEDDED_SOCKET_CONNECTIONS);
    url = embedded.url;
  }
  if (options.connectVia) url = await options.connectVia(url);
  // PGlite is one backend session: pglite-socket interleaves the protocol messages of concurrent
  // connections outside transactions (unnamed statements and portals get crossed), so the
  // embedded engine gets one connection, which loses no parallelism it ever had.
  const poolSize = embedded ? 1 : undefined;
  // a migration may rightly run long (an index on a big table): migrations get connections of
  // their own without the query timeout the app's requests have (on a server, one holds the lock)
  const migrations = createDataSource(url, options.schema, { poolSize: embedded ? 1 : 2 });
  const queryTimeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
  // The short wait for a connection makes the API answer 503 quickly while a server is out of
  // reach. The embedded engine in this process is never out of reach: a wait for its one
  // connection is a queue behind a running statement, which may take as long as the query
  // timeout (a bulk insert on a loaded machine outlasted 2 s, and the statement queued behind it
  // failed with "timeout exceeded when trying to connect"). Reached through connectVia (a proxy
  // that tests cut), it can be out of reach, and keeps the short wait.
  const connectTimeoutMs = embedded && !options.connectVia ? queryTimeoutMs : undefined;
  const dataSource = createDataSource(url, options.schema, { poolSize, connectTimeoutMs, queryTimeoutMs });
  const jobsDataSource = embedded
    ? dataSource
    : createDataSource(url, options.schema, { poolSize: JOBS_POOL_SIZE, queryTimeoutMs });
  const sources = [...new Set([dataSource, jobsDataSource])];
  try {
    await migrations.initialize();
    await migrate(migrations, embedded === null);
    await migrations.destroy();
    for (const source of sources) await source.initialize();
  } catch (error) {
    for (const source of [migrations, ...sources]) if (source.isInitialized) await source.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    jobsDataSource,
    engine: embedded ? 'embedded' : 'postgres',
    async close() {
      for (const source of sources) await source.destroy();
      await embedded?.stop();
    },
  };
}
