import { anyString } from '../../test/matchers';
import { startTestApp, type TestApp } from '../../test/start-test-app';
import { addMember, bearer, createToken, strongPassword } from '../../test/team';
import { hashPassword } from './password';

let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await app.signIn();
});

afterAll(async () => {
  await app.close();
});

const USERS = '{ users { id username role active createdAt lastSignInAt } }';
const updateUser = (id: number, input: string, cookie = adminCookie) =>
  app.graphql<{ updateUser: { role: string; active: boolean } }>(
    `mutation { updateUser(id: ${id}, input: ${input}) { role active } }`,
    {},
    cookie,
  );
const signedIn = async (cookie: string) => (await app.request('/api/user', { cookie })).status === 200;

async function adminIds(): Promise<number[]> {
  const rows: { id: number }[] = await app.dataSource.query(
    `SELECT id FROM app_user WHERE role = 'ADMIN' AND active ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

describe('the team', () => {
  it('lists each member with role, status and last sign-in, for an admin only', async () => {
    const analyst = await addMember(app, adminCookie, 'ANALYST');
    const res = await app.graphql<{ users: Record<string, unknown>[] }>(USERS, {}, adminCookie);
    expect(res.data?.users).toContainEqual({
      id: analyst.id,
      username: analyst.username,
      role: 'ANALYST',
      active: true,
      createdAt: anyString(),
      lastSignInAt: anyString(),
    });
    expect(JSON.stringify(res.data)).not.toMatch(/scrypt|password/i);
    expect((await app.graphql(USERS, {}, analyst.cookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets an analyst read what an admin reads, the access token only masked', async () => {
    const analyst = await addMember(app, adminCookie, 'ANALYST');
    await app.graphql(
      'mutation { updateMarketingSettings(input: { fbAccessToken: "EAAGsecret0123456789" }) { id } }',
      {},
      adminCookie,
    );
    const res = await app.graphql(
      `{
        leads(first: 5) { totalCount }
        leadCounts { overdue spam }
        marketingSettings { fbAccessTokenSet fbAccessTokenMasked }
        notificationSettings { recipients }
        orders(first: 5) { totalCount }
        chatConversations(first: 5) { nodes { id } }
        webhookEndpoints { id }
        emailDeliveries(first: 5) { totalCount }
      }`,
      {},
      analyst.cookie,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.marketingSettings).toEqual({ fbAccessTokenSet: true, fbAccessTokenMasked: '••••••••6789' });
    const rest = await app.request('/api/marketing-settings', { cookie: analyst.cookie });
    expect(rest.text).not.toContain('EAAGsecret');
    expect((await app.request('/api/leads/export', { cookie: analyst.cookie })).status).toBe(200);
  });

  it('gives `me` the role', async () => {
    const analyst = await addMember(app, adminCookie, 'ANALYST');
    const me = await app.graphql('{ me { username role active } }', {}, analyst.cookie);
    expect(me.data).toEqual({ me: { username: analyst.username, role: 'ANALYST', active: true } });
  });
});

describe('new passwords', () => {
  it.each([
    ['nine characters', 'x7#kq9!zm', 'Password must be at least 10 characters'],
    ['a common password', 'password1234', 'This password is too common'],
    ['a keyboard run', 'qwertyuiop', 'This password is too common'],
    ['the username and digits', 'newcomer2024', 'This password is too common'],
  ])('refuse %s with BAD_USER_INPUT on the password field, creating no one', async (_what, password, message) => {
    const users = await app.count('app_user');
    const res = await app.graphql(
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { username: 'newcomer', password, role: 'ANALYST' } },
      adminCookie,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields?.password).toContain(message);
    expect(await app.count('app_user')).toBe(users);
  });

  it('leave signing in to the spec’s rules: an account with an older 8-character password still signs in', async () => {
    await app.dataSource.query(
      `INSERT INTO app_user (username, password_hash, role) VALUES ('veteran', $1, 'ANALYST')`,
      [await hashPassword('abc12345')],
    );
    const res = await app.request('/api/login', {
      method: 'POST',
      body: { username: 'veteran', password: 'abc12345' },
    });
    expect(res.status).toBe(200);
  });
});

describe('changing a role or deactivating', () => {
  it('ends the member’s sessions and tokens at once, and the new role applies at the next sign-in', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const { token } = await createToken(app, member.cookie, 'READ');
    const res = await updateUser(member.id, '{ role: ADMIN }');
    expect(res.data).toEqual({ updateUser: { role: 'ADMIN', active: true } });
    expect(await signedIn(member.cookie)).toBe(false);
    expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(401);
    const again = await app.signIn({ username: member.username, password: member.password });
    expect((await app.graphql('{ me { role } }', {}, again)).data).toEqual({ me: { role: 'ADMIN' } });
  });

  it('of a deactivated member refuses sign-in like a wrong password, until reactivated', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    await updateUser(member.id, '{ active: false }');
    expect(await signedIn(member.cookie)).toBe(false);
    const refused = await app.request('/api/login', {
      method: 'POST',
      body: { username: member.username, password: member.password },
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, error: 'Invalid username or password' });
    await updateUser(member.id, '{ active: true }');
    expect(await signedIn(await app.signIn({ username: member.username, password: member.password }))).toBe(true);
  });

  it('keeps the last active admin: it cannot be demoted or deactivated (CONFLICT), while another admin exists it can', async () => {
    // make the test admin the only active admin
    for (const id of await adminIds()) {
      if (id !== (await app.graphql<{ me: { id: number } }>('{ me { id } }', {}, adminCookie)).data!.me.id) {
        await updateUser(id, '{ active: false }');
      }
    }
    const [onlyAdmin] = await adminIds();
    for (const input of ['{ role: ANALYST }', '{ active: false }']) {
      const res = await updateUser(onlyAdmin, input);
      expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(res.errors?.[0]?.message).toBe('The last active admin cannot be demoted or deactivated');
    }
    expect(await adminIds()).toEqual([onlyAdmin]);
    expect(await signedIn(adminCookie)).toBe(true);

    const second = await addMember(app, adminCookie, 'ADMIN');
    const demoted = await updateUser(onlyAdmin, '{ role: ANALYST }', second.cookie);
    expect(demoted.data).toEqual({ updateUser: { role: 'ANALYST', active: true } });
    // and back, so the rest of the file has its admin
    await updateUser(onlyAdmin, '{ role: ADMIN }', second.cookie);
    adminCookie = await app.signIn();
  });

  it('answers an unknown user with NOT_FOUND', async () => {
    expect((await updateUser(999999, '{ active: false }')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('passwords', () => {
  it('an admin resets someone’s: the old one stops, their sessions end, the new one signs in', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const password = strongPassword();
    const res = await app.graphql(
      `mutation { resetUserPassword(id: ${member.id}, password: "${password}") }`,
      {},
      adminCookie,
    );
    expect(res.data).toEqual({ resetUserPassword: true });
    expect(await signedIn(member.cookie)).toBe(false);
    const old = await app.request('/api/login', {
      method: 'POST',
      body: { username: member.username, password: member.password },
    });
    expect(old.status).toBe(401);
    expect(await signedIn(await app.signIn({ username: member.username, password }))).toBe(true);
  });

  it('anyone changes their own: the current one is checked, this session stays, the others end', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const otherSession = await app.signIn({ username: member.username, password: member.password });
    const change = (currentPassword: string, newPassword: string) =>
      app.graphql(
        'mutation ($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }',
        { c: currentPassword, n: newPassword },
        member.cookie,
      );
    const wrong = await change('not-my-password', strongPassword());
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual({ currentPassword: 'The current password is not correct' });
    const weak = await change(member.password, 'password1234');
    expect(weak.errors?.[0]?.extensions?.fields?.newPassword).toContain('too common');
    expect(await signedIn(otherSession)).toBe(true);

    const next = strongPassword();
    expect((await change(member.password, next)).data).toEqual({ changeMyPassword: true });
    expect(await signedIn(member.cookie)).toBe(true);
    expect(await signedIn(otherSession)).toBe(false);
    expect(await signedIn(await app.signIn({ username: member.username, password: next }))).toBe(true);
  });
});

describe('POST /api/register', () => {
  it('accepts a role, and refuses an analyst with 403', async () => {
    const res = await app.request('/api/register', {
      method: 'POST',
      body: { username: 'rest-admin', password: strongPassword(), role: 'ADMIN' },
      cookie: adminCookie,
    });
    expect(res.status).toBe(201);
    expect((res.body as { data: { role: string } }).data.role).toBe('ADMIN');
    const analyst = await addMember(app, adminCookie, 'ANALYST');
    const users = await app.count('app_user');
    const refused = await app.request('/api/register', {
      method: 'POST',
      body: { username: 'rest-sneaky', password: strongPassword() },
      cookie: analyst.cookie,
    });
    expect(refused.status).toBe(403);
    expect(await app.count('app_user')).toBe(users);
  });
});
