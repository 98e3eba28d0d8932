import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ApiTokensService } from './api-tokens/api-tokens.service';
import { AuditLogService, type AuditLogOptions } from './audit/audit-log.service';
import { UsersService } from './auth/users.service';
import { LeadStatsService } from './stats/lead-stats.service';
import { RevenueStatsService } from './stats/revenue-stats.service';
import { ChatConversationsStore } from './chat/chat-conversations.store';
import type { ChatService } from './chat/chat.service';
import { createChatService, type ChatServiceSettings } from './chat/create-chat-service';
import { LeadsService, type LeadsServiceOptions } from './leads/leads.service';
import { MilestonesService } from './milestones/milestones.service';
import { PaymentsService } from './payments/payments.service';
import type { PaymentProvider } from './payments/payment-provider';
import { MarketingSettingsService } from './settings/marketing-settings.service';
import type { ConversionsApi } from './tracking/conversions-api';
import { LeadConversionsService } from './tracking/lead-conversions.service';
import type { EventPublisher } from './events/event-publisher';
import { NotificationsService, type NotificationsServiceOptions } from './notifications/notifications.service';
import { WebhooksService, type WebhooksServiceOptions } from './webhooks/webhooks.service';

/** One instance of each feature's service, shared by the GraphQL and REST adapters. */
export type Services = {
  leads: LeadsService;
  milestones: MilestonesService;
  settings: MarketingSettingsService;
  users: UsersService;
  apiTokens: ApiTokensService;
  audit: AuditLogService;
  leadStats: LeadStatsService;
  revenueStats: RevenueStatsService;
  conversions: LeadConversionsService;
  payments: PaymentsService;
  chat: ChatService;
  webhooks: WebhooksService;
  notifications: NotificationsService;
};

export type ServiceDeps = {
  dataSource: DataSource;
  logger: Logger;
  conversionsApi: ConversionsApi;
  /** null while no Stripe keys are configured */
  paymentProvider: PaymentProvider | null;
  chat: ChatServiceSettings;
  /** the contact form's spam guard, the spam retention and the clock of reply deadlines */
  leads: LeadsServiceOptions;
  /** records events in the job queue, in the transaction of the change */
  events: EventPublisher;
  webhooks: WebhooksServiceOptions;
  notifications: NotificationsServiceOptions;
  audit: AuditLogOptions;
};

export function createServices({
  dataSource,
  logger,
  conversionsApi,
  paymentProvider,
  chat,
  leads,
  events,
  webhooks,
  notifications,
  audit: auditOptions,
}: ServiceDeps): Services {
  const audit = new AuditLogService(dataSource, auditOptions);
  const settings = new MarketingSettingsService(dataSource, audit);
  const conversions = new LeadConversionsService(settings, conversionsApi, logger);
  const chatConversations = new ChatConversationsStore(dataSource);
  const leadsService = new LeadsService(dataSource, conversions, chatConversations, logger, leads, events, audit);
  return {
    leads: leadsService,
    leadStats: new LeadStatsService(dataSource, leadsService, leads.now),
    revenueStats: new RevenueStatsService(dataSource),
    milestones: new MilestonesService(dataSource, events, audit),
    settings,
    users: new UsersService(dataSource, audit),
    apiTokens: new ApiTokensService(dataSource, audit),
    audit,
    conversions,
    payments: new PaymentsService(dataSource, paymentProvider, logger, events),
    chat: createChatService(dataSource, chatConversations, logger, chat),
    webhooks: new WebhooksService(dataSource, events, logger, webhooks, audit),
    notifications: new NotificationsService(dataSource, notifications, audit),
  };
}
