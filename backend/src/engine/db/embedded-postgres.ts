import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedPostgres = {
  /** a postgres:// URL for the ordinary pg driver */
  url: string;
  stop(): Promise<void>;
};

/**
 * Runs PGlite (PostgreSQL compiled to WebAssembly) in this process and serves it on a loopback
 * port, so the app reaches it through the same `pg` driver and code as a real server.
 * `dataDir` null keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | null, maxConnections: number): Promise<EmbeddedPostgres> {
  let location: string | undefined;
  if (dataDir !== null) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const db = await PGlite.create(location, { extensions: { pg_trgm }, username: 'postgres', database: 'postgres' });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
