import { spawn, type ChildProcess } from 'node:child_process';
import { sleep } from '../lib/clock';

/** A server process of the bench's (the app, or the baseline), started and waited for until it answers. */
export type SpawnedServer = { child: ChildProcess; base: string; stderr: () => string };

type SpawnOptions = {
  /** how the server is named in an error message */
  label: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** the path that answers 2xx once the server is ready */
  readyPath: string;
};

/** Starts `node args` and waits (90 s at most) until `readyPath` answers 2xx. */
export async function spawnServer({ label, args, cwd, env, port, readyPath }: SpawnOptions): Promise<SpawnedServer> {
  let stderr = '';
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(base + readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} did not become ready in 90 s:\n${stderr}`);
    await sleep(250);
  }
  return { child, base, stderr: () => stderr };
}

/** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
export async function stopServer(server: SpawnedServer | null): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
