import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';

/** A second instance of the real server (same build, its own fresh database) and the fake it talks to. */
export type OwnApp = {
  /** the app's origin */
  url: string;
  /** the fake third-party API's origin ('' without a fake) */
  fakeUrl: string;
  /** every request the fake has received so far (its `/__fake/requests` log) */
  fakeRequests<T>(): Promise<T[]>;
  close(): Promise<void>;
};

export type OwnAppOptions = {
  /** what this app is for (its fake, say), for error messages */
  name: string;
  /** the fake's module (server code, outside the front end's TypeScript project) and its start function */
  fake?: { module: string; start: string };
  /**
   * the app's settings beyond the suite's defaults; `fakeUrl` is the fake's origin, `fakeEnv` what
   * the fake's start function answered as its `appEnv` (say, an SMTP_URL on a port of its own)
   */
  env?: (fakeUrl: string, fakeEnv: Record<string, string>) => Record<string, string>;
};

const ROOT = path.resolve(__dirname, '../..');

type FakeProcess = { url: string; env: Record<string, string>; child: ChildProcess };

/** The fake in its own process: it prints the settings it has for the app, then its origin, once it listens. */
function startFakeProcess(name: string, fake: { module: string; start: string }): Promise<FakeProcess> {
  const script = `require(${JSON.stringify(fake.module)}).${fake.start}().then(function (f) { console.log('FAKE_ENV=' + JSON.stringify(f.appEnv || {})); console.log('FAKE_URL=' + f.url); })`;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the fake ${name} did not start`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /FAKE_URL=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        const env = /FAKE_ENV=(.*)/.exec(output)?.[1] ?? '{}';
        resolve({ url: match[1], env: JSON.parse(env) as Record<string, string>, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake ${name} exited with ${code}`));
    });
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the fake, then the real server configured to talk to it. The suite's main server keeps
 * its own settings (no payment keys, no fill-time check) for the tests that need those, and
 * nothing a spec changes here (the site-wide settings, say) reaches the specs running beside it.
 */
async function startOwnApp(options: OwnAppOptions): Promise<OwnApp> {
  const fake = options.fake ? await startFakeProcess(options.name, options.fake) : undefined;
  const fakeUrl = fake?.url ?? '';
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-own-app-data-'));
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'backend/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      WEB_DIR: 'dist/web',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      SESSION_SECRET: 'e2e-session-secret-not-for-production',
      LOG_LEVEL: 'warn',
      // the specs' webhook receivers are on this machine
      WEBHOOK_ALLOW_PRIVATE: 'true',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ...options.env?.(fakeUrl, fake?.env ?? {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // its warnings and errors (LOG_LEVEL warn) go to the run's output, as the main server's do,
  // so that a failure in CI can be read there: a job's retry, say
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => process.stderr.write(`[${options.name}] ${line}\n`));
  }
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    await stop(fake?.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${url}/`, child, 90_000);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    fakeUrl,
    async fakeRequests<T>() {
      if (!fake) throw new Error(`${options.name}: this app has no fake`);
      const response = await fetch(`${fake.url}/__fake/requests`);
      return (await response.json()) as T[];
    },
    close,
  };
}

/** A worker fixture: the own app, started once per worker that needs it (pair it with `baseURL`). */
export function ownAppFixture(
  options: OwnAppOptions,
): [(args: object, use: (app: OwnApp) => Promise<void>) => Promise<void>, { scope: 'worker'; timeout: number }] {
  return [
    // Playwright reads a fixture's dependencies from this pattern, and this one has none
    async ({}, use) => {
      const app = await startOwnApp(options);
      await use(app);
      await app.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ];
}
