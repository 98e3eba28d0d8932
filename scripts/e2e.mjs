#!/usr/bin/env node
/**
 * `npm run e2e`: the Playwright browser tests against the real server and a fresh build.
 *
 * 1. Finds a Chromium (CHROMIUM_PATH, Debian's /usr/bin/chromium, Playwright's own download);
 *    without one it says so on one line and exits 0, so `npm test` still runs on bare machines.
 * 2. Builds the web app (`npm run build:web`) unless E2E_SKIP_BUILD=1.
 * 3. Runs `playwright test` (extra arguments are passed through, e.g. a spec file or --grep)
 *    with a fresh embedded-PostgreSQL data folder and a free port, then removes the folder.
 *
 * Environment: CHROMIUM_PATH, E2E_SKIP_BUILD=1, E2E_PORT (default 4391, or any free port when
 * that one is taken), E2E_DATABASE_URL (a real PostgreSQL instead of the embedded one).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anyFreePort, portIsFree } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const PREFERRED_PORT = 4391;

function findChromium() {
  const candidates = [];
  if (process.env.CHROMIUM_PATH) candidates.push(process.env.CHROMIUM_PATH);
  candidates.push('/usr/bin/chromium');
  try {
    const { chromium } = require('playwright-core');
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core missing or without a browser registry entry: nothing to add
  }
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

async function choosePort() {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  return (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : anyFreePort();
}

let child = null;
const forward = (signal) => {
  if (child && child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));

function run(command, args, env) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`e2e: could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    process.stdout.write(
      "e2e: skipped — no Chromium found (install Debian's: apt-get update && apt-get install -y chromium, or set CHROMIUM_PATH)\n",
    );
    return 0;
  }

  if (process.env.E2E_SKIP_BUILD !== '1') {
    // the package's own build script, so the tests see exactly what `npm run build` ships
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const built = await run(npm, ['run', '--silent', 'build:web'], process.env);
    if (built !== 0) {
      process.stderr.write(`e2e: the web build failed (exit ${built})\n`);
      return built;
    }
  } else if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    process.stderr.write('e2e: E2E_SKIP_BUILD=1 but dist/web/index.html is missing; run `npm run build:web` first\n');
    return 1;
  }

  const port = await choosePort();
  const dataDir = process.env.E2E_DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const env = {
    ...process.env,
    E2E_CHROMIUM_PATH: chromiumPath,
    E2E_PORT: String(port),
    ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}),
  };
  process.stdout.write(
    `e2e: Chromium ${chromiumPath}, server on port ${port}, ${dataDir ? `data in ${dataDir}` : 'E2E_DATABASE_URL'}\n`,
  );

  try {
    return await run(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], env);
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
