import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { validRestLead } from '../src/test/lead-examples';

/**
 * Shared by the black-box checks (test-load.ts, test-faults.ts, test-fuzz.ts): start the REAL
 * server as a separate process (the built dist/server/main.js, or backend/src/main.ts through
 * @swc-node/register with --server src) on a free port, against a fresh database on a PostgreSQL
 * server or a fresh embedded engine in a temporary DATA_DIR; wait for /readyz; stop it; look at
 * its database directly with `pg` afterwards.
 */

export const ROOT = path.resolve(__dirname, '../..');
export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** far above anything a check sends: the rate limits are not what is tested */
export const NO_LIMIT = '100000000';

export type Engine = 'postgres' | 'embedded';

export const out = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

export const now = (): number => performance.now();

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The options every check takes. */
export const COMMON_OPTIONS = {
  full: { type: 'boolean', default: false },
  engine: { type: 'string', default: 'both' },
  'pg-url': { type: 'string', default: DEFAULT_PG_URL },
  server: { type: 'string', default: 'dist' },
  help: { type: 'boolean', default: false },
} as const;

export const COMMON_HELP = `  --full                 the full size (also TEST_SIZE=full in the environment)
  --engine E             postgres | embedded | both (default both)
  --pg-url URL           the PostgreSQL server for the fresh database (default ${DEFAULT_PG_URL})
  --server dist|src      dist: dist/server/main.js, built first when stale (default); src: backend/src/main.ts via @swc-node/register`;

export type CommonSettings = { full: boolean; engines: Engine[]; pgUrl: string; serverFrom: 'dist' | 'src' };

export function commonSettings(values: {
  full?: boolean;
  engine?: string;
  'pg-url'?: string;
  server?: string;
}): CommonSettings {
  const engine = values.engine ?? 'both';
  if (!['postgres', 'embedded', 'both'].includes(engine))
    throw new Error(`--engine must be postgres, embedded or both (got "${engine}")`);
  const serverFrom = values.server ?? 'dist';
  if (serverFrom !== 'dist' && serverFrom !== 'src')
    throw new Error(`--server must be dist or src (got "${serverFrom}")`);
  return {
    full: values.full === true || process.env.TEST_SIZE === 'full',
    engines: engine === 'both' ? ['postgres', 'embedded'] : [engine as Engine],
    pgUrl: values['pg-url'] ?? DEFAULT_PG_URL,
    serverFrom,
  };
}

export function machineLine(): string {
  return `${cpus().length} CPUs, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, node ${process.version}`;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// the server binary

let builtChecked = false;

/** The command that starts the server; with `dist`, builds dist/server first when missing or stale (as npm start does). */
export function serverCommand(from: 'dist' | 'src'): string[] {
  if (from === 'src') return ['-r', '@swc-node/register', path.join(ROOT, 'backend/src/main.ts')];
  if (!builtChecked) {
    builtChecked = true;
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { buildState } from ${JSON.stringify(path.join(ROOT, 'scripts/build-state.mjs'))}; process.stdout.write(JSON.stringify(buildState(${JSON.stringify(ROOT)})))`,
      ],
      { encoding: 'utf8' },
    );
    const state = JSON.parse(probe.stdout || '{"server":true}') as { server: boolean };
    if (state.server) {
      out('building the server (npm run build:server)...');
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const result = spawnSync(npm, ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
      if (result.status !== 0) throw new Error('npm run build:server failed (try --server src to run the sources)');
    }
  }
  return [path.join(ROOT, 'dist/server/main.js')];
}

// ---------------------------------------------------------------------------------------------
// databases

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

export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function connectPg(url: string, timeoutMs = 5000): Promise<Client> {
  const client = new Client({
    connectionString: url,
    user: new URL(url).username || 'postgres',
    connectionTimeoutMillis: timeoutMs,
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function withPgClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await connectPg(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  await withPgClient(serverUrl, (client) => client.query(sql));
}

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
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// the server process

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type RunningServer = {
  url: string;
  port: number;
  /** the Host header the server sees (for a same-origin Origin) */
  host: string;
  pid: number;
  child: ChildProcess;
  /** when /readyz first answered 200, and how long that took from spawn */
  readyMs: number;
  exit: Promise<Exit>;
  exited(): Exit | null;
  /** the last 4 MB the process wrote (stdout and stderr) */
  output(): string;
  /** how many characters the process has written so far (a mark for outputSince) */
  written(): number;
  /** what the process wrote after `mark` (as far as the last 4 MB still hold it) */
  outputSince(mark: number): string;
  /** sends a signal; returns when it was sent (performance.now()) */
  signal(signal: NodeJS.Signals): number;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit */
  stop(graceMs?: number): Promise<Exit>;
};

export type ServerCredentials = { username: string; password: string; sessionSecret: string };

export function newCredentials(): ServerCredentials {
  return {
    username: 'check-admin',
    password: randomBytes(12).toString('hex'),
    sessionSecret: randomBytes(24).toString('hex'),
  };
}

/** The server's environment: a clean one (nothing inherited but PATH and the like), no rate limits in the way. */
export function serverEnv(
  target: Target,
  port: number,
  credentials: ServerCredentials,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'SystemRoot'].flatMap((k) =>
      process.env[k] ? [[k, process.env[k]!]] : [],
    ),
  );
  return {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SESSION_SECRET: credentials.sessionSecret,
    ADMIN_USERNAME: credentials.username,
    ADMIN_PASSWORD: credentials.password,
    WEB_DIR: '/nonexistent-web-dir',
    RATE_LIMIT_LEADS_PER_IP: NO_LIMIT,
    RATE_LIMIT_SIGNIN_PER_IP: NO_LIMIT,
    RATE_LIMIT_SIGNIN_PER_USERNAME: NO_LIMIT,
    RATE_LIMIT_PAYMENT_INTENTS_PER_IP: NO_LIMIT,
    CHAT_RATE_LIMIT_PER_IP: NO_LIMIT,
    CHAT_RATE_LIMIT_PER_VISITOR: NO_LIMIT,
    LEAD_MIN_FILL_SECONDS: '0',
    ...target.serverEnv,
    ...extra,
  };
}

export type StartOptions = {
  serverFrom: 'dist' | 'src';
  credentials: ServerCredentials;
  port?: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
};

/** Spawns the server on the target and waits until /readyz answers 200. */
export async function startServer(target: Target, options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const started = now();
  const child = spawn(process.execPath, serverCommand(options.serverFrom), {
    cwd: ROOT,
    env: serverEnv(target, port, options.credentials, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let written = 0;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    written += text.length;
    tail = (tail + text).slice(-4_000_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exitInfo: Exit | null = null;
  const exit = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal, at: now() };
      resolve(exitInfo);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    port,
    host: `127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    readyMs: 0,
    exit,
    exited: () => exitInfo,
    output: () => tail,
    written: () => written,
    outputSince: (mark) => tail.slice(Math.max(0, tail.length - (written - mark))),
    signal(signal) {
      const at = now();
      if (exitInfo === null) child.kill(signal);
      return at;
    },
    async stop(graceMs = 15_000) {
      if (exitInfo !== null) return exitInfo;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exit;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = started + (options.readyTimeoutMs ?? 90_000);
  const agent = new Agent({ keepAlive: false });
  for (;;) {
    if (exitInfo !== null) {
      throw new Error(`the server exited before it was ready (code ${String((exitInfo as Exit).code)}):\n${tail}`);
    }
    const res = await httpRequest(url, { method: 'GET', path: '/readyz', agent, timeoutMs: 3000 });
    if (res.status === 200) break;
    if (now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${options.readyTimeoutMs ?? 90_000} ms:\n${tail}`);
    }
    await sleep(100);
  }
  server.readyMs = now() - started;
  return server;
}

// ---------------------------------------------------------------------------------------------
// HTTP

export type HttpResult = {
  /** 0 when no response arrived (see error) */
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  startedAt: number;
  endedAt: number;
  /** the transport error (ECONNRESET, ECONNREFUSED, timeout...) */
  error?: string;
  /** whether the request went out on a kept-alive socket that had served an earlier request */
  reusedSocket: boolean;
};

export type HttpRequestOptions = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** an object is sent as JSON; a string or Buffer as is (content-type application/json unless set) */
  body?: unknown;
  rawBody?: string | Buffer;
  agent?: Agent;
  timeoutMs?: number;
};

/** One HTTP request; never throws (a transport failure comes back as status 0 with `error`). */
export function httpRequest(baseUrl: string, options: HttpRequestOptions): Promise<HttpResult> {
  const startedAt = now();
  return new Promise<HttpResult>((resolve) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let payload: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const url = new URL(baseUrl);
    let settled = false;
    const done = (result: Omit<HttpResult, 'startedAt' | 'endedAt' | 'reusedSocket'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, startedAt, endedAt: now(), reusedSocket: req.reusedSocket });
    };
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers,
        agent: options.agent,
        timeout: options.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          done({ status: 0, headers: {}, body: '', error: error.code ?? error.message }),
        );
        res.on('aborted', () => done({ status: 0, headers: {}, body: '', error: 'response aborted' }));
      },
    );
    req.on('timeout', () => {
      req.destroy(new Error('timeout'));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: 0, headers: {}, body: '', error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

/** The server's log lines about a failed request (found by the requestId its answer carries). */
export function logFor(server: RunningServer, r: HttpResult): string {
  let id: unknown;
  try {
    id = (JSON.parse(r.body) as { requestId?: unknown }).requestId;
  } catch {
    id = undefined;
  }
  if (typeof id !== 'string') return '(no requestId in the answer)';
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.includes(id as string));
  return lines.length ? lines.map((line) => line.slice(0, 1500)).join('\n  ') : '(no log line found)';
}

/** Signs in through the REST API and returns the session cookie ("connect.sid=..."). */
export async function signIn(server: RunningServer, credentials: ServerCredentials): Promise<string> {
  const res = await httpRequest(server.url, {
    method: 'POST',
    path: '/api/login',
    body: { username: credentials.username, password: credentials.password },
  });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]?.split(';')[0];
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in failed: ${res.status} ${res.error ?? res.body.slice(0, 300)}`);
  return cookie;
}

// ---------------------------------------------------------------------------------------------
// leads

/** A valid lead with this email. */
export function restLead(email: string): Record<string, unknown> {
  return validRestLead({ email });
}

export type LeadAudit = {
  /** acknowledged emails found (distinct) */
  stored: number;
  /** rows of the run beyond one per email */
  duplicates: number;
  /** acknowledged, not stored */
  missing: string[];
  /** stored, never acknowledged (the request's answer was lost: a kill, a reset) */
  unacknowledgedStored: number;
  /** rows of the run in the table */
  rows: number;
};

/** Compares the acknowledged emails with the lead rows whose email starts with `prefix`. */
export async function auditLeads(target: Target, prefix: string, acknowledged: Set<string>): Promise<LeadAudit> {
  const counts = await target.withClient(async (client) => {
    const { rows } = await client.query<{ email: string; n: string }>(
      `SELECT email, count(*) AS n FROM lead WHERE email LIKE $1 GROUP BY email`,
      [`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
    return new Map(rows.map((r) => [r.email, Number(r.n)]));
  });
  let rows = 0;
  let duplicates = 0;
  let unacknowledgedStored = 0;
  for (const [email, n] of counts) {
    rows += n;
    if (n > 1) duplicates += n - 1;
    if (!acknowledged.has(email)) unacknowledgedStored += 1;
  }
  const missing = [...acknowledged].filter((email) => !counts.has(email));
  return {
    stored: [...acknowledged].filter((email) => counts.has(email)).length,
    duplicates,
    missing,
    unacknowledgedStored,
    rows,
  };
}

/** Counts the statuses of a set of results: "201: 1990, 503: 10, ECONNRESET: 2". */
export function histogram(keys: Iterable<string | number>): string {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ') || '-'
  );
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Runs `work` for each selected engine, always disposing of the target; collects failures. */
export async function forEachEngine(
  settings: CommonSettings,
  tag: string,
  work: (target: Target) => Promise<string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const engine of settings.engines) {
    const target = await createTarget(engine, settings.pgUrl, tag);
    out();
    out(`== ${target.label}`);
    try {
      const problems = await work(target);
      failures.push(...problems.map((p) => `${engine}: ${p}`));
    } catch (error) {
      const cause =
        error instanceof Error && error.cause !== undefined
          ? `\ncaused by: ${error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : String(error.cause)}`
          : '';
      failures.push(`${engine}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}`);
    } finally {
      await target.dispose().catch((error: unknown) => out(`(could not clean up ${target.label}: ${String(error)})`));
    }
  }
  return failures;
}

/** Prints the verdict and sets the exit code. */
export function finish(name: string, failures: string[], startedAt: number): void {
  out();
  if (failures.length === 0) {
    out(`${name}: PASS in ${seconds(now() - startedAt)}`);
    process.exitCode = 0;
  } else {
    out(`${name}: FAIL in ${seconds(now() - startedAt)}`);
    for (const failure of failures) out(`  - ${failure}`);
    process.exitCode = 1;
  }
}
