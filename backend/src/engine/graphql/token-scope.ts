import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { ApiTokenScope } from '../auth/api-token-scope';
import type { GraphQLContext } from './context';

/** A read-only API token runs queries only: any mutation is refused before it runs (403). */
export function tokenScopePlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation({ contextValue, operation }) {
          if (
            operation?.operation === OperationTypeNode.MUTATION &&
            contextValue.user?.token?.scope === ApiTokenScope.READ
          ) {
            return Promise.reject(
              new GraphQLError('This API token can only read: use a WRITE token to change anything', {
                extensions: { code: 'FORBIDDEN', http: { status: 403 } },
              }),
            );
          }
          return Promise.resolve();
        },
      }),
  };
}
