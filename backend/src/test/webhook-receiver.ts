import { Webhook } from 'standardwebhooks';
import { startFakeServer } from './fake-server';

/** One POST the receiver got, verified with the standardwebhooks package. */
type ReceivedWebhook = {
  id: string;
  timestamp: number;
  type: string;
  /** the message's timestamp field (when the event happened) */
  occurredAt: string;
  data: Record<string, unknown>;
  body: string;
  receivedAt: number;
};

export type WebhookReceiver = {
  url: string;
  /** every verified message, in arrival order (retries included) */
  received: ReceivedWebhook[];
  /** requests whose signature did not verify */
  rejected: number;
  /** the HTTP status the next requests get (a failing receiver) */
  answerWith(status: number): void;
  /** the secret signatures are checked against (a new one after a rotation) */
  useSecret(secret: string): void;
  close(): Promise<void>;
};

/**
 * A webhook receiver as a customer would write one: it verifies every request with the
 * reference library (standardwebhooks) before trusting it, answers 401 to a bad signature and
 * 204 to a good one (or the status a test asks for). On `port`, or a free one.
 */
export async function startWebhookReceiver(secret: string | null = null, port = 0): Promise<WebhookReceiver> {
  let verifier = secret ? new Webhook(secret) : null;
  let status = 204;
  const receiver: WebhookReceiver = {
    url: '',
    close: () => Promise.resolve(),
    received: [],
    rejected: 0,
    answerWith(next) {
      status = next;
    },
    useSecret(next) {
      verifier = new Webhook(next);
    },
  };
  const server = await startFakeServer((req, res, body) => {
    const headers = {
      'webhook-id': String(req.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
    };
    try {
      if (!verifier) throw new Error('no secret yet');
      const message = verifier.verify(body, headers) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      };
      if (status >= 200 && status < 300) {
        receiver.received.push({
          id: headers['webhook-id'],
          timestamp: Number(headers['webhook-timestamp']),
          type: message.type,
          occurredAt: message.timestamp,
          data: message.data,
          body,
          receivedAt: Date.now(),
        });
      }
      res.writeHead(status).end();
    } catch {
      receiver.rejected += 1;
      res.writeHead(401).end();
    }
  }, port);
  receiver.url = server.url;
  receiver.close = server.close;
  return receiver;
}
