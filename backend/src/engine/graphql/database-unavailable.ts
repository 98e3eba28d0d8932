import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';

/**
 * While the database is unreachable a GraphQL answer says so with HTTP 503 and Retry-After, as the
 * REST API does; the error itself reads SERVICE_UNAVAILABLE (format-error.ts).
 */
export function databaseUnavailablePlugin(): ApolloServerPlugin {
  const listener: GraphQLRequestListener<BaseContext> = {
    didEncounterErrors({ errors, response }) {
      if (errors.some((error) => isDatabaseUnavailable(unwrapResolverError(error)))) {
        response.http.status = 503;
        response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      return Promise.resolve();
    },
  };
  return { requestDidStart: () => Promise.resolve(listener) };
}
