// Which parts of the build are missing or older than their sources.
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

export function buildState(root) {
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
