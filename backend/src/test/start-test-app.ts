import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { type DestinationStream } from 'pino';
import type { Express } from 'express';
import type { DataSource } from 'typeorm';
import { createApp } from '../app';
import type { JobQueue } from '../engine/queue/job-queue';
import type { Services } from '../services';
import { loadConfig } from '../engine/config';
import { createLogger } from '../engine/logger';
import { AuthService } from '../modules/auth/auth.service';
import { openTestDatabase } from './test-database';

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' } as const;

export type JsonResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

export type TestApp = {
  url: string;
  /** the Express app itself (its routes are walked by the role test) */
  express: Express;
  dataSource: DataSource;
  services: Services;
  /** the job queue this app works (events, schedules) */
  jobs: JobQueue;
  /** any request; a JSON body is sent as JSON */
  request(
    path: string,
    init?: { method?: string; body?: unknown; rawBody?: string; cookie?: string; headers?: Record<string, string> },
  ): Promise<JsonResponse>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  /** signs someone (the test admin by default) in through the REST API and returns the session cookie */
  signIn(credentials?: { username: string; password: string }): Promise<string>;
  count(table: 'lead' | 'lead_milestone' | 'app_user' | 'session'): Promise<number>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  demoMode?: boolean;
  /** reach the database through this (e.g. a TCP proxy's connectVia) */
  connectVia?: (url: string) => Promise<string>;
  /** the database's query time limit (db/data-source.ts) */
  queryTimeoutMs?: number;
  /** where the app's JSON log lines go instead of stdout (set LOG_LEVEL in env to see them) */
  logDestination?: DestinationStream;
  /** a second instance on this app's database (which stays open until that app closes) */
  sameDatabaseAs?: TestApp;
  /** the app's clock (reply deadlines, spam retention); default: the real one */
  now?: () => Date;
  /** the rate limits' clock, in milliseconds; default: the real one */
  rateLimitNow?: () => number;
};

/**
 * Every request of a test comes from 127.0.0.1: the rate limits are out of the way unless a test
 * sets its own (http/rate-limit/rate-limits.test.ts).
 */
const UNLIMITED: Record<string, string> = Object.fromEntries(
  [
    'RATE_LIMIT_SIGNIN_PER_IP',
    'RATE_LIMIT_SIGNIN_PER_USERNAME',
    'RATE_LIMIT_LEADS_PER_IP',
    'RATE_LIMIT_FUNNEL_PER_IP',
    'RATE_LIMIT_PAYMENT_INTENTS_PER_IP',
    'CHAT_RATE_LIMIT_PER_IP',
    'RATE_LIMIT_BOOKINGS_PER_IP',
    'RATE_LIMIT_IMPORTS_PER_IP',
  ].map((name) => [name, '1000000']),
);

/** The real app on a real HTTP port and a fresh database, for one test file. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs
    ? { dataSource: options.sameDatabaseAs.dataSource, jobsDataSource: undefined, close: async () => {} }
    : await openTestDatabase({ connectVia: options.connectVia, queryTimeoutMs: options.queryTimeoutMs });
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIR: '/nonexistent-web-dir',
    // the tests' webhook receivers listen on loopback (a test of the guard sets it to false)
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...UNLIMITED,
    ...options.env,
  });
  await new AuthService(database.dataSource).ensureAdmin(TEST_ADMIN);
  const { app, handler, services, jobs, stop } = await createApp({
    config,
    dataSource: database.dataSource,
    jobsDataSource: database.jobsDataSource,
    // written at once: a buffered stdout's flush timer would outlive the app the test closes
    logger: createLogger(config.logLevel, options.logDestination ?? pino.destination({ dest: 1, sync: true })),
    demoMode: options.demoMode ?? false,
    now: options.now,
    rateLimitNow: options.rateLimitNow,
  });
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request: TestApp['request'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    } else if (init.rawBody !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(url + path, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  const app_: TestApp = {
    url,
    express: app,
    dataSource: database.dataSource,
    services,
    jobs,
    request,
    async graphql(query, variables, cookie, headers) {
      const response = await request('/graphql', { method: 'POST', body: { query, variables }, cookie, headers });
      return { status: response.status, ...(response.body as object) };
    },
    async signIn(credentials = TEST_ADMIN) {
      const response = await request('/api/login', { method: 'POST', body: credentials });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
      const cookie = response.headers.get('set-cookie');
      if (!cookie) throw new Error('sign-in set no cookie');
      return cookie.split(';')[0];
    },
    async count(table) {
      const rows: { count: string }[] = await database.dataSource.query(`SELECT count(*) FROM "${table}"`);
      return Number(rows[0]?.count ?? 0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await database.close();
    },
  };
  return app_;
}

export { validLeadInput, validRestLead } from './lead-examples';
