import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { isRejectedText, REJECTED_TEXT_MESSAGE } from '../db/rejected-text';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';

/** A REST failure in the spec's shape: `{ success: false, error, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** a machine-readable reason, answered as `code` beside `error` */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Path ids are positive 32-bit integers; anything else names no record. */
export function pathId(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw new HttpError(404, 'Not found');
  return id;
}

/** The GraphQL error code of a failure answered before Apollo runs (a bad token, a bad body…). */
const GRAPHQL_CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    error instanceof Error &&
    typeof (error as BodyParserError).type === 'string' &&
    typeof (error as BodyParserError).status === 'number'
  );
}

function bodyParserMessage(error: BodyParserError): string {
  switch (error.type) {
    case 'entity.parse.failed':
      return 'Malformed JSON body';
    case 'entity.too.large':
      return 'Request body too large';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'Unsupported body encoding';
    default:
      return 'Bad request';
  }
}

/**
 * Maps errors to status + JSON. Bad input is 4xx with a message a person can act on; anything
 * unexpected is logged with the request id and answered generically.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  let status = 500;
  let body: Record<string, unknown>;
  if (error instanceof InvalidInputError) {
    status = 400;
    body = { success: false, error: error.message, fields: error.fields };
  } else if (error instanceof HttpError) {
    status = error.status;
    body = { success: false, error: error.message, ...(error.code ? { code: error.code } : {}) };
  } else if (error instanceof NotFoundError) {
    status = 404;
    body = { success: false, error: error.message };
  } else if (error instanceof ForbiddenError) {
    status = 403;
    body = { success: false, error: error.message };
  } else if (error instanceof ConflictError) {
    status = 409;
    body = { success: false, error: error.message };
  } else if (isBodyParserError(error) && error.status! >= 400 && error.status! < 500) {
    status = error.status!;
    body = { success: false, error: bodyParserMessage(error) };
  } else if (isRejectedText(error)) {
    status = 400;
    body = { success: false, error: REJECTED_TEXT_MESSAGE };
  } else if (isDatabaseUnavailable(error)) {
    // the database is down or restarting: say so at once; the pool reconnects when it is back
    req.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    status = 503;
    body = { success: false, error: DATABASE_UNAVAILABLE_MESSAGE };
    if (!res.headersSent) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  } else {
    req.log.error({ err: error }, 'unhandled request error');
    body = { success: false, error: 'Internal server error', requestId: String(req.id) };
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // GraphQL clients expect the GraphQL error shape, even for a body the JSON parser refused
  if (req.path === '/graphql') {
    const code = GRAPHQL_CODES[status] ?? 'BAD_REQUEST';
    res.status(status).json({ errors: [{ message: body.error, extensions: { code } }] });
    return;
  }
  res.status(status).json(body);
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: 'Not found' });
};
