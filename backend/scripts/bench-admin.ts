import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { createLogger } from '../src/logger';
import { AuthService } from '../src/modules/auth/auth.service';
import { LEADS_PAGE_QUERY } from './leads-page-query';
import { DEFAULT_PG_URL } from './real-server';
import { seedLeads, vacuumAfterBulkLoad } from './seed-leads';

/**
 * npm run bench:admin: the back office's list, search, filter and export on PostgreSQL with
 * 100,000 leads. Creates a fresh database on the server of DATABASE_URL, seeds it, runs the real
 * app in this process and times each request on the server side (from the request arriving to
 * the response's last byte handed to the socket), over keep-alive, one request at a time.
 * The database is dropped at the end.
 */

const TARGETS = { page: 30, search: 50 } as const;

type Timed = { status: number; body: string; bytes: number; serverMs: number; setCookie: string | undefined };
type CaseResult = {
  name: string;
  target: number | null;
  runs: number;
  median: number;
  p95: number;
  max: number;
  note: string;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

function serverUrlWithDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl, user: new URL(serverUrl).username || 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Captures the SQL the app sends, to EXPLAIN it afterwards. */
class CapturingLogger implements TypeOrmLogger {
  capturing = false;
  queries: { query: string; parameters: unknown[] }[] = [];
  logQuery(query: string, parameters?: unknown[]) {
    if (this.capturing && /^\s*SELECT/i.test(query)) this.queries.push({ query, parameters: parameters ?? [] });
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      leads: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '100' },
      warmup: { type: 'string', default: '20' },
      'export-runs': { type: 'string', default: '5' },
      search: { type: 'string', default: 'son' },
      explain: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  });
  const leadCount = Number(values.leads);
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  const exportRuns = Number(values['export-runs']);
  if (![leadCount, runs, warmup, exportRuns].every((n) => Number.isSafeInteger(n) && n >= 0) || runs < 1) {
    throw new Error('--leads, --runs, --warmup and --export-runs must be non-negative integers (runs at least 1)');
  }

  const serverUrl = loadConfig().databaseUrl ?? DEFAULT_PG_URL;
  const dbName = `bench_admin_${Date.now()}`;
  const dbUrl = serverUrlWithDatabase(serverUrl, dbName);
  const out = (line = '') => process.stdout.write(`${line}\n`);

  const version = await (async () => {
    const client = new Client({ connectionString: serverUrl, user: new URL(serverUrl).username || 'postgres' });
    await client.connect();
    try {
      return String((await client.query('SHOW server_version')).rows[0]?.server_version);
    } finally {
      await client.end();
    }
  })();
  // the figures are only as quiet as the machine: say how busy it was
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  out(`bench:admin on PostgreSQL ${version}, database ${dbName}; ${cpus().length} CPUs, load average ${load()}`);
  await admin(serverUrl, `CREATE DATABASE "${dbName}"`);

  let database: Database | null = null;
  let server: Server | null = null;
  let stopApp: (() => Promise<void>) | null = null;
  try {
    database = await openDatabase({ databaseUrl: dbUrl, dataDir: null });
    const dataSource: DataSource = database.dataSource;

    const now = new Date();
    const seedStarted = performance.now();
    await seedLeads(dataSource, { count: leadCount, seed: 42, now });
    const vacuumStarted = performance.now();
    await vacuumAfterBulkLoad(dataSource);
    // write the bulk load's dirty pages now rather than in a checkpoint during the measurement
    // (needs superuser or pg_checkpoint; without it the figures may carry that noise)
    await dataSource.query('CHECKPOINT').catch(() => out('(CHECKPOINT not allowed for this user: skipped)'));
    out(
      `seeded ${leadCount.toLocaleString('en-US')} leads with their milestones in ${((vacuumStarted - seedStarted) / 1000).toFixed(1)} s, ` +
        `then VACUUM ANALYZE in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`,
    );

    const credentials = { username: 'bench-admin', password: randomBytes(12).toString('hex') };
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
    stopApp = app.stop;

    // server-side time of each request, keyed by a header the client sets
    const finished = new Map<string, (ms: number) => void>();
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const started = performance.now();
      const id = req.headers['x-bench-id'];
      res.on('finish', () => {
        if (typeof id === 'string') finished.get(id)?.(performance.now() - started);
      });
      app.app(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    let sequence = 0;
    const send = (
      method: string,
      path: string,
      options: { body?: unknown; cookie?: string; keepBody?: boolean; onChunk?: (chunk: Buffer) => void } = {},
    ) =>
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

    const login = await send('POST', '/api/login', { body: credentials });
    const cookie = login.setCookie?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`);

    const day = 24 * 60 * 60 * 1000;
    const cases: { name: string; target: number | null; query?: string; variables: Record<string, unknown> }[] = [
      // the fixed cost of a signed-in GraphQL request (session read and touch, Apollo), for scale
      { name: 'baseline { __typename }', target: null, query: '{ __typename }', variables: {} },
      { name: 'first page (50 rows)', target: TARGETS.page, variables: { first: 50 } },
      {
        name: `search "${values.search}"`,
        target: TARGETS.search,
        variables: { first: 50, filter: { search: values.search } },
      },
      {
        name: 'filter type+timeline+6 months',
        target: TARGETS.page,
        variables: {
          first: 50,
          filter: {
            businessType: 'saas',
            timeline: 'immediate',
            createdFrom: new Date(now.getTime() - 182 * day).toISOString(),
            createdTo: now.toISOString(),
          },
        },
      },
    ];

    const capture = new CapturingLogger();
    (dataSource as unknown as { logger: TypeOrmLogger }).logger = capture;
    const results: CaseResult[] = [];
    const explained: { name: string; queries: CapturingLogger['queries'] }[] = [];

    for (const benchCase of cases) {
      const graphql = () =>
        send('POST', '/graphql', {
          body: { query: benchCase.query ?? LEADS_PAGE_QUERY, variables: benchCase.variables },
          cookie,
        });
      for (let i = 0; i < warmup; i++) await graphql();
      capture.queries = [];
      capture.capturing = true;
      const check = await graphql();
      capture.capturing = false;
      explained.push({ name: benchCase.name, queries: capture.queries });
      const parsed = JSON.parse(check.body) as {
        data?: { leads?: { totalCount: number; nodes: unknown[] } };
        errors?: unknown;
      };
      if (check.status !== 200 || !parsed.data || parsed.errors)
        throw new Error(`${benchCase.name}: ${check.status} ${check.body.slice(0, 300)}`);
      const leads = parsed.data.leads;

      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push((await graphql()).serverMs);
      times.sort((a, b) => a - b);
      results.push({
        name: benchCase.name,
        target: benchCase.target,
        runs,
        median: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        max: times[times.length - 1]!,
        note: leads ? `${leads.nodes.length} rows of ${leads.totalCount.toLocaleString('en-US')}` : '',
      });
    }

    // the export, as CSV: all rows, and a tenth of them. RSS is sampled while it streams; if the
    // export buffered, the peak would grow with the export's size.
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    const exports = [
      { name: 'export all rows (CSV)', path: '/api/leads/export' },
      { name: 'export 1 type (CSV)', path: '/api/leads/export?businessType=saas' },
    ];
    for (const exportCase of exports) {
      if (exportRuns === 0) break;
      const times: number[] = [];
      let bytes = 0;
      let lines = 0;
      let peakGrowth = 0;
      for (let i = 0; i < exportRuns + 1; i++) {
        global.gc?.();
        const baseline = process.memoryUsage.rss();
        let peak = baseline;
        const sample = () => {
          const rss = process.memoryUsage.rss();
          if (rss > peak) peak = rss;
        };
        const timer = setInterval(sample, 5);
        let newlines = 0;
        let chunks = 0;
        const res = await send('GET', exportCase.path, {
          cookie,
          keepBody: false,
          onChunk: (chunk) => {
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
            if (++chunks % 16 === 0) sample();
          },
        });
        clearInterval(timer);
        sample();
        if (res.status !== 200) throw new Error(`${exportCase.name}: ${res.status}`);
        if (i === 0) continue; // warm-up
        times.push(res.serverMs);
        bytes = res.bytes;
        lines = newlines;
        peakGrowth = Math.max(peakGrowth, peak - baseline);
      }
      times.sort((a, b) => a - b);

      // one more, untimed run: what the process holds (after a full GC) every 2 MB of CSV received;
      // RSS above also counts garbage not collected yet
      let retainedPeak: number | null = null;
      const gc = global.gc;
      if (gc) {
        const retained = () => {
          gc();
          const { heapUsed, external } = process.memoryUsage();
          return heapUsed + external;
        };
        const baseline = retained();
        retainedPeak = 0;
        let received = 0;
        await send('GET', exportCase.path, {
          cookie,
          keepBody: false,
          onChunk: (chunk) => {
            const before = received;
            received += chunk.length;
            if (Math.floor(received / 2_000_000) > Math.floor(before / 2_000_000))
              retainedPeak = Math.max(retainedPeak!, retained() - baseline);
          },
        });
      }
      results.push({
        name: exportCase.name,
        target: null,
        runs: exportRuns,
        median: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        max: times[times.length - 1]!,
        note:
          `${(lines - 1).toLocaleString('en-US')} rows, ${mb(bytes)}; peak RSS growth ${mb(peakGrowth)}` +
          (retainedPeak === null ? '' : `, peak retained after GC ${mb(retainedPeak)}`),
      });
    }

    out();
    out(
      `server time per request, ${leadCount.toLocaleString('en-US')} leads, ${warmup} warm-up runs, keep-alive, one request at a time`,
    );
    const header = ['case', 'runs', 'median ms', 'p95 ms', 'max ms', 'target p95', 'result', ''];
    const rows = results.map((r) => [
      r.name,
      String(r.runs),
      r.median.toFixed(1),
      r.p95.toFixed(1),
      r.max.toFixed(1),
      r.target === null ? '-' : `< ${r.target} ms`,
      r.target === null ? '' : r.p95 < r.target ? 'ok' : 'MISSED',
      r.note,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
        .join('  ')
        .trimEnd();
    out(line(header));
    out(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) out(line(row));
    out();
    out(
      `targets: p95 < ${TARGETS.page} ms for a page, < ${TARGETS.search} ms for a search; load average now ${load()}`,
    );

    if (values.explain) {
      for (const { name, queries } of explained) {
        for (const { query, parameters } of queries) {
          out();
          out(`-- ${name}`);
          out(query.replace(/\s+/g, ' ').trim());
          out(`-- parameters: ${JSON.stringify(parameters)}`);
          const roundTrips: number[] = [];
          for (let i = 0; i < 25; i++) {
            const started = performance.now();
            await dataSource.query(query, parameters);
            if (i >= 5) roundTrips.push(performance.now() - started);
          }
          roundTrips.sort((a, b) => a - b);
          out(`-- round trip from the app, median of 20: ${percentile(roundTrips, 0.5).toFixed(1)} ms`);
          const plan: { 'QUERY PLAN': string }[] = await dataSource.query(
            `EXPLAIN (ANALYZE, BUFFERS) ${query}`,
            parameters,
          );
          for (const step of plan) out(step['QUERY PLAN']);
        }
      }
    }

    agent.destroy();
    const missed = results.filter((r) => r.target !== null && r.p95 >= r.target);
    process.exitCode = missed.length > 0 ? 1 : 0;
  } finally {
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    }
    await stopApp?.();
    await database?.close();
    if (values.keep) {
      out(`kept database ${dbName}`);
    } else {
      await admin(serverUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:admin failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
