import { startTestApp, type TestApp } from '../test/start-test-app';

/** A session ends after its idle lifetime without a request, and after its absolute lifetime whatever happens. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { SESSION_IDLE_SECONDS: '2', SESSION_ABSOLUTE_SECONDS: '4' } });
});
afterAll(() => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const signedIn = async (cookie: string) => (await app.request('/api/user', { cookie })).status === 200;

it('ends a session left unused for the idle lifetime', async () => {
  const cookie = await app.signIn();
  expect(await signedIn(cookie)).toBe(true);
  await sleep(3200); // the store keeps expiry times in whole seconds
  expect(await signedIn(cookie)).toBe(false);
});

it('keeps an active session past the idle lifetime, and ends it at the absolute lifetime', async () => {
  const cookie = await app.signIn();
  const seen: boolean[] = [];
  for (let i = 0; i < 3; i += 1) {
    await sleep(1000);
    seen.push(await signedIn(cookie)); // each request renews the idle lifetime
  }
  expect(seen).toEqual([true, true, true]);
  await sleep(1500); // 4.5 s after sign-in, used a second ago
  expect(await signedIn(cookie)).toBe(false);
  // the server-side session is gone, not just refused
  const sid = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).slice(2).split('.')[0];
  expect(await app.dataSource.query('SELECT sid FROM "session" WHERE sid = $1', [sid])).toEqual([]);
});
