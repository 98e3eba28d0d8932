import { openDatabase } from '../../src/engine/db/database';
import { DATABASE_SCHEMA } from '../../src/app-modules';
import { out } from '../lib/report';
import { adminQuery, withDatabaseName, withPgClient } from '../lib/postgres';
import { seedLeads, vacuumAfterBulkLoad } from '../../src/demo/seed-leads';
import { BENCH_SOURCE } from './api-cases';

/** the admin each bench:api run creates, with a fresh random password */
export const BENCH_ADMIN = 'bench-admin';

/** The bench database: created, migrated and seeded once, then reused; cleared of what a previous run left. */
export async function prepareDatabase(serverUrl: string, dbName: string, leadCount: number): Promise<string> {
  const dbUrl = withDatabaseName(serverUrl, dbName);
  const exists = await withPgClient(
    serverUrl,
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount === 1,
  );
  if (!exists) {
    out(`creating database ${dbName}`);
    await adminQuery(serverUrl, `CREATE DATABASE "${dbName}"`);
  }
  const database = await openDatabase({ schema: DATABASE_SCHEMA, databaseUrl: dbUrl, dataDir: null });
  try {
    const { dataSource } = database;
    await dataSource.query('DELETE FROM "lead" WHERE "source" = $1', [BENCH_SOURCE]);
    // each run signs in with a fresh random password: the previous run's bench admin and sessions go
    await dataSource.query('DELETE FROM "app_user" WHERE "username" = $1', [BENCH_ADMIN]);
    await dataSource.query('DELETE FROM "session"');
    await dataSource.query('DELETE FROM "rate_limit"');
    const [{ n }] = await dataSource.query<[{ n: number }]>('SELECT count(*)::int AS n FROM "lead"');
    if (n !== leadCount) {
      if (n > 0) await dataSource.query('TRUNCATE "lead" CASCADE');
      const started = performance.now();
      await seedLeads(dataSource, { count: leadCount, seed: 42 });
      await vacuumAfterBulkLoad(dataSource);
      out(
        `seeded ${leadCount.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      out(`reusing ${dbName}: ${n.toLocaleString('en-US')} leads`);
    }
  } finally {
    await database.close();
  }
  return dbUrl;
}

/** Deletes the leads the bench submitted, and the baseline's job queue with its jobs. */
export async function deleteBenchLeads(dbUrl: string, baselineQueue: string): Promise<void> {
  await withPgClient(dbUrl, async (c) => {
    await c.query('DELETE FROM "lead" WHERE "source" = $1', [BENCH_SOURCE]);
    // pg-boss refuses to delete a queue whose jobs remain (their partition references it): the
    // jobs first, else every run left its baseline jobs behind for the next
    await c.query('DELETE FROM pgboss.job WHERE name = $1', [baselineQueue]);
    await c.query('SELECT pgboss.delete_queue($1)', [baselineQueue]);
  });
}
