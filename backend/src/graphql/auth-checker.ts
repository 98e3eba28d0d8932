import { GraphQLError } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import { UserRole } from '../modules/auth/user-role';
import type { GraphQLContext } from './context';

/**
 * `@Authorized()`: anyone signed in (an admin or an analyst) reads it. `@Authorized(UserRole.ADMIN)`:
 * only an admin runs it; an analyst gets FORBIDDEN. A read-only token's mutations are refused
 * before this (graphql/token-scope.ts).
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (!context.user) {
    throw new GraphQLError('Access denied! You need to be authenticated to perform this action!', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  if (roles.length > 0 && !roles.includes(context.user.role)) {
    throw new GraphQLError(
      context.user.role === UserRole.ANALYST ? 'An analyst can read but not change anything' : 'Access denied',
      { extensions: { code: 'FORBIDDEN' } },
    );
  }
  return true;
};
