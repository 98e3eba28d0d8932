import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '../fixtures';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_fake',
} as const;

/** One request the fake Stripe API received (its `/__fake/requests` log). */
export type FakeStripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
};

export type StripeApp = {
  /** the app's origin */
  url: string;
  /** the local Stripe API (backend/src/test/fake-stripe-api.ts) that the server's SDK and the fake Stripe.js talk to */
  stripeUrl: string;
  /** every request the fake Stripe API has received so far */
  stripeRequests(): Promise<FakeStripeRequest[]>;
  close(): Promise<void>;
};

const ROOT = path.resolve(__dirname, '../../..');

/** The fake Stripe API in its own process (it is server code, outside the front end's TypeScript project). */
function startFakeStripeProcess(): Promise<{ url: string; child: ChildProcess }> {
  const script =
    "require('./backend/src/test/fake-stripe-api').startFakeStripeApi().then(function (f) { console.log('FAKE_STRIPE_URL=' + f.url); })";
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the fake Stripe API did not start')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /FAKE_STRIPE_URL=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake Stripe API exited with ${code}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
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
    if (child.exitCode !== null) throw new Error(`the Stripe-enabled server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Stripe-enabled server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * A second instance of the real server (same build, its own fresh database) with Stripe keys,
 * whose SDK talks to a local fake of Stripe's API. The suite's main server has no keys, which is
 * what the "not configured" test needs.
 */
export async function startStripeApp(): Promise<StripeApp> {
  const fake = await startFakeStripeProcess();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-stripe-data-'));
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
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ...STRIPE_TEST_KEYS,
      STRIPE_API_BASE_URL: fake.url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${url}/`, child, 90_000);
  } catch (error) {
    await stop(child);
    await stop(fake.child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stripeUrl: fake.url,
    async stripeRequests() {
      const response = await fetch(`${fake.url}/__fake/requests`);
      return (await response.json()) as FakeStripeRequest[];
    },
    async close() {
      await stop(child);
      await stop(fake.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The public site's `test` against a Stripe-enabled server: `stripeApp` is started once per worker
 * that needs it, and `baseURL` points at it.
 */
export const stripeTest = base.extend<object, { stripeApp: StripeApp }>({
  stripeApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and this one has none
    async ({}, use) => {
      const app = await startStripeApp();
      await use(app);
      await app.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stripeApp }, use) => use(stripeApp.url),
});
