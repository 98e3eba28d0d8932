import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { from as copyFrom } from 'pg-copy-streams';
import { DATABASE_SCHEMA } from '../src/app-modules';
import { createApp } from '../src/app';
import { loadConfig } from '../src/engine/config';
import { openDatabase, type Database } from '../src/engine/db/database';
import { createLogger } from '../src/engine/logger';
import { AuthService } from '../src/modules/auth/auth.service';
import { adminQuery, connectPg, DEFAULT_PG_URL, serverVersion, withDatabaseName } from './lib/postgres';
import { machineLine, out, printTable } from './lib/report';
import { runScript } from './lib/run-script';

/**
 * npm run bench:import: a CSV of 100,000 HubSpot-shaped contacts (--rows N) imported end to end
 * (the upload answered 202, then the job done) into a fresh database on the server of
 * DATABASE_URL, by the real app in this process; against PostgreSQL's own COPY of the same file
 * into a scratch table, in the same run. Prints the seconds, the ratio, and how much the
 * process's resident memory grew (its peak during the import over its size before). The database
 * is dropped at the end (kept with --keep).
 */

const TARGETS = { seconds: 20, rssGrowthMb: 200 } as const;
const HEADER = [
  'Record ID',
  'First Name',
  'Last Name',
  'Email',
  'Phone Number',
  'Company Name',
  'Website URL',
  'Lead Status',
  'Create Date',
  'Original Source',
  'Contact owner',
  'Lifecycle Stage',
];
const FIRST = ['Zoë', 'José', 'Amélie', 'Siobhán', 'Åsa', 'Raj', 'Chloé', 'Ingrid', 'Mateo', 'Kenji'];
const LAST = ['Müller', 'Álvarez', 'Dubois', "O'Neill", 'Lindqvist', 'Patel', 'Martin', 'Bergström', 'García', '渡辺'];
const STATUSES = ['NEW', 'OPEN', 'IN_PROGRESS', 'CONNECTED', 'OPEN_DEAL', 'UNQUALIFIED', 'ATTEMPTED_TO_CONTACT'];
const SOURCES = ['Organic Search', 'Paid Search', 'Direct Traffic', 'Social Media', 'Referrals', 'Email Marketing'];

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The file: realistic cells, some quoted (commas, quotes), a few with a line break. */
function hubspotCsv(rows: number): Buffer {
  const lines = [HEADER.join(',')];
  for (let i = 0; i < rows; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    const day = new Date(Date.UTC(2023, 0, 1) + (i % 700) * 86_400_000 + (i % 1440) * 60_000);
    lines.push(
      [
        String(51_000_000 + i),
        first,
        last,
        `contact${i}@company${i % 5000}.example`,
        `+1 555 ${String(i).padStart(7, '0')}`,
        i % 10 === 0 ? `Company ${i}, Inc.` : `Company ${i % 5000}`,
        `https://www.company${i % 5000}.example/`,
        STATUSES[i % STATUSES.length],
        day.toISOString().slice(0, 16).replace('T', ' '),
        SOURCES[i % SOURCES.length],
        i % 3 === 0 ? 'owner@agency.example' : '',
        i % 50 === 0 ? 'Sales Qualified\nLead' : 'Lead',
      ]
        .map(quoted)
        .join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** PostgreSQL's own COPY of the file into a scratch table of text columns: the floor. */
async function copySeconds(dbUrl: string, file: Buffer, rows: number): Promise<number> {
  const client = await connectPg(dbUrl);
  try {
    await client.query(`CREATE TABLE "bench_import_copy" (${HEADER.map((_, i) => `"c${i}" text`).join(', ')})`);
    const started = performance.now();
    await pipeline(
      Readable.from([file]),
      client.query(copyFrom(`COPY "bench_import_copy" FROM STDIN WITH (FORMAT csv, HEADER)`)),
    );
    const seconds = (performance.now() - started) / 1000;
    const [{ count }] = (
      await client.query<{ count: number }>('SELECT count(*)::int AS count FROM "bench_import_copy"')
    ).rows;
    if (count !== rows) throw new Error(`COPY stored ${count} rows of ${rows}`);
    return seconds;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: '100000' }, keep: { type: 'boolean', default: false } },
  });
  const rows = Number(values.rows);
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error('--rows must be a positive integer');
  const serverUrl = loadConfig().databaseUrl ?? DEFAULT_PG_URL;
  const dbName = `bench_import_${Date.now()}`;
  const dbUrl = withDatabaseName(serverUrl, dbName);
  out(`bench:import on PostgreSQL ${await serverVersion(serverUrl)}, database ${dbName}; ${machineLine()}`);
  await adminQuery(serverUrl, `CREATE DATABASE "${dbName}"`);

  let database: Database | null = null;
  let stopApp: (() => Promise<void>) | null = null;
  try {
    database = await openDatabase({ schema: DATABASE_SCHEMA, databaseUrl: dbUrl, dataDir: null });
    const file = hubspotCsv(rows);
    out(`file: ${rows.toLocaleString('en-US')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);

    const credentials = { username: 'bench-admin', password: randomBytes(12).toString('hex') };
    await new AuthService(database.dataSource).ensureAdmin(credentials);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'silent',
      WEB_DIR: '/nonexistent-web-dir',
    });
    const app = await createApp({
      config,
      dataSource: database.dataSource,
      logger: createLogger(config.logLevel),
      demoMode: false,
    });
    const server = createServer(app.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stopApp = async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stop();
    };
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'hubspot-contacts.csv');
    const upload = await fetch(`${base}/api/leads/imports`, { method: 'POST', body: form, headers: { cookie } });
    const uploaded = performance.now();
    const answer = (await upload.json()) as { data?: { id: string }; error?: string };
    if (upload.status !== 202 || !answer.data) throw new Error(`upload: ${upload.status} ${answer.error}`);
    let status: { status: string; created: number; failed: number; processed: number } = {
      status: 'queued',
      created: 0,
      failed: 0,
      processed: 0,
    };
    while (status.status !== 'done' && status.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await fetch(`${base}/api/leads/imports/${answer.data.id}`, { headers: { cookie } });
      status = ((await res.json()) as { data: typeof status }).data;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (status.status !== 'done' || status.created !== rows) {
      throw new Error(`import ended ${status.status} with ${status.created} of ${rows} created`);
    }
    const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
    await stopApp();
    stopApp = null;

    const copy = await copySeconds(dbUrl, file, rows);
    out();
    printTable(
      ['', 'seconds', 'target', 'vs COPY'],
      [
        ['import, end to end', seconds.toFixed(2), `< ${TARGETS.seconds}`, `${(seconds / copy).toFixed(1)}×`],
        ['  of which the upload (202)', ((uploaded - started) / 1000).toFixed(2), '', ''],
        ['PostgreSQL COPY of the file', copy.toFixed(2), '', '1.0×'],
      ],
    );
    out();
    out(
      `resident memory: ${(rssBefore / 1024 / 1024).toFixed(0)} MB before, peak ${(rssPeak / 1024 / 1024).toFixed(0)} MB: ` +
        `growth ${growthMb.toFixed(0)} MB (target < ${TARGETS.rssGrowthMb} MB)`,
    );
    const met = seconds < TARGETS.seconds && growthMb < TARGETS.rssGrowthMb;
    out(met ? 'targets met' : 'TARGET MISSED');
    if (!met) process.exitCode = 1;
  } finally {
    await stopApp?.();
    await database?.close();
    if (!values.keep) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

runScript('bench:import', main);
