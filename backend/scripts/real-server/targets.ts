import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/engine/db/embedded-postgres';
import { adminQuery, withDatabaseName, withPgClient } from '../lib/postgres';

export type Engine = 'postgres' | 'embedded';

/** A fresh database for one run of a check, on one engine. */
export type Target = {
  engine: Engine;
  /** e.g. "postgres (load_...)" or "embedded (/tmp/...)" */
  label: string;
  /** DATABASE_URL or DATA_DIR for the server */
  serverEnv: Record<string, string>;
  /** a pg client on the target's database; the embedded engine is opened here, so no server may be running on it */
  withClient<T>(work: (client: Client) => Promise<T>): Promise<T>;
  /** drops the database / removes the data folder */
  dispose(): Promise<void>;
};

/** A fresh database on the server of `pgUrl` (postgres) or a fresh DATA_DIR (embedded). */
export async function createTarget(engine: Engine, pgUrl: string, tag: string): Promise<Target> {
  if (engine === 'postgres') {
    const name = `${tag}_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(pgUrl, `CREATE DATABASE "${name}"`);
    const url = withDatabaseName(pgUrl, name);
    return {
      engine,
      label: `postgres (database ${name} on ${new URL(pgUrl).host})`,
      serverEnv: { DATABASE_URL: url },
      withClient: (work) => withPgClient(url, work),
      async dispose() {
        await adminQuery(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `${tag}-data-`));
  return {
    engine,
    label: `embedded (DATA_DIR ${dataDir})`,
    serverEnv: { DATA_DIR: dataDir },
    async withClient(work) {
      const embedded = await startEmbeddedPostgres(dataDir, 2);
      try {
        return await withPgClient(embedded.url, work);
      } finally {
        await embedded.stop();
      }
    },
    dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
