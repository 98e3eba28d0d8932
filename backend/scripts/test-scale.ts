import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/engine/config';
import { MIGRATIONS } from '../src/migrations';
import { startFakeElevenLabsApi, type FakeElevenLabsApi } from '../src/test/fake-elevenlabs-api';
import { validRestLead } from '../src/test/lead-examples';
import { sleep } from './lib/clock';
import { DEFAULT_PG_URL } from './lib/postgres';
import { out } from './lib/report';
import { runScript } from './lib/run-script';
import { signIn } from './real-server/http-client';
import { startReceiverProcess, type ReceiverProcess } from './real-server/receiver-process';
import { registerReceiver } from './real-server/webhook-check';
import { newCredentials, startServer, type RunningServer, type ServerCredentials } from './real-server/server-process';
import { createTarget, type Target } from './real-server/targets';

/**
 * npm run test:scale: two instances of the real server (the built dist/server/main.js, as
 * `npm start` runs it) on different ports and one fresh PostgreSQL database, started together, and
 * proof that nothing a request needs lives in one process: a session made on one is good on the
 * other, a lead submitted through one is read through the other, rate limits count hits on both,
 * a spoken chat reply made on one is served by the other, and a settings change made on one
 * reaches the other's pages, and both work one job queue: each event reaches a webhook receiver
 * once. Prints each property; exits 1 when one fails.
 *
 * The database (scale_<time>_<random>) is created on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) and dropped at the end.
 */

const ELEVENLABS_KEY = 'scale-test-elevenlabs-key';
/** milestone completions made through the two instances in turn, each an event for the receiver */
const QUEUE_EVENTS = 20;
/** small limits, so that a handful of requests crosses them */
const LIMITS = { RATE_LIMIT_LEADS_PER_IP: '3', RATE_LIMIT_SIGNIN_PER_USERNAME: '3' };
/** requests sent at once to each instance in the rate-limit check */
const BURST = 8;

type Reply = { status: number; headers: Headers; body: unknown; bytes: Buffer };

const failures: string[] = [];

function check(property: string, ok: boolean, detail: string): void {
  out(`${ok ? 'PASS' : 'FAIL'}  ${property}\n      ${detail}`);
  if (!ok) failures.push(property);
}

/** Both instances, started at once on the same database; when one fails to start, the other is stopped. */
async function startBoth(
  target: Target,
  credentials: ServerCredentials,
  env: Record<string, string>,
): Promise<[RunningServer, RunningServer]> {
  const started = await Promise.allSettled(
    [0, 1].map(() => startServer(target, { serverFrom: 'dist', credentials, env })),
  );
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((server) => server.stop()));
    throw failed.reason;
  }
  return [running[0], running[1]];
}

/** A request as a browser would make it (fetch, for the audio's bytes), its JSON answer parsed. */
async function call(
  server: RunningServer,
  pathname: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + pathname, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: type.includes('json') ? (JSON.parse(bytes.toString('utf8')) as unknown) : null,
    bytes,
  };
}

function lead(email: string): Record<string, unknown> {
  return validRestLead({ email, source: 'test_scale' });
}

/** Fixed one-minute windows: start a counted sequence well inside one, so it cannot straddle two. */
async function awayFromMinuteEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await sleep(60_000 - intoMinute + 500);
}

async function main(): Promise<void> {
  const started = performance.now();
  const serverUrl = loadConfig().databaseUrl ?? DEFAULT_PG_URL;
  const target = await createTarget('postgres', serverUrl, 'scale');
  out(`test:scale: two instances on the fresh ${target.label}`);

  let fake: FakeElevenLabsApi | undefined;
  let receiver: ReceiverProcess | undefined;
  const instances: RunningServer[] = [];
  const credentials = newCredentials();
  try {
    fake = await startFakeElevenLabsApi(ELEVENLABS_KEY);
    // started together on an empty database: both migrate, one after the other, under the advisory lock
    const [a, b] = await startBoth(target, credentials, {
      ELEVENLABS_API_KEY: ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: fake.url,
      // the built pages, as `npm start` serves them: their CSP is what check 5 reads
      WEB_DIR: 'dist/web',
      ...LIMITS,
    });
    instances.push(a, b);
    const applied = await target.withClient(
      async (c) =>
        (await c.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM migrations GROUP BY name'))
          .rows,
    );
    check(
      'migrations: both instances started together on an empty database',
      applied.length === MIGRATIONS.length && applied.every((m) => m.n === 1),
      `both ready on :${a.port} and :${b.port}; ${applied.length} of ${MIGRATIONS.length} migrations applied, each exactly once`,
    );

    // 1. sessions live in PostgreSQL
    const cookie = await signIn(a.url, credentials);
    const listOnB = await call(b, '/api/leads?limit=5', { cookie });
    const userOnB = await call(b, '/api/user', { cookie });
    await call(b, '/api/logout', { method: 'POST', cookie });
    const userOnAAfterLogout = await call(a, '/api/user', { cookie });
    check(
      'sessions: signed in on A, the leads are read on B',
      listOnB.status === 200 && userOnB.status === 200 && userOnAAfterLogout.status === 401,
      `signed in on A; GET /api/leads on B ${listOnB.status}, GET /api/user on B ${userOnB.status}; ` +
        `signed out on B, then GET /api/user on A ${userOnAAfterLogout.status}`,
    );

    // 2. leads, through one and read through the other (REST and GraphQL)
    const session = await signIn(b.url, credentials);
    await awayFromMinuteEdge();
    const email = `scale-${randomBytes(3).toString('hex')}@example.com`;
    const created = await call(a, '/api/leads', { method: 'POST', body: lead(email) });
    const id = (created.body as { data?: { id?: number } } | null)?.data?.id;
    const readOnB = await call(b, `/api/leads/${id}`, { cookie: session });
    const gql = await fetch(`${b.url}/graphql`, {
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

    // 2b. each instance keeps the sessions it read in memory: one deactivated on B ends on A at
    // once, heard by NOTIFY
    const member = {
      username: `scale-analyst-${randomBytes(3).toString('hex')}`,
      password: `quiet harbour ${randomBytes(6).toString('hex')}`,
    };
    const graphqlOn = async (server: RunningServer, query: string, variables: Record<string, unknown>) =>
      (await call(server, '/graphql', { method: 'POST', cookie: session, body: { query, variables } })).body as {
        data?: Record<string, { id?: number } | null> | null;
      } | null;
    const added = await graphqlOn(b, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { ...member, role: 'ANALYST' },
    });
    const memberId = added?.data?.createUser?.id;
    const memberCookie = await signIn(a.url, member);
    const keptOnA = [(await call(a, '/api/user', { cookie: memberCookie })).status];
    keptOnA.push((await call(a, '/api/user', { cookie: memberCookie })).status);
    const deactivated = await graphqlOn(
      b,
      'mutation ($id: Int!) { updateUser(id: $id, input: { active: false }) { id } }',
      {
        id: memberId,
      },
    );
    const afterOnA = (await call(a, '/api/user', { cookie: memberCookie })).status;
    check(
      'sessions: a member deactivated on B is signed out on A at once, though A kept the session in memory',
      keptOnA.every((status) => status === 200) && deactivated?.data?.updateUser?.id === memberId && afterOnA === 401,
      `signed in on A, GET /api/user on A ${keptOnA.join(', ')}; deactivated on B; then GET /api/user on A ${afterOnA}`,
    );

    // 2c. a session ended from the list on B (endSession, as Account → Security does) is refused on
    // A at once, though A kept it in memory: the deletion's own statement NOTIFYs
    const traveller = {
      username: `scale-traveller-${randomBytes(3).toString('hex')}`,
      password: `quiet harbour ${randomBytes(6).toString('hex')}`,
    };
    await graphqlOn(b, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { ...traveller, role: 'ANALYST' },
    });
    const laptop = await signIn(a.url, traveller);
    const phone = await signIn(b.url, traveller);
    const laptopKept = [(await call(a, '/api/user', { cookie: laptop })).status];
    laptopKept.push((await call(a, '/api/user', { cookie: laptop })).status);
    const listed = (
      (await call(b, '/graphql', { method: 'POST', cookie: phone, body: { query: '{ mySessions { id current } }' } }))
        .body as { data?: { mySessions?: { id: string; current: boolean }[] } } | null
    )?.data?.mySessions;
    const laptopId = listed?.find((entry) => !entry.current)?.id;
    const ended = (
      (
        await call(b, '/graphql', {
          method: 'POST',
          cookie: phone,
          body: { query: 'mutation ($id: String!) { endSession(id: $id) }', variables: { id: laptopId } },
        })
      ).body as { data?: { endSession?: boolean } | null } | null
    )?.data?.endSession;
    const laptopAfter = (await call(a, '/api/user', { cookie: laptop })).status;
    const phoneAfter = (await call(a, '/api/user', { cookie: phone })).status;
    check(
      'sessions: a session ended from the list on B is refused on A at once, though A kept it in memory',
      listed?.length === 2 &&
        laptopKept.every((status) => status === 200) &&
        ended === true &&
        laptopAfter === 401 &&
        phoneAfter === 200,
      `signed in on A and on B; B lists ${listed?.length ?? 'no'} sessions and ends A's (${String(ended)}); ` +
        `GET /api/user on A with the ended one ${laptopKept.join(', ')} before, ${laptopAfter} after; with B's ${phoneAfter}`,
    );

    // 3. rate limits: exact across instances (the stated tolerance is none), even for requests
    // arriving together, which each instance counts in one write: 3 leads a minute per IP (one is
    // used above) and 3 sign-ins per username in 15 minutes, hit by bursts on both at once
    const burst = (send: (server: RunningServer) => Promise<number>) =>
      Promise.all([a, b].flatMap((server) => Array.from({ length: BURST }, () => send(server))));
    const tally = (statuses: number[]) =>
      [...new Set(statuses)]
        .sort()
        .map((status) => `${statuses.filter((s) => s === status).length} × ${status}`)
        .join(', ');
    const leadStatuses = await burst(
      async (server) =>
        (
          await call(server, '/api/leads', {
            method: 'POST',
            body: lead(`scale-${randomBytes(3).toString('hex')}@example.com`),
          })
        ).status,
    );
    const signinStatuses = await burst(
      async (server) =>
        (
          await call(server, '/api/login', {
            method: 'POST',
            body: { username: 'intruder', password: 'not-the-password' },
          })
        ).status,
    );
    const stored = await target.withClient(
      async (c) =>
        (await c.query<{ n: number }>("SELECT count(*)::int AS n FROM lead WHERE source = 'test_scale'")).rows[0].n,
    );
    const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
    check(
      'rate limits: exact across both instances, under bursts on both at once',
      count(leadStatuses, 201) === 2 &&
        count(leadStatuses, 429) === 2 * BURST - 2 &&
        stored === 3 &&
        count(signinStatuses, 401) === 3 &&
        count(signinStatuses, 429) === 2 * BURST - 3,
      `limit 3 leads a minute per IP, 1 used: ${BURST} at once on each of A and B answered ${tally(leadStatuses)} ` +
        `(${stored} stored in all); limit 3 sign-ins per username: ${BURST} at once on each answered ${tally(signinStatuses)}`,
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

    // 5. settings: each instance caches them, and forgets them when any instance changes them
    const cspAllowsGa = async (server: RunningServer) =>
      (
        (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ??
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
    while (!gaAfter && Date.now() - waitStarted < 1000) {
      gaAfter = await cspAllowsGa(b);
      if (!gaAfter) await sleep(50);
    }
    check(
      'settings: changed on A, in force on B',
      patched.status === 200 &&
        (publicOnB.body as { data?: { ga_measurement_id?: string } }).data?.ga_measurement_id === 'G-SCALE1234' &&
        !gaBefore &&
        gaAfter,
      `PATCH on A ${patched.status}; B's public settings show it at once; B's page CSP allows Google Analytics ` +
        `${gaAfter ? `after ${((Date.now() - waitStarted) / 1000).toFixed(1)} s` : 'NOT within 1 s'}`,
    );

    // 6. one job queue: events made through both instances, each delivered once by one of them
    receiver = await startReceiverProcess();
    await registerReceiver(a.url, { cookie: session }, receiver, ['lead.milestone_completed']);
    for (let i = 0; i < QUEUE_EVENTS * 2; i += 1) {
      await fetch(`${(i % 2 === 0 ? a : b).url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({
          query:
            'mutation ($id: Int!, $done: Boolean!) { setMilestoneCompleted(leadId: $id, milestoneId: "proposal", completed: $done) { completed } }',
          variables: { id, done: i % 2 === 0 },
        }),
      });
    }
    const queueStarted = Date.now();
    while (receiver.arrivals.length < QUEUE_EVENTS && Date.now() - queueStarted < 30_000) await sleep(100);
    // time for a second copy, had two instances taken the same job
    await sleep(3000);
    const webhookIds = new Set(receiver.arrivals.map((arrival) => arrival.id));
    check(
      'job queue: worked by both instances, each event delivered once',
      receiver.arrivals.length === QUEUE_EVENTS && webhookIds.size === QUEUE_EVENTS && receiver.rejected() === 0,
      `${QUEUE_EVENTS} milestone completions through A and B in turn: ${receiver.arrivals.length} webhook deliveries, ` +
        `${webhookIds.size} distinct webhook-ids, ${receiver.rejected()} bad signatures`,
    );
  } finally {
    await receiver?.stop();
    await Promise.all(instances.map((server) => server.stop(12_000)));
    await fake?.close();
    await target.dispose().catch(() => undefined);
  }
  out();
  out(
    failures.length === 0
      ? `test:scale passed in ${((performance.now() - started) / 1000).toFixed(1)} s`
      : `test:scale FAILED: ${failures.join('; ')}`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}

runScript('test:scale', main);
