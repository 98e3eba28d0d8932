import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { ApiTokensResolver } from '../../modules/api-tokens/api-tokens.resolver';
import { AuditResolver } from '../../modules/audit/audit.resolver';
import { AuthResolver } from '../../modules/auth/auth.resolver';
import { LeadStatsResolver, RevenueStatsResolver } from '../../modules/stats/stats.resolver';
import { UsersResolver } from '../../modules/auth/users.resolver';
import { ChatResolver } from '../../modules/chat/chat.resolver';
import { LeadsResolver } from '../../modules/leads/leads.resolver';
import { MilestonesResolver } from '../../modules/milestones/milestones.resolver';
import { OrdersResolver } from '../../modules/payments/orders.resolver';
import type { Services } from '../../services';
import { MarketingSettingsResolver } from '../../modules/settings/marketing-settings.resolver';
import { NotificationsResolver } from '../../modules/notifications/notifications.resolver';
import { WebhooksResolver } from '../../modules/webhooks/webhooks.resolver';
import { PrivacyResolver } from '../../modules/privacy/privacy.resolver';
import { isJsonObject, validateInstance } from '../validation';
import { authChecker } from './auth-checker';

const RESOLVERS = [
  AuthResolver,
  UsersResolver,
  ApiTokensResolver,
  AuditResolver,
  LeadStatsResolver,
  RevenueStatsResolver,
  LeadsResolver,
  MilestonesResolver,
  MarketingSettingsResolver,
  OrdersResolver,
  ChatResolver,
  NotificationsResolver,
  WebhooksResolver,
  PrivacyResolver,
] as const;

type InstancesOf<Classes extends readonly unknown[]> = {
  -readonly [K in keyof Classes]: Classes[K] extends abstract new (...args: never[]) => infer Instance
    ? Instance
    : never;
};
type ResolverInstances = InstancesOf<typeof RESOLVERS>;

/** Each resolver, handed only the services it uses. */
function resolverInstances(services: Services): ResolverInstances {
  return [
    new AuthResolver(services.users),
    new UsersResolver(services.users),
    new ApiTokensResolver(services.apiTokens),
    new AuditResolver(services.audit),
    new LeadStatsResolver(services.leadStats),
    new RevenueStatsResolver(services.revenueStats),
    new LeadsResolver(services.leads),
    new MilestonesResolver(services.milestones),
    new MarketingSettingsResolver(services.settings),
    new OrdersResolver(services.payments, services.leads),
    new ChatResolver(services.chat),
    new NotificationsResolver(services.notifications),
    new WebhooksResolver(services.webhooks),
    new PrivacyResolver(services.dataRights, services.retentionSettings),
  ];
}

/** type-graphql asks this for the object that resolves a class's fields. */
function resolverContainer(services: Services | null): ContainerType {
  const instances: readonly object[] | null = services ? resolverInstances(services) : null;
  return {
    get(resolverClass: unknown): object {
      const index = RESOLVERS.findIndex((known) => known === resolverClass);
      const instance = instances?.[index];
      if (!instance) throw new Error('this schema was built without services: it can be printed, not run');
      return instance;
    },
  };
}

/**
 * The API's schema, built once per app around its services. Without services (null) it serves
 * only to print the SDL.
 */
export function createSchema(services: Services | null): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    container: resolverContainer(services),
    authChecker,
    validate: true,
    // the same trim-then-validate as the REST adapters, with the same error (BAD_USER_INPUT + fields)
    validateFn: async (argValue) => {
      // an input object, not a scalar that parses to an object (a DateTimeISO is a Date)
      if (isJsonObject(argValue) && !(argValue instanceof Date)) await validateInstance(argValue);
    },
  });
}
