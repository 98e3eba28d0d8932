import { startFakeServer, type FakeServer } from './fake-server';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** One POST a path received: verified (its signature checked out with that path's secret) or rejected. */
type EndpointRequest = {
  path: string;
  verified: boolean;
  /** the webhook-id header */
  id: string;
  /** the message's type and data, when verified */
  type: string | null;
  data: Record<string, unknown> | null;
};

/**
 * Webhook receivers for the browser tests, in a process of their own: each path (`/hooks/a`,
 * `/hooks/b`, …) is a receiver of its own (startWebhookReceiver, which verifies signatures with
 * the standardwebhooks package), so each test's endpoint has its own secret. Test-only routes,
 * never recorded:
 * - `PUT /__fake/secret?path=/hooks/a` with the whsec_ secret as the body: what the admin copies
 *   into the receiver; until then every delivery to that path is rejected (401);
 * - `GET /__fake/requests`: every POST so far, in arrival order.
 */
export async function startFakeWebhookEndpoints(): Promise<FakeServer> {
  const receivers = new Map<string, WebhookReceiver>();
  const requests: EndpointRequest[] = [];

  const receiverAt = async (path: string): Promise<WebhookReceiver> => {
    let receiver = receivers.get(path);
    if (!receiver) {
      receiver = await startWebhookReceiver();
      receivers.set(path, receiver);
    }
    return receiver;
  };

  const server = await startFakeServer(async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/__fake/requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
      return;
    }
    if (req.method === 'PUT' && url.pathname === '/__fake/secret') {
      (await receiverAt(url.searchParams.get('path') ?? '/')).useSecret(body.trim());
      res.writeHead(204).end();
      return;
    }
    // a delivery: the path's receiver verifies it and answers, and that answer goes back as is
    const receiver = await receiverAt(url.pathname);
    const before = receiver.received.length;
    const answer = await fetch(receiver.url, {
      method: 'POST',
      headers: {
        'content-type': String(req.headers['content-type'] ?? 'application/json'),
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      },
      body,
    });
    const message = receiver.received.length > before ? receiver.received[receiver.received.length - 1] : null;
    requests.push({
      path: url.pathname,
      verified: message !== null,
      id: String(req.headers['webhook-id'] ?? ''),
      type: message?.type ?? null,
      data: message?.data ?? null,
    });
    res.writeHead(answer.status).end();
  });

  return {
    url: server.url,
    close: async () => {
      await Promise.all([...receivers.values()].map((receiver) => receiver.close()));
      await server.close();
    },
  };
}
