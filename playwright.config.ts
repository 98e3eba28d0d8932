import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests of the public website on real Chromium, against the real server (Express, GraphQL,
 * REST) serving the built app. Run them with `npm run e2e` (scripts/e2e.mjs finds Chromium, builds,
 * picks a port and a fresh data folder); `./node_modules/.bin/playwright test` works too once
 * dist/web is built.
 */

const port = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh embedded database per run. scripts/e2e.mjs passes one in; a direct `playwright test`
// gets one here. The config is evaluated by the runner first and then by every worker, which
// inherit the folder through the environment; the runner removes it when it exits (after the
// web server has been stopped).
if (!process.env.E2E_DATABASE_URL && !process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  WEB_DIR: 'dist/web',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'e2e-admin-password',
  SESSION_SECRET: 'e2e-session-secret-not-for-production',
  LOG_LEVEL: 'warn',
  // every browser of the run shares 127.0.0.1: the per-IP limits would count the whole suite as one visitor
  RATE_LIMIT_SIGNIN_PER_IP: '100000',
  RATE_LIMIT_SIGNIN_PER_USERNAME: '100000',
  RATE_LIMIT_LEADS_PER_IP: '100000',
  RATE_LIMIT_FUNNEL_PER_IP: '100000',
  RATE_LIMIT_PAYMENT_INTENTS_PER_IP: '100000',
  CHAT_RATE_LIMIT_PER_IP: '100000',
  // the contact-form specs fill the form faster than a person
  LEAD_MIN_FILL_SECONDS: '0',
  // the specs' webhook endpoints are on this machine
  WEBHOOK_ALLOW_PRIVATE: 'true',
  ...(process.env.E2E_DATABASE_URL
    ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
    : { DATA_DIR: process.env.E2E_DATA_DIR ?? '', DATABASE_URL: '' }),
};

export default defineConfig({
  testDir: 'frontend/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  // generous: two cores shared with builds and other test runs. Both are bounds for a test that
  // fails, never waits (an assertion returns as soon as it holds): under test:repeat with more
  // load than CI, a first page of leads and GraphiQL's editor each once took more than 10 s
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // one folder per port, so two runs at once (each needs its own port) never clear each other's files
  outputDir: `test-results/e2e-${port}`,
  projects: [
    {
      name: 'desktop',
      // phone-width checks set their own viewport (test.use) inside the specs that need one
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node -r @swc-node/register backend/src/main.ts',
    url: `${baseURL}/`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    // LOG_LEVEL warn: its warnings and errors, which tell a failure's cause in CI's output
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
