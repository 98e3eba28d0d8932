import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/start-test-app';

/** A booking URL carrying `</script>`: the injected config must stay inert JSON. */
const BOOKING_URL = 'https://cal.example/agency/30min?ref=</script><script>alert(1)</script>';
const INDEX_HTML =
  '<!doctype html><html><head><title>Agency</title></head><body><div id="root">shell</div></body></html>';
const PRIVACY_HTML =
  '<!doctype html><html><head><title>Privacy</title></head><body><h1>Privacy Policy</h1></body></html>';

let app: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'web-app-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDir, 'privacy'));
  writeFileSync(path.join(webDir, 'privacy', 'index.html'), PRIVACY_HTML);
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log("app");');
  app = await startTestApp({ env: { WEB_DIR: webDir, BOOKING_URL } });
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

async function get(
  pathname: string,
  accept = BROWSER_ACCEPT,
): Promise<{ status: number; type: string; text: string; headers: Headers }> {
  const res = await fetch(app.url + pathname, { headers: { accept } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
    headers: res.headers,
  };
}

/** The JSON inside `<script id="app-config" type="application/json">`, parsed. */
function appConfig(html: string): unknown {
  const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no app-config tag');
  return JSON.parse(match[1]);
}

describe('client routes', () => {
  it.each([
    '/',
    '/leads',
    '/leads/lifecycle',
    '/leads/lifecycle/5',
    '/leads/spam',
    '/leads/import',
    '/orders',
    '/settings',
    '/settings/webhooks',
    '/settings/scheduling',
    '/settings/security',
    '/account/two-factor',
    '/login',
    '/checkout',
    '/payment-success',
    '/leads/',
  ])('%s answers 200 HTML with the runtime config injected into the head', async (pathname) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="root">shell</div>');
    expect(res.text).toMatch(/<script id="app-config" type="application\/json">.*<\/script><\/head>/s);
    expect(appConfig(res.text)).toMatchObject({ bookingUrl: BOOKING_URL });
  });

  it('is not cached by the browser without revalidation', async () => {
    expect((await get('/leads')).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the config inert: a </script> inside it cannot close the tag', async () => {
    const res = await get('/');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text.match(/<script/g)).toHaveLength(1);
  });

  it('serves a prerendered page for its route, with the config', async () => {
    const res = await get('/privacy');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Privacy Policy</h1>');
    expect(appConfig(res.text)).toMatchObject({ bookingUrl: BOOKING_URL });
  });
});

describe('unknown pages', () => {
  it.each(['/no-such-page', '/leads/lifecycle/5/extra', '/leadsx', '/settings/no-such-section'])(
    '%s answers 404 HTML (the app shows its not-found page)',
    async (pathname) => {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(res.type).toMatch(/^text\/html/);
      expect(appConfig(res.text)).toMatchObject({ bookingUrl: BOOKING_URL });
    },
  );

  it('an unknown /api path answers a JSON 404, even to a browser', async () => {
    const res = await get('/api/no-such');
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toEqual({ success: false, error: 'Not found' });
  });

  it('a client route requested as JSON is not answered with HTML', async () => {
    const res = await get('/leads', 'application/json');
    expect(res.type).not.toMatch(/html/);
    expect(res.text).not.toContain('<html');
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});

describe('assets', () => {
  it('are served with long-lived immutable caching', async () => {
    const res = await get('/assets/main-abc123.js', '*/*');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("app");');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
  });

  it('a missing asset answers 404', async () => {
    const res = await get('/assets/missing-000.js', '*/*');
    expect(res.status).toBe(404);
  });
});
