import type { DataSource } from 'typeorm';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export type Database = {
  dataSource: DataSource;
  engine: 'postgres' | 'embedded';
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** a PostgreSQL server; null starts the embedded engine */
  databaseUrl: string | null;
  /** where the embedded engine keeps its files; null keeps them in memory */
  dataDir: string | null;
};

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
  // PGlite is one backend session: pglite-socket interleaves the protocol messages of concurrent
  // connections outside transactions (unnamed statements and portals get crossed), so the
  // embedded engine gets one connection, which loses no parallelism it ever had.
  const dataSource = createDataSource(url, embedded ? 1 : undefined);
  try {
    await dataSource.initialize();
    await migrate(dataSource, embedded === null);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    engine: embedded ? 'embedded' : 'postgres',
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
