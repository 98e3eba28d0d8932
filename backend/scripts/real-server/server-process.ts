import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import path from 'node:path';
import { ROOT, buildServerIfStale } from '../lib/build';
import { now, sleep } from '../lib/clock';
import { freePort } from '../lib/free-port';
import { httpRequest } from './http-client';
import type { Target } from './targets';

/**
 * The REAL server as a separate process (the built dist/server/main.js, or backend/src/main.ts
 * through @swc-node/register), on a free port and a target's database: started, waited for until
 * /readyz answers, signalled and stopped, with what it writes kept for the report.
 */

/** far above anything a check sends: the rate limits are not what is tested */
const NO_LIMIT = '100000000';

type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type RunningServer = {
  url: string;
  port: number;
  /** the Host header the server sees (for a same-origin Origin) */
  host: string;
  pid: number;
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
    username: `check-admin-${randomBytes(3).toString('hex')}`,
    password: randomBytes(12).toString('hex'),
    sessionSecret: randomBytes(24).toString('hex'),
  };
}

let buildChecked = false;

/**
 * The command that starts the server; with `dist`, builds dist/server first when missing or stale
 * (as npm start does), checked once per run: a check restarts the server many times.
 */
function serverCommand(from: 'dist' | 'src'): string[] {
  if (from === 'src') return ['-r', '@swc-node/register', path.join(ROOT, 'backend/src/main.ts')];
  if (!buildChecked) {
    buildChecked = true;
    try {
      buildServerIfStale(ROOT);
    } catch (error) {
      throw new Error('the server could not be built (try --server src to run the sources)', { cause: error });
    }
  }
  return [path.join(ROOT, 'dist/server/main.js')];
}

/** The server's environment: a clean one (nothing inherited but PATH and the like), no rate limits in the way. */
function serverEnv(
  target: Target,
  port: number,
  credentials: ServerCredentials,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'SystemRoot'].flatMap((name) => {
      const value = process.env[name];
      return value ? [[name, value]] : [];
    }),
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
    RATE_LIMIT_FUNNEL_PER_IP: NO_LIMIT,
    RATE_LIMIT_SIGNIN_PER_IP: NO_LIMIT,
    RATE_LIMIT_SIGNIN_PER_USERNAME: NO_LIMIT,
    RATE_LIMIT_PAYMENT_INTENTS_PER_IP: NO_LIMIT,
    CHAT_RATE_LIMIT_PER_IP: NO_LIMIT,
    CHAT_RATE_LIMIT_PER_VISITOR: NO_LIMIT,
    LEAD_MIN_FILL_SECONDS: '0',
    // the checks' webhook receiver listens on plain http at 127.0.0.1
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // a failed delivery is retried after ~1 s, then 2, 4...: a fault's recovery shows within a run
    JOB_RETRY_DELAY_SECONDS: '1',
    ...target.serverEnv,
    ...extra,
  };
}

type StartOptions = {
  serverFrom: 'dist' | 'src';
  credentials: ServerCredentials;
  port?: number;
  /** added to (or overriding) the server's environment */
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
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitInfo: Exit | null = null;
  const exit = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal, at: now() };
      resolve(exitInfo);
    });
  });
  target.openedBy(exit);
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    port,
    host: `127.0.0.1:${port}`,
    pid: child.pid ?? 0,
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

  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  const agent = new Agent({ keepAlive: false });
  for (;;) {
    const exited = server.exited();
    if (exited !== null)
      throw new Error(`the server exited before it was ready (code ${String(exited.code)}):\n${tail}`);
    const res = await httpRequest(url, { method: 'GET', path: '/readyz', agent, timeoutMs: 3000 });
    if (res.status === 200) break;
    if (now() > started + readyTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${tail}`);
    }
    await sleep(100);
  }
  server.readyMs = now() - started;
  return server;
}
