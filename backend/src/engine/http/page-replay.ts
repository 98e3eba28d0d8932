import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import accepts from 'accepts';
import type { Logger } from 'pino';
import type { ChangeFeed } from '../db/change-feed';
import { negotiateEncoding } from './compression';
import { logRequest } from './request-log';

/** headers that belong to one response, not to the page */
const PER_RESPONSE = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'set-cookie']);
/** most answers kept: a page in each of its encodings */
const MAX_KEPT = 200;

type KeptPage = { headers: string[]; body: Buffer };

/**
 * The client routes' pages replayed without Express. The first GET of a page, in each encoding,
 * goes through the app as any request does (request log, security headers, the page itself); the
 * app marks the answer as the page's (web-app.ts), and its headers and bytes are kept. A later GET
 * of that page in that encoding, from a browser that accepts HTML and asks no conditional question,
 * gets the same headers and bytes straight from node:http, with its own request id and log line:
 * the landing page's answer cost about twice the CPU through Express's router and middleware.
 *
 * Only the pages' security policy can change while the app runs (it names the tracking vendors the
 * settings turn on): everything kept is forgotten on every change the change feed announces, a page
 * whose request began before a change is not kept, nor one whose policy was built without the
 * settings (the database away), and nothing is kept while the feed cannot hear changes.
 */
export function pageReplay(
  app: RequestListener,
  options: { logger: Logger; changes: ChangeFeed; channels: readonly string[] },
): RequestListener {
  const kept = new Map<string, KeptPage>();
  // bumped by every change: a page whose request began before the last change may have read the
  // settings before it, so it is answered but not kept (else it would outlive the change)
  let generation = 0;
  for (const channel of options.channels) {
    options.changes.subscribe(channel, () => {
      generation += 1;
      kept.clear();
    });
  }

  const keep = (key: string, res: ServerResponse & { locals?: Record<string, unknown> }) => {
    const begun = generation;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [body] = args;
      if (
        generation === begun &&
        res.locals?.replayablePage === true &&
        res.locals.policyFromSettings === true &&
        res.statusCode === 200 &&
        Buffer.isBuffer(body)
      ) {
        const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
          PER_RESPONSE.has(name) || value === undefined
            ? []
            : (Array.isArray(value) ? value : [String(value)]).flatMap((one) => [name, one]),
        );
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, { headers, body });
      }
      return end(...args);
    }) as ServerResponse['end'];
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const { headers } = req;
    if (
      req.method !== 'GET' ||
      !options.changes.live() ||
      headers['if-none-match'] !== undefined ||
      headers['if-modified-since'] !== undefined
    ) {
      app(req, res);
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    const key = `${negotiateEncoding(req) ?? 'identity'} ${path}`;
    const page = kept.get(key);
    if (!page) {
      keep(key, res);
      app(req, res);
      return;
    }
    if (!accepts(req).type('html')) {
      app(req, res);
      return;
    }
    const started = Date.now();
    const id = randomUUID();
    res.writeHead(200, [...page.headers, 'x-request-id', id]);
    res.end(page.body);
    logRequest(options.logger, { id, method: 'GET', path }, 200, started);
  };
}
