import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/engine/config';
import { CASES, caseHeaders, type Case } from './bench/api-cases';
import { BENCH_ADMIN, deleteBenchLeads, prepareDatabase } from './bench/bench-database';
import { measure, median, type Measured } from './bench/measure';
import { spawnServer, stopServer, type SpawnedServer } from './bench/spawned-server';
import { ROOT, buildServerIfStale, npmRun } from './lib/build';
import { freePort } from './lib/free-port';
import { DEFAULT_PG_URL, serverVersion } from './lib/postgres';
import { loadAverage, machineLine, out, printTable } from './lib/report';
import { runScript } from './lib/run-script';
import { signIn } from './real-server/http-client';

/**
 * npm run bench:api: throughput of the real server (the built dist/server/main.js, as `npm start`
 * runs it, on PostgreSQL) against a baseline doing each case the cheapest correct way with plain
 * node:http and `pg` (scripts/bench-api-baseline.mjs), both driven by autocannon from this
 * process, for: lead submission (50 connections), the back office's first page of 50 leads
 * through GraphQL and through REST (on 100,000 leads, signed in, 10 connections), and the
 * prerendered landing page (50 connections). Prints req/s, p50 and p99 latency and the ratio
 * ours/baseline against its target; exits 1 when a target is missed.
 *
 * The leads live in a database of their own (bench_api on the server of DATABASE_URL, default
 * 127.0.0.1:5432), seeded once and reused; the leads the bench submits are deleted afterwards.
 * --cpu-prof DIR writes a V8 CPU profile of the app server (open it in Chrome's DevTools).
 * --app-dir DIR benches the app built in another checkout (a "before" tree, say).
 */

/** the rate limits are not what is measured: far above anything the bench sends */
const NO_LIMIT = '100000000';
/** the baseline's job queue (its jobs are never worked): dropped with its jobs after the run */
const BASELINE_QUEUE = 'bench_baseline';

type Settings = {
  duration: number;
  rounds: number;
  warmup: number;
  leadCount: number;
  database: string;
  appDir: string;
  cpuProf: string | undefined;
  cases: Case[];
  logLevel: string;
};

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '6' },
      rounds: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '3' },
      leads: { type: 'string', default: '100000' },
      database: { type: 'string', default: 'bench_api' },
      'app-dir': { type: 'string', default: ROOT },
      'cpu-prof': { type: 'string' },
      only: { type: 'string' },
      'log-level': { type: 'string', default: 'info' },
    },
  });
  const only = values.only?.toLowerCase();
  const settings: Settings = {
    duration: Number(values.duration),
    rounds: Number(values.rounds),
    warmup: Number(values.warmup),
    leadCount: Number(values.leads),
    database: values.database,
    appDir: path.resolve(values['app-dir']),
    cpuProf: values['cpu-prof'],
    cases: only ? CASES.filter((c) => c.name.toLowerCase().includes(only)) : CASES,
    logLevel: values['log-level'],
  };
  const { duration, rounds, warmup, leadCount } = settings;
  if (
    ![duration, rounds, warmup, leadCount].every((n) => Number.isSafeInteger(n) && n >= 0) ||
    duration < 1 ||
    rounds < 1
  ) {
    throw new Error(
      '--duration, --rounds, --warmup and --leads must be whole numbers (duration and rounds at least 1)',
    );
  }
  return settings;
}

/** A page's leads as its answer lists them (the REST data, or the GraphQL nodes); undefined for another case. */
function pageLeads(benchCase: Case, text: string): unknown {
  if (benchCase.path === '/graphql')
    return (JSON.parse(text) as { data: { leads: { nodes: unknown } } }).data.leads.nodes;
  if (benchCase.method === 'GET' && benchCase.path.startsWith('/api/leads'))
    return (JSON.parse(text) as { data: unknown }).data;
  return undefined;
}

/**
 * Both servers answer each case correctly before anything is timed: the app's page carries its
 * total, a page lists the same leads with the same fields on both, and the landing page comes
 * with the same headers (the baseline is no cheaper for answering less).
 */
async function checkAnswers(cases: Case[], servers: [string, SpawnedServer][], cookie: string): Promise<void> {
  for (const benchCase of cases) {
    const pages: string[] = [];
    const names: string[] = [];
    for (const [label, server] of servers) {
      const res = await fetch(server.base + benchCase.path, {
        method: benchCase.method,
        body: typeof benchCase.body === 'function' ? benchCase.body(0) : benchCase.body,
        headers: caseHeaders(benchCase, server.base, cookie),
      });
      const text = await res.text();
      if (benchCase.path === '/') names.push([...res.headers.keys()].sort().join(', '));
      const wrong =
        res.status !== benchCase.status ||
        (label === 'app' && benchCase.path === '/graphql' && !text.includes('"totalCount"'));
      if (wrong) throw new Error(`${label} answered ${benchCase.name} with ${res.status}: ${text.slice(0, 300)}`);
      const leads = pageLeads(benchCase, text);
      if (leads !== undefined) pages.push(JSON.stringify(leads, sortedKeys));
    }
    if (names.length === 2 && names[0] !== names[1])
      throw new Error(`the two servers answer ${benchCase.name} with different headers:\n${names[0]}\n${names[1]}`);
    if (pages.length === 2 && pages[0] !== pages[1])
      throw new Error(
        `the two servers list different leads for ${benchCase.name}:\n${pages[0].slice(0, 600)}\n${pages[1].slice(0, 600)}`,
      );
  }
}

/** headers that belong to one response or connection, not to the page */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id', 'set-cookie']);

/**
 * The headers the app answers the landing page with: its security policy is part of a correct
 * answer, and the client's parsing of those headers cost autocannon about a fifth of its
 * throughput on 2 cores (20 headers against 6, the same bytes from the same plain server), so the
 * baseline sends them too.
 */
async function pageHeaders(base: string): Promise<[string, string][]> {
  const res = await fetch(`${base}/`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`the app answered / with ${res.status}`);
  return [...res.headers].filter(([name]) => !PER_RESPONSE.has(name));
}

/** JSON.stringify's replacer for a comparison that ignores the order of keys */
function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

/** The case's median round on each server (the two take turns), as a row of the table; throws on a wrong answer. */
async function benchOne(benchCase: Case, app: SpawnedServer, baseline: SpawnedServer, cookie: string, s: Settings) {
  const servers = [app, baseline] as const;
  const runs: [Measured[], Measured[]] = [[], []];
  for (const server of servers) if (s.warmup > 0) await measure(server.base, benchCase, cookie, s.warmup);
  // the two servers take turns, so a change in the machine's other load hits both alike
  for (let round = 0; round < s.rounds; round += 1) {
    for (const [i, server] of servers.entries())
      runs[i].push(await measure(server.base, benchCase, cookie, s.duration));
  }
  for (const [label, list] of [
    ['ours', runs[0]],
    ['baseline', runs[1]],
  ] as const) {
    for (const m of list) {
      if (m.bad > 0)
        throw new Error(
          `${benchCase.name} (${label}): ${m.bad} of ${m.requests} requests failed or had the wrong status`,
        );
    }
  }
  const [ours, base] = [median(runs[0]), median(runs[1])];
  const ratio = ours.rps / base.rps;
  return {
    met: ratio >= benchCase.target,
    row: [
      benchCase.name,
      String(benchCase.connections),
      ours.rps.toFixed(0),
      String(ours.p50),
      String(ours.p99),
      base.rps.toFixed(0),
      String(base.p50),
      String(base.p99),
      ratio.toFixed(2),
      `>= ${benchCase.target}`,
      ratio >= benchCase.target ? 'ok' : 'MISSED',
    ],
  };
}

async function main(): Promise<void> {
  const settings = readSettings();
  const { appDir } = settings;
  const serverUrl = loadConfig().databaseUrl ?? DEFAULT_PG_URL;
  out(`bench:api on PostgreSQL ${await serverVersion(serverUrl)}; ${machineLine()}; app from ${appDir}`);
  // what `npm start` would build: the server when stale, the web app when missing
  buildServerIfStale(appDir);
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    out('building the web app (npm run build:web)...');
    npmRun('build:web', ROOT);
  }
  const dbUrl = await prepareDatabase(serverUrl, settings.database, settings.leadCount);

  const secret = randomBytes(24).toString('hex');
  const admin = { username: BENCH_ADMIN, password: randomBytes(12).toString('hex') };
  const [appPort, basePort] = [await freePort(), await freePort()];
  const nodeFlags = settings.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(settings.cpuProf)}`] : [];

  let app: SpawnedServer | null = null;
  let baseline: SpawnedServer | null = null;
  try {
    app = await spawnServer({
      label: 'the app server',
      args: [...nodeFlags, 'dist/server/main.js'],
      cwd: appDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(appPort),
        DATABASE_URL: dbUrl,
        SESSION_SECRET: secret,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: settings.logLevel,
        WEB_DIR: path.join(ROOT, 'dist/web'),
        RATE_LIMIT_LEADS_PER_IP: NO_LIMIT,
        RATE_LIMIT_SIGNIN_PER_IP: NO_LIMIT,
        RATE_LIMIT_SIGNIN_PER_USERNAME: NO_LIMIT,
        LEAD_MIN_FILL_SECONDS: '0',
      },
      port: appPort,
      readyPath: '/readyz',
    });
    baseline = await spawnServer({
      label: 'the baseline server',
      args: [path.join(ROOT, 'scripts/bench-api-baseline.mjs')],
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: dbUrl,
        PORT: String(basePort),
        SESSION_SECRET: secret,
        WEB_FILE: path.join(ROOT, 'dist/web/index.html'),
        PAGE_HEADERS: JSON.stringify(await pageHeaders(app.base)),
        JOB_QUEUE: BASELINE_QUEUE,
      },
      port: basePort,
      readyPath: '/',
    });

    const cookie = await signIn(app.base, admin);
    await checkAnswers(
      settings.cases,
      [
        ['app', app],
        ['baseline', baseline],
      ],
      cookie,
    );

    out(
      `autocannon from this process; per case ${settings.warmup} s warm-up, then ${settings.rounds} rounds of ${settings.duration} s on each server in turn; the median round is shown`,
    );
    const results = [];
    for (const benchCase of settings.cases) results.push(await benchOne(benchCase, app, baseline, cookie, settings));

    out();
    printTable(
      [
        'case',
        'connections',
        'ours req/s',
        'p50 ms',
        'p99 ms',
        'baseline req/s',
        'p50 ms',
        'p99 ms',
        'ratio',
        'target',
        '',
      ],
      results.map((r) => r.row),
    );
    out();
    out(`load average now ${loadAverage()} (other work on this machine shows up in these figures)`);
    process.exitCode = results.every((r) => r.met) ? 0 : 1;
  } finally {
    await stopServer(app);
    await stopServer(baseline);
    // said, not swallowed: a clean-up that failed unseen once left every run's jobs to the next
    await deleteBenchLeads(dbUrl, BASELINE_QUEUE).catch((error: unknown) =>
      out(`the bench's leads and baseline jobs were not all deleted: ${String(error)}`),
    );
  }
}

runScript('bench:api', main);
