import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../engine/db/database';
import { DATABASE_SCHEMA } from '../app-modules';

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server named by
 * DATABASE_URL (dropped afterwards), or else an in-memory embedded PostgreSQL.
 */
export async function openTestDatabase({
  connectVia,
  queryTimeoutMs,
}: Pick<DatabaseOptions, 'connectVia' | 'queryTimeoutMs'> = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return openDatabase({ schema: DATABASE_SCHEMA, databaseUrl: null, dataDir: null, connectVia, queryTimeoutMs });

  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl, user: new URL(serverUrl).username || 'postgres' });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    schema: DATABASE_SCHEMA,
    databaseUrl: url.toString(),
    dataDir: null,
    connectVia,
    queryTimeoutMs,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl, user: new URL(serverUrl).username || 'postgres' });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
