import { startTestApp, TEST_ADMIN, validRestLead, type TestApp } from '../../test/start-test-app';
import { anyNumber } from '../../test/matchers';

/** One structured line per request, and nothing a customer or an admin typed in it. */
const lines: string[] = [];
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => app.close());

type RequestLine = {
  msg: string;
  req?: { id: string; method: string; path: string };
  res?: { status: number };
  responseTime?: number;
};

it('logs id, method, path, status and duration of each request, and the id in X-Request-Id', async () => {
  const res = await app.request('/api/user?search=private-term');
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const line = lines.map((text) => JSON.parse(text) as RequestLine).find((entry) => entry.req?.id === id);
  expect(line).toMatchObject({ msg: 'request', req: { method: 'GET', path: '/api/user' }, res: { status: 401 } });
  expect(line?.responseTime).toEqual(anyNumber());
});

it('never logs a body, a password, a token, a cookie or an email', async () => {
  const secretEmail = 'very.private.person@example.com';
  const cookie = await app.signIn();
  await app.request('/api/leads', { method: 'POST', body: validRestLead({ email: secretEmail }) });
  await app.request('/api/login', {
    method: 'POST',
    body: { username: TEST_ADMIN.username, password: 'a-wrong-secret-password' },
  });
  await app.request('/api/marketing-settings/1', {
    method: 'PATCH',
    body: { fb_access_token: 'EAAB-secret-access-token' },
    cookie,
  });
  await app.request(`/api/leads?search=${encodeURIComponent(secretEmail)}`, { cookie });
  const all = lines.join('\n');
  for (const secret of [
    secretEmail,
    TEST_ADMIN.password,
    'a-wrong-secret-password',
    'EAAB-secret-access-token',
    cookie.split('=')[1],
    'Jane Cooper',
  ]) {
    expect(all).not.toContain(secret);
  }
  expect(lines.length).toBeGreaterThanOrEqual(5);
});
