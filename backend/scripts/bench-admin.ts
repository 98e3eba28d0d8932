import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/engine/config';
import { openDatabase, type Database } from '../src/engine/db/database';
import { DATABASE_SCHEMA } from '../src/app-modules';
import { copyExportSql, measureCopy, type CopyResult } from './bench/copy-export';
import { seedFunnel } from './bench/funnel-seed';
import { measureExport, type ExportResult } from './bench/export-run';
import { LEADS_PAGE_QUERY } from './bench/leads-page-query';
import { QueryCapture, printQueryPlans, type CapturedQuery } from './bench/query-plans';
import { startTimedApp } from './bench/timed-app';
import { summarise } from './bench/timing-stats';
import { adminQuery, DEFAULT_PG_URL, serverVersion, withDatabaseName } from './lib/postgres';
import { loadAverage, machineLine, out, printTable } from './lib/report';
import { runScript } from './lib/run-script';
import { seedLeads, vacuumAfterBulkLoad } from '../src/demo/seed-leads';

/**
 * npm run bench:admin: the back office's list, search, filters (attribution and reply status
 * too), header counts, the dashboard's statistics and export on PostgreSQL with 100,000 leads
 * (--leads 1000000 for a million). Creates a fresh database on the server of DATABASE_URL, seeds it, runs the real
 * app in this process and times each request on the server side (from the request arriving to
 * the response's last byte handed to the socket), over keep-alive, one request at a time.
 * The database is dropped at the end (kept with --keep; --database NAME measures a kept one again,
 * without seeding).
 */

const TARGETS = { page: 30, search: 30, stats: 100 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

type CaseResult = {
  name: string;
  target: number | null;
  runs: number;
  median: number;
  p95: number;
  max: number;
  note: string;
};

type GraphqlCase = { name: string; target: number | null; query?: string; variables: Record<string, unknown> };

function graphqlCases(search: string, now: Date, periods: DashboardPeriod[]): GraphqlCase[] {
  return [
    // the fixed cost of a signed-in GraphQL request (session read and touch, Apollo), for scale
    { name: 'baseline { __typename }', target: null, query: '{ __typename }', variables: {} },
    { name: 'first page (50 rows)', target: TARGETS.page, variables: { first: 50 } },
    { name: 'oldest first (50 rows)', target: TARGETS.page, variables: { first: 50, sort: 'OLDEST_FIRST' } },
    { name: `search "${search}"`, target: TARGETS.search, variables: { first: 50, filter: { search } } },
    {
      name: 'filter type+timeline+6 months',
      target: TARGETS.page,
      variables: {
        first: 50,
        filter: {
          businessType: 'saas',
          timeline: 'immediate',
          createdFrom: new Date(now.getTime() - 182 * DAY_MS).toISOString(),
          createdTo: now.toISOString(),
        },
      },
    },
    { name: 'filter overdue', target: TARGETS.page, variables: { first: 50, filter: { replyStatus: 'OVERDUE' } } },
    {
      name: 'filter first-touch source',
      target: TARGETS.page,
      variables: { first: 50, filter: { firstTouchSource: 'facebook' } },
    },
    {
      name: 'filter first-touch campaign',
      target: TARGETS.page,
      variables: { first: 50, filter: { firstTouchCampaign: 'launch-q2-2025' } },
    },
    // the dashboard's figures over 30 days and over a year, for the periods it sends: whole days
    // of the browser's time zone, from a midnight to the midnight after today
    ...periods.flatMap(({ days, from, to, previousFrom, interval }) => {
      const variables = { from, to, interval, timeZone: TIME_ZONE };
      return [
        { name: `leadStats ${days} days`, target: TARGETS.stats, query: LEAD_STATS_QUERY, variables },
        { name: `revenueStats ${days} days`, target: TARGETS.stats, query: REVENUE_STATS_QUERY, variables },
        {
          name: `funnelStats ${days} days`,
          target: TARGETS.stats,
          query: FUNNEL_STATS_QUERY,
          variables: { from, to, timeZone: TIME_ZONE },
        },
        {
          name: `dashboard page ${days} days`,
          target: TARGETS.stats,
          query: DASHBOARD_QUERY,
          variables: { ...variables, previousFrom, previousTo: from },
        },
      ];
    }),
    // the back office header asks for it on every admin page
    {
      name: 'leadCounts (overdue, spam)',
      target: TARGETS.page,
      query: '{ leadCounts { overdue spam } }',
      variables: {},
    },
  ];
}

/** The dashboard's time zone in the bench (its midnights are not UTC's, as for most of its users). */
const TIME_ZONE = 'Europe/Berlin';

type DashboardPeriod = { days: number; from: string; to: string; previousFrom: string; interval: string };

/**
 * What the dashboard sends for its last `days` days (frontend/src/features/stats/period.ts):
 * from the time zone's midnight `days - 1` days ago to the midnight after today, with the interval
 * it picks for that length, and the period of the same length before.
 */
async function dashboardPeriods(dataSource: DataSource, now: Date): Promise<DashboardPeriod[]> {
  return Promise.all(
    [30, 365].map(async (days) => {
      const [row] = await dataSource.query<{ from: Date; to: Date; previous_from: Date }[]>(
        `SELECT (d - ($3::int - 1) * interval '1 day') AT TIME ZONE $2 AS from,
                (d + interval '1 day') AT TIME ZONE $2 AS to,
                (d - ($3::int * 2 - 1) * interval '1 day') AT TIME ZONE $2 AS previous_from
         FROM date_trunc('day', $1::timestamptz AT TIME ZONE $2) AS d`,
        [now, TIME_ZONE, days],
      );
      return {
        days,
        from: row.from.toISOString(),
        to: row.to.toISOString(),
        previousFrom: row.previous_from.toISOString(),
        interval: days <= 31 ? 'DAY' : days <= 186 ? 'WEEK' : 'MONTH',
      };
    }),
  );
}

const LEAD_STATS_QUERY = `query ($from: DateTimeISO!, $to: DateTimeISO!, $interval: StatsInterval!, $timeZone: String!) {
  leadStats(from: $from, to: $to, interval: $interval, timeZone: $timeZone) {
    total previousTotal spam
    series { at count }
    bySource { key label count } byCampaign { key label count }
    funnel { milestoneId reached conversionFromPrevious medianHoursFromPrevious }
    response { replied repliedWithin48h shareWithin48h medianHoursToReply p90HoursToReply overdueNow }
    replyTimes { key count }
  }
}`;
const REVENUE_STATS_QUERY = `query ($from: DateTimeISO!, $to: DateTimeISO!, $interval: StatsInterval!, $timeZone: String!) {
  revenueStats(from: $from, to: $to, interval: $interval, timeZone: $timeZone) {
    paidOrders totalCents previousTotalCents series { at count amountCents } byProduct { key count amountCents }
  }
}`;

/** The dashboard's funnel card's query, read from the front end. */
const FUNNEL_STATS_QUERY = readFileSync(
  path.resolve(__dirname, '../../frontend/src/features/stats/funnelStats.graphql'),
  'utf8',
);

/** The dashboard page's own query, read from the front end. */
const DASHBOARD_QUERY = readFileSync(
  path.resolve(__dirname, '../../frontend/src/features/stats/dashboard.graphql'),
  'utf8',
);

/** The CSV exports, each with the SQL condition of its filter for the COPY it is compared with. */
const EXPORTS = [
  { name: 'export all rows (CSV)', path: '/api/leads/export', condition: null },
  { name: 'export 1 type (CSV)', path: '/api/leads/export?businessType=saas', condition: `"business_type" = 'saas'` },
];

type ExportComparison = { name: string; runs: number; app: ExportResult; copy: CopyResult };

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Whether the app's export and the COPY have the same columns and as many lines. */
const sameShape = ({ app, copy }: ExportComparison) => app.header === copy.header && app.lines === copy.lines;

function printExports(exports: ExportComparison[]): void {
  out();
  out(
    'CSV export against COPY (SELECT the same columns of the same rows, same order) TO STDOUT WITH (FORMAT csv, HEADER) ' +
      'read to its end on a plain pg client; app: server time; COPY: client time',
  );
  printTable(
    [
      'case',
      'runs',
      'rows',
      'app median ms',
      'app p95 ms',
      'COPY median ms',
      'COPY p95 ms',
      'app/COPY',
      'app MB',
      'COPY MB',
      'columns, rows',
      'memory',
    ],
    exports.map((e) => [
      e.name,
      String(e.runs),
      (e.app.lines - 1).toLocaleString('en-US'),
      e.app.median.toFixed(0),
      e.app.p95.toFixed(0),
      e.copy.median.toFixed(0),
      e.copy.p95.toFixed(0),
      `${(e.app.median / e.copy.median).toFixed(1)}x`,
      mb(e.app.bytes),
      mb(e.copy.bytes),
      sameShape(e) ? 'same' : `DIFFER (COPY: ${(e.copy.lines - 1).toLocaleString('en-US')} rows)`,
      e.app.memory,
    ]),
    [10, 11],
  );
  for (const e of exports.filter((x) => x.app.header !== x.copy.header)) {
    out(`${e.name}: the app's header:  ${e.app.header}`);
    out(`${e.name}: the COPY's header: ${e.copy.header}`);
  }
}

function printResults(results: CaseResult[], leadCount: number, warmup: number): void {
  out();
  out(
    `server time per request, ${leadCount.toLocaleString('en-US')} leads, ${warmup} warm-up runs, keep-alive, one request at a time`,
  );
  printTable(
    ['case', 'runs', 'median ms', 'p95 ms', 'max ms', 'target p95', 'result', ''],
    results.map((r) => [
      r.name,
      String(r.runs),
      r.median.toFixed(1),
      r.p95.toFixed(1),
      r.max.toFixed(1),
      r.target === null ? '-' : `< ${r.target} ms`,
      r.target === null ? '' : r.p95 < r.target ? 'ok' : 'MISSED',
      r.note,
    ]),
    [7],
  );
  out();
  out(
    `targets: p95 < ${TARGETS.page} ms for a page, < ${TARGETS.search} ms for a search, < ${TARGETS.stats} ms for the dashboard's statistics; load average now ${loadAverage()}`,
  );
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
      database: { type: 'string' },
    },
  });
  let leadCount = Number(values.leads);
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  const exportRuns = Number(values['export-runs']);
  if (![leadCount, runs, warmup, exportRuns].every((n) => Number.isSafeInteger(n) && n >= 0) || runs < 1) {
    throw new Error('--leads, --runs, --warmup and --export-runs must be non-negative integers (runs at least 1)');
  }

  const serverUrl = loadConfig().databaseUrl ?? DEFAULT_PG_URL;
  // --database NAME: a database kept by --keep (or seeded by npm run seed), measured as it is
  const reused = values.database;
  const dbName = reused ?? `bench_admin_${Date.now()}`;
  const dbUrl = withDatabaseName(serverUrl, dbName);
  out(`bench:admin on PostgreSQL ${await serverVersion(serverUrl)}, database ${dbName}; ${machineLine()}`);
  if (!reused) await adminQuery(serverUrl, `CREATE DATABASE "${dbName}"`);

  let database: Database | null = null;
  let closeApp: (() => Promise<void>) | null = null;
  try {
    database = await openDatabase({ schema: DATABASE_SCHEMA, databaseUrl: dbUrl, dataDir: null });
    const { dataSource } = database;

    const now = new Date();
    if (reused) {
      const [{ count }] = await dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM "lead"');
      leadCount = count;
      out(`reusing ${leadCount.toLocaleString('en-US')} leads`);
    } else {
      const seedStarted = performance.now();
      await seedLeads(dataSource, { count: leadCount, seed: 42, now });
      await seedFunnel(dataSource, now);
      const vacuumStarted = performance.now();
      await vacuumAfterBulkLoad(dataSource);
      // write the bulk load's dirty pages now rather than in a checkpoint during the measurement
      // (needs superuser or pg_checkpoint; without it the figures may carry that noise)
      await dataSource.query('CHECKPOINT').catch(() => out('(CHECKPOINT not allowed for this user: skipped)'));
      out(
        `seeded ${leadCount.toLocaleString('en-US')} leads with their milestones, bookings and funnel counters in ${((vacuumStarted - seedStarted) / 1000).toFixed(1)} s, ` +
          `then VACUUM ANALYZE in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`,
      );
    }

    const { send, cookie, rollUpStats, close } = await startTimedApp(dataSource, dbUrl);
    closeApp = close;
    // as the scheduled job would have done by now on a running site
    const rollUpStarted = performance.now();
    const days = await rollUpStats();
    out(`statistics roll-up: ${days} days counted in ${((performance.now() - rollUpStarted) / 1000).toFixed(1)} s`);
    const capture = new QueryCapture(dataSource);
    const results: CaseResult[] = [];
    const exports: ExportComparison[] = [];
    const explained: { name: string; queries: CapturedQuery[] }[] = [];

    for (const benchCase of graphqlCases(values.search, now, await dashboardPeriods(dataSource, now))) {
      const graphql = () =>
        send('POST', '/graphql', {
          body: { query: benchCase.query ?? LEADS_PAGE_QUERY, variables: benchCase.variables },
          cookie,
        });
      for (let i = 0; i < warmup; i++) await graphql();
      const { result: check, queries } = await capture.during(graphql);
      explained.push({ name: benchCase.name, queries });
      const parsed = JSON.parse(check.body) as {
        data?: {
          leads?: { totalCount: number; nodes: unknown[] };
          leadCounts?: { overdue: number; spam: number };
          leadStats?: { total: number };
          revenueStats?: { paidOrders: number };
          funnelStats?: { totals: { visits: number; leads: number; callsBooked: number } };
        };
        errors?: unknown;
      };
      if (check.status !== 200 || !parsed.data || parsed.errors)
        throw new Error(`${benchCase.name}: ${check.status} ${check.body.slice(0, 300)}`);
      const { leads, leadCounts, leadStats, revenueStats, funnelStats } = parsed.data;

      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push((await graphql()).serverMs);
      results.push({
        name: benchCase.name,
        target: benchCase.target,
        runs,
        ...summarise(times),
        note: leads
          ? `${leads.nodes.length} rows of ${leads.totalCount.toLocaleString('en-US')}`
          : leadCounts
            ? `${leadCounts.overdue.toLocaleString('en-US')} overdue, ${leadCounts.spam.toLocaleString('en-US')} spam`
            : leadStats
              ? `${leadStats.total.toLocaleString('en-US')} leads in the period`
              : revenueStats
                ? `${revenueStats.paidOrders.toLocaleString('en-US')} paid orders`
                : funnelStats
                  ? `${funnelStats.totals.visits.toLocaleString('en-US')} visits, ${funnelStats.totals.leads.toLocaleString('en-US')} leads, ${funnelStats.totals.callsBooked.toLocaleString('en-US')} calls booked`
                  : '',
      });
    }
    if (exportRuns > 0) {
      for (const { name, path, condition } of EXPORTS) {
        const app = await measureExport(send, name, path, cookie, exportRuns);
        const copy = await measureCopy(dbUrl, copyExportSql(condition), exportRuns);
        exports.push({ name, runs: exportRuns, app, copy });
      }
    }

    printResults(results, leadCount, warmup);
    if (exports.length > 0) printExports(exports);
    if (values.explain) await printQueryPlans(dataSource, explained);
    const missed = results.filter((r) => r.target !== null && r.p95 >= r.target);
    process.exitCode = missed.length > 0 || !exports.every(sameShape) ? 1 : 0;
  } finally {
    await closeApp?.();
    await database?.close();
    if (values.keep || reused) {
      out(`kept database ${dbName}`);
    } else {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    }
  }
}

runScript('bench:admin', main);
