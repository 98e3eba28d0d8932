import { randomBytes } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/engine/config';
import { createLogger } from '../../src/engine/logger';
import { AuthService } from '../../src/modules/auth/auth.service';

/**
 * The real app in this process, behind a node:http server that times each request on the server
 * side: from the request arriving to the response's last byte handed to the socket. Requests go
 * over one kept-alive socket, one at a time.
 */

type Timed = { status: number; body: string; bytes: number; serverMs: number; setCookie: string | undefined };

type SendOptions = { body?: unknown; cookie?: string; keepBody?: boolean; onChunk?: (chunk: Buffer) => void };

export type Send = (method: string, path: string, options?: SendOptions) => Promise<Timed>;

type TimedApp = {
  send: Send;
  cookie: string;
  /** what the statistics' scheduled roll-up does, at once; returns the days it counted */
  rollUpStats: () => Promise<number>;
  close: () => Promise<void>;
};

/** Starts the app on `dbUrl`'s database (with a bench admin of its own) and signs in. */
export async function startTimedApp(dataSource: DataSource, dbUrl: string): Promise<TimedApp> {
  // a user of each run's own: a database kept from an earlier run (--database) holds that run's, whose
  // password is gone
  const credentials = {
    username: `bench-admin-${randomBytes(4).toString('hex')}`,
    password: randomBytes(12).toString('hex'),
  };
  await new AuthService(dataSource).ensureAdmin(credentials);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    ADMIN_USERNAME: credentials.username,
    ADMIN_PASSWORD: credentials.password,
    LOG_LEVEL: 'silent',
    WEB_DIR: '/nonexistent-web-dir',
  });
  const app = await createApp({ config, dataSource, logger: createLogger(config.logLevel), demoMode: false });

  // server-side time of each request, keyed by a header the client sets
  const finished = new Map<string, (ms: number) => void>();
  const server = createServer((req, res) => {
    const started = performance.now();
    const id = req.headers['x-bench-id'];
    res.on('finish', () => {
      if (typeof id === 'string') finished.get(id)?.(performance.now() - started);
    });
    app.app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const close = async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.stop();
  };

  let sequence = 0;
  const send: Send = (method, path, options = {}) =>
    new Promise<Timed>((resolve, reject) => {
      const id = String(++sequence);
      const serverTime = new Promise<number>((done) => finished.set(id, done));
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = { 'x-bench-id': id, accept: 'application/json' };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (options.cookie) headers.cookie = options.cookie;
      const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (options.keepBody !== false) chunks.push(chunk);
          options.onChunk?.(chunk);
        });
        res.on('end', () => {
          serverTime.then((serverMs) => {
            finished.delete(id);
            resolve({
              status: res.statusCode ?? 0,
              body: options.keepBody === false ? '' : Buffer.concat(chunks).toString('utf8'),
              bytes,
              serverMs,
              setCookie: res.headers['set-cookie']?.[0],
            });
          }, reject);
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });

  try {
    const login = await send('POST', '/api/login', { body: credentials });
    const cookie = login.setCookie?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`);
    return { send, cookie, rollUpStats: () => app.services.leadStatsRollup.rollUp(), close };
  } catch (error) {
    await close();
    throw error;
  }
}
