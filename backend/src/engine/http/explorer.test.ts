import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/start-test-app';

/** What a browser sends when someone types /graphql in the address bar. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const EXPLORER_HTML =
  '<!doctype html><html><head><title>GraphQL explorer</title></head><body><div id="graphiql"></div></body></html>';

let app: TestApp;
let webDir: string;
let cookie: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'explorer-web-'));
  writeFileSync(path.join(webDir, 'graphiql.html'), EXPLORER_HTML);
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  app = await startTestApp({ env: { WEB_DIR: webDir } });
  cookie = await app.signIn();
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

async function openInBrowser(withCookie?: string): Promise<Response> {
  const headers: Record<string, string> = { accept: BROWSER_ACCEPT };
  if (withCookie) headers.cookie = withCookie;
  return fetch(`${app.url}/graphql`, { headers, redirect: 'manual' });
}

describe('GET /graphql in a browser', () => {
  it('sends an anonymous visitor to the sign-in page', async () => {
    const res = await openInBrowser();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?next=%2Fgraphql');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('graphiql');
  });

  it('sends a visitor with a forged or expired session cookie to the sign-in page', async () => {
    const res = await openInBrowser('connect.sid=s%3Anot-a-session.forged');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?next=%2Fgraphql');
  });

  it('shows the explorer to a signed-in admin', async () => {
    const res = await openInBrowser(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    expect(await res.text()).toBe(EXPLORER_HTML);
  });

  it("sends the built page's own address to /graphql, so the sign-in check cannot be skipped", async () => {
    const res = await fetch(`${app.url}/graphiql.html`, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/graphql');
  });

  it('answers HEAD like GET', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'HEAD',
      headers: { accept: BROWSER_ACCEPT },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
  });
});

describe('GraphQL clients at /graphql are untouched', () => {
  it('runs a POSTed query', async () => {
    const res = await app.graphql<{ __typename: string }>('{ __typename }');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ __typename: 'Query' });
  });

  it('keeps the admin-only data behind the session when POSTed from the explorer', async () => {
    const anonymous = await app.graphql('{ leads(first: 1) { totalCount } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await app.graphql<{ leads: { totalCount: number } }>(
      '{ leads(first: 1) { totalCount } }',
      undefined,
      cookie,
    );
    expect(admin.errors).toBeUndefined();
    expect(typeof admin.data?.leads.totalCount).toBe('number');
  });

  it('passes a GET that accepts JSON to Apollo', async () => {
    const res = await app.request('/graphql?query=%7B__typename%7D', {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('passes a browser GET that carries a query to Apollo', async () => {
    const res = await app.request('/graphql?query=%7B__typename%7D', {
      headers: { accept: BROWSER_ACCEPT, 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('"__typename":"Query"');
  });

  it('passes a GET with no query and Accept */* to Apollo, not to the sign-in page', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      headers: { accept: '*/*', 'apollo-require-preflight': 'true' },
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });
});
