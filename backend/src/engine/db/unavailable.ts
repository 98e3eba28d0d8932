/**
 * Recognises the errors that mean "the database cannot be reached right now" (it is down,
 * restarting, refusing connections, or too slow to answer), as opposed to a bug or bad input.
 * The REST error mapper and the GraphQL error formatter answer these with 503, and the pool
 * reconnects by itself once the database is back.
 */

/** what to tell the client; the details stay in the log */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** how long a client should wait before trying again (seconds) */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** socket errors on the way to the database */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), admin/crash shutdown, "the database system is
 * starting up / shutting down", too many connections, and a query cancelled by a timeout.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** what node-postgres and its pool say when a connection breaks or a time limit passes */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Query read timeout$/,
  // TypeORM's runner after its connection broke mid-transaction (the commit was never sent)
  /^Query runner already released/,
];

type MaybeDriverError = {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
  thrownValue?: unknown;
};

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, driverError, cause, errors, thrownValue } = error as MaybeDriverError;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || SQLSTATES.has(code)))
    return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // TypeORM wraps the driver's error; pg-pool chains the socket error as the cause; a host name
  // with several addresses fails with an AggregateError; graphql-js wraps what a resolver threw
  // that is not an Error of its realm (a socket's error, under Jest's module sandbox) as NonErrorThrown
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return (
    isDatabaseUnavailable(driverError, depth + 1) ||
    isDatabaseUnavailable(cause, depth + 1) ||
    isDatabaseUnavailable(thrownValue, depth + 1)
  );
}
