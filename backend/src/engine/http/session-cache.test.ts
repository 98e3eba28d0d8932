import type { TestApp } from '../../test/start-test-app';
import { closeTwoInstances, startTwoInstances } from '../../test/two-instances';
import { addMember, strongPassword } from '../../test/team';
import { SESSION_KEPT_MS } from './session-cache';

// Two instances on one database: each keeps the sessions it has read in memory, and an ended
// session must end on both at once. (On the PostgreSQL server, test:scale does the same across
// two processes, which hear each other by NOTIFY.)
let a: TestApp;
let b: TestApp;
let adminCookie: string;

beforeAll(async () => {
  ({ a, b, adminCookie } = await startTwoInstances());
});
afterAll(() => closeTwoInstances({ a, b, adminCookie }));

afterEach(() => jest.restoreAllMocks());

/** The status of GET /api/user with this cookie on each instance, A then B. */
async function userStatuses(cookie: string): Promise<[number, number]> {
  return [(await a.request('/api/user', { cookie })).status, (await b.request('/api/user', { cookie })).status];
}

test('signed out on one instance, a session both have read is refused by both at once', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  // read twice on each, so the second read on each comes from memory
  expect(await userStatuses(member.cookie)).toEqual([200, 200]);
  expect(await userStatuses(member.cookie)).toEqual([200, 200]);

  expect((await b.request('/api/logout', { method: 'POST', cookie: member.cookie })).status).toBe(200);
  expect(await userStatuses(member.cookie)).toEqual([401, 401]);
});

describe("an admin's change on one instance ends the member's sessions kept on the other", () => {
  const changes: [string, (id: number) => { query: string; variables: Record<string, unknown> }][] = [
    [
      'a new role',
      (id) => ({
        query: 'mutation ($id: Int!) { updateUser(id: $id, input: { role: ADMIN }) { id } }',
        variables: { id },
      }),
    ],
    [
      'a deactivation',
      (id) => ({
        query: 'mutation ($id: Int!) { updateUser(id: $id, input: { active: false }) { id } }',
        variables: { id },
      }),
    ],
    [
      'a password reset',
      (id) => ({
        query: 'mutation ($id: Int!, $password: String!) { resetUserPassword(id: $id, password: $password) }',
        variables: { id, password: strongPassword() },
      }),
    ],
  ];

  test.each(changes)('%s', async (_name, change) => {
    const member = await addMember(a, adminCookie, 'ANALYST');
    expect(await userStatuses(member.cookie)).toEqual([200, 200]);
    expect(await userStatuses(member.cookie)).toEqual([200, 200]);

    const { query, variables } = change(member.id);
    const answer = await a.graphql(query, variables, adminCookie);
    expect(answer.errors).toBeUndefined();
    expect(await userStatuses(member.cookie)).toEqual([401, 401]);
  });
});

test('a new password of your own ends your sessions on the other instance and keeps the one you used', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  const other = await b.signIn({ username: member.username, password: member.password });
  expect(await userStatuses(other)).toEqual([200, 200]);
  expect(await userStatuses(other)).toEqual([200, 200]);

  const answer = await a.graphql(
    'mutation ($current: String!, $next: String!) { changeMyPassword(currentPassword: $current, newPassword: $next) }',
    { current: member.password, next: strongPassword() },
    member.cookie,
  );
  expect(answer.errors).toBeUndefined();
  expect(await userStatuses(other)).toEqual([401, 401]);
  expect(await userStatuses(member.cookie)).toEqual([200, 200]);
});

test('a session deleted by hand in SQL (which no one announces) is refused once SESSION_KEPT_MS has passed', async () => {
  const member = await addMember(a, adminCookie, 'ANALYST');
  expect(await userStatuses(member.cookie)).toEqual([200, 200]);
  const sid = decodeURIComponent(member.cookie.slice(member.cookie.indexOf('=') + 1))
    .slice(2)
    .split('.')[0];
  await a.dataSource.query('DELETE FROM "session" WHERE "sid" = $1', [sid]);

  // each instance answers from what it kept a moment ago...
  expect(await userStatuses(member.cookie)).toEqual([200, 200]);
  // ...and reads the table again once that is SESSION_KEPT_MS old
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + SESSION_KEPT_MS);
  expect(await userStatuses(member.cookie)).toEqual([401, 401]);
});
