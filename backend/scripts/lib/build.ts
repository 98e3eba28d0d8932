import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { out } from './report';

/** The checkout these scripts belong to. */
export const ROOT = path.resolve(__dirname, '../../..');

type BuildState = { server: boolean; web: boolean };

/**
 * Which parts of the app in `appDir` are missing or older than their sources, as its own
 * scripts/build-state.mjs sees it. That is an ES module and these scripts run as CommonJS, so a
 * node process of its own answers; when it cannot, everything counts as stale.
 */
function buildState(appDir: string): BuildState {
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { buildState } from ${JSON.stringify(path.join(appDir, 'scripts/build-state.mjs'))}; process.stdout.write(JSON.stringify(buildState(${JSON.stringify(appDir)})))`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(probe.stdout || '{"server":true,"web":true}') as BuildState;
}

export function npmRun(script: string, cwd: string): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', script], { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run ${script} failed in ${cwd}`);
}

/** Builds the server of the app in `appDir` (dist/server) when it is missing or stale, as `npm start` does. */
export function buildServerIfStale(appDir = ROOT): void {
  if (!buildState(appDir).server) return;
  out(`building the server in ${appDir} (npm run build:server)...`);
  npmRun('build:server', appDir);
}
