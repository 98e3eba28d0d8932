import { startTestApp, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';
import { createTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { CONNECT_TIMEOUT_MS } from './data-source';
import { stringMatching } from '../../test/matchers';

/**
 * Shorter than the app's default, so the test of a silent connection takes seconds; and four times
 * the connect timeout, so that an answer given by the connect timeout is told from one given by
 * the query timeout with seconds to spare on a slow, loaded machine.
 */
const QUERY_TIMEOUT_MS = 4 * CONNECT_TIMEOUT_MS;

/** how long the app may take to serve again once the database is back (a few reconnects, on a slow machine) */
const RECOVERY_LIMIT_MS = 15_000;

/**
 * The database goes away under a running app (through a TCP proxy we cut, stall and restore):
 * the API answers 503 quickly, REST and GraphQL alike, and serves again by itself once the
 * database is back, with no restart.
 */
let proxy: TcpProxy;
let app: TestApp;
let admin: string;

const CREATE_LEAD = 'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id email } }';
let counter = 0;
const uniqueEmail = () => `outage-${++counter}@example.com`;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

/** polls until a lead can be stored again; returns how long that took */
async function untilServing(limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await app.request('/api/leads', { method: 'POST', body: validRestLead({ email: uniqueEmail() }) });
    if (res.status === 201) return Date.now() - started;
    expect(res.status).toBe(503);
    if (Date.now() - started > limitMs) throw new Error(`still ${res.status} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  proxy = createTcpProxy();
  app = await startTestApp({ connectVia: proxy.connectVia, queryTimeoutMs: QUERY_TIMEOUT_MS });
  admin = await app.signIn();
});
afterAll(async () => {
  proxy.restore();
  await app.close();
  await proxy.close();
});
afterEach(() => proxy.restore());

describe('while the database is down', () => {
  it('answers 503 with a JSON error at once, on REST, GraphQL, the session store and /readyz', async () => {
    expect(
      (await app.request('/api/leads', { method: 'POST', body: validRestLead({ email: uniqueEmail() }) })).status,
    ).toBe(201);
    proxy.cut();

    const rest = await timed(() =>
      app.request('/api/leads', { method: 'POST', body: validRestLead({ email: uniqueEmail() }) }),
    );
    expect(rest.result.status).toBe(503);
    expect(rest.result.body).toEqual({ success: false, error: stringMatching(/temporarily unavailable/) });
    expect(rest.result.headers.get('retry-after')).toBe('5');
    expect(rest.ms).toBeLessThan(QUERY_TIMEOUT_MS); // the connect timeout answered

    const graphql = await timed(() => app.graphql(CREATE_LEAD, { input: validLeadInput({ email: uniqueEmail() }) }));
    expect(graphql.result.status).toBe(503);
    expect(graphql.result.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(graphql.ms).toBeLessThan(QUERY_TIMEOUT_MS);

    // a signed-in admin gets the same, whether the session comes from memory or fails to load
    const list = await app.request('/api/leads', { cookie: admin });
    expect(list.status).toBe(503);
    const adminQuery = await app.graphql('{ leads(first: 5) { totalCount } }', undefined, admin);
    expect(adminQuery.status).toBe(503);
    expect(adminQuery.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

    const ready = await timed(() => app.request('/readyz'));
    expect(ready.result.status).toBe(503);
    expect(ready.ms).toBeLessThan(QUERY_TIMEOUT_MS);
  });

  it('serves again by itself once the database is back', async () => {
    proxy.cut();
    expect(
      (await app.request('/api/leads', { method: 'POST', body: validRestLead({ email: uniqueEmail() }) })).status,
    ).toBe(503);
    proxy.restore();
    expect(await untilServing(RECOVERY_LIMIT_MS)).toBeLessThan(RECOVERY_LIMIT_MS);
    expect((await app.request('/readyz')).status).toBe(200);
    expect((await app.request('/api/leads?limit=1', { cookie: admin })).status).toBe(200);
    const graphql = await app.graphql(CREATE_LEAD, { input: validLeadInput({ email: uniqueEmail() }) });
    expect(graphql.status).toBe(200);
    expect(graphql.errors).toBeUndefined();
  });
});

describe('while the network to the database is silent (a partition)', () => {
  it('a request that needs a new connection answers 503 within the connect timeout', async () => {
    proxy.cut(); // drop the pooled connections, so the next request must connect
    proxy.stall();
    const rest = await timed(() =>
      app.request('/api/leads', { method: 'POST', body: validRestLead({ email: uniqueEmail() }) }),
    );
    expect(rest.result.status).toBe(503);
    // at once when the pool still held a broken connection (PostgreSQL), at the connect timeout otherwise
    expect(rest.ms).toBeLessThan(QUERY_TIMEOUT_MS);
    proxy.restore();
    expect(await untilServing(RECOVERY_LIMIT_MS)).toBeLessThan(RECOVERY_LIMIT_MS);
  });

  it('a query on a connection that stops answering fails with 503 within the query timeout, not never', async () => {
    expect(await untilServing(RECOVERY_LIMIT_MS)).toBeLessThan(RECOVERY_LIMIT_MS); // the pool holds a live connection
    proxy.stall();
    const rest = await timed(() =>
      app.request('/api/leads', { method: 'POST', body: validRestLead({ email: uniqueEmail() }) }),
    );
    expect(rest.result.status).toBe(503);
    expect(rest.ms).toBeLessThan(2 * QUERY_TIMEOUT_MS);
    proxy.restore();
    expect(await untilServing(RECOVERY_LIMIT_MS)).toBeLessThan(RECOVERY_LIMIT_MS);
  });
});
