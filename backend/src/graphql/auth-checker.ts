import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from './context';

/** Every `@Authorized()` field needs a signed-in admin (the only role there is). */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => context.user !== null;
