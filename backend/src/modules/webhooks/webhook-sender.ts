import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { useAgent } from 'request-filtering-agent';
import { Webhook } from 'standardwebhooks';

/** the longest silence on the connection */
const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * the longest a whole attempt may take, answer included: a receiver that trickles a byte every few
 * seconds never trips the silence timeout, and would otherwise hold a worker for as long as it likes
 */
const WEBHOOK_DEADLINE_MS = 15_000;
/** at most this much of a response is read; it is never stored or shown */
const MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_ERROR_LENGTH = 300;

export type WebhookMessage = {
  url: string;
  /** the webhook-id: the same on every attempt */
  id: string;
  body: string;
  secret: string;
};

export type AttemptResult = { statusCode: number | null; latencyMs: number; error: string | null; ok: boolean };

/**
 * POSTs one signed message (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature
 * over "id.timestamp.body"). Any 2xx is success. The connection goes through
 * request-filtering-agent unless private addresses are allowed: it checks the address a name
 * resolves to when connecting, so a DNS answer that changes after the URL was saved cannot reach
 * a loopback, private, link-local or metadata address. An attempt not answered in full within
 * `deadlineMs` is cut off and failed (it is retried like any other).
 */
export async function sendWebhook(
  message: WebhookMessage,
  allowPrivate: boolean,
  deadlineMs = WEBHOOK_DEADLINE_MS,
): Promise<AttemptResult> {
  const started = Date.now();
  const now = new Date();
  const signature = new Webhook(message.secret).sign(message.id, now, message.body);
  const url = new URL(message.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const result = await new Promise<{ statusCode: number | null; error: string | null }>((resolve) => {
    let settled = false;
    const settle = (outcome: { statusCode: number | null; error: string | null }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const deadline = setTimeout(() => {
      settle({ statusCode: null, error: `no complete answer within ${deadlineMs / 1000} s` });
      req.destroy();
    }, deadlineMs);
    const req = send(
      url,
      {
        method: 'POST',
        agent: allowPrivate ? undefined : useAgent(message.url),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'AI-Marketing-Agency-Webhooks/1.0',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        const finish = () => settle({ statusCode: res.statusCode ?? null, error: null });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no response within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => settle({ statusCode: null, error: error.message.slice(0, MAX_ERROR_LENGTH) }));
    req.end(message.body);
  });
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  return {
    ...result,
    ok,
    latencyMs: Date.now() - started,
    error: result.error ?? (ok ? null : `the endpoint answered ${result.statusCode}`),
  };
}
