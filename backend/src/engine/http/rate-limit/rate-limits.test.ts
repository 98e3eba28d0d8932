import { startTestApp, TEST_ADMIN, validLeadInput, validRestLead, type TestApp } from '../../../test/start-test-app';
import { uploadFile } from '../../../test/multipart-upload';
import { RATE_LIMIT_MESSAGES } from './rate-limits';

/**
 * express-rate-limit on the routes a bot would hammer, counted in PostgreSQL: a second instance on
 * the same database counts the same hits.
 */
let app: TestApp;
let other: TestApp;

const LIMITS = {
  RATE_LIMIT_SIGNIN_PER_IP: '8',
  RATE_LIMIT_SIGNIN_PER_USERNAME: '3',
  RATE_LIMIT_LEADS_PER_IP: '3',
  RATE_LIMIT_PAYMENT_INTENTS_PER_IP: '2',
  CHAT_RATE_LIMIT_PER_VISITOR: '100',
  CHAT_RATE_LIMIT_PER_IP: '3',
  RATE_LIMIT_BOOKINGS_PER_IP: '4',
  RATE_LIMIT_IMPORTS_PER_IP: '2',
};

/**
 * The limits count per clock window (fixed windows): held still, so that a test's hits share one
 * window however slow the machine. With the wall clock, the lead test's four requests once
 * straddled a minute's end under load and the fourth was let through.
 */
const limiterNow = Date.now();

beforeAll(async () => {
  app = await startTestApp({ env: LIMITS, rateLimitNow: () => limiterNow });
  other = await startTestApp({ env: LIMITS, sameDatabaseAs: app, rateLimitNow: () => limiterNow });
});
afterAll(async () => {
  await other.close();
  await app.close();
});
// each test starts with fresh counters
beforeEach(async () => {
  await app.dataSource.query('DELETE FROM "rate_limit"');
});

const wrongLogin = (target: TestApp, username: string) =>
  target.request('/api/login', { method: 'POST', body: { username, password: 'not-the-password' } });

describe('sign-in', () => {
  it('refuses a username after 3 attempts in 15 minutes, across instances, with 429, Retry-After and the JSON error', async () => {
    const statuses = [];
    for (const target of [app, other, app]) statuses.push((await wrongLogin(target, 'victim')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await wrongLogin(other, 'Victim');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toEqual({ success: false, error: RATE_LIMIT_MESSAGES.signin });
    // even the right password: the attacker cannot tell
    expect(
      (await app.request('/api/login', { method: 'POST', body: { username: 'victim', password: 'x'.repeat(8) } }))
        .status,
    ).toBe(429);
    // another username still signs in
    expect((await app.request('/api/login', { method: 'POST', body: TEST_ADMIN })).status).toBe(200);
  });

  it('counts a username that is not well-formed text as PostgreSQL stores it, sent together or apart', async () => {
    const login = (target: TestApp, username: string) =>
      target.graphql(
        'mutation ($u: String!) { login(username: $u, password: "wrong-password") { twoFactorRequired } }',
        {
          u: username,
        },
      );
    // lone surrogates reach the database as U+FFFD: these two names are one counter there
    const names = ['bad\udfffname', 'bad\ud800name'];
    const together = await Promise.all(names.map((name) => login(app, name)));
    expect(together.map((res) => res.status)).toEqual([200, 200]);
    expect((await login(other, names[0])).status).toBe(200);
    expect((await login(app, names[1])).status).toBe(429);
  });

  it('refuses an IP after 8 attempts whatever the usernames', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await wrongLogin(i % 2 ? app : other, `user-${i}`)).status);
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('counts the GraphQL login mutation too, answering a GraphQL error', async () => {
    const login = (username: string) =>
      app.graphql('mutation ($u: String!) { login(username: $u, password: "wrong-password") { twoFactorRequired } }', {
        u: username,
      });
    for (let i = 0; i < 3; i += 1) expect((await login('gql-victim')).status).toBe(200);
    const refused = await login('gql-victim');
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]).toMatchObject({
      message: RATE_LIMIT_MESSAGES.signin,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('refuses several login mutations packed into one request with aliases', async () => {
    const res = await app.graphql(
      'mutation { a: login(username: "admin", password: "guess-one") { twoFactorRequired } b: login(username: "admin", password: "guess-two") { twoFactorRequired } }',
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/one login, verifyTwoFactor or createLead/);
  });

  it("counts the code step's verifyTwoFactor mutation against the IP's sign-in limit", async () => {
    const verify = (target: TestApp) => target.graphql('mutation { verifyTwoFactor(code: "000000") { id } }');
    for (let i = 0; i < 8; i += 1) expect((await verify(i % 2 ? app : other)).status).toBe(200);
    const refused = await verify(app);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]).toMatchObject({
      message: RATE_LIMIT_MESSAGES.signin,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // the same IP's password step is refused too: the two steps share the count
    expect((await wrongLogin(other, 'after-codes')).status).toBe(429);
  });
});

describe('lead submission', () => {
  it('takes 3 leads a minute from one IP, over REST and GraphQL and both instances, then 429 with nothing stored', async () => {
    const before = await app.count('lead');
    expect(
      (await app.request('/api/leads', { method: 'POST', body: validRestLead({ email: 'one@example.com' }) })).status,
    ).toBe(201);
    expect(
      (await other.request('/api/leads', { method: 'POST', body: validRestLead({ email: 'two@example.com' }) })).status,
    ).toBe(201);
    const created = await app.graphql('mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }', {
      input: validLeadInput({ email: 'three@example.com' }),
    });
    expect(created.errors).toBeUndefined();
    const refused = await other.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: 'four@example.com' }),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: RATE_LIMIT_MESSAGES.leads });
    expect(await app.count('lead')).toBe(before + 3);
  });
});

describe('hits arriving together', () => {
  it('are counted exactly, on both instances at once: 3 leads stored of 10 sent together', async () => {
    const before = await app.count('lead');
    const statuses = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, i) =>
          (
            await (i % 2 ? other : app).request('/api/leads', {
              method: 'POST',
              body: validRestLead({ email: `together-${i}@example.com` }),
            })
          ).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await app.count('lead')).toBe(before + 3);
  });
});

describe('payment intents', () => {
  it("answers the checkout's { error } shape with 429 after 2 attempts", async () => {
    const body = { amount: 299, metadata: { product_id: 'strategy-call', product_name: 'Marketing Strategy Session' } };
    for (let i = 0; i < 2; i += 1)
      expect((await app.request('/api/create-payment-intent', { method: 'POST', body })).status).not.toBe(429);
    const refused = await other.request('/api/create-payment-intent', { method: 'POST', body });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: RATE_LIMIT_MESSAGES.paymentIntents });
  });
});

describe('the scheduling tools’ webhooks', () => {
  it('take 4 requests a minute from one IP across both endpoints and instances, then 429 before the signature is read', async () => {
    const send = (target: TestApp, tool: string) =>
      target.request(`/api/bookings/${tool}`, { method: 'POST', rawBody: '{}' });
    for (const [target, tool] of [
      [app, 'calendly'],
      [other, 'cal'],
      [app, 'cal'],
      [other, 'calendly'],
    ] as const)
      expect((await send(target, tool)).status).toBe(400);
    const refused = await send(app, 'calendly');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: RATE_LIMIT_MESSAGES.bookings });
  });
});

describe('CSV imports', () => {
  it('take 2 uploads a minute from one IP, previews and imports together, across instances, then 429 with nothing stored', async () => {
    const cookie = await app.signIn();
    const file = { name: 'limited.csv', content: 'email\nlimited@example.com\n' };
    expect((await uploadFile(app, '/api/leads/imports/preview', file, {}, cookie)).status).toBe(200);
    expect((await uploadFile(other, '/api/leads/imports', file, {}, cookie)).status).toBe(202);
    const refused = await uploadFile(app, '/api/leads/imports', file, {}, cookie);
    expect(refused).toMatchObject({ status: 429, body: { success: false, error: RATE_LIMIT_MESSAGES.imports } });
    const [{ count }] = await app.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM "lead_import"',
    );
    expect(count).toBe(1);
  });
});

describe('chat', () => {
  it('refuses an IP after 3 messages, whatever visitor ids it claims', async () => {
    const send = (target: TestApp, visitorId: string) =>
      target.request('/api/elevenlabs/chat-with-voice', {
        method: 'POST',
        body: { message: 'What do you charge?', history: [], visitorId },
      });
    const statuses = [];
    for (const [i, target] of [app, other, app, other].entries())
      statuses.push((await send(target, `visitor-ip-test-${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
