import type { TestApp } from '../../test/start-test-app';
import { closeTwoInstances, startTwoInstances } from '../../test/two-instances';
import { addMember, bearer, createToken, strongPassword, type Member } from '../../test/team';
import { endingSessions } from '../../engine/auth/sessions-channel';
import { sessionPublicId } from './sessions.service';

// Two instances on one database, as behind a load balancer: each keeps the sessions it has read
// in memory, so a session ended on one must be refused by the other on its next request.
let a: TestApp;
let b: TestApp;
let adminCookie: string;

beforeAll(async () => {
  ({ a, b, adminCookie } = await startTwoInstances());
});
afterAll(() => closeTwoInstances({ a, b, adminCookie }));

type Listed = {
  id: string;
  current: boolean;
  createdAt: string | null;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
};

const MY_SESSIONS = '{ mySessions { id current createdAt lastSeenAt ip userAgent } }';

/** The sid inside a connect.sid cookie ("connect.sid=s%3A<sid>.<signature>"). */
function sidOf(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
}

async function signInWith(app: TestApp, member: Member, userAgent: string): Promise<string> {
  const response = await app.request('/api/login', {
    method: 'POST',
    body: { username: member.username, password: member.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0];
}

async function mySessions(app: TestApp, cookie: string): Promise<Listed[]> {
  const answer = await app.graphql<{ mySessions: Listed[] }>(MY_SESSIONS, {}, cookie);
  expect(answer.errors).toBeUndefined();
  return answer.data!.mySessions;
}

/** GET /api/user with this cookie on A, then on B (the second read of each comes from memory). */
async function statuses(cookie: string): Promise<[number, number]> {
  return [(await a.request('/api/user', { cookie })).status, (await b.request('/api/user', { cookie })).status];
}

async function kept(cookie: string): Promise<void> {
  expect(await statuses(cookie)).toEqual([200, 200]);
  expect(await statuses(cookie)).toEqual([200, 200]);
}

async function auditEvents(action: string, targetId: number): Promise<{ details: Record<string, unknown> }[]> {
  return a.dataSource.query(
    `SELECT "details" FROM "audit_event" WHERE "action" = $1 AND "target_id" = $2 ORDER BY "id"`,
    [action, String(targetId)],
  );
}

test('mySessions lists where you are signed in, with a digest for an id and never the cookie', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  const phone = await signInWith(b, member, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1');
  const before = Date.now();
  const laptop = await signInWith(a, member, `Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0 ${'x'.repeat(400)}`);

  const answer = await a.request('/graphql', { method: 'POST', body: { query: MY_SESSIONS }, cookie: laptop });
  for (const cookie of [member.cookie, phone, laptop]) expect(answer.text).not.toContain(sidOf(cookie));
  const sessions = await mySessions(a, laptop);
  expect(sessions).toHaveLength(3);
  const current = sessions.find((s) => s.current)!;
  expect(sessions.filter((s) => s.current)).toHaveLength(1);
  expect(sessions[0]).toBe(current);
  expect(current.id).toBe(sessionPublicId(sidOf(laptop)));
  expect(current.id).toMatch(/^[0-9a-f]{32}$/);
  expect(current.ip).toMatch(/127\.0\.0\.1/);
  expect(current.userAgent).toMatch(/^Mozilla\/5\.0 \(X11; Linux x86_64\) Firefox\/128\.0 x+$/);
  expect(current.userAgent).toHaveLength(256);
  expect(Date.parse(current.createdAt!)).toBeGreaterThanOrEqual(before - 1000);
  // the expiry less the idle lifetime: the sign-in wrote it
  expect(Math.abs(Date.parse(current.lastSeenAt) - Date.now())).toBeLessThan(60_000);
  expect(sessions.find((s) => s.id === sessionPublicId(sidOf(phone)))).toMatchObject({
    current: false,
    userAgent: expect.stringContaining('iPhone') as string,
  });

  // another member sees only their own
  expect((await mySessions(b, adminCookie)).map((s) => s.id)).not.toContain(current.id);
});

test('a visitor has no sessions to list', async () => {
  const answer = await a.graphql(MY_SESSIONS);
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('endSession on one instance: the session is refused on its next request on both', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  const other = await signInWith(b, member, 'Second browser');
  await kept(other);
  await kept(member.cookie);

  const id = sessionPublicId(sidOf(other));
  const answer = await a.graphql('mutation ($id: String!) { endSession(id: $id) }', { id }, member.cookie);
  expect(answer.errors).toBeUndefined();
  expect(await statuses(other)).toEqual([401, 401]);
  expect(await statuses(member.cookie)).toEqual([200, 200]);
  expect((await mySessions(a, member.cookie)).map((s) => s.id)).not.toContain(id);
  expect(await auditEvents('session.ended', member.id)).toEqual([{ details: { session: id, current: false } }]);
});

test("endSession finds neither an unknown id nor someone else's session, and takes only a digest", async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  const theirs = sessionPublicId(sidOf(adminCookie));
  const refused = await a.graphql('mutation ($id: String!) { endSession(id: $id) }', { id: theirs }, member.cookie);
  expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const unknown = await a.graphql('mutation { endSession(id: "0123456789abcdef0123456789abcdef") }', {}, member.cookie);
  expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  // the sid itself (the credential) is not an id
  const sid = await a.graphql(
    'mutation ($id: String!) { endSession(id: $id) }',
    { id: sidOf(member.cookie) },
    member.cookie,
  );
  expect(sid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  await kept(adminCookie);
  await kept(member.cookie);
});

test('ending the current session signs you out', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  const id = sessionPublicId(sidOf(member.cookie));
  await kept(member.cookie);
  expect(
    (await b.graphql('mutation ($id: String!) { endSession(id: $id) }', { id }, member.cookie)).errors,
  ).toBeUndefined();
  expect(await statuses(member.cookie)).toEqual([401, 401]);
  expect(await auditEvents('session.ended', member.id)).toEqual([{ details: { session: id, current: true } }]);
});

test('endOtherSessions ends every other session on both instances and keeps this one', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  const others = [await signInWith(a, member, 'one'), await signInWith(b, member, 'two')];
  for (const cookie of [member.cookie, ...others]) await kept(cookie);

  const answer = await b.graphql<{ endOtherSessions: number }>('mutation { endOtherSessions }', {}, member.cookie);
  expect(answer.data?.endOtherSessions).toBe(2);
  for (const cookie of others) expect(await statuses(cookie)).toEqual([401, 401]);
  expect(await statuses(member.cookie)).toEqual([200, 200]);
  expect((await mySessions(a, member.cookie)).map((s) => s.current)).toEqual([true]);
  expect(await auditEvents('session.ended_others', member.id)).toEqual([{ details: { count: 2 } }]);
});

test('endOtherSessions with an API token is refused: there is no "this one" to keep', async () => {
  const member = await addMember(a, adminCookie, 'ADMIN');
  const { token } = await createToken(a, member.cookie, 'WRITE');
  const answer = await a.graphql('mutation { endOtherSessions }', {}, undefined, bearer(token));
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await kept(member.cookie);
});

test("an admin's endUserSessions signs a member out everywhere; their tokens keep working", async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  const second = await signInWith(b, member, 'two');
  const { token } = await createToken(a, member.cookie, 'READ');
  await kept(member.cookie);
  await kept(second);

  const answer = await b.graphql<{ endUserSessions: number }>(
    'mutation ($userId: Int!) { endUserSessions(userId: $userId) }',
    { userId: member.id },
    adminCookie,
  );
  expect(answer.data?.endUserSessions).toBe(2);
  expect(await statuses(member.cookie)).toEqual([401, 401]);
  expect(await statuses(second)).toEqual([401, 401]);
  expect((await a.request('/api/user', { headers: bearer(token) })).status).toBe(200);
  expect(await auditEvents('user.sessions_ended', member.id)).toEqual([{ details: { count: 2 } }]);
  await kept(adminCookie);

  const missing = await a.graphql('mutation { endUserSessions(userId: 999999) }', {}, adminCookie);
  expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

test('a failing announcement undoes the deletion: no instance can trust a session that is gone', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  await kept(member.cookie);
  // in one transaction: a pg_notify that fails, found before pg_catalog's, then the ending statement
  await expect(
    a.dataSource.transaction(async (manager) => {
      await manager.query(
        `CREATE FUNCTION public.pg_notify(text, text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'announcement failed'; END $$`,
      );
      await manager.query('SET LOCAL search_path = public, pg_catalog');
      await manager.query(endingSessions('"sid" = $1'), [sidOf(member.cookie)]);
    }),
  ).rejects.toThrow('announcement failed');
  expect(await statuses(member.cookie)).toEqual([200, 200]);

  // and the real one ends it
  expect((await a.request('/api/logout', { method: 'POST', cookie: member.cookie })).status).toBe(200);
  expect(await statuses(member.cookie)).toEqual([401, 401]);
});

describe("an admin's password reset", () => {
  async function reset(member: Member, revokeTokens?: boolean) {
    const answer = await a.graphql(
      'mutation ($id: Int!, $password: String!, $revoke: Boolean) { resetUserPassword(id: $id, password: $password, revokeTokens: $revoke) }',
      { id: member.id, password: strongPassword(), revoke: revokeTokens },
      adminCookie,
    );
    expect(answer.errors).toBeUndefined();
  }

  test('revokes the member’s API tokens by default, and says so in the audit log', async () => {
    const member = await addMember(a, adminCookie, 'ANALYST');
    const { token } = await createToken(a, member.cookie, 'READ');
    await reset(member);
    expect((await b.request('/api/user', { headers: bearer(token) })).status).toBe(401);
    expect(await statuses(member.cookie)).toEqual([401, 401]);
    expect(await auditEvents('user.password_reset', member.id)).toEqual([{ details: { tokensRevoked: true } }]);
  });

  test('keeps them when the admin unticks it, and says so too', async () => {
    const member = await addMember(a, adminCookie, 'ANALYST');
    const { token } = await createToken(a, member.cookie, 'READ');
    await reset(member, false);
    expect((await b.request('/api/user', { headers: bearer(token) })).status).toBe(200);
    expect(await statuses(member.cookie)).toEqual([401, 401]);
    expect(await auditEvents('user.password_reset', member.id)).toEqual([{ details: { tokensRevoked: false } }]);
  });
});
