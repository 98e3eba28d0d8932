import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../test/start-test-app';

/**
 * The layout `npm run build:web` produces: "/" prerendered into index.html, the other public
 * pages in <path>/index.html, the not-found page in 404/index.html, Vite's empty page kept as
 * shell.html, and `.br`/`.gz` twins beside the assets.
 */
const LANDING_HTML =
  '<!doctype html><html><head><title>Landing</title></head><body><div id="root"><h1>Landing page</h1></div></body></html>';
const SHELL_HTML = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const PRIVACY_HTML =
  '<!doctype html><html><head><title>Privacy</title></head><body><div id="root"><h1>Privacy Policy</h1></div></body></html>';
const NOT_FOUND_HTML =
  '<!doctype html><html><head><title>404</title></head><body><div id="root"><h1>404 Page Not Found</h1></div></body></html>';
const SCRIPT = `export const greeting = "${'hello '.repeat(400)}";`;
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /leads\n\nSitemap: https://agency.example/sitemap.xml\n';
const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://agency.example/</loc></url></urlset>';

let app: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'web-app-prerendered-'));
  writeFileSync(path.join(webDir, 'index.html'), LANDING_HTML);
  writeFileSync(path.join(webDir, 'shell.html'), SHELL_HTML);
  for (const [folder, html] of [
    ['privacy', PRIVACY_HTML],
    ['404', NOT_FOUND_HTML],
  ] as const) {
    mkdirSync(path.join(webDir, folder));
    writeFileSync(path.join(webDir, folder, 'index.html'), html);
  }
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(webDir, 'assets', 'main-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(webDir, 'robots.txt'), ROBOTS);
  writeFileSync(path.join(webDir, 'sitemap.xml'), SITEMAP);
  app = await startTestApp({ env: { WEB_DIR: webDir } });
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with exactly these headers (fetch would add and undo Accept-Encoding by itself). */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(app.url + pathname, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const HTML = { accept: 'text/html' };

describe('prerendered pages', () => {
  it('sends the prerendered landing page for /', async () => {
    const res = await rawGet('/', HTML);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<h1>Landing page</h1>');
  });

  it('sends /privacy its page without redirecting to /privacy/', async () => {
    const res = await rawGet('/privacy', HTML);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<h1>Privacy Policy</h1>');
  });

  it.each(['/auth', '/leads', '/checkout'])(
    'sends the empty app shell, not the landing page, for %s',
    async (pathname) => {
      const res = await rawGet(pathname, HTML);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<title>Shell</title>');
      expect(res.body.toString()).not.toContain('Landing page');
    },
  );

  it.each(['/no-such-page', '/404'])(
    'answers %s with the prerendered not-found page and status 404',
    async (pathname) => {
      const res = await rawGet(pathname, HTML);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toString()).toContain('<h1>404 Page Not Found</h1>');
    },
  );
});

describe('compression', () => {
  it('sends HTML with Brotli when the browser accepts it, else gzip, else plain', async () => {
    const br = await rawGet('/', { ...HTML, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('<h1>Landing page</h1>');

    const gzip = await rawGet('/', { ...HTML, 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<h1>Landing page</h1>');

    const plain = await rawGet('/', HTML);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<h1>Landing page</h1>');
  });

  it('keeps the status of a compressed not-found page', async () => {
    const res = await rawGet('/missing', { ...HTML, 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(brotliDecompressSync(res.body).toString()).toContain('404 Page Not Found');
  });

  it('serves the prebuilt .br and .gz twins of an asset with its own content type and caching', async () => {
    const br = await rawGet('/assets/main-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet('/assets/main-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('prefers Brotli only as much as the browser does', async () => {
    const res = await rawGet('/assets/main-abc123.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('does not let an encoded path escape the web folder', async () => {
    const res = await rawGet('/assets/..%2f..%2fetc%2fpasswd.js', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('root:');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt as plain text', async () => {
    const res = await rawGet('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.toString()).toBe(ROBOTS);
  });

  it('serves sitemap.xml as XML', async () => {
    const res = await rawGet('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/xml/);
    expect(res.body.toString()).toBe(SITEMAP);
  });
});
