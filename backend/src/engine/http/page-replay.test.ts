import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { eventually } from '../../test/eventually';
import { startTestApp, type TestApp } from '../../test/start-test-app';
import type { ChangeFeed } from '../db/change-feed';
import { pageReplay } from './page-replay';

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
});

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

  it('never keeps a policy older than the settings: 200 changes while 20 clients ask for the page', async () => {
    const set = (input: Record<string, unknown>) =>
      app.graphql(
        'mutation ($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { id } }',
        { input },
        admin,
      );
    let toggling = true;
    const clients = Array.from({ length: 20 }, async () => {
      let answers = 0;
      while (toggling || answers === 0) {
        expect((await get('/')).status).toBe(200);
        answers += 1;
      }
    });
    for (let i = 0; i < 200; i++) {
      const changed = await set(i % 2 === 0 ? { gaEnabled: true, gaMeasurementId: 'G-REPLAY2' } : { gaEnabled: false });
      expect(changed.errors).toBeUndefined();
    }
    toggling = false;
    await Promise.all(clients);
    // a HEAD is never replayed: the app builds its policy from the settings in force. Every
    // instance hears the last change through the change feed, this one included, at once or soon.
    await eventually(async () => {
      const fresh = (await get('/', {}, 'HEAD')).headers['content-security-policy'];
      expect((await get('/')).headers['content-security-policy']).toBe(fresh);
      expect((await get('/')).headers['content-security-policy']).toBe(fresh);
    });
  });
});

describe('a page built across a change', () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('is answered as built but not kept: the next request gets the policy in force', async () => {
    let announce = () => {};
    const changes = {
      subscribe: (_channel: string, listener: () => void) => {
        announce = listener;
      },
      live: () => true,
    } as unknown as ChangeFeed;
    let policy = 'script-src old';
    let finishFirst = () => {};
    const firstFinished = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let built = 0;
    // the app reads the policy when the request begins and answers when told (the first time)
    const app: RequestListener = (_req, res) => {
      const read = policy;
      built += 1;
      const answer = () => {
        Object.assign(res, { locals: { replayablePage: true, policyFromSettings: true } });
        res.setHeader('content-security-policy', read);
        res.end(Buffer.from('<h1>page</h1>'));
      };
      if (built === 1) void firstFinished.then(answer);
      else answer();
    };
    server = createServer(pageReplay(app, { logger: pino({ level: 'silent' }), changes, channels: ['settings'] }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const policyOf = async () =>
      (await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })).headers.get(
        'content-security-policy',
      );

    const first = policyOf();
    await eventually(() => expect(built).toBe(1));
    policy = 'script-src new';
    announce();
    finishFirst();
    expect(await first).toBe('script-src old');
    expect(await policyOf()).toBe('script-src new');
    expect(await policyOf()).toBe('script-src new');
    expect(built).toBe(2);
  });

  it('is not kept when its policy was built without the settings (the database away)', async () => {
    let built = 0;
    const app: RequestListener = (_req, res) => {
      built += 1;
      Object.assign(res, { locals: { replayablePage: true } });
      res.setHeader('content-security-policy', 'script-src fallback');
      res.end(Buffer.from('<h1>page</h1>'));
    };
    const changes = { subscribe: () => {}, live: () => true } as unknown as ChangeFeed;
    server = createServer(pageReplay(app, { logger: pino({ level: 'silent' }), changes, channels: ['settings'] }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    for (let i = 0; i < 3; i++) await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(built).toBe(3);
  });
});
