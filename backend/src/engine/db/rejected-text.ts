/**
 * PostgreSQL cannot store a NUL character (U+0000) in text: it refuses the query with SQLSTATE
 * 22021 (character_not_in_repertoire) or, inside JSON, 22P05 (untranslatable_character). That is
 * the client's bad input, not a fault of ours: the REST error mapper and the GraphQL error
 * formatter answer it with 400, and nothing was stored (the statement failed).
 */
export const REJECTED_TEXT_MESSAGE = 'Text must not contain NUL (\\u0000) characters.';

const SQLSTATES = new Set(['22021', '22P05']);

type MaybeDriverError = { code?: unknown; driverError?: unknown; cause?: unknown };

export function isRejectedText(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, driverError, cause } = error as MaybeDriverError;
  if (typeof code === 'string' && SQLSTATES.has(code)) return true;
  return isRejectedText(driverError, depth + 1) || isRejectedText(cause, depth + 1);
}
