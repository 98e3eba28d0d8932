import { GraphQLError } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import { UserRole } from '../auth/user-role';
import { ENROLMENT_REQUIRED_CODE, ENROLMENT_REQUIRED_MESSAGE } from '../http/two-factor-enrolment';
import type { GraphQLContext } from './context';

/**
 * `@Authorized()`: anyone signed in (an admin or an analyst) reads it. `@Authorized(UserRole.ADMIN)`:
 * only an admin runs it; an analyst gets FORBIDDEN. A read-only token's mutations are refused
 * before this (graphql/token-scope.ts).
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => assertAccess(context, roles);

/**
 * `authChecker`'s rule, for a field resolver to check itself: `@Authorized` runs through
 * type-graphql's middleware, which is always async, and a field answered by a promise makes
 * graphql-js finish its whole object through promises (on each of a page's 50 leads).
 */
export function assertAccess(context: GraphQLContext, roles: readonly string[]): true {
  if (!context.user && context.req.enrolmentRequired) {
    throw new GraphQLError(ENROLMENT_REQUIRED_MESSAGE, {
      extensions: { code: ENROLMENT_REQUIRED_CODE, http: { status: 403 } },
    });
  }
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
}
