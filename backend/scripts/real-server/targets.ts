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
  /**
   * a pg client on the target's database. The embedded engine is opened here: it refuses while a
   * server has the data folder open (see `openedBy`)
   */
  withClient<T>(work: (client: Client) => Promise<T>): Promise<T>;
  /** records a server process that has the database open until `exit` resolves */
  openedBy(exit: Promise<unknown>): void;
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
      openedBy: () => {},
      async dispose() {
        await adminQuery(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `${tag}-data-`));
  let openInServers = 0;
  return {
    engine,
    label: `embedded (DATA_DIR ${dataDir})`,
    serverEnv: { DATA_DIR: dataDir },
    async withClient(work) {
      // A second PGlite on a folder a running server has open recovers the server's unfinished
      // WAL and writes over its control file: the folder is damaged, and the next open aborts
      // inside PGlite ("RuntimeError: Aborted()"), as test:load's audit once did.
      if (openInServers > 0) throw new Error(`${dataDir} is open in a running server: stop it before reading it`);
      const embedded = await startEmbeddedPostgres(dataDir, 2);
      try {
        return await withPgClient(embedded.url, work);
      } finally {
        await embedded.stop();
      }
    },
    openedBy(exit) {
      openInServers += 1;
      void exit.then(() => (openInServers -= 1));
    },
    dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
