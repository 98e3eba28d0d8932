import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendWebhook } from './webhook-sender';

/**
 * One attempt over real HTTP against receivers that misbehave: a trickle of bytes keeps the
 * connection from ever falling silent, so only the attempt's own deadline can end it.
 */

let server: Server;
let url: string;
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/trickle') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('.'), 100);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
      } else {
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const message = (path: string) => ({
  url: `${url}${path}`,
  id: 'msg_deadline',
  body: '{"type":"test"}',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
});

describe('sendWebhook', () => {
  it('cuts off a receiver that trickles its answer past the deadline, and fails the attempt', async () => {
    const result = await sendWebhook(message('/trickle'), true, 1_000);
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'no complete answer within 1 s' });
    expect(result.latencyMs).toBeGreaterThanOrEqual(1_000);
  });

  it('takes a prompt answer as it is', async () => {
    expect(await sendWebhook(message('/'), true, 1_000)).toMatchObject({ ok: true, statusCode: 204, error: null });
  });
});
