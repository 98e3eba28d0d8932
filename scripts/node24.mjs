#!/usr/bin/env node
/**
 * `npm run test:node24`: the app on Node 24 (the active LTS) besides the Node it is installed with.
 * Node 24's binary comes from the `node` package of the npm registry (through npx, cached after the
 * first run). It builds what is missing or stale, starts the built app on the embedded engine with
 * a fresh data directory, checks that it is ready, serves the landing page and answers GraphQL,
 * stops it with SIGTERM (it must exit 0), then runs the server suites (`test:db`'s Jest project)
 * on Node 24, against DATABASE_URL when it is set (CI sets the PostgreSQL server).
 *
 * Environment: NODE24_PACKAGE (default node@24.21.0), DATABASE_URL (for the server suites).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-state.mjs';
import { anyFreePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const nodePackage = process.env.NODE24_PACKAGE || 'node@24.21.0';
const READY_WITHIN_MS = 120_000;
const STOP_WITHIN_MS = 30_000;

function fail(message) {
  console.error(`test:node24: ${message}`);
  process.exit(1);
}

const node24 = execFileSync(npx, ['--yes', '-p', nodePackage, 'node', '-p', 'process.execPath'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith('v24.')) fail(`${nodePackage} gave ${version}, not Node 24`);
console.log(`== Node ${version} (${node24})`);

buildStale(root);

async function expectResponse(url, init, check) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (!check(response, body))
    fail(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 200)}`);
}

async function startAndStopBuiltApp() {
  const port = await anyFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'node24-data-'));
  const base = `http://127.0.0.1:${port}`;
  console.log(`== the built app on Node ${version}, embedded engine, ${base}`);
  const server = spawn(node24, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      // a configured admin: no demo seeding, which this check does not need
      ADMIN_USERNAME: 'node24-check',
      ADMIN_PASSWORD: `Node24-check-${process.pid}-pass!`,
    },
  });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  let early = null;
  void exited.then((result) => (early = result));
  try {
    const deadline = Date.now() + READY_WITHIN_MS;
    for (;;) {
      if (early) fail(`the app exited before it was ready (code ${early.code}, signal ${early.signal})`);
      const ready = await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) fail(`not ready within ${READY_WITHIN_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250)); // polling interval for a starting server
    }
    await expectResponse(`${base}/healthz`, undefined, (response) => response.ok);
    await expectResponse(`${base}/`, undefined, (response, body) => response.ok && body.includes('<div id="root"'));
    await expectResponse(
      `${base}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ __typename }' }),
      },
      (response, body) => response.ok && JSON.parse(body).data?.__typename === 'Query',
    );
    console.log('== ready, landing page and GraphQL answered; stopping with SIGTERM');
    server.kill('SIGTERM');
    const stopped = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve(null), STOP_WITHIN_MS)),
    ]);
    if (!stopped) fail(`did not stop within ${STOP_WITHIN_MS / 1000} s of SIGTERM`);
    if (stopped.code !== 0) fail(`stopped with code ${stopped.code} (signal ${stopped.signal}), not 0`);
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await startAndStopBuiltApp();

console.log(`== server suites on Node ${version}${process.env.DATABASE_URL ? ' (DATABASE_URL)' : ' (embedded)'}`);
const suites = spawnSync(
  node24,
  ['--experimental-vm-modules', path.join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', 'backend'],
  { cwd: root, stdio: 'inherit' },
);
process.exit(suites.status ?? 1);
