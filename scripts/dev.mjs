// `npm run dev`: the API server (TypeScript, restarted by hand) on :3000 and Vite's dev server on
// :5173, which proxies /graphql and /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(process.execPath, ['-r', '@swc-node/register', 'backend/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // a webhook receiver under development usually runs on this machine (the app's default is false)
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', ...process.env },
  }),
  spawn(bin('vite'), ['--config', 'frontend/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
