import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ChatResolver } from '../modules/chat/chat.resolver';
import { LeadsResolver } from '../modules/leads/leads.resolver';
import { MilestonesResolver } from '../modules/milestones/milestones.resolver';
import { OrdersResolver } from '../modules/payments/orders.resolver';
import { MarketingSettingsResolver } from '../modules/settings/marketing-settings.resolver';
import { validateInstance } from '../validation';
import { authChecker } from './auth-checker';

export const resolvers = [
  AuthResolver,
  LeadsResolver,
  MilestonesResolver,
  MarketingSettingsResolver,
  OrdersResolver,
  ChatResolver,
] as const;

/** Built once per process: the resolvers are stateless and read services from the context. */
export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: true,
    // the same trim-then-validate as the REST adapters, with the same error (BAD_USER_INPUT + fields)
    validateFn: async (argValue) => {
      if (argValue !== null && typeof argValue === 'object' && !Array.isArray(argValue))
        await validateInstance(argValue);
    },
  });
}
