import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { now, sleep } from '../lib/clock';
import { freePort } from '../lib/free-port';
import { connectPg } from '../lib/postgres';

/** A temporary PostgreSQL cluster of our own (initdb + pg_ctl), which a scenario may stop and start. */

type Run = { code: number | null; output: string };

export type Cluster = {
  url: string;
  port: number;
  dir: string;
  /** pg_ctl on this cluster; a `start` gets the cluster's port and options */
  pgCtl(args: string[]): Promise<Run>;
  /** the end of the cluster's log, for an error message */
  log(): string;
  destroy(): Promise<void>;
};

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function readLog(dir: string): string {
  try {
    return readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-4000);
  } catch {
    return '';
  }
}

export async function startCluster(pgBin: string): Promise<Cluster> {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(pgBin, tool))) throw new Error(`${path.join(pgBin, tool)} not found (set --pg-bin)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  const root = userInfo().uid === 0;
  // initdb refuses root: the cluster belongs to the postgres user
  const as = (tool: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(pgBin, tool), ...args])
      : run(path.join(pgBin, tool), args);
  if (root) {
    const uid = Number((await run('id', ['-u', 'postgres'])).output.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).output.trim());
    if (!Number.isInteger(uid))
      throw new Error('running as root, and there is no postgres user to own the temporary cluster');
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const init = await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions']);
  if (init.code !== 0) throw new Error(`initdb failed:\n${init.output}`);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (args: string[]) => as('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  const started = await pgCtl(['-w', '-t', '60', '-o', options, 'start']);
  if (started.code !== 0) throw new Error(`pg_ctl start failed:\n${started.output}\n${readLog(dir)}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    pgCtl: (args) => pgCtl(args[args.length - 1] === 'start' ? [...args.slice(0, -1), '-o', options, 'start'] : args),
    log: () => readLog(dir),
    async destroy() {
      await pgCtl(['-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls until a new connection gets an answer; returns when it did. */
export async function waitAccepting(url: string, limitMs: number): Promise<number> {
  const deadline = now() + limitMs;
  for (;;) {
    try {
      const client = await connectPg(url, 1000);
      await client.query('SELECT 1');
      const at = now();
      await client.end();
      return at;
    } catch {
      if (now() > deadline) throw new Error(`the database did not accept connections within ${limitMs} ms`);
      await sleep(20);
    }
  }
}
