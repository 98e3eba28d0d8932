import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** this request's id, also sent back in X-Request-Id */
    id: string;
    /** a logger whose lines carry this request's id, method and path */
    log: Logger;
  }
}

/**
 * One log line per request: id, method, path (no query string: it may carry a search term or an
 * email), status and duration. Never a body, a cookie or a header. `req.log` (for the error
 * handler's lines) is made on first use: pino-http made a child logger, serialising the request,
 * for every request, which cost the landing page about a tenth of its CPU time.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = Date.now();
    const id = randomUUID();
    res.setHeader('X-Request-Id', id);
    const summary: RequestSummary = { id, method: req.method, path: req.url.split('?')[0] };
    let child: Logger | undefined;
    req.id = id;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ req: summary })),
    });
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      logRequest(logger, summary, res.statusCode, started, res.locals[EXPECTED_STATE] === true);
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

export type RequestSummary = { id: string; method: string; path: string };

const EXPECTED_STATE = 'answersConfigurationState';

/**
 * Marks a 5xx answer as the server's configured state (card payments not set up), not a fault:
 * its line is logged at info, so every visit to such a page does not raise an error.
 */
export function answersConfigurationState(res: Response): void {
  res.locals[EXPECTED_STATE] = true;
}

/** A request's one line: errors (5xx) at error level, unless the answer is a configuration state; the rest at info. */
export function logRequest(
  logger: Logger,
  summary: RequestSummary,
  status: number,
  started: number,
  configurationState = false,
): void {
  const line = { req: summary, res: { status }, responseTime: Date.now() - started };
  const lines = lineLogger(logger);
  if (status >= 500 && !configurationState) lines.error(line, 'request failed');
  else lines.info(line, 'request');
}

const lineLoggers = new WeakMap<Logger, Logger>();

/**
 * The logger of request lines: the app's, without its redaction. A line holds only the fields
 * above, none of which redaction names (it matches keys such as `password`, never values), and
 * walking each line for them was about a thirtieth of the landing page's CPU time.
 */
function lineLogger(logger: Logger): Logger {
  let lines = lineLoggers.get(logger);
  if (!lines) {
    lines = logger.child({}, { redact: [] });
    lineLoggers.set(logger, lines);
  }
  return lines;
}
