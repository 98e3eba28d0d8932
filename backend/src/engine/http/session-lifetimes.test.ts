import { startTestApp, TEST_ADMIN, type TestApp } from '../../test/start-test-app';

/** A session ends after its idle lifetime without a request, and after its absolute lifetime whatever happens. */
let app: TestApp;

beforeAll(async () => {
  // Only Date is faked, and it runs on with real time: the lifetimes are judged by it
  // (express-session, the session store and its cache), and the test moves it on by whole
  // lifetimes at once. The lifetimes are long enough that a slow request cannot use them up: no
  // check depends on how fast the machine is. The app's timers and I/O run as usual.
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  app = await startTestApp({ env: { SESSION_IDLE_SECONDS: '20', SESSION_ABSOLUTE_SECONDS: '40' } });
});
afterAll(async () => {
  await app.close();
  jest.useRealTimers();
});

/** the clock jumps `ms` ahead; nothing waits */
const timePasses = (ms: number) => jest.setSystemTime(Date.now() + ms);
const signedIn = async (cookie: string) => (await app.request('/api/user', { cookie })).status === 200;

it('ends a session left unused for the idle lifetime', async () => {
  const cookie = await app.signIn();
  expect(await signedIn(cookie)).toBe(true);
  timePasses(21_000);
  expect(await signedIn(cookie)).toBe(false);
});

it('keeps an active session past the idle lifetime, and ends it at the absolute lifetime', async () => {
  const cookie = await app.signIn();
  const seen: boolean[] = [];
  for (let i = 0; i < 3; i += 1) {
    timePasses(10_000);
    seen.push(await signedIn(cookie)); // each request renews the idle lifetime
  }
  expect(seen).toEqual([true, true, true]);
  timePasses(15_000); // 45 s after sign-in, used 15 s ago
  expect(await signedIn(cookie)).toBe(false);
  // the server-side session is gone, not just refused
  const sid = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    .slice(2)
    .split('.')[0];
  expect(await app.dataSource.query('SELECT sid FROM "session" WHERE sid = $1', [sid])).toEqual([]);
});

describe('the Secure flag', () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => behindProxy.close());

  const login = (target: TestApp, headers: Record<string, string> = {}) =>
    target.request('/api/login', { method: 'POST', body: TEST_ADMIN, headers });

  it('is set when the request came over HTTPS through a trusted proxy', async () => {
    expect((await login(behindProxy, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie')).toMatch(
      /;\s*Secure/i,
    );
    expect((await login(behindProxy)).headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });

  it('renews the stored expiry at most once a minute, not on every request, while the session stays valid', async () => {
    const cookie = await login(behindProxy).then((res) => res.headers.get('set-cookie')!.split(';')[0]);
    const sid = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
      .slice(2)
      .split('.')[0];
    const expiry = async () =>
      (
        await behindProxy.dataSource.query<{ expire: Date }[]>('SELECT expire FROM "session" WHERE sid = $1', [sid])
      )[0]?.expire.getTime();
    const first = await expiry();
    for (let i = 0; i < 3; i += 1) {
      timePasses(1100); // the store keeps whole seconds: each request would move the expiry on
      expect((await behindProxy.request('/api/user', { cookie })).status).toBe(200);
    }
    expect(await expiry()).toBe(first);
  });

  it('is not set from a forwarded header the app was not told to trust, so no cookie is lost over plain HTTP', async () => {
    const res = await login(app, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });
});
