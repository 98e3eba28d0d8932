import { DataSource } from 'typeorm';
import { Lead } from '../../modules/leads/lead.entity';
import { LeadMilestoneRecord } from '../../modules/milestones/lead-milestone.entity';
import { MarketingSettingsRecord } from '../../modules/settings/marketing-settings.entity';
import { User } from '../../modules/auth/user.entity';
import { ChatAudio } from '../../modules/chat/chat-audio.entity';
import { ChatConversation } from '../../modules/chat/chat-conversation.entity';
import { Order } from '../../modules/payments/order.entity';
import { ProcessedStripeEvent } from '../../modules/payments/stripe-event.entity';
import { InitialSchema1763769600000 } from '../../migrations/1763769600000-InitialSchema';
import { LeadListIndexes1763856000000 } from '../../migrations/1763856000000-LeadListIndexes';
import { Payments1763942400000 } from '../../migrations/1763942400000-Payments';
import { ChatAssistant1764028800000 } from '../../migrations/1764028800000-ChatAssistant';
import { LeadFilterCoveringIndexes1764115200000 } from '../../migrations/1764115200000-LeadFilterCoveringIndexes';
import { SharedRateLimits1764201600000 } from '../../migrations/1764201600000-SharedRateLimits';
import { LeadSpamAttributionReplies1764288000000 } from '../../migrations/1764288000000-LeadSpamAttributionReplies';
import { Notifications1764374400000 } from '../../migrations/1764374400000-Notifications';
import { TeamRolesTokensAudit1764460800000 } from '../../migrations/1764460800000-TeamRolesTokensAudit';
import { LeadConsent1764547200000 } from '../../migrations/1764547200000-LeadConsent';
import { DataRightsRetention1764633600000 } from '../../migrations/1764633600000-DataRightsRetention';
import { LeadStatsRollup1764720000000 } from '../../migrations/1764720000000-LeadStatsRollup';
import { LeadViewCounts1764806400000 } from '../../migrations/1764806400000-LeadViewCounts';
import { DashboardWeeksRevenueIndex1764892800000 } from '../../migrations/1764892800000-DashboardWeeksRevenueIndex';
import { LeadServiceInterestWebsite1764979200000 } from '../../migrations/1764979200000-LeadServiceInterestWebsite';
import { OrderCustomer1765065600000 } from '../../migrations/1765065600000-OrderCustomer';
import { ApiToken } from '../../modules/api-tokens/api-token.entity';
import { AuditEvent } from '../../modules/audit/audit-event.entity';
import { RetentionSettingsRecord } from '../../modules/privacy/retention-settings.entity';
import { EmailDelivery } from '../../modules/notifications/email-delivery.entity';
import { NotificationSettings } from '../../modules/notifications/notification-settings.entity';
import { WebhookAttempt } from '../../modules/webhooks/webhook-attempt.entity';
import { WebhookDelivery } from '../../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../../modules/webhooks/webhook-endpoint.entity';
import { useFastTimestamptz } from './timestamptz';

const entities = [
  Lead,
  LeadMilestoneRecord,
  MarketingSettingsRecord,
  User,
  Order,
  ProcessedStripeEvent,
  ChatConversation,
  ChatAudio,
  NotificationSettings,
  EmailDelivery,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  ApiToken,
  AuditEvent,
  RetentionSettingsRecord,
];
export const migrations = [
  InitialSchema1763769600000,
  LeadListIndexes1763856000000,
  Payments1763942400000,
  ChatAssistant1764028800000,
  LeadFilterCoveringIndexes1764115200000,
  SharedRateLimits1764201600000,
  LeadSpamAttributionReplies1764288000000,
  Notifications1764374400000,
  TeamRolesTokensAudit1764460800000,
  LeadConsent1764547200000,
  DataRightsRetention1764633600000,
  LeadStatsRollup1764720000000,
  LeadViewCounts1764806400000,
  DashboardWeeksRevenueIndex1764892800000,
  LeadServiceInterestWebsite1764979200000,
  OrderCustomer1765065600000,
];

const POOL_SIZE = 10;

/**
 * How long a request may wait for a database connection (a free one from the pool, or a new one)
 * before it fails: while the database is unreachable the API answers 503 quickly instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 2000;
/**
 * How long the app waits for one query's answer by default: a connection whose peer vanished
 * silently (a network partition) fails instead of hanging, while an export's or a bulk job's
 * honest long query still has room. Migrations run without it (see database.ts).
 */
export const QUERY_TIMEOUT_MS = 15_000;

export type DataSourceOptions = {
  poolSize?: number;
  /** client-side limit on each query's answer; null: none */
  queryTimeoutMs?: number | null;
};

export function createDataSource(
  url: string,
  { poolSize = POOL_SIZE, queryTimeoutMs = null }: DataSourceOptions = {},
): DataSource {
  useFastTimestamptz();
  return new DataSource({
    type: 'postgres',
    url,
    // USER is unset on some machines; the pg driver would otherwise send an empty user name
    username: new URL(url).username || 'postgres',
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(queryTimeoutMs === null ? {} : { query_timeout: queryTimeoutMs }),
      // notices a dead peer on an idle connection sooner than the system default of two hours
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // the app's queries take milliseconds: compiling one with LLVM (PostgreSQL's JIT, when the
      // planner's estimate is high, e.g. the dashboard's joins at a million leads) took 40 ms more;
      // and the dashboard's year of paid orders, grouped by bucket and product, spilled its sort to
      // disk at the default 4 MB of working memory (51 ms, hashed in 16 MB: 38 ms)
      options: '-c jit=off -c work_mem=16MB',
    },
  });
}
