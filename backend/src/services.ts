import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { AuditLogService } from './modules/audit/audit-log.service';
import { UsersService } from './modules/auth/users.service';
import { SessionsService } from './modules/auth/sessions.service';
import { SecuritySettingsService } from './modules/auth/security-settings.service';
import { TwoFactorService } from './modules/auth/two-factor.service';
import type { SecretBox } from './engine/secret-box';
import { LeadStatsRollup } from './modules/stats/lead-stats-rollup';
import { LeadStatsService } from './modules/stats/lead-stats.service';
import { RevenueStatsService } from './modules/stats/revenue-stats.service';
import { FunnelService } from './modules/funnel/funnel.service';
import { FunnelStatsService } from './modules/stats/funnel-stats.service';
import { ChatConversationsStore } from './modules/chat/chat-conversations.store';
import type { ChatService } from './modules/chat/chat.service';
import { createChatService, type ChatServiceSettings } from './modules/chat/create-chat-service';
import { LeadExportService } from './modules/leads/lead-export.service';
import { LeadIntakeService, type LeadIntakeOptions } from './modules/leads/lead-intake.service';
import type { LeadDetailPart } from './modules/leads';
import { BookingsService, leadBookingsDetail, SchedulingSettingsService } from './modules/bookings';
import { LeadListService } from './modules/leads/lead-list.service';
import { LeadImportsService } from './modules/lead-imports';
import { LeadsService } from './modules/leads/leads.service';
import { MilestonesService } from './modules/milestones/milestones.service';
import { PaymentsService } from './modules/payments/payments.service';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { MarketingSettingsService, SETTINGS_CHANNEL } from './modules/settings/marketing-settings.service';
import type { ChangeFeed } from './engine/db/change-feed';
import type { JobQueue } from './engine/queue/job-queue';
import type { ConversionsApi } from './modules/tracking/conversions-api';
import { LeadConversionsService } from './modules/leads/lead-conversions.service';
import type { AppEventPublisher } from './modules/events/domain-event';
import { NotificationsService, type NotificationsServiceOptions } from './modules/notifications/notifications.service';
import { WebhookDeliveryService } from './modules/webhooks/webhook-delivery.service';
import { WebhookEndpointsService, type WebhooksServiceOptions } from './modules/webhooks/webhook-endpoints.service';
import { DataRightsService } from './modules/privacy/data-rights.service';
import type { RetentionDefaults } from './modules/privacy/retention-periods';
import { RetentionSettingsService } from './modules/privacy/retention-settings.service';
import { RetentionService } from './modules/privacy/retention.service';
import { LeadDuplicatesService } from './modules/duplicates/lead-duplicates.service';
import { LeadMergeService } from './modules/duplicates/lead-merge.service';

/** What the services cache and the change feed tells every instance to forget. */
export const CHANGE_CHANNELS = [SETTINGS_CHANNEL] as const;

/** How recent the retention periods a spoken reply's expiry is computed from must be. */
const RECENT_PERIODS_MAX_AGE_MS = 5000;

/** One instance of each feature's service, shared by the GraphQL and REST adapters. */
export type Services = {
  leads: LeadsService;
  leadIntake: LeadIntakeService;
  leadList: LeadListService;
  leadExport: LeadExportService;
  /** CSV imports of leads */
  leadImports: LeadImportsService;
  milestones: MilestonesService;
  settings: MarketingSettingsService;
  users: UsersService;
  /** where each member is signed in, and ending it */
  sessions: SessionsService;
  /** two-step sign-in with an authenticator app */
  twoFactor: TwoFactorService;
  /** the team's sign-in policy (Settings → Security) */
  securitySettings: SecuritySettingsService;
  apiTokens: ApiTokensService;
  audit: AuditLogService;
  leadStats: LeadStatsService;
  leadStatsRollup: LeadStatsRollup;
  revenueStats: RevenueStatsService;
  /** the public site's daily funnel counters */
  funnel: FunnelService;
  funnelStats: FunnelStatsService;
  conversions: LeadConversionsService;
  payments: PaymentsService;
  chat: ChatService;
  webhooks: WebhookEndpointsService;
  webhookDelivery: WebhookDeliveryService;
  notifications: NotificationsService;
  /** a lead's data: export and erasure */
  dataRights: DataRightsService;
  /** Settings → Data retention */
  retentionSettings: RetentionSettingsService;
  /** the retention purge */
  retention: RetentionService;
  /** calls booked in Calendly and Cal.com */
  bookings: BookingsService;
  /** Settings → Scheduling */
  schedulingSettings: SchedulingSettingsService;
  /** what other modules add to a lead's REST answer */
  leadDetails: readonly LeadDetailPart[];
  /** a lead's possible duplicates */
  leadDuplicates: LeadDuplicatesService;
  /** the merge of two leads of one person */
  leadMerge: LeadMergeService;
};

export type ServiceDeps = {
  dataSource: DataSource;
  logger: Logger;
  conversionsApi: ConversionsApi;
  /** the durable job queue: the Conversions API events are its jobs */
  jobs: JobQueue;
  /** null while no Stripe keys are configured */
  paymentProvider: PaymentProvider | null;
  chat: ChatServiceSettings;
  /** the contact form's spam guard, the spam retention and the clock of reply deadlines */
  leads: LeadIntakeOptions;
  /** records events in the job queue, in the transaction of the change */
  events: AppEventPublisher;
  /** tells every instance that cached data changed */
  changes: ChangeFeed;
  webhooks: WebhooksServiceOptions;
  notifications: NotificationsServiceOptions;
  /** the retention periods' defaults from the environment (the settings win when set) */
  retention: RetentionDefaults;
  /** every module's audit actions (app-modules.ts) */
  auditActions: readonly string[];
  /** the sessions' idle lifetime (a session's last request is its expiry less this) */
  sessionIdleSeconds: number;
  /** seals the authenticator-app secrets */
  twoFactorBox: SecretBox;
  /** the app's clock: two-step sign-in's codes, lock and grace period */
  now: () => Date;
  /** seals the scheduling tools' webhook secrets */
  schedulingBox: SecretBox;
  /** the site's public address: the webhook URLs Settings → Scheduling shows */
  siteUrl: string;
};

export function createServices({
  dataSource,
  logger,
  conversionsApi,
  jobs,
  paymentProvider,
  chat,
  leads,
  events,
  changes,
  webhooks,
  notifications,
  retention,
  auditActions,
  sessionIdleSeconds,
  twoFactorBox,
  now,
  schedulingBox,
  siteUrl,
}: ServiceDeps): Services {
  const audit = new AuditLogService(dataSource, auditActions);
  const securitySettings = new SecuritySettingsService(dataSource, audit, now);
  const retentionSettings = new RetentionSettingsService(dataSource, audit, retention);
  const settings = new MarketingSettingsService(dataSource, audit, changes);
  const conversions = new LeadConversionsService(dataSource, settings, conversionsApi, jobs, logger);
  const chatConversations = new ChatConversationsStore(dataSource);
  const leadList = new LeadListService(dataSource, leads);
  const leadStats = new LeadStatsService(dataSource, leadList, leads.now);
  const payments = new PaymentsService(dataSource, paymentProvider, logger, events);
  // a spoken reply expires after the period in force when it is made
  const chatService = createChatService(dataSource, chatConversations, logger, chat, async () => {
    return (await retentionSettings.recentPeriods(RECENT_PERIODS_MAX_AGE_MS)).chatAudioHours;
  });
  const webhookEndpoints = new WebhookEndpointsService(dataSource, webhooks, audit);
  const webhookDelivery = new WebhookDeliveryService(dataSource, webhookEndpoints, events, logger, webhooks);
  const notificationsService = new NotificationsService(dataSource, notifications, audit);
  const dataRights = new DataRightsService({
    dataSource,
    audit,
    chat: chatService,
    payments,
    events,
    webhooks: webhookDelivery,
    conversions,
    notifications: notificationsService,
    now: leads.now,
  });
  const leadIntake = new LeadIntakeService(dataSource, conversions, chatConversations, logger, leads, events, audit);
  const milestones = new MilestonesService(dataSource, events, audit);
  const schedulingSettings = new SchedulingSettingsService(dataSource, schedulingBox, audit, siteUrl);
  const bookings = new BookingsService(
    dataSource,
    schedulingSettings,
    leadIntake,
    milestones,
    events,
    logger,
    leads.now,
  );
  return {
    leads: new LeadsService(dataSource, leads, events, audit),
    leadIntake,
    leadList,
    leadExport: new LeadExportService(leadList, audit, leads.now),
    leadImports: new LeadImportsService(dataSource, jobs, events, audit),
    leadStats,
    leadStatsRollup: new LeadStatsRollup(dataSource, leadList, leads.now),
    revenueStats: new RevenueStatsService(dataSource),
    milestones,
    funnel: new FunnelService(dataSource, leads.now),
    funnelStats: new FunnelStatsService(dataSource, leadStats),
    settings,
    users: new UsersService(dataSource, audit, changes),
    sessions: new SessionsService(dataSource, audit, changes, sessionIdleSeconds),
    twoFactor: new TwoFactorService(dataSource, audit, twoFactorBox, securitySettings, now),
    securitySettings,
    apiTokens: new ApiTokensService(dataSource, audit),
    audit,
    conversions,
    payments,
    chat: chatService,
    webhooks: webhookEndpoints,
    webhookDelivery,
    notifications: notificationsService,
    dataRights,
    retentionSettings,
    retention: new RetentionService({
      dataSource,
      settings: retentionSettings,
      dataRights,
      chat: chatService,
      audit,
      events,
      now: leads.now,
    }),
    bookings,
    schedulingSettings,
    leadDetails: [leadBookingsDetail(bookings)],
    leadDuplicates: new LeadDuplicatesService(dataSource),
    leadMerge: new LeadMergeService({
      dataSource,
      audit,
      events,
      payments,
      webhooks: webhookDelivery,
      notifications: notificationsService,
      conversions,
      now: leads.now,
    }),
  };
}
