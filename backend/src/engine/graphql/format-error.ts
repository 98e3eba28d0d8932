import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { isRejectedText, REJECTED_TEXT_MESSAGE } from '../db/rejected-text';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';

/**
 * Turns the services' errors into GraphQL errors with `extensions.code`, and hides everything
 * unexpected behind a generic message (logged in full on the server).
 */
export function createFormatError(logger: Logger, exposeStack: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
    if (original instanceof InvalidInputError) {
      return { ...base, message: original.message, extensions: { code: 'BAD_USER_INPUT', fields: original.fields } };
    }
    if (original instanceof NotFoundError)
      return { ...base, message: original.message, extensions: { code: 'NOT_FOUND' } };
    if (original instanceof ForbiddenError)
      return { ...base, message: original.message, extensions: { code: 'FORBIDDEN' } };
    if (original instanceof ConflictError)
      return { ...base, message: original.message, extensions: { code: 'CONFLICT' } };
    if (isRejectedText(original))
      return { ...base, message: REJECTED_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } };
    // the HTTP status is 503 then too (graphql/database-unavailable.ts)
    if (isDatabaseUnavailable(original))
      return { ...base, message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    const code = formatted.extensions?.code;
    if (original instanceof GraphQLError || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) {
      if (exposeStack) return formatted;
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL resolver error');
    return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
