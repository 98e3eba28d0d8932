import type { DatabaseSchema } from './engine/db/data-source';
import { createSchema } from './engine/graphql/schema';
import type { ModuleDefinition } from './engine/module';
import { MIGRATIONS } from './migrations';
import { apiTokensModule } from './modules/api-tokens';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { bookingsModule } from './modules/bookings';
import { funnelModule } from './modules/funnel';
import { chatModule } from './modules/chat';
import { duplicatesModule } from './modules/duplicates';
import { leadsModule } from './modules/leads';
import { leadImportsModule } from './modules/lead-imports';
import { milestonesModule } from './modules/milestones';
import { notificationsModule } from './modules/notifications';
import { paymentsModule } from './modules/payments';
import { privacyModule } from './modules/privacy';
import { settingsModule } from './modules/settings';
import { statsModule } from './modules/stats';
import { webhooksModule } from './modules/webhooks';
import type { Services } from './services';

/**
 * The composition root's list of the app's features: the one place a new module is added. Their
 * REST routes are mounted in this order.
 */
export const MODULES: readonly ModuleDefinition<Services>[] = [
  authModule,
  apiTokensModule,
  auditModule,
  statsModule,
  leadsModule,
  leadImportsModule,
  milestonesModule,
  settingsModule,
  paymentsModule,
  chatModule,
  notificationsModule,
  webhooksModule,
  privacyModule,
  bookingsModule,
  funnelModule,
  duplicatesModule,
];

/** What the database holds: every module's entities, and the migrations. */
export const DATABASE_SCHEMA: DatabaseSchema = {
  entities: MODULES.flatMap((module) => module.entities ?? []),
  migrations: MIGRATIONS,
};

/** The GraphQL schema from every module's resolvers; without services (null) it can be printed, not run. */
export function appSchema(services: Services | null) {
  return createSchema(
    MODULES.flatMap((module) => module.resolvers ?? []),
    services,
  );
}
