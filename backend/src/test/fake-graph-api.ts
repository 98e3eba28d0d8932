import { startFakeServer, type FakeRequestHandler } from './fake-server';

/**
 * A request as received, the status it was answered with (null: never answered), and whether the
 * caller gave up on it (closed the connection before an answer: its timeout)
 */
type GraphRequest = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  status: number | null;
  abandoned: boolean;
};

export type FakeGraphApi = {
  url: string;
  requests: GraphRequest[];
  /** how the next requests are answered */
  mode: 'ok' | 'error' | 'hang';
  close(): Promise<void>;
};

/** A local stand-in for Meta's Graph API `POST /{version}/{pixel}/events`, answering as Meta does. */
export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const fake: FakeGraphApi = { url: '', requests: [], mode: 'ok', close: () => Promise.resolve() };
  const handle: FakeRequestHandler = (req, res, text) => {
    // inspection for tests in another process; not part of Meta's API and not recorded
    if (req.method === 'GET' && req.url === '/__fake/requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fake.requests));
      return;
    }
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    const request: GraphRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      body,
      status: null,
      abandoned: false,
    };
    fake.requests.push(request);
    res.on('close', () => {
      if (!res.writableFinished) request.abandoned = true;
    });
    if (fake.mode === 'hang') return; // never answers
    if (fake.mode === 'error') {
      request.status = 500;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } }));
      return;
    }
    const events = Array.isArray(body.data) ? body.data.length : 0;
    request.status = 200;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ events_received: events, messages: [], fbtrace_id: 'AbCdEfGh123' }));
  };
  Object.assign(fake, await startFakeServer(handle));
  return fake;
}
