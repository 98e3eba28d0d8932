import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, bearer, createToken, type Member } from '../../test/team';

let app: TestApp;
let adminCookie: string;
let analyst: Member;

const LEADS = '{ leads(first: 5) { totalCount nodes { id email } } }';
const UPDATE_SETTINGS = 'mutation { updateMarketingSettings(input: { gaEnabled: true }) { gaEnabled } }';
const RATE_LIMIT = 40;
const logLines: string[] = [];
/** the rate limits' clock: held still, so a test's hits share one window however slow the machine */
let limiterNow = Date.now();

beforeAll(async () => {
  app = await startTestApp({
    env: { RATE_LIMIT_API_TOKEN_PER_MINUTE: String(RATE_LIMIT), LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void logLines.push(line) },
    rateLimitNow: () => limiterNow,
  });
  adminCookie = await app.signIn();
  analyst = await addMember(app, adminCookie, 'ANALYST');
  await app.request('/api/leads', { method: 'POST', body: validRestLead({ email: 'token-reader@example.com' }) });
});

afterAll(async () => {
  await app.close();
});

async function gaEnabled(): Promise<boolean> {
  const rows: { ga_enabled: boolean }[] = await app.dataSource.query('SELECT ga_enabled FROM marketing_settings');
  return rows[0]?.ga_enabled ?? false;
}

describe('a personal API token', () => {
  it('is amk_ and 32 random bytes, returned once and stored only as a hash', async () => {
    const { id, token } = await createToken(app, analyst.cookie, 'READ');
    expect(token).toMatch(/^amk_[A-Za-z0-9_-]{43}$/);
    const rows: Record<string, unknown>[] = await app.dataSource.query('SELECT * FROM api_token WHERE id = $1', [id]);
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
    const listed = await app.graphql<{ apiTokens: unknown[] }>(
      '{ apiTokens { id name scope tokenHint } }',
      {},
      analyst.cookie,
    );
    expect(JSON.stringify(listed.data)).not.toContain(token.slice(12));
    expect(listed.data?.apiTokens).toContainEqual({
      id,
      name: 'token READ',
      scope: 'READ',
      tokenHint: token.slice(0, 10),
    });
  });

  it('as READ answers queries over GraphQL and REST, with no cookie set, and records its last use', async () => {
    const { id, token } = await createToken(app, analyst.cookie, 'READ');
    const res = await app.request('/graphql', { method: 'POST', body: { query: LEADS }, headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('token-reader@example.com');
    expect(res.headers.get('set-cookie')).toBeNull();
    const rest = await app.request('/api/leads?limit=5', { headers: bearer(token) });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('set-cookie')).toBeNull();
    const used = await app.graphql<{ apiTokens: { id: number; lastUsedAt: string | null }[] }>(
      '{ apiTokens { id lastUsedAt } }',
      {},
      analyst.cookie,
    );
    expect(used.data?.apiTokens.find((t) => t.id === id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('as READ is refused every mutation with 403 FORBIDDEN, even an admin’s, and nothing changes', async () => {
    const { token } = await createToken(app, adminCookie, 'READ');
    const before = await gaEnabled();
    const res = await app.request('/graphql', {
      method: 'POST',
      body: { query: UPDATE_SETTINGS },
      headers: bearer(token),
    });
    expect(res.status).toBe(403);
    expect((res.body as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('FORBIDDEN');
    const rest = await app.request('/api/marketing-settings/1', {
      method: 'PATCH',
      body: { ga_enabled: !before },
      headers: bearer(token),
    });
    expect(rest.status).toBe(403);
    expect(await gaEnabled()).toBe(before);
  });

  it('as an admin’s WRITE token runs mutations', async () => {
    const { token } = await createToken(app, adminCookie, 'WRITE');
    const res = await app.graphql(UPDATE_SETTINGS, {}, undefined, bearer(token));
    expect(res.errors).toBeUndefined();
    expect(await gaEnabled()).toBe(true);
  });

  it('cannot be WRITE for an analyst', async () => {
    const res = await app.graphql(
      'mutation { createApiToken(input: { name: "x", scope: WRITE }) { token } }',
      {},
      analyst.cookie,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('revoked gets a 401 with WWW-Authenticate: Bearer', async () => {
    const { id, token } = await createToken(app, analyst.cookie, 'READ');
    expect((await app.request('/api/leads', { headers: bearer(token) })).status).toBe(200);
    const revoked = await app.graphql(`mutation { revokeApiToken(id: ${id}) { revokedAt } }`, {}, analyst.cookie);
    expect(revoked.errors).toBeUndefined();
    for (const path of ['/api/leads', '/graphql']) {
      const res = await app.request(path, {
        method: path === '/graphql' ? 'POST' : 'GET',
        body: path === '/graphql' ? { query: LEADS } : undefined,
        headers: bearer(token),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('expired gets a 401', async () => {
    const { id, token } = await createToken(app, analyst.cookie, 'READ', 30);
    expect((await app.request('/api/leads', { headers: bearer(token) })).status).toBe(200);
    await app.dataSource.query(`UPDATE api_token SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const res = await app.request('/api/leads', { headers: bearer(token) });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('of a deactivated user gets a 401, and stays revoked when the user comes back', async () => {
    const colleague = await addMember(app, adminCookie, 'ANALYST');
    const { token } = await createToken(app, colleague.cookie, 'READ');
    expect((await app.request('/api/leads', { headers: bearer(token) })).status).toBe(200);
    const update = (active: boolean) =>
      app.graphql(
        `mutation { updateUser(id: ${colleague.id}, input: { active: ${active} }) { active } }`,
        {},
        adminCookie,
      );
    expect((await update(false)).errors).toBeUndefined();
    expect((await app.request('/api/leads', { headers: bearer(token) })).status).toBe(401);
    expect((await update(true)).errors).toBeUndefined();
    expect((await app.request('/api/leads', { headers: bearer(token) })).status).toBe(401);
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['an empty bearer', 'Bearer '],
    ['a token of the wrong shape', 'Bearer amk_short'],
    ['an unknown token', `Bearer amk_${'A'.repeat(43)}`],
  ])('with %s gets a 401 and never a session', async (_what, header) => {
    const sessions = await app.count('session');
    const res = await app.request('/api/leads', { headers: { authorization: header } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await app.count('session')).toBe(sessions);
  });

  it('wins over a cookie sent with it: the request acts for the token, without the session', async () => {
    const { token } = await createToken(app, adminCookie, 'READ');
    const res = await app.graphql(UPDATE_SETTINGS, {}, adminCookie, bearer(token));
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the CSRF checks', () => {
  it('let a cookie-less Bearer request from any origin pass, and still refuse a cookie request from another origin', async () => {
    const { token } = await createToken(app, adminCookie, 'WRITE');
    const body = { ga_enabled: false };
    const withToken = await app.request('/api/marketing-settings/1', {
      method: 'PATCH',
      body,
      headers: { ...bearer(token), origin: 'https://evil.example' },
    });
    expect(withToken.status).toBe(200);
    const withCookie = await app.request('/api/marketing-settings/1', {
      method: 'PATCH',
      body: { ga_enabled: true },
      cookie: adminCookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(withCookie.status).toBe(403);
    expect(await gaEnabled()).toBe(false);
  });
});

describe('the per-token rate limit', () => {
  it(`answers a token's request beyond ${RATE_LIMIT} a minute with 429, while another token goes on`, async () => {
    const first = await createToken(app, analyst.cookie, 'READ');
    const second = await createToken(app, analyst.cookie, 'READ');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      statuses.push((await app.request('/api/user', { headers: bearer(first.token) })).status);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[RATE_LIMIT]).toBe(429);
    expect((await app.request('/api/user', { headers: bearer(second.token) })).status).toBe(200);

    // the next minute gives the first token room again
    limiterNow += 60_000;
    expect((await app.request('/api/user', { headers: bearer(first.token) })).status).toBe(200);
  });
});

describe('the log', () => {
  it('never holds a token, whether it was accepted or refused', async () => {
    const { id, token } = await createToken(app, analyst.cookie, 'READ');
    await app.request('/api/leads', { headers: bearer(token) });
    await app.graphql(UPDATE_SETTINGS, {}, undefined, bearer(token));
    await app.graphql(`mutation { revokeApiToken(id: ${id}) { id } }`, {}, analyst.cookie);
    await app.request('/api/leads', { headers: bearer(token) });
    expect(logLines.length).toBeGreaterThan(4);
    expect(logLines.filter((line) => line.includes(token.slice(4)))).toEqual([]);
  });
});
