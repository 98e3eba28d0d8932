// Which parts of the build are missing or older than their sources, and building them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'generated') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

function buildState(root) {
  const r = (p) => path.join(root, p);
  return {
    server: stale(r('dist/server/main.js'), [r('backend/src'), r('backend/tsconfig.build.json'), r('tsconfig.json')]),
    web: stale(r('dist/web/index.html'), [
      r('frontend/src'),
      r('frontend/index.html'),
      r('frontend/public'),
      r('frontend/vite.config.ts'),
    ]),
  };
}

/** Builds the parts that are missing or stale (`npm run build:server`, `build:web`); exits the process when one fails. */
export function buildStale(root) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const state = buildState(root);
  for (const [part, script] of [
    ['server', 'build:server'],
    ['web', 'build:web'],
  ]) {
    if (!state[part]) continue;
    process.stdout.write(`Building the ${part} (npm run ${script})...\n`);
    const result = spawnSync(npm, ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
