import { startTestApp, TEST_ADMIN, type JsonResponse, type TestApp } from '../../test/start-test-app';
import { anyNumber } from '../../test/matchers';

let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await app.signIn();
});
afterAll(() => app.close());

type RestBody = {
  success: boolean;
  data?: { id: number; username: string };
  error?: string;
  fields?: Record<string, string>;
};

/** The `name=value` part of the response's session cookie, or null when none was set. */
function sessionCookie(res: JsonResponse): string | null {
  const header = res.headers.get('set-cookie');
  return header ? header.split(';')[0] : null;
}

/** The server-side session id inside a signed `connect.sid=s%3A<sid>.<signature>` cookie. */
function sessionId(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(2, value.lastIndexOf('.'));
}

async function sessionRowExists(cookie: string): Promise<boolean> {
  const rows: unknown[] = await app.dataSource.query('SELECT sid FROM "session" WHERE sid = $1', [sessionId(cookie)]);
  return rows.length === 1;
}

async function userExists(username: string): Promise<boolean> {
  const rows: unknown[] = await app.dataSource.query('SELECT id FROM "app_user" WHERE username = $1', [username]);
  return rows.length > 0;
}

function restLogin(body: unknown, cookie?: string) {
  return app.request('/api/login', { method: 'POST', body, cookie });
}

function gqlRequest(query: string, variables?: Record<string, unknown>, cookie?: string) {
  return app.request('/graphql', { method: 'POST', body: { query, variables }, cookie });
}

const LOGIN =
  'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { twoFactorRequired user { id username } } }';
const LOGOUT = 'mutation { logout }';
const ME = '{ me { id username } }';
const CREATE_USER =
  'mutation CreateUser($username: String!, $password: String!, $role: UserRole! = ANALYST) { createUser(input: { username: $username, password: $password, role: $role }) { id username role } }';

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax and scoped to the whole site', async () => {
    const res = await restLogin(TEST_ADMIN);
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^connect\.sid=/);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
  });

  it('is not set for an anonymous request', async () => {
    const res = await app.request('/api/user');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('GET /api/user', () => {
  it('refuses an anonymous caller with 401', async () => {
    const res = await app.request('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
  });

  it('returns the signed-in admin, without the password hash', async () => {
    const res = await app.request('/api/user', { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { id: anyNumber(), username: TEST_ADMIN.username, role: 'ADMIN' },
    });
    expect(res.text).not.toMatch(/scrypt|password/i);
  });

  it('refuses a forged cookie', async () => {
    const res = await app.request('/api/user', { cookie: 'connect.sid=s%3Aforged-session-id.bad-signature' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right credentials and sets a working session cookie', async () => {
    const res = await restLogin(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { id: anyNumber(), username: TEST_ADMIN.username, role: 'ADMIN' },
    });
    const cookie = sessionCookie(res);
    expect(cookie).not.toBeNull();
    expect(await sessionRowExists(cookie!)).toBe(true);
    expect((await app.request('/api/user', { cookie: cookie! })).status).toBe(200);
  });

  it('refuses a wrong password with 401, no cookie and no session row', async () => {
    const sessions = await app.count('session');
    const res = await restLogin({ username: TEST_ADMIN.username, password: 'not-the-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Invalid username or password' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await app.count('session')).toBe(sessions);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await restLogin({ username: 'nobody-here', password: 'whatever-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Invalid username or password' });
  });

  const bad: [string, unknown, string | null][] = [
    ['a missing username', { password: TEST_ADMIN.password }, 'username'],
    ['a missing password', { username: TEST_ADMIN.username }, 'password'],
    ['an empty body', {}, null],
    ['a two-character username', { username: 'ad', password: TEST_ADMIN.password }, 'username'],
    ['a five-character password', { username: TEST_ADMIN.username, password: '12345' }, 'password'],
    ['a number for the username', { username: 12345, password: TEST_ADMIN.password }, 'username'],
    ['an object for the password', { username: TEST_ADMIN.username, password: { $ne: null } }, 'password'],
    ['a JSON array body', [TEST_ADMIN], null],
  ];
  it.each(bad)('refuses %s with 400 and starts no session', async (_what, body, field) => {
    const sessions = await app.count('session');
    const res = await restLogin(body);
    expect(res.status).toBe(400);
    expect((res.body as RestBody).success).toBe(false);
    expect(typeof (res.body as RestBody).error).toBe('string');
    if (field) expect(Object.keys((res.body as RestBody).fields ?? {})).toContain(field);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await app.count('session')).toBe(sessions);
  });

  it("reports the sign-in form's messages", async () => {
    const res = await restLogin({ username: 'ad', password: '123' });
    expect((res.body as RestBody).fields).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.request('/api/login', { method: 'POST', rawBody: '{"username": "admin",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Malformed JSON body' });
  });

  it('answers a 1 MB password with 413 and starts no session', async () => {
    const sessions = await app.count('session');
    const res = await restLogin({ username: TEST_ADMIN.username, password: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect((res.body as RestBody).success).toBe(false);
    expect(await app.count('session')).toBe(sessions);
  });

  it('issues a new session id at login and invalidates the one the browser had', async () => {
    const first = sessionCookie(await restLogin(TEST_ADMIN))!;
    const again = await restLogin(TEST_ADMIN, first);
    expect(again.status).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBeNull();
    expect(sessionId(second!)).not.toBe(sessionId(first));
    expect((await app.request('/api/user', { cookie: first })).status).toBe(401);
    expect(await sessionRowExists(first)).toBe(false);
    expect((await app.request('/api/user', { cookie: second! })).status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session on the server: the old cookie stops working and its row is gone', async () => {
    const cookie = sessionCookie(await restLogin(TEST_ADMIN))!;
    expect(await sessionRowExists(cookie)).toBe(true);
    const res = await app.request('/api/logout', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    // the browser is told to forget the cookie
    expect(res.headers.get('set-cookie') ?? '').toMatch(/^connect\.sid=;.*Expires=Thu, 01 Jan 1970/i);
    expect(await sessionRowExists(cookie)).toBe(false);
    expect((await app.request('/api/user', { cookie })).status).toBe(401);
  });

  it('answers an anonymous caller with success too', async () => {
    const res = await app.request('/api/logout', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });
});

describe('POST /api/register', () => {
  it('refuses an anonymous caller with 401 and creates no account', async () => {
    const users = await app.count('app_user');
    const res = await app.request('/api/register', {
      method: 'POST',
      body: { username: 'intruder', password: 'intruder-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
    expect(await app.count('app_user')).toBe(users);
    expect(await userExists('intruder')).toBe(false);
  });

  it('lets the admin create an account that can then sign in', async () => {
    const users = await app.count('app_user');
    const res = await app.request('/api/register', {
      method: 'POST',
      body: { username: 'colleague', password: 'colleague reads the numbers' },
      cookie: adminCookie,
    });
    expect(res.status).toBe(201);
    // without a role, the least: an analyst
    expect(res.body).toEqual({ success: true, data: { id: anyNumber(), username: 'colleague', role: 'ANALYST' } });
    expect(res.text).not.toContain('colleague reads the numbers');
    expect(await app.count('app_user')).toBe(users + 1);

    const login = await restLogin({ username: 'colleague', password: 'colleague reads the numbers' });
    expect(login.status).toBe(200);
    const me = await app.request('/api/user', { cookie: sessionCookie(login)! });
    expect((me.body as RestBody).data?.username).toBe('colleague');

    // creating an account does not switch the admin's own session
    const admin = await app.request('/api/user', { cookie: adminCookie });
    expect((admin.body as RestBody).data?.username).toBe(TEST_ADMIN.username);
  });

  it('refuses a taken username with 409', async () => {
    const users = await app.count('app_user');
    const res = await app.request('/api/register', {
      method: 'POST',
      body: { username: TEST_ADMIN.username, password: 'another strong passphrase' },
      cookie: adminCookie,
    });
    expect(res.status).toBe(409);
    expect((res.body as RestBody).success).toBe(false);
    expect(await app.count('app_user')).toBe(users);
    // the existing account keeps its password
    expect((await restLogin(TEST_ADMIN)).status).toBe(200);
  });

  const bad: [string, unknown][] = [
    ['a missing password', { username: 'newcomer' }],
    ['a missing username', { password: 'newcomer-password' }],
    ['a two-character username', { username: 'nc', password: 'newcomer-password' }],
    ['a five-character password', { username: 'newcomer', password: '12345' }],
    ['a nine-character password', { username: 'newcomer', password: 'x7#kq9!zm' }],
    ['a common password', { username: 'newcomer', password: 'password1234' }],
    ['an unknown role', { username: 'newcomer', password: 'newcomer strong passphrase', role: 'OWNER' }],
    ['a number for the username', { username: 1234567, password: 'newcomer-password' }],
    ['a JSON string body', 'newcomer'],
  ];
  it.each(bad)('refuses %s with 400 and creates no account', async (_what, body) => {
    const users = await app.count('app_user');
    const res = await app.request('/api/register', { method: 'POST', body, cookie: adminCookie });
    expect(res.status).toBe(400);
    expect((res.body as RestBody).success).toBe(false);
    expect(await app.count('app_user')).toBe(users);
  });

  it('answers malformed JSON with 400 and a 1 MB username with 413, creating no account', async () => {
    const users = await app.count('app_user');
    const malformed = await app.request('/api/register', {
      method: 'POST',
      rawBody: '{"username":',
      cookie: adminCookie,
    });
    expect(malformed.status).toBe(400);
    const huge = await app.request('/api/register', {
      method: 'POST',
      body: { username: 'x'.repeat(1024 * 1024), password: 'newcomer-password' },
      cookie: adminCookie,
    });
    expect(huge.status).toBe(413);
    expect(await app.count('app_user')).toBe(users);
  });
});

describe('GraphQL me', () => {
  it('is null for an anonymous caller', async () => {
    const res = await app.graphql(ME);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ me: null });
  });

  it('is the signed-in admin', async () => {
    const res = await app.graphql(ME, undefined, adminCookie);
    expect(res.data).toEqual({ me: { id: anyNumber(), username: TEST_ADMIN.username } });
  });
});

describe('GraphQL login', () => {
  it('signs in and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await gqlRequest(LOGIN, TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { login: { twoFactorRequired: false, user: { id: anyNumber(), username: TEST_ADMIN.username } } },
    });
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const me = await app.graphql(ME, undefined, sessionCookie(res)!);
    expect(me.data).toEqual({ me: { id: anyNumber(), username: TEST_ADMIN.username } });
  });

  it('answers a wrong password with UNAUTHENTICATED and sets no cookie', async () => {
    const sessions = await app.count('session');
    const res = await gqlRequest(LOGIN, { username: TEST_ADMIN.username, password: 'not-the-password' });
    const body = res.body as { data: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: 'Invalid username or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await app.count('session')).toBe(sessions);
  });

  it('answers a too-short username or password with BAD_USER_INPUT', async () => {
    const res = await app.graphql(LOGIN, { username: 'ad', password: '123' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        username: 'Username must be at least 3 characters',
        password: 'Password must be at least 6 characters',
      },
    });
  });

  it('rejects wrong argument types before running', async () => {
    const res = await app.graphql(LOGIN, { username: 42, password: TEST_ADMIN.password });
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.length).toBeGreaterThan(0);
  });

  it('issues a new session id and invalidates the one the browser had', async () => {
    const first = sessionCookie(await gqlRequest(LOGIN, TEST_ADMIN))!;
    const again = await gqlRequest(LOGIN, TEST_ADMIN, first);
    const second = sessionCookie(again);
    expect(second).not.toBeNull();
    expect(sessionId(second!)).not.toBe(sessionId(first));
    expect((await app.graphql(ME, undefined, first)).data).toEqual({ me: null });
    expect(await sessionRowExists(first)).toBe(false);
  });
});

describe('GraphQL logout', () => {
  it('destroys the session on the server: the old cookie stops working and its row is gone', async () => {
    const cookie = sessionCookie(await gqlRequest(LOGIN, TEST_ADMIN))!;
    expect(await sessionRowExists(cookie)).toBe(true);
    const res = await app.graphql(LOGOUT, undefined, cookie);
    expect(res.data).toEqual({ logout: true });
    expect(await sessionRowExists(cookie)).toBe(false);
    expect((await app.graphql(ME, undefined, cookie)).data).toEqual({ me: null });
    expect((await app.request('/api/user', { cookie })).status).toBe(401);
  });

  it('is true for an anonymous caller', async () => {
    expect((await app.graphql(LOGOUT)).data).toEqual({ logout: true });
  });
});

describe('GraphQL createUser', () => {
  it('refuses an anonymous caller with UNAUTHENTICATED and creates no user', async () => {
    const users = await app.count('app_user');
    const res = await app.graphql(CREATE_USER, { username: 'sneaky', password: 'sneaky strong passphrase' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.count('app_user')).toBe(users);
    expect(await userExists('sneaky')).toBe(false);
  });

  it('lets the admin create a user who can then sign in', async () => {
    const res = await app.graphql(CREATE_USER, { username: 'analyst', password: 'analyst reads reports' }, adminCookie);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ createUser: { id: anyNumber(), username: 'analyst', role: 'ANALYST' } });
    const login = await gqlRequest(LOGIN, { username: 'analyst', password: 'analyst reads reports' });
    expect((login.body as { data: unknown }).data).toEqual({
      login: { twoFactorRequired: false, user: { id: anyNumber(), username: 'analyst' } },
    });
  });

  it('answers a taken username with CONFLICT and creates no user', async () => {
    const users = await app.count('app_user');
    const res = await app.graphql(
      CREATE_USER,
      { username: TEST_ADMIN.username, password: 'another strong passphrase' },
      adminCookie,
    );
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await app.count('app_user')).toBe(users);
  });

  it('answers too-short credentials with BAD_USER_INPUT and creates no user', async () => {
    const users = await app.count('app_user');
    const res = await app.graphql(CREATE_USER, { username: 'ab', password: 'short' }, adminCookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.count('app_user')).toBe(users);
  });
});

describe('GraphQL demoCredentials', () => {
  it('is null when the server does not run with the demo admin', async () => {
    const res = await app.graphql('{ demoCredentials { username password } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ demoCredentials: null });
  });

  describe('in demo mode', () => {
    let demo: TestApp;
    beforeAll(async () => {
      demo = await startTestApp({ demoMode: true });
    });
    afterAll(() => demo.close());

    it("tells anyone the demo admin's credentials", async () => {
      const res = await demo.graphql('{ demoCredentials { username password } }');
      expect(res.data).toEqual({ demoCredentials: { username: 'admin', password: 'admin123' } });
    });
  });
});
