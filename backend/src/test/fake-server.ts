import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequestHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

export type FakeServer = { url: string; close: () => Promise<void> };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An HTTP server on a free local port for a fake third-party API. The handler gets each request
 * with its whole body; a handler that fails answers 500, so a fake's own bug shows as a failing
 * API rather than as a request that never ends.
 */
export async function startFakeServer(handle: FakeRequestHandler, port = 0): Promise<FakeServer> {
  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => handle(req, res, body))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`fake server failed: ${String(error)}`);
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
