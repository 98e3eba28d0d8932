import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eventually } from '../../test/eventually';
import { startTestApp, type TestApp } from '../../test/start-test-app';

/**
 * A client route's page is answered by the app the first time and replayed afterwards: the same
 * status, headers and bytes, with a request id and a log line of its own, in each encoding; and a
 * settings change (the pages' security policy names the tracking vendors) is in force at once.
 */

const LANDING_HTML = `<!doctype html><html><head><title>Landing</title></head><body><h1>${'Growth that compounds. '.repeat(60)}</h1></body></html>`;
const PRIVACY_HTML =
  '<!doctype html><html><head><title>Privacy</title></head><body><h1>Privacy Policy</h1></body></html>';

let app: TestApp;
let webDir: string;
let admin: string;
const logLines: string[] = [];

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'page-replay-'));
  writeFileSync(path.join(webDir, 'index.html'), LANDING_HTML);
  writeFileSync(path.join(webDir, 'shell.html'), '<!doctype html><html><head></head><body></body></html>');
  mkdirSync(path.join(webDir, 'privacy'));
  writeFileSync(path.join(webDir, 'privacy', 'index.html'), PRIVACY_HTML);
  app = await startTestApp({
    env: { WEB_DIR: webDir, LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void logLines.push(line) },
  });
  admin = await app.signIn();
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A GET through node:http, so that only the given headers go (fetch would ask for and decode compression itself). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(app.url + pathname, { method, headers: { accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answerHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') answerHeaders[name] = value;
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutPerResponse = ({ 'x-request-id': _id, date: _date, ...headers }: Record<string, string>) => headers;

type LogLine = { msg: string; req?: { id: string; path: string }; res?: { status: number } };
const requestLines = (id: string) =>
  logLines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'request' && line.req?.id === id);

describe('page replay', () => {
  it.each<[string, Record<string, string>]>([
    ['plain', {}],
    ['brotli', { 'accept-encoding': 'br' }],
  ])(
    'answers a page again (%s) with the same status, headers and bytes, a new request id and its own log line',
    async (_name, headers) => {
      const first = await get('/?utm_source=newsletter', headers);
      const again = await get('/', headers);
      const third = await get('/', headers);
      expect(first.status).toBe(200);
      for (const answer of [again, third]) {
        expect(answer.status).toBe(200);
        expect(withoutPerResponse(answer.headers)).toEqual(withoutPerResponse(first.headers));
        expect(answer.body.equals(first.body)).toBe(true);
      }
      const html =
        headers['accept-encoding'] === 'br' ? brotliDecompressSync(again.body).toString() : again.body.toString();
      expect(html).toContain('Growth that compounds.');
      const ids = [first, again, third].map((answer) => answer.headers['x-request-id']);
      expect(new Set(ids).size).toBe(3);
      // the app logs when the answer is handed to the socket, which may be after the client has it
      await eventually(() => {
        for (const id of ids) {
          const lines = requestLines(id);
          expect(lines).toHaveLength(1);
          expect(lines[0]).toMatchObject({ req: { path: '/' }, res: { status: 200 } });
        }
      });
    },
  );

  it('keeps each page apart: /privacy is not the landing page', async () => {
    await get('/privacy');
    const privacy = await get('/privacy');
    expect(privacy.body.toString()).toContain('Privacy Policy');
    expect((await get('/')).body.toString()).toContain('Growth that compounds.');
  });

  it('leaves to the app a client that does not take HTML, a conditional GET and a HEAD', async () => {
    const page = await get('/');
    await get('/');
    const json = await get('/', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toMatch(/json/);
    const conditional = await get('/', { 'if-none-match': page.headers.etag });
    expect(conditional.status).toBe(304);
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('forgets what it kept when the settings change the pages’ security policy', async () => {
    const scriptSources = async () =>
      (await get('/')).headers['content-security-policy'].split(';').find((d) => d.trim().startsWith('script-src'));
    await scriptSources();
    expect(await scriptSources()).not.toContain('googletagmanager');
    const set = (input: Record<string, unknown>) =>
      app.graphql(
        'mutation ($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { id } }',
        { input },
        admin,
      );
    await set({ gaEnabled: true, gaMeasurementId: 'G-REPLAY1' });
    expect(await scriptSources()).toContain('https://www.googletagmanager.com');
    expect(await scriptSources()).toContain('https://www.googletagmanager.com');
    await set({ gaEnabled: false });
    expect(await scriptSources()).not.toContain('googletagmanager');
  });
});
