import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type GraphRequest = { method: string; path: string; body: Record<string, unknown> };

export type FakeGraphApi = {
  url: string;
  requests: GraphRequest[];
  /** how the next requests are answered */
  mode: 'ok' | 'error' | 'hang';
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A local stand-in for Meta's Graph API `POST /{version}/{pixel}/events`, answering as Meta does. */
export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const fake: FakeGraphApi = { url: '', requests: [], mode: 'ok', close: async () => undefined };
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    fake.requests.push({ method: req.method ?? '', path: req.url ?? '', body });
    if (fake.mode === 'hang') return; // never answers
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } }));
      return;
    }
    const events = Array.isArray(body.data) ? body.data.length : 0;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ events_received: events, messages: [], fbtrace_id: 'AbCdEfGh123' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
