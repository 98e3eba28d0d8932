// `npm start`: builds whatever is missing or stale, then serves the app on one origin.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
