import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { migrations } from '../src/db/data-source';
import { startFakeElevenLabsApi, type FakeElevenLabsApi } from '../src/test/fake-elevenlabs-api';
import { freePort, withDatabaseName, withPgClient } from './real-server';

/**
 * npm run test:scale: two instances of the real server (the built dist/server/main.js, as
 * `npm start` runs it) on different ports and one fresh PostgreSQL database, started together, and
 * proof that nothing a request needs lives in one process: a session made on one is good on the
 * other, a lead submitted through one is read through the other, rate limits count hits on both,
 * a spoken chat reply made on one is served by the other, and a settings change made on one
 * reaches the other's pages. Prints each property; exits 1 when one fails.
 *
 * The database (scale_<random>) is created on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) and dropped at the end.
 */

const ROOT = path.resolve(__dirname, '../..');
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { username: 'scale-admin', password: randomBytes(12).toString('hex') };
const ELEVENLABS_KEY = 'scale-test-elevenlabs-key';
/** small limits, so that a handful of requests crosses them */
const LIMITS = { RATE_LIMIT_LEADS_PER_IP: '3', RATE_LIMIT_SIGNIN_PER_USERNAME: '3' };

type Instance = { name: 'A' | 'B'; base: string; child: ChildProcess; stderr: () => string };
type Reply = { status: number; headers: Headers; body: unknown; bytes: Buffer };

const out = (line = '') => process.stdout.write(`${line}\n`);
const failures: string[] = [];

function check(property: string, ok: boolean, detail: string): void {
  out(`${ok ? 'PASS' : 'FAIL'}  ${property}\n      ${detail}`);
  if (!ok) failures.push(property);
}

/** Builds the server when it is missing or older than its sources, as `npm start` would. */
function ensureServerBuilt(): void {
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { buildState } from ${JSON.stringify(path.join(ROOT, 'scripts/build-state.mjs'))}; process.stdout.write(String(buildState(process.cwd()).server))`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (probe.stdout === 'false') return;
  out('building the server (npm run build:server)...');
  const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build:server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('npm run build:server failed');
}

function startInstance(name: Instance['name'], port: number, env: NodeJS.ProcessEnv): Instance {
  let stderr = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  return { name, base: `http://127.0.0.1:${port}`, child, stderr: () => stderr };
}

async function waitReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.name} exited with ${instance.child.exitCode}:\n${instance.stderr()}`);
    try {
      if ((await fetch(`${instance.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`instance ${instance.name} was not ready within 60 s:\n${instance.stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

async function call(
  instance: Instance,
  pathname: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(instance.base + pathname, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: type.includes('json') ? JSON.parse(bytes.toString('utf8')) : null,
    bytes,
  };
}

function lead(email: string): Record<string, unknown> {
  return {
    name: 'Scale Tester',
    email,
    phone: '+1 415 555 0134',
    company: 'Two Instances Ltd',
    business_type: 'saas',
    company_size: '11-25',
    annual_revenue: '1m-5m',
    client_value: '5k-10k',
    marketing_needs: 'Proving that the app scales out behind a load balancer.',
    timeline: 'short-term',
    budget: '10k-25k',
    source: 'test_scale',
  };
}

/** Fixed one-minute windows: start a counted sequence well inside one, so it cannot straddle two. */
async function awayFromMinuteEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 500));
}

async function main(): Promise<void> {
  const started = performance.now();
  const serverUrl = loadConfig().databaseUrl ?? DEFAULT_SERVER;
  const dbName = `scale_${randomBytes(4).toString('hex')}`;
  const dbUrl = withDatabaseName(serverUrl, dbName);
  ensureServerBuilt();
  await withPgClient(serverUrl, (c) => c.query(`CREATE DATABASE "${dbName}"`));
  out(`test:scale: two instances on the fresh database ${dbName} (${new URL(serverUrl).host})`);

  let fake: FakeElevenLabsApi | undefined;
  const instances: Instance[] = [];
  try {
    fake = await startFakeElevenLabsApi(ELEVENLABS_KEY);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      LEAD_MIN_FILL_SECONDS: '0',
      ELEVENLABS_API_KEY: ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: fake.url,
      ...LIMITS,
    };
    // started together on an empty database: both migrate, one after the other, under the advisory lock
    const [portA, portB] = [await freePort(), await freePort()];
    instances.push(startInstance('A', portA, env), startInstance('B', portB, env));
    await Promise.all(instances.map(waitReady));
    const [a, b] = instances as [Instance, Instance];
    const applied = await withPgClient(
      dbUrl,
      async (c) =>
        (await c.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM migrations GROUP BY name'))
          .rows,
    );
    check(
      'migrations: both instances started together on an empty database',
      applied.length === migrations.length && applied.every((m) => m.n === 1),
      `both ready on :${portA} and :${portB}; ${applied.length} of ${migrations.length} migrations applied, each exactly once`,
    );

    // 1. sessions live in PostgreSQL
    const login = await fetch(`${a.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const listOnB = await call(b, '/api/leads?limit=5', { cookie });
    const userOnB = await call(b, '/api/user', { cookie });
    await call(b, '/api/logout', { method: 'POST', cookie });
    const userOnAAfterLogout = await call(a, '/api/user', { cookie });
    check(
      'sessions: signed in on A, the leads are read on B',
      login.status === 200 && listOnB.status === 200 && userOnB.status === 200 && userOnAAfterLogout.status === 401,
      `sign-in on A ${login.status}; GET /api/leads on B ${listOnB.status}, GET /api/user on B ${userOnB.status}; ` +
        `signed out on B, then GET /api/user on A ${userOnAAfterLogout.status}`,
    );

    // 2. leads, through one and read through the other (REST and GraphQL)
    const session = (
      await fetch(`${b.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await awayFromMinuteEdge();
    const email = `scale-${randomBytes(3).toString('hex')}@example.com`;
    const created = await call(a, '/api/leads', { method: 'POST', body: lead(email) });
    const id = (created.body as { data?: { id?: number } } | null)?.data?.id;
    const readOnB = await call(b, `/api/leads/${id}`, { cookie: session });
    const gql = await fetch(`${b.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ query: '{ leads(first: 5) { nodes { id email } totalCount } }' }),
    });
    const gqlLeads =
      ((await gql.json()) as { data?: { leads?: { nodes: { id: number; email: string }[] } } }).data?.leads?.nodes ??
      [];
    check(
      'leads: submitted through A, seen on B',
      created.status === 201 &&
        readOnB.status === 200 &&
        (readOnB.body as { data?: { email?: string } }).data?.email === email &&
        gqlLeads.some((node) => node.id === id && node.email === email),
      `POST /api/leads on A ${created.status} (id ${id}); GET /api/leads/${id} on B ${readOnB.status}; ` +
        `GraphQL leads on B ${gqlLeads.some((node) => node.id === id) ? 'lists it' : 'does not list it'}`,
    );

    // 3. rate limits: 3 leads a minute per IP, 3 sign-ins per username per 15 minutes, counted across both
    const leadStatuses = [created.status];
    for (const target of [b, a, b]) {
      leadStatuses.push(
        (
          await call(target, '/api/leads', {
            method: 'POST',
            body: lead(`scale-${randomBytes(3).toString('hex')}@example.com`),
          })
        ).status,
      );
    }
    const signinStatuses: number[] = [];
    for (const target of [a, b, a, b]) {
      signinStatuses.push(
        (
          await call(target, '/api/login', {
            method: 'POST',
            body: { username: 'intruder', password: 'not-the-password' },
          })
        ).status,
      );
    }
    const stored = await withPgClient(
      dbUrl,
      async (c) =>
        (await c.query<{ n: number }>("SELECT count(*)::int AS n FROM lead WHERE source = 'test_scale'")).rows[0]!.n,
    );
    check(
      'rate limits: counted across both instances',
      leadStatuses.join() === '201,201,201,429' && signinStatuses.join() === '401,401,401,429' && stored === 3,
      `limit 3 leads a minute per IP: A,B,A,B answered ${leadStatuses.join(', ')} (${stored} stored); ` +
        `limit 3 sign-ins per username: A,B,A,B answered ${signinStatuses.join(', ')}`,
    );

    // 4. chat audio lives in PostgreSQL
    const chat = await call(a, '/api/elevenlabs/chat-with-voice', {
      method: 'POST',
      body: {
        message: 'What do you charge for a strategy call?',
        history: [],
        visitorId: `scale-${randomBytes(6).toString('hex')}`,
      },
    });
    const audioUrl = (chat.body as { audioUrl?: string } | null)?.audioUrl;
    const audio = audioUrl ? await call(b, audioUrl) : null;
    check(
      'chat audio: spoken on A, played from B',
      chat.status === 200 &&
        audio?.status === 200 &&
        audio.headers.get('content-type') === 'audio/mpeg' &&
        audio.bytes.equals(fake.audio),
      `reply on A ${chat.status} with ${audioUrl ?? 'no audio'}; GET on B ${audio?.status ?? '-'} ` +
        `${audio?.headers.get('content-type') ?? ''}, ${audio?.bytes.length ?? 0} bytes, ${audio?.bytes.equals(fake.audio) ? 'the same' : 'NOT the same'}`,
    );

    // 5. settings: no instance keeps its own truth; the pages' CSP follows within its 5 s cache
    const cspAllowsGa = async (target: Instance) =>
      (
        (await fetch(`${target.base}/`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ??
        ''
      ).includes('googletagmanager');
    const gaBefore = await cspAllowsGa(b);
    const patched = await call(a, '/api/marketing-settings/1', {
      method: 'PATCH',
      body: { ga_enabled: true, ga_measurement_id: 'G-SCALE1234' },
      cookie: session,
    });
    const publicOnB = await call(b, '/api/marketing-settings');
    const waitStarted = Date.now();
    let gaAfter = false;
    while (!gaAfter && Date.now() - waitStarted < 8000) {
      gaAfter = await cspAllowsGa(b);
      if (!gaAfter) await new Promise((r) => setTimeout(r, 250));
    }
    check(
      'settings: changed on A, in force on B',
      patched.status === 200 &&
        (publicOnB.body as { data?: { ga_measurement_id?: string } }).data?.ga_measurement_id === 'G-SCALE1234' &&
        !gaBefore &&
        gaAfter,
      `PATCH on A ${patched.status}; B's public settings show it at once; B's page CSP allows Google Analytics ` +
        `${gaAfter ? `after ${((Date.now() - waitStarted) / 1000).toFixed(1)} s` : 'NOT within 8 s'}`,
    );
  } finally {
    await Promise.all(instances.map(stopInstance));
    await fake?.close();
    await withPgClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch(
      () => undefined,
    );
  }
  out();
  out(
    failures.length === 0
      ? `test:scale passed in ${((performance.now() - started) / 1000).toFixed(1)} s`
      : `test:scale FAILED: ${failures.join('; ')}`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `test:scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
