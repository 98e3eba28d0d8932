/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from './schema';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { SkipToken } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type * from './schema';
export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: boolean };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, current: boolean, createdAt: string | null, lastSeenAt: string, ip: string | null, userAgent: string | null }> };

export type EndSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndSessionMutation = { endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: number };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { twoFactorStatus: { enabled: boolean, recoveryCodesLeft: number } };

export type BeginTwoFactorSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTwoFactorSetupMutation = { beginTwoFactorSetup: { secret: string, otpauthUrl: string, qrCodeSvg: string } };

export type ConfirmTwoFactorSetupMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorSetupMutation = { confirmTwoFactorSetup: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  password: string;
  code: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

export type LeadCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadCountsQuery = { leadCounts: { overdue: number, spam: number } };

export type ApiTokenFieldsFragment = { id: number, name: string, scope: Types.ApiTokenScope, tokenHint: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: number, name: string, scope: Types.ApiTokenScope, tokenHint: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: Types.CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: number, name: string, scope: Types.ApiTokenScope, tokenHint: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: number, name: string, scope: Types.ApiTokenScope, tokenHint: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null } };

export type AuditEventFieldsFragment = { id: number, at: string, actorId: number | null, actorUsername: string | null, action: string, targetType: string | null, targetId: string | null, ip: string | null, details: string, redactedAt: string | null };

export type AuditEventsQueryVariables = Exact<{
  filter?: Types.AuditEventFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditEventsQuery = { auditEvents: { totalCount: number, nodes: Array<{ id: number, at: string, actorId: number | null, actorUsername: string | null, action: string, targetType: string | null, targetId: string | null, ip: string | null, details: string, redactedAt: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AuditFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditFilterOptionsQuery = { auditActions: Array<string>, users: Array<{ id: number, username: string }> };

export type DemoCredentialsQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoCredentialsQuery = { demoCredentials: { username: string, password: string } | null };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { twoFactorRequired: boolean, user: { id: number, username: string, role: Types.UserRole, mustEnrolTwoFactor: boolean } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, username: string, role: Types.UserRole, mustEnrolTwoFactor: boolean } | null };

export type VerifyTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type VerifyTwoFactorMutation = { verifyTwoFactor: { id: number, username: string, role: Types.UserRole, mustEnrolTwoFactor: boolean } };

export type LeadChatConversationsQueryVariables = Exact<{
  leadId: number;
}>;


export type LeadChatConversationsQuery = { leadChatConversations: Array<{ id: number, provider: string, createdAt: string, updatedAt: string, messages: Array<{ role: string, content: string, at: string, provider: string | null }> }> };

export type CreateLeadMutationVariables = Exact<{
  input: Types.CreateLeadInput;
}>;


export type CreateLeadMutation = { createLead: { id: number, name: string, email: string, phone: string | null, company: string | null, businessType: string | null, companySize: string | null, annualRevenue: string | null, clientValue: string | null, marketingNeeds: string | null, serviceInterest: string | null, companyWebsite: string | null, timeline: string | null, budget: string | null, source: string | null, message: string | null, createdAt: string } };

export type LeadRowFieldsFragment = { id: number, name: string, email: string, phone: string | null, company: string | null, businessType: string | null, companySize: string | null, timeline: string | null, createdAt: string, replyDueAt: string, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, spamReason: string | null, submissionCount: number, hasPossibleDuplicates: boolean };

export type LeadsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: Types.LeadFilter | null | undefined;
  sort?: Types.LeadSort | null | undefined;
}>;


export type LeadsQuery = { leads: { totalCount: number, totalCountIsEstimate: boolean, nodes: Array<{ id: number, name: string, email: string, phone: string | null, company: string | null, businessType: string | null, companySize: string | null, timeline: string | null, createdAt: string, replyDueAt: string, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, spamReason: string | null, submissionCount: number, hasPossibleDuplicates: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MarkLeadNotSpamMutationVariables = Exact<{
  id: number;
}>;


export type MarkLeadNotSpamMutation = { markLeadNotSpam: { id: number, name: string, email: string, phone: string | null, company: string | null, businessType: string | null, companySize: string | null, timeline: string | null, createdAt: string, replyDueAt: string, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, spamReason: string | null, submissionCount: number, hasPossibleDuplicates: boolean } };

export type DeleteLeadMutationVariables = Exact<{
  id: number;
}>;


export type DeleteLeadMutation = { deleteLead: boolean };

export type LifecycleLeadFieldsFragment = { id: number, name: string, email: string, phone: string | null, company: string | null, businessType: string | null, companySize: string | null, annualRevenue: string | null, clientValue: string | null, marketingNeeds: string | null, serviceInterest: string | null, companyWebsite: string | null, timeline: string | null, budget: string | null, source: string | null, message: string | null, createdAt: string, replyDueAt: string, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, firstTouch: { source: string | null, medium: string | null, campaign: string | null, term: string | null, content: string | null, referrer: string | null, landingPath: string | null, at: string | null, gclid: string | null, fbclid: string | null } | null, lastTouch: { source: string | null, medium: string | null, campaign: string | null, term: string | null, content: string | null, referrer: string | null, landingPath: string | null, at: string | null, gclid: string | null, fbclid: string | null } | null, bookings: Array<{ id: number, provider: Types.BookingProvider, status: Types.BookingStatus, startTime: string, endTime: string, timezone: string | null, eventName: string | null, cancelUrl: string | null, rescheduleUrl: string | null, heldAt: string | null }>, submissions: Array<{ id: number, createdAt: string, answers: Record<string, unknown>, touch: { source: string | null, campaign: string | null } | null }>, possibleDuplicates: Array<{ id: number, name: string, email: string, phone: string | null, company: string | null, createdAt: string }> };

export type LeadSubmissionFieldsFragment = { id: number, createdAt: string, answers: Record<string, unknown>, touch: { source: string | null, campaign: string | null } | null };

export type DuplicateLeadFieldsFragment = { id: number, name: string, email: string, phone: string | null, company: string | null, createdAt: string };

export type LeadBookingFieldsFragment = { id: number, provider: Types.BookingProvider, status: Types.BookingStatus, startTime: string, endTime: string, timezone: string | null, eventName: string | null, cancelUrl: string | null, rescheduleUrl: string | null, heldAt: string | null };

export type TouchFieldsFragment = { source: string | null, medium: string | null, campaign: string | null, term: string | null, content: string | null, referrer: string | null, landingPath: string | null, at: string | null, gclid: string | null, fbclid: string | null };

export type LeadMilestoneFieldsFragment = { id: number | null, leadId: number, milestoneId: string, title: string, description: string, completed: boolean, completedAt: string | null, completedBy: string | null };

export type LifecycleLeadQueryVariables = Exact<{
  id: number;
}>;


export type LifecycleLeadQuery = { lead: { id: number, name: string, email: string, phone: string | null, company: string | null, businessType: string | null, companySize: string | null, annualRevenue: string | null, clientValue: string | null, marketingNeeds: string | null, serviceInterest: string | null, companyWebsite: string | null, timeline: string | null, budget: string | null, source: string | null, message: string | null, createdAt: string, replyDueAt: string, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, firstTouch: { source: string | null, medium: string | null, campaign: string | null, term: string | null, content: string | null, referrer: string | null, landingPath: string | null, at: string | null, gclid: string | null, fbclid: string | null } | null, lastTouch: { source: string | null, medium: string | null, campaign: string | null, term: string | null, content: string | null, referrer: string | null, landingPath: string | null, at: string | null, gclid: string | null, fbclid: string | null } | null, bookings: Array<{ id: number, provider: Types.BookingProvider, status: Types.BookingStatus, startTime: string, endTime: string, timezone: string | null, eventName: string | null, cancelUrl: string | null, rescheduleUrl: string | null, heldAt: string | null }>, submissions: Array<{ id: number, createdAt: string, answers: Record<string, unknown>, touch: { source: string | null, campaign: string | null } | null }>, possibleDuplicates: Array<{ id: number, name: string, email: string, phone: string | null, company: string | null, createdAt: string }> } | null };

export type LeadMilestonesQueryVariables = Exact<{
  leadId: number;
}>;


export type LeadMilestonesQuery = { leadMilestones: Array<{ id: number | null, leadId: number, milestoneId: string, title: string, description: string, completed: boolean, completedAt: string | null, completedBy: string | null }> };

export type CompleteNextMilestoneMutationVariables = Exact<{
  leadId: number;
}>;


export type CompleteNextMilestoneMutation = { completeNextMilestone: { completed: { id: number | null, leadId: number, milestoneId: string, title: string, description: string, completed: boolean, completedAt: string | null, completedBy: string | null } | null, milestones: Array<{ id: number | null, leadId: number, milestoneId: string, title: string, description: string, completed: boolean, completedAt: string | null, completedBy: string | null }> } };

export type ResetLeadTimelineMutationVariables = Exact<{
  leadId: number;
}>;


export type ResetLeadTimelineMutation = { resetLeadTimeline: Array<{ id: number | null, leadId: number, milestoneId: string, title: string, description: string, completed: boolean, completedAt: string | null, completedBy: string | null }> };

export type MarkLeadContactedMutationVariables = Exact<{
  id: number;
}>;


export type MarkLeadContactedMutation = { markLeadContacted: { id: number, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, replyDueAt: string } };

export type UndoLeadContactedMutationVariables = Exact<{
  id: number;
  firstResponseAt: string;
}>;


export type UndoLeadContactedMutation = { undoLeadContacted: { id: number, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, replyDueAt: string } };

export type UndoLeadTimelineResetMutationVariables = Exact<{
  leadId: number;
  completed: Array<Types.CompletedMilestoneInput> | Types.CompletedMilestoneInput;
}>;


export type UndoLeadTimelineResetMutation = { undoLeadTimelineReset: Array<{ id: number | null, leadId: number, milestoneId: string, title: string, description: string, completed: boolean, completedAt: string | null, completedBy: string | null }> };

export type MergeLeadsMutationVariables = Exact<{
  targetId: number;
  sourceId: number;
}>;


export type MergeLeadsMutation = { mergeLeads: { id: number, name: string, email: string, phone: string | null, company: string | null, businessType: string | null, companySize: string | null, annualRevenue: string | null, clientValue: string | null, marketingNeeds: string | null, serviceInterest: string | null, companyWebsite: string | null, timeline: string | null, budget: string | null, source: string | null, message: string | null, createdAt: string, replyDueAt: string, firstResponseAt: string | null, replyStatus: Types.ReplyStatus, firstTouch: { source: string | null, medium: string | null, campaign: string | null, term: string | null, content: string | null, referrer: string | null, landingPath: string | null, at: string | null, gclid: string | null, fbclid: string | null } | null, lastTouch: { source: string | null, medium: string | null, campaign: string | null, term: string | null, content: string | null, referrer: string | null, landingPath: string | null, at: string | null, gclid: string | null, fbclid: string | null } | null, bookings: Array<{ id: number, provider: Types.BookingProvider, status: Types.BookingStatus, startTime: string, endTime: string, timezone: string | null, eventName: string | null, cancelUrl: string | null, rescheduleUrl: string | null, heldAt: string | null }>, submissions: Array<{ id: number, createdAt: string, answers: Record<string, unknown>, touch: { source: string | null, campaign: string | null } | null }>, possibleDuplicates: Array<{ id: number, name: string, email: string, phone: string | null, company: string | null, createdAt: string }> } };

export type NotificationSettingsFieldsFragment = { recipients: Array<string>, newLead: boolean, replyOverdue: boolean, paymentReceived: boolean, emailEnabled: boolean };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { notificationSettings: { recipients: Array<string>, newLead: boolean, replyOverdue: boolean, paymentReceived: boolean, emailEnabled: boolean } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: Types.UpdateNotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings: { recipients: Array<string>, newLead: boolean, replyOverdue: boolean, paymentReceived: boolean, emailEnabled: boolean } };

export type EmailDeliveryFieldsFragment = { id: number, kind: string, recipients: Array<string>, subject: string, status: Types.DeliveryStatus, attemptCount: number, lastError: string | null, createdAt: string, sentAt: string | null };

export type EmailDeliveriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type EmailDeliveriesQuery = { emailDeliveries: { totalCount: number, nodes: Array<{ id: number, kind: string, recipients: Array<string>, subject: string, status: Types.DeliveryStatus, attemptCount: number, lastError: string | null, createdAt: string, sentAt: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OrderRowFieldsFragment = { id: number, productId: string, productName: string, amountCents: number, currency: string, status: Types.OrderStatus, paymentMethodType: string | null, cardBrand: string | null, cardLast4: string | null, customerName: string | null, customerEmail: string | null, customerLeadId: number | null, failureReason: string | null, createdAt: string };

export type OrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OrdersQuery = { orders: { totalCount: number, nodes: Array<{ id: number, productId: string, productName: string, amountCents: number, currency: string, status: Types.OrderStatus, paymentMethodType: string | null, cardBrand: string | null, cardLast4: string | null, customerName: string | null, customerEmail: string | null, customerLeadId: number | null, failureReason: string | null, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ExportLeadDataQueryVariables = Exact<{
  id: number;
}>;


export type ExportLeadDataQuery = { exportLeadData: Record<string, unknown> };

export type EraseLeadMutationVariables = Exact<{
  id: number;
  confirmEmail: string;
}>;


export type EraseLeadMutation = { eraseLead: { leadId: number, conversations: number, ordersAnonymised: number } };

export type RetentionSettingsFieldsFragment = { leadsWithoutDiscoveryCallDays: number | null, spamDays: number, unlinkedChatDays: number, chatAudioHours: number, auditDays: number, updatedAt: string | null, defaults: { leadsWithoutDiscoveryCallDays: number | null, spamDays: number, unlinkedChatDays: number, chatAudioHours: number, auditDays: number }, limits: Array<{ field: string, label: string, unit: string, min: number, max: number }> };

export type RetentionSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionSettingsQuery = { retentionSettings: { leadsWithoutDiscoveryCallDays: number | null, spamDays: number, unlinkedChatDays: number, chatAudioHours: number, auditDays: number, updatedAt: string | null, defaults: { leadsWithoutDiscoveryCallDays: number | null, spamDays: number, unlinkedChatDays: number, chatAudioHours: number, auditDays: number }, limits: Array<{ field: string, label: string, unit: string, min: number, max: number }> } };

export type UpdateRetentionSettingsMutationVariables = Exact<{
  input: Types.UpdateRetentionSettingsInput;
}>;


export type UpdateRetentionSettingsMutation = { updateRetentionSettings: { leadsWithoutDiscoveryCallDays: number | null, spamDays: number, unlinkedChatDays: number, chatAudioHours: number, auditDays: number, updatedAt: string | null, defaults: { leadsWithoutDiscoveryCallDays: number | null, spamDays: number, unlinkedChatDays: number, chatAudioHours: number, auditDays: number }, limits: Array<{ field: string, label: string, unit: string, min: number, max: number }> } };

export type MarketingSettingsFieldsFragment = { id: number, gaEnabled: boolean, gaMeasurementId: string | null, fbCapiEnabled: boolean, fbPixelId: string | null, requireConsent: boolean, fbAccessTokenSet: boolean, fbAccessTokenMasked: string | null };

export type MarketingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketingSettingsQuery = { marketingSettings: { id: number, gaEnabled: boolean, gaMeasurementId: string | null, fbCapiEnabled: boolean, fbPixelId: string | null, requireConsent: boolean, fbAccessTokenSet: boolean, fbAccessTokenMasked: string | null } };

export type UpdateMarketingSettingsMutationVariables = Exact<{
  input: Types.UpdateMarketingSettingsInput;
}>;


export type UpdateMarketingSettingsMutation = { updateMarketingSettings: { id: number, gaEnabled: boolean, gaMeasurementId: string | null, fbCapiEnabled: boolean, fbPixelId: string | null, requireConsent: boolean, fbAccessTokenSet: boolean, fbAccessTokenMasked: string | null } };

export type SchedulingSettingsFieldsFragment = { calendlyConfigured: boolean, calendlySigningKeyMasked: string | null, calendlyWebhookUrl: string, calendlyLastEventAt: string | null, calConfigured: boolean, calWebhookSecretMasked: string | null, calWebhookUrl: string, calLastEventAt: string | null };

export type SchedulingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SchedulingSettingsQuery = { schedulingSettings: { calendlyConfigured: boolean, calendlySigningKeyMasked: string | null, calendlyWebhookUrl: string, calendlyLastEventAt: string | null, calConfigured: boolean, calWebhookSecretMasked: string | null, calWebhookUrl: string, calLastEventAt: string | null } };

export type UpdateSchedulingSettingsMutationVariables = Exact<{
  input: Types.UpdateSchedulingSettingsInput;
}>;


export type UpdateSchedulingSettingsMutation = { updateSchedulingSettings: { calendlyConfigured: boolean, calendlySigningKeyMasked: string | null, calendlyWebhookUrl: string, calendlyLastEventAt: string | null, calConfigured: boolean, calWebhookSecretMasked: string | null, calWebhookUrl: string, calLastEventAt: string | null } };

export type SecuritySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecuritySettingsQuery = { securitySettings: { requireTwoFactor: boolean, gracePeriodDays: number, enrolmentDeadline: string | null } };

export type UpdateSecuritySettingsMutationVariables = Exact<{
  input: Types.SecuritySettingsInput;
}>;


export type UpdateSecuritySettingsMutation = { updateSecuritySettings: { requireTwoFactor: boolean, gracePeriodDays: number, enrolmentDeadline: string | null } };

export type DashboardStatsQueryVariables = Exact<{
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  interval: Types.StatsInterval;
  timeZone: string;
}>;


export type DashboardStatsQuery = { leadStats: { total: number, previousTotal: number, series: Array<{ at: string, count: number }>, bySource: Array<{ key: string, label: string, count: number }>, byCampaign: Array<{ key: string, label: string, count: number }>, funnel: Array<{ milestoneId: string, title: string, reached: number, conversionFromPrevious: number | null }>, response: { shareWithin48h: number | null, overdueNow: number }, replyTimes: Array<{ key: string, label: string, count: number }> }, previousLeadStats: { total: number, funnel: Array<{ milestoneId: string, reached: number }>, response: { shareWithin48h: number | null, overdueNow: number } }, revenueStats: { paidOrders: number, totalCents: number, previousTotalCents: number, series: Array<{ at: string, count: number, amountCents: number }> } };

export type FunnelStatsQueryVariables = Exact<{
  from: string;
  to: string;
  timeZone: string;
}>;


export type FunnelStatsQuery = { funnelStats: { totals: { source: string | null, label: string, visits: number, formStarts: number, leads: number, callsBooked: number, callsHeld: number, formStartPercent: number | null, leadPercent: number | null, callsBookedPercent: number | null, callsHeldPercent: number | null }, bySource: Array<{ source: string | null, label: string, visits: number, formStarts: number, leads: number, callsBooked: number, callsHeld: number, formStartPercent: number | null, leadPercent: number | null, callsBookedPercent: number | null, callsHeldPercent: number | null }> } };

export type FunnelFiguresFragment = { source: string | null, label: string, visits: number, formStarts: number, leads: number, callsBooked: number, callsHeld: number, formStartPercent: number | null, leadPercent: number | null, callsBookedPercent: number | null, callsHeldPercent: number | null };

export type UpcomingCallsQueryVariables = Exact<{
  filter: Types.BookingFilter;
  first: number;
}>;


export type UpcomingCallsQuery = { bookings: { nodes: Array<{ id: number, startTime: string, endTime: string, eventName: string | null, provider: Types.BookingProvider, status: Types.BookingStatus, lead: { id: number, name: string, company: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TeamMemberFieldsFragment = { id: number, username: string, role: Types.UserRole, active: boolean, createdAt: string, lastSignInAt: string | null, twoFactorEnabled: boolean };

export type TeamMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamMembersQuery = { users: Array<{ id: number, username: string, role: Types.UserRole, active: boolean, createdAt: string, lastSignInAt: string | null, twoFactorEnabled: boolean }> };

export type CreateTeamMemberMutationVariables = Exact<{
  input: Types.CreateUserInput;
}>;


export type CreateTeamMemberMutation = { createUser: { id: number, username: string, role: Types.UserRole, active: boolean, createdAt: string, lastSignInAt: string | null, twoFactorEnabled: boolean } };

export type UpdateTeamMemberMutationVariables = Exact<{
  id: number;
  input: Types.UpdateUserInput;
}>;


export type UpdateTeamMemberMutation = { updateUser: { id: number, username: string, role: Types.UserRole, active: boolean, createdAt: string, lastSignInAt: string | null, twoFactorEnabled: boolean } };

export type ResetTeamMemberPasswordMutationVariables = Exact<{
  id: number;
  password: string;
  revokeTokens: boolean;
}>;


export type ResetTeamMemberPasswordMutation = { resetUserPassword: boolean };

export type EndTeamMemberSessionsMutationVariables = Exact<{
  userId: number;
}>;


export type EndTeamMemberSessionsMutation = { endUserSessions: number };

export type ResetTeamMemberTwoFactorMutationVariables = Exact<{
  userId: number;
}>;


export type ResetTeamMemberTwoFactorMutation = { resetUserTwoFactor: boolean };

export type WebhookEndpointFieldsFragment = { id: number, url: string, description: string, eventTypes: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string, updatedAt: string };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEventTypes: Array<string>, webhookEndpoints: Array<{ id: number, url: string, description: string, eventTypes: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string, updatedAt: string }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: Types.CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: number, url: string, description: string, eventTypes: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string, updatedAt: string } } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: number, url: string, description: string, eventTypes: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string, updatedAt: string } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: number;
  input: Types.UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: number, url: string, description: string, eventTypes: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string, updatedAt: string } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type WebhookDeliveryFieldsFragment = { id: number, endpointId: number, messageId: string, eventType: string, status: Types.DeliveryStatus, createdAt: string, attempts: Array<{ at: string, statusCode: number | null, latencyMs: number, error: string | null }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: number;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { totalCount: number, nodes: Array<{ id: number, endpointId: number, messageId: string, eventType: string, status: Types.DeliveryStatus, createdAt: string, attempts: Array<{ at: string, statusCode: number | null, latencyMs: number, error: string | null }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SendTestWebhookMutationVariables = Exact<{
  endpointId: number;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: { id: number, endpointId: number, messageId: string, eventType: string, status: Types.DeliveryStatus, createdAt: string, attempts: Array<{ at: string, statusCode: number | null, latencyMs: number, error: string | null }> } };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  id: number;
}>;


export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { id: number, endpointId: number, messageId: string, eventType: string, status: Types.DeliveryStatus, createdAt: string, attempts: Array<{ at: string, statusCode: number | null, latencyMs: number, error: string | null }> } };

export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const AuditEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorUsername"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"redactedAt"}}]}}]} as unknown as DocumentNode<AuditEventFieldsFragment, unknown>;
export const LeadRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"spamReason"}},{"kind":"Field","name":{"kind":"Name","value":"submissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPossibleDuplicates"}}]}}]} as unknown as DocumentNode<LeadRowFieldsFragment, unknown>;
export const TouchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TouchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Touch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"gclid"}},{"kind":"Field","name":{"kind":"Name","value":"fbclid"}}]}}]} as unknown as DocumentNode<TouchFieldsFragment, unknown>;
export const LeadBookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}}]} as unknown as DocumentNode<LeadBookingFieldsFragment, unknown>;
export const LeadSubmissionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadSubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"touch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}}]}}]}}]} as unknown as DocumentNode<LeadSubmissionFieldsFragment, unknown>;
export const DuplicateLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicateLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DuplicateLeadFieldsFragment, unknown>;
export const LifecycleLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LifecycleLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"clientValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketingNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceInterest"}},{"kind":"Field","name":{"kind":"Name","value":"companyWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"firstTouch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TouchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastTouch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TouchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadSubmissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicateLeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TouchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Touch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"gclid"}},{"kind":"Field","name":{"kind":"Name","value":"fbclid"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadSubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"touch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicateLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LifecycleLeadFieldsFragment, unknown>;
export const LeadMilestoneFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadMilestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]} as unknown as DocumentNode<LeadMilestoneFieldsFragment, unknown>;
export const NotificationSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"newLead"}},{"kind":"Field","name":{"kind":"Name","value":"replyOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}}]}}]} as unknown as DocumentNode<NotificationSettingsFieldsFragment, unknown>;
export const EmailDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<EmailDeliveryFieldsFragment, unknown>;
export const OrderRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerLeadId"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OrderRowFieldsFragment, unknown>;
export const RetentionSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsWithoutDiscoveryCallDays"}},{"kind":"Field","name":{"kind":"Name","value":"spamDays"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedChatDays"}},{"kind":"Field","name":{"kind":"Name","value":"chatAudioHours"}},{"kind":"Field","name":{"kind":"Name","value":"auditDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsWithoutDiscoveryCallDays"}},{"kind":"Field","name":{"kind":"Name","value":"spamDays"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedChatDays"}},{"kind":"Field","name":{"kind":"Name","value":"chatAudioHours"}},{"kind":"Field","name":{"kind":"Name","value":"auditDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<RetentionSettingsFieldsFragment, unknown>;
export const MarketingSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"gaMeasurementId"}},{"kind":"Field","name":{"kind":"Name","value":"fbCapiEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fbPixelId"}},{"kind":"Field","name":{"kind":"Name","value":"requireConsent"}},{"kind":"Field","name":{"kind":"Name","value":"fbAccessTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"fbAccessTokenMasked"}}]}}]} as unknown as DocumentNode<MarketingSettingsFieldsFragment, unknown>;
export const SchedulingSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchedulingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchedulingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendlyConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"calendlySigningKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"calendlyWebhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calendlyLastEventAt"}},{"kind":"Field","name":{"kind":"Name","value":"calConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"calWebhookSecretMasked"}},{"kind":"Field","name":{"kind":"Name","value":"calWebhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calLastEventAt"}}]}}]} as unknown as DocumentNode<SchedulingSettingsFieldsFragment, unknown>;
export const FunnelFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"formStarts"}},{"kind":"Field","name":{"kind":"Name","value":"leads"}},{"kind":"Field","name":{"kind":"Name","value":"callsBooked"}},{"kind":"Field","name":{"kind":"Name","value":"callsHeld"}},{"kind":"Field","name":{"kind":"Name","value":"formStartPercent"}},{"kind":"Field","name":{"kind":"Name","value":"leadPercent"}},{"kind":"Field","name":{"kind":"Name","value":"callsBookedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"callsHeldPercent"}}]}}]} as unknown as DocumentNode<FunnelFiguresFragment, unknown>;
export const TeamMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<TeamMemberFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const ChangeMyPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMyPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMyPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const BeginTwoFactorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}}]}}]} as unknown as DocumentNode<BeginTwoFactorSetupMutation, BeginTwoFactorSetupMutationVariables>;
export const ConfirmTwoFactorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<ConfirmTwoFactorSetupMutation, ConfirmTwoFactorSetupMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const LeadCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"spam"}}]}}]}}]} as unknown as DocumentNode<LeadCountsQuery, LeadCountsQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorUsername"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"redactedAt"}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const AuditFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditActions"}}]}}]} as unknown as DocumentNode<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables>;
export const DemoCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"password"}}]}}]}}]} as unknown as DocumentNode<DemoCredentialsQuery, DemoCredentialsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTwoFactor"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTwoFactor"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const VerifyTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTwoFactor"}}]}}]}}]} as unknown as DocumentNode<VerifyTwoFactorMutation, VerifyTwoFactorMutationVariables>;
export const LeadChatConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadChatConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadChatConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}}]}}]} as unknown as DocumentNode<LeadChatConversationsQuery, LeadChatConversationsQueryVariables>;
export const CreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"clientValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketingNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceInterest"}},{"kind":"Field","name":{"kind":"Name","value":"companyWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateLeadMutation, CreateLeadMutationVariables>;
export const LeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Leads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"spamReason"}},{"kind":"Field","name":{"kind":"Name","value":"submissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPossibleDuplicates"}}]}}]} as unknown as DocumentNode<LeadsQuery, LeadsQueryVariables>;
export const MarkLeadNotSpamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkLeadNotSpam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markLeadNotSpam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"spamReason"}},{"kind":"Field","name":{"kind":"Name","value":"submissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPossibleDuplicates"}}]}}]} as unknown as DocumentNode<MarkLeadNotSpamMutation, MarkLeadNotSpamMutationVariables>;
export const DeleteLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLeadMutation, DeleteLeadMutationVariables>;
export const LifecycleLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LifecycleLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LifecycleLeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TouchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Touch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"gclid"}},{"kind":"Field","name":{"kind":"Name","value":"fbclid"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadSubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"touch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicateLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LifecycleLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"clientValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketingNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceInterest"}},{"kind":"Field","name":{"kind":"Name","value":"companyWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"firstTouch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TouchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastTouch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TouchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadSubmissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicateLeadFields"}}]}}]}}]} as unknown as DocumentNode<LifecycleLeadQuery, LifecycleLeadQueryVariables>;
export const LeadMilestonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadMilestones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadMilestones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMilestoneFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadMilestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]} as unknown as DocumentNode<LeadMilestonesQuery, LeadMilestonesQueryVariables>;
export const CompleteNextMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteNextMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeNextMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMilestoneFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMilestoneFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadMilestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]} as unknown as DocumentNode<CompleteNextMilestoneMutation, CompleteNextMilestoneMutationVariables>;
export const ResetLeadTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetLeadTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetLeadTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMilestoneFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadMilestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]} as unknown as DocumentNode<ResetLeadTimelineMutation, ResetLeadTimelineMutationVariables>;
export const MarkLeadContactedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkLeadContacted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markLeadContacted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}}]}}]}}]} as unknown as DocumentNode<MarkLeadContactedMutation, MarkLeadContactedMutationVariables>;
export const UndoLeadContactedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoLeadContacted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstResponseAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoLeadContacted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstResponseAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstResponseAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}}]}}]}}]} as unknown as DocumentNode<UndoLeadContactedMutation, UndoLeadContactedMutationVariables>;
export const UndoLeadTimelineResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoLeadTimelineReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"completed"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletedMilestoneInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoLeadTimelineReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"completed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"completed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMilestoneFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadMilestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]} as unknown as DocumentNode<UndoLeadTimelineResetMutation, UndoLeadTimelineResetMutationVariables>;
export const MergeLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LifecycleLeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TouchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Touch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"gclid"}},{"kind":"Field","name":{"kind":"Name","value":"fbclid"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rescheduleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadSubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"touch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicateLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LifecycleLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"clientValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketingNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"serviceInterest"}},{"kind":"Field","name":{"kind":"Name","value":"companyWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"firstTouch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TouchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastTouch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TouchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadSubmissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicateLeadFields"}}]}}]}}]} as unknown as DocumentNode<MergeLeadsMutation, MergeLeadsMutationVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"newLead"}},{"kind":"Field","name":{"kind":"Name","value":"replyOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"newLead"}},{"kind":"Field","name":{"kind":"Name","value":"replyOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceived"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const EmailDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<EmailDeliveriesQuery, EmailDeliveriesQueryVariables>;
export const OrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerLeadId"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const ExportLeadDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportLeadData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportLeadData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExportLeadDataQuery, ExportLeadDataQueryVariables>;
export const EraseLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"conversations"}},{"kind":"Field","name":{"kind":"Name","value":"ordersAnonymised"}}]}}]}}]} as unknown as DocumentNode<EraseLeadMutation, EraseLeadMutationVariables>;
export const RetentionSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsWithoutDiscoveryCallDays"}},{"kind":"Field","name":{"kind":"Name","value":"spamDays"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedChatDays"}},{"kind":"Field","name":{"kind":"Name","value":"chatAudioHours"}},{"kind":"Field","name":{"kind":"Name","value":"auditDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsWithoutDiscoveryCallDays"}},{"kind":"Field","name":{"kind":"Name","value":"spamDays"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedChatDays"}},{"kind":"Field","name":{"kind":"Name","value":"chatAudioHours"}},{"kind":"Field","name":{"kind":"Name","value":"auditDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<RetentionSettingsQuery, RetentionSettingsQueryVariables>;
export const UpdateRetentionSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRetentionSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRetentionSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRetentionSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsWithoutDiscoveryCallDays"}},{"kind":"Field","name":{"kind":"Name","value":"spamDays"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedChatDays"}},{"kind":"Field","name":{"kind":"Name","value":"chatAudioHours"}},{"kind":"Field","name":{"kind":"Name","value":"auditDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsWithoutDiscoveryCallDays"}},{"kind":"Field","name":{"kind":"Name","value":"spamDays"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedChatDays"}},{"kind":"Field","name":{"kind":"Name","value":"chatAudioHours"}},{"kind":"Field","name":{"kind":"Name","value":"auditDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<UpdateRetentionSettingsMutation, UpdateRetentionSettingsMutationVariables>;
export const MarketingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"gaMeasurementId"}},{"kind":"Field","name":{"kind":"Name","value":"fbCapiEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fbPixelId"}},{"kind":"Field","name":{"kind":"Name","value":"requireConsent"}},{"kind":"Field","name":{"kind":"Name","value":"fbAccessTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"fbAccessTokenMasked"}}]}}]} as unknown as DocumentNode<MarketingSettingsQuery, MarketingSettingsQueryVariables>;
export const UpdateMarketingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMarketingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMarketingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMarketingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"gaMeasurementId"}},{"kind":"Field","name":{"kind":"Name","value":"fbCapiEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"fbPixelId"}},{"kind":"Field","name":{"kind":"Name","value":"requireConsent"}},{"kind":"Field","name":{"kind":"Name","value":"fbAccessTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"fbAccessTokenMasked"}}]}}]} as unknown as DocumentNode<UpdateMarketingSettingsMutation, UpdateMarketingSettingsMutationVariables>;
export const SchedulingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchedulingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedulingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchedulingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchedulingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchedulingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendlyConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"calendlySigningKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"calendlyWebhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calendlyLastEventAt"}},{"kind":"Field","name":{"kind":"Name","value":"calConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"calWebhookSecretMasked"}},{"kind":"Field","name":{"kind":"Name","value":"calWebhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calLastEventAt"}}]}}]} as unknown as DocumentNode<SchedulingSettingsQuery, SchedulingSettingsQueryVariables>;
export const UpdateSchedulingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchedulingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSchedulingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchedulingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchedulingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchedulingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchedulingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendlyConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"calendlySigningKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"calendlyWebhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calendlyLastEventAt"}},{"kind":"Field","name":{"kind":"Name","value":"calConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"calWebhookSecretMasked"}},{"kind":"Field","name":{"kind":"Name","value":"calWebhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calLastEventAt"}}]}}]} as unknown as DocumentNode<UpdateSchedulingSettingsMutation, UpdateSchedulingSettingsMutationVariables>;
export const SecuritySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecuritySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securitySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodDays"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentDeadline"}}]}}]}}]} as unknown as DocumentNode<SecuritySettingsQuery, SecuritySettingsQueryVariables>;
export const UpdateSecuritySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSecuritySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecuritySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSecuritySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodDays"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentDeadline"}}]}}]}}]} as unknown as DocumentNode<UpdateSecuritySettingsMutation, UpdateSecuritySettingsMutationVariables>;
export const DashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previousFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previousTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsInterval"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotal"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}},{"kind":"Field","name":{"kind":"Name","value":"conversionFromPrevious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareWithin48h"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"previousLeadStats"},"name":{"kind":"Name","value":"leadStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previousFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previousTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareWithin48h"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenueStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidOrders"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const FunnelStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"formStarts"}},{"kind":"Field","name":{"kind":"Name","value":"leads"}},{"kind":"Field","name":{"kind":"Name","value":"callsBooked"}},{"kind":"Field","name":{"kind":"Name","value":"callsHeld"}},{"kind":"Field","name":{"kind":"Name","value":"formStartPercent"}},{"kind":"Field","name":{"kind":"Name","value":"leadPercent"}},{"kind":"Field","name":{"kind":"Name","value":"callsBookedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"callsHeldPercent"}}]}}]} as unknown as DocumentNode<FunnelStatsQuery, FunnelStatsQueryVariables>;
export const UpcomingCallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingCalls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<UpcomingCallsQuery, UpcomingCallsQueryVariables>;
export const TeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<TeamMembersQuery, TeamMembersQueryVariables>;
export const CreateTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<CreateTeamMemberMutation, CreateTeamMemberMutationVariables>;
export const UpdateTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<UpdateTeamMemberMutation, UpdateTeamMemberMutationVariables>;
export const ResetTeamMemberPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetTeamMemberPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revokeTokens"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"revokeTokens"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revokeTokens"}}}]}]}}]} as unknown as DocumentNode<ResetTeamMemberPasswordMutation, ResetTeamMemberPasswordMutationVariables>;
export const EndTeamMemberSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndTeamMemberSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endUserSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<EndTeamMemberSessionsMutation, EndTeamMemberSessionsMutationVariables>;
export const ResetTeamMemberTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetTeamMemberTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<ResetTeamMemberTwoFactorMutation, ResetTeamMemberTwoFactorMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const ResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>;

/** `ApiTokens` query: `useQuery(ApiTokensDocument, options)`; pass `skipToken` to skip it. */
export function useApiTokensQuery(options?: useQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>): useQuery.Result<ApiTokensQuery, ApiTokensQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useApiTokensQuery(options?: SkipToken | useQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>): useQuery.Result<ApiTokensQuery, ApiTokensQueryVariables, 'empty' | 'complete' | 'streaming', Partial<ApiTokensQueryVariables>>;
export function useApiTokensQuery(options?: SkipToken | useQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>) {
  return useQuery(ApiTokensDocument, options);
}
export type ApiTokensQueryHookResult = ReturnType<typeof useApiTokensQuery>;

/** `ApiTokens` query, run on demand: `useLazyQuery(ApiTokensDocument, options)`. */
export function useApiTokensLazyQuery(options?: useLazyQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>) {
  return useLazyQuery(ApiTokensDocument, options);
}
export type ApiTokensLazyQueryHookResult = ReturnType<typeof useApiTokensLazyQuery>;

/** `AuditEvents` query: `useQuery(AuditEventsDocument, options)`; pass `skipToken` to skip it. */
export function useAuditEventsQuery(options?: useQuery.Options<AuditEventsQuery, AuditEventsQueryVariables>): useQuery.Result<AuditEventsQuery, AuditEventsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useAuditEventsQuery(options?: SkipToken | useQuery.Options<AuditEventsQuery, AuditEventsQueryVariables>): useQuery.Result<AuditEventsQuery, AuditEventsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<AuditEventsQueryVariables>>;
export function useAuditEventsQuery(options?: SkipToken | useQuery.Options<AuditEventsQuery, AuditEventsQueryVariables>) {
  return useQuery(AuditEventsDocument, options);
}
export type AuditEventsQueryHookResult = ReturnType<typeof useAuditEventsQuery>;

/** `AuditEvents` query, run on demand: `useLazyQuery(AuditEventsDocument, options)`. */
export function useAuditEventsLazyQuery(options?: useLazyQuery.Options<AuditEventsQuery, AuditEventsQueryVariables>) {
  return useLazyQuery(AuditEventsDocument, options);
}
export type AuditEventsLazyQueryHookResult = ReturnType<typeof useAuditEventsLazyQuery>;

/** `AuditFilterOptions` query: `useQuery(AuditFilterOptionsDocument, options)`; pass `skipToken` to skip it. */
export function useAuditFilterOptionsQuery(options?: useQuery.Options<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables>): useQuery.Result<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useAuditFilterOptionsQuery(options?: SkipToken | useQuery.Options<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables>): useQuery.Result<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<AuditFilterOptionsQueryVariables>>;
export function useAuditFilterOptionsQuery(options?: SkipToken | useQuery.Options<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables>) {
  return useQuery(AuditFilterOptionsDocument, options);
}
export type AuditFilterOptionsQueryHookResult = ReturnType<typeof useAuditFilterOptionsQuery>;

/** `AuditFilterOptions` query, run on demand: `useLazyQuery(AuditFilterOptionsDocument, options)`. */
export function useAuditFilterOptionsLazyQuery(options?: useLazyQuery.Options<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables>) {
  return useLazyQuery(AuditFilterOptionsDocument, options);
}
export type AuditFilterOptionsLazyQueryHookResult = ReturnType<typeof useAuditFilterOptionsLazyQuery>;

/**
 * `BeginTwoFactorSetup` mutation: `useMutation(BeginTwoFactorSetupDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useBeginTwoFactorSetupMutation<TConfiguredVariables extends Partial<BeginTwoFactorSetupMutationVariables> = {}>(options?: useMutation.Options<BeginTwoFactorSetupMutation, BeginTwoFactorSetupMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof BeginTwoFactorSetupMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<BeginTwoFactorSetupMutation, BeginTwoFactorSetupMutationVariables, ApolloCache, TConfiguredVariables>(BeginTwoFactorSetupDocument, options);
}
export type BeginTwoFactorSetupMutationHookResult = ReturnType<typeof useBeginTwoFactorSetupMutation>;

/**
 * `ChangeMyPassword` mutation: `useMutation(ChangeMyPasswordDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useChangeMyPasswordMutation<TConfiguredVariables extends Partial<ChangeMyPasswordMutationVariables> = {}>(options?: useMutation.Options<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof ChangeMyPasswordMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables, ApolloCache, TConfiguredVariables>(ChangeMyPasswordDocument, options);
}
export type ChangeMyPasswordMutationHookResult = ReturnType<typeof useChangeMyPasswordMutation>;

/**
 * `CompleteNextMilestone` mutation: `useMutation(CompleteNextMilestoneDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useCompleteNextMilestoneMutation<TConfiguredVariables extends Partial<CompleteNextMilestoneMutationVariables> = {}>(options?: useMutation.Options<CompleteNextMilestoneMutation, CompleteNextMilestoneMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof CompleteNextMilestoneMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<CompleteNextMilestoneMutation, CompleteNextMilestoneMutationVariables, ApolloCache, TConfiguredVariables>(CompleteNextMilestoneDocument, options);
}
export type CompleteNextMilestoneMutationHookResult = ReturnType<typeof useCompleteNextMilestoneMutation>;

/**
 * `ConfirmTwoFactorSetup` mutation: `useMutation(ConfirmTwoFactorSetupDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useConfirmTwoFactorSetupMutation<TConfiguredVariables extends Partial<ConfirmTwoFactorSetupMutationVariables> = {}>(options?: useMutation.Options<ConfirmTwoFactorSetupMutation, ConfirmTwoFactorSetupMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof ConfirmTwoFactorSetupMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<ConfirmTwoFactorSetupMutation, ConfirmTwoFactorSetupMutationVariables, ApolloCache, TConfiguredVariables>(ConfirmTwoFactorSetupDocument, options);
}
export type ConfirmTwoFactorSetupMutationHookResult = ReturnType<typeof useConfirmTwoFactorSetupMutation>;

/**
 * `CreateApiToken` mutation: `useMutation(CreateApiTokenDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useCreateApiTokenMutation<TConfiguredVariables extends Partial<CreateApiTokenMutationVariables> = {}>(options?: useMutation.Options<CreateApiTokenMutation, CreateApiTokenMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof CreateApiTokenMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<CreateApiTokenMutation, CreateApiTokenMutationVariables, ApolloCache, TConfiguredVariables>(CreateApiTokenDocument, options);
}
export type CreateApiTokenMutationHookResult = ReturnType<typeof useCreateApiTokenMutation>;

/**
 * `CreateLead` mutation: `useMutation(CreateLeadDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useCreateLeadMutation<TConfiguredVariables extends Partial<CreateLeadMutationVariables> = {}>(options?: useMutation.Options<CreateLeadMutation, CreateLeadMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof CreateLeadMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<CreateLeadMutation, CreateLeadMutationVariables, ApolloCache, TConfiguredVariables>(CreateLeadDocument, options);
}
export type CreateLeadMutationHookResult = ReturnType<typeof useCreateLeadMutation>;

/**
 * `CreateTeamMember` mutation: `useMutation(CreateTeamMemberDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useCreateTeamMemberMutation<TConfiguredVariables extends Partial<CreateTeamMemberMutationVariables> = {}>(options?: useMutation.Options<CreateTeamMemberMutation, CreateTeamMemberMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof CreateTeamMemberMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<CreateTeamMemberMutation, CreateTeamMemberMutationVariables, ApolloCache, TConfiguredVariables>(CreateTeamMemberDocument, options);
}
export type CreateTeamMemberMutationHookResult = ReturnType<typeof useCreateTeamMemberMutation>;

/**
 * `CreateWebhookEndpoint` mutation: `useMutation(CreateWebhookEndpointDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useCreateWebhookEndpointMutation<TConfiguredVariables extends Partial<CreateWebhookEndpointMutationVariables> = {}>(options?: useMutation.Options<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof CreateWebhookEndpointMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables, ApolloCache, TConfiguredVariables>(CreateWebhookEndpointDocument, options);
}
export type CreateWebhookEndpointMutationHookResult = ReturnType<typeof useCreateWebhookEndpointMutation>;

/** `DashboardStats` query: `useQuery(DashboardStatsDocument, options)`; pass `skipToken` to skip it. */
export function useDashboardStatsQuery(options: useQuery.Options<DashboardStatsQuery, DashboardStatsQueryVariables>): useQuery.Result<DashboardStatsQuery, DashboardStatsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useDashboardStatsQuery(options: SkipToken | useQuery.Options<DashboardStatsQuery, DashboardStatsQueryVariables>): useQuery.Result<DashboardStatsQuery, DashboardStatsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<DashboardStatsQueryVariables>>;
export function useDashboardStatsQuery(options: SkipToken | useQuery.Options<DashboardStatsQuery, DashboardStatsQueryVariables>) {
  return useQuery(DashboardStatsDocument, options);
}
export type DashboardStatsQueryHookResult = ReturnType<typeof useDashboardStatsQuery>;

/** `DashboardStats` query, run on demand: `useLazyQuery(DashboardStatsDocument, options)`. */
export function useDashboardStatsLazyQuery(options?: useLazyQuery.Options<DashboardStatsQuery, DashboardStatsQueryVariables>) {
  return useLazyQuery(DashboardStatsDocument, options);
}
export type DashboardStatsLazyQueryHookResult = ReturnType<typeof useDashboardStatsLazyQuery>;

/**
 * `DeleteLead` mutation: `useMutation(DeleteLeadDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useDeleteLeadMutation<TConfiguredVariables extends Partial<DeleteLeadMutationVariables> = {}>(options?: useMutation.Options<DeleteLeadMutation, DeleteLeadMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof DeleteLeadMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<DeleteLeadMutation, DeleteLeadMutationVariables, ApolloCache, TConfiguredVariables>(DeleteLeadDocument, options);
}
export type DeleteLeadMutationHookResult = ReturnType<typeof useDeleteLeadMutation>;

/**
 * `DeleteWebhookEndpoint` mutation: `useMutation(DeleteWebhookEndpointDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useDeleteWebhookEndpointMutation<TConfiguredVariables extends Partial<DeleteWebhookEndpointMutationVariables> = {}>(options?: useMutation.Options<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof DeleteWebhookEndpointMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables, ApolloCache, TConfiguredVariables>(DeleteWebhookEndpointDocument, options);
}
export type DeleteWebhookEndpointMutationHookResult = ReturnType<typeof useDeleteWebhookEndpointMutation>;

/** `DemoCredentials` query: `useQuery(DemoCredentialsDocument, options)`; pass `skipToken` to skip it. */
export function useDemoCredentialsQuery(options?: useQuery.Options<DemoCredentialsQuery, DemoCredentialsQueryVariables>): useQuery.Result<DemoCredentialsQuery, DemoCredentialsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useDemoCredentialsQuery(options?: SkipToken | useQuery.Options<DemoCredentialsQuery, DemoCredentialsQueryVariables>): useQuery.Result<DemoCredentialsQuery, DemoCredentialsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<DemoCredentialsQueryVariables>>;
export function useDemoCredentialsQuery(options?: SkipToken | useQuery.Options<DemoCredentialsQuery, DemoCredentialsQueryVariables>) {
  return useQuery(DemoCredentialsDocument, options);
}
export type DemoCredentialsQueryHookResult = ReturnType<typeof useDemoCredentialsQuery>;

/** `DemoCredentials` query, run on demand: `useLazyQuery(DemoCredentialsDocument, options)`. */
export function useDemoCredentialsLazyQuery(options?: useLazyQuery.Options<DemoCredentialsQuery, DemoCredentialsQueryVariables>) {
  return useLazyQuery(DemoCredentialsDocument, options);
}
export type DemoCredentialsLazyQueryHookResult = ReturnType<typeof useDemoCredentialsLazyQuery>;

/**
 * `DisableTwoFactor` mutation: `useMutation(DisableTwoFactorDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useDisableTwoFactorMutation<TConfiguredVariables extends Partial<DisableTwoFactorMutationVariables> = {}>(options?: useMutation.Options<DisableTwoFactorMutation, DisableTwoFactorMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof DisableTwoFactorMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<DisableTwoFactorMutation, DisableTwoFactorMutationVariables, ApolloCache, TConfiguredVariables>(DisableTwoFactorDocument, options);
}
export type DisableTwoFactorMutationHookResult = ReturnType<typeof useDisableTwoFactorMutation>;

/** `EmailDeliveries` query: `useQuery(EmailDeliveriesDocument, options)`; pass `skipToken` to skip it. */
export function useEmailDeliveriesQuery(options?: useQuery.Options<EmailDeliveriesQuery, EmailDeliveriesQueryVariables>): useQuery.Result<EmailDeliveriesQuery, EmailDeliveriesQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useEmailDeliveriesQuery(options?: SkipToken | useQuery.Options<EmailDeliveriesQuery, EmailDeliveriesQueryVariables>): useQuery.Result<EmailDeliveriesQuery, EmailDeliveriesQueryVariables, 'empty' | 'complete' | 'streaming', Partial<EmailDeliveriesQueryVariables>>;
export function useEmailDeliveriesQuery(options?: SkipToken | useQuery.Options<EmailDeliveriesQuery, EmailDeliveriesQueryVariables>) {
  return useQuery(EmailDeliveriesDocument, options);
}
export type EmailDeliveriesQueryHookResult = ReturnType<typeof useEmailDeliveriesQuery>;

/** `EmailDeliveries` query, run on demand: `useLazyQuery(EmailDeliveriesDocument, options)`. */
export function useEmailDeliveriesLazyQuery(options?: useLazyQuery.Options<EmailDeliveriesQuery, EmailDeliveriesQueryVariables>) {
  return useLazyQuery(EmailDeliveriesDocument, options);
}
export type EmailDeliveriesLazyQueryHookResult = ReturnType<typeof useEmailDeliveriesLazyQuery>;

/**
 * `EndOtherSessions` mutation: `useMutation(EndOtherSessionsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useEndOtherSessionsMutation<TConfiguredVariables extends Partial<EndOtherSessionsMutationVariables> = {}>(options?: useMutation.Options<EndOtherSessionsMutation, EndOtherSessionsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof EndOtherSessionsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<EndOtherSessionsMutation, EndOtherSessionsMutationVariables, ApolloCache, TConfiguredVariables>(EndOtherSessionsDocument, options);
}
export type EndOtherSessionsMutationHookResult = ReturnType<typeof useEndOtherSessionsMutation>;

/**
 * `EndSession` mutation: `useMutation(EndSessionDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useEndSessionMutation<TConfiguredVariables extends Partial<EndSessionMutationVariables> = {}>(options?: useMutation.Options<EndSessionMutation, EndSessionMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof EndSessionMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<EndSessionMutation, EndSessionMutationVariables, ApolloCache, TConfiguredVariables>(EndSessionDocument, options);
}
export type EndSessionMutationHookResult = ReturnType<typeof useEndSessionMutation>;

/**
 * `EndTeamMemberSessions` mutation: `useMutation(EndTeamMemberSessionsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useEndTeamMemberSessionsMutation<TConfiguredVariables extends Partial<EndTeamMemberSessionsMutationVariables> = {}>(options?: useMutation.Options<EndTeamMemberSessionsMutation, EndTeamMemberSessionsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof EndTeamMemberSessionsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<EndTeamMemberSessionsMutation, EndTeamMemberSessionsMutationVariables, ApolloCache, TConfiguredVariables>(EndTeamMemberSessionsDocument, options);
}
export type EndTeamMemberSessionsMutationHookResult = ReturnType<typeof useEndTeamMemberSessionsMutation>;

/**
 * `EraseLead` mutation: `useMutation(EraseLeadDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useEraseLeadMutation<TConfiguredVariables extends Partial<EraseLeadMutationVariables> = {}>(options?: useMutation.Options<EraseLeadMutation, EraseLeadMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof EraseLeadMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<EraseLeadMutation, EraseLeadMutationVariables, ApolloCache, TConfiguredVariables>(EraseLeadDocument, options);
}
export type EraseLeadMutationHookResult = ReturnType<typeof useEraseLeadMutation>;

/** `ExportLeadData` query: `useQuery(ExportLeadDataDocument, options)`; pass `skipToken` to skip it. */
export function useExportLeadDataQuery(options: useQuery.Options<ExportLeadDataQuery, ExportLeadDataQueryVariables>): useQuery.Result<ExportLeadDataQuery, ExportLeadDataQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useExportLeadDataQuery(options: SkipToken | useQuery.Options<ExportLeadDataQuery, ExportLeadDataQueryVariables>): useQuery.Result<ExportLeadDataQuery, ExportLeadDataQueryVariables, 'empty' | 'complete' | 'streaming', Partial<ExportLeadDataQueryVariables>>;
export function useExportLeadDataQuery(options: SkipToken | useQuery.Options<ExportLeadDataQuery, ExportLeadDataQueryVariables>) {
  return useQuery(ExportLeadDataDocument, options);
}
export type ExportLeadDataQueryHookResult = ReturnType<typeof useExportLeadDataQuery>;

/** `ExportLeadData` query, run on demand: `useLazyQuery(ExportLeadDataDocument, options)`. */
export function useExportLeadDataLazyQuery(options?: useLazyQuery.Options<ExportLeadDataQuery, ExportLeadDataQueryVariables>) {
  return useLazyQuery(ExportLeadDataDocument, options);
}
export type ExportLeadDataLazyQueryHookResult = ReturnType<typeof useExportLeadDataLazyQuery>;

/** `FunnelStats` query: `useQuery(FunnelStatsDocument, options)`; pass `skipToken` to skip it. */
export function useFunnelStatsQuery(options: useQuery.Options<FunnelStatsQuery, FunnelStatsQueryVariables>): useQuery.Result<FunnelStatsQuery, FunnelStatsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useFunnelStatsQuery(options: SkipToken | useQuery.Options<FunnelStatsQuery, FunnelStatsQueryVariables>): useQuery.Result<FunnelStatsQuery, FunnelStatsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<FunnelStatsQueryVariables>>;
export function useFunnelStatsQuery(options: SkipToken | useQuery.Options<FunnelStatsQuery, FunnelStatsQueryVariables>) {
  return useQuery(FunnelStatsDocument, options);
}
export type FunnelStatsQueryHookResult = ReturnType<typeof useFunnelStatsQuery>;

/** `FunnelStats` query, run on demand: `useLazyQuery(FunnelStatsDocument, options)`. */
export function useFunnelStatsLazyQuery(options?: useLazyQuery.Options<FunnelStatsQuery, FunnelStatsQueryVariables>) {
  return useLazyQuery(FunnelStatsDocument, options);
}
export type FunnelStatsLazyQueryHookResult = ReturnType<typeof useFunnelStatsLazyQuery>;

/** `LeadChatConversations` query: `useQuery(LeadChatConversationsDocument, options)`; pass `skipToken` to skip it. */
export function useLeadChatConversationsQuery(options: useQuery.Options<LeadChatConversationsQuery, LeadChatConversationsQueryVariables>): useQuery.Result<LeadChatConversationsQuery, LeadChatConversationsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useLeadChatConversationsQuery(options: SkipToken | useQuery.Options<LeadChatConversationsQuery, LeadChatConversationsQueryVariables>): useQuery.Result<LeadChatConversationsQuery, LeadChatConversationsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<LeadChatConversationsQueryVariables>>;
export function useLeadChatConversationsQuery(options: SkipToken | useQuery.Options<LeadChatConversationsQuery, LeadChatConversationsQueryVariables>) {
  return useQuery(LeadChatConversationsDocument, options);
}
export type LeadChatConversationsQueryHookResult = ReturnType<typeof useLeadChatConversationsQuery>;

/** `LeadChatConversations` query, run on demand: `useLazyQuery(LeadChatConversationsDocument, options)`. */
export function useLeadChatConversationsLazyQuery(options?: useLazyQuery.Options<LeadChatConversationsQuery, LeadChatConversationsQueryVariables>) {
  return useLazyQuery(LeadChatConversationsDocument, options);
}
export type LeadChatConversationsLazyQueryHookResult = ReturnType<typeof useLeadChatConversationsLazyQuery>;

/** `LeadCounts` query: `useQuery(LeadCountsDocument, options)`; pass `skipToken` to skip it. */
export function useLeadCountsQuery(options?: useQuery.Options<LeadCountsQuery, LeadCountsQueryVariables>): useQuery.Result<LeadCountsQuery, LeadCountsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useLeadCountsQuery(options?: SkipToken | useQuery.Options<LeadCountsQuery, LeadCountsQueryVariables>): useQuery.Result<LeadCountsQuery, LeadCountsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<LeadCountsQueryVariables>>;
export function useLeadCountsQuery(options?: SkipToken | useQuery.Options<LeadCountsQuery, LeadCountsQueryVariables>) {
  return useQuery(LeadCountsDocument, options);
}
export type LeadCountsQueryHookResult = ReturnType<typeof useLeadCountsQuery>;

/** `LeadCounts` query, run on demand: `useLazyQuery(LeadCountsDocument, options)`. */
export function useLeadCountsLazyQuery(options?: useLazyQuery.Options<LeadCountsQuery, LeadCountsQueryVariables>) {
  return useLazyQuery(LeadCountsDocument, options);
}
export type LeadCountsLazyQueryHookResult = ReturnType<typeof useLeadCountsLazyQuery>;

/** `LeadMilestones` query: `useQuery(LeadMilestonesDocument, options)`; pass `skipToken` to skip it. */
export function useLeadMilestonesQuery(options: useQuery.Options<LeadMilestonesQuery, LeadMilestonesQueryVariables>): useQuery.Result<LeadMilestonesQuery, LeadMilestonesQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useLeadMilestonesQuery(options: SkipToken | useQuery.Options<LeadMilestonesQuery, LeadMilestonesQueryVariables>): useQuery.Result<LeadMilestonesQuery, LeadMilestonesQueryVariables, 'empty' | 'complete' | 'streaming', Partial<LeadMilestonesQueryVariables>>;
export function useLeadMilestonesQuery(options: SkipToken | useQuery.Options<LeadMilestonesQuery, LeadMilestonesQueryVariables>) {
  return useQuery(LeadMilestonesDocument, options);
}
export type LeadMilestonesQueryHookResult = ReturnType<typeof useLeadMilestonesQuery>;

/** `LeadMilestones` query, run on demand: `useLazyQuery(LeadMilestonesDocument, options)`. */
export function useLeadMilestonesLazyQuery(options?: useLazyQuery.Options<LeadMilestonesQuery, LeadMilestonesQueryVariables>) {
  return useLazyQuery(LeadMilestonesDocument, options);
}
export type LeadMilestonesLazyQueryHookResult = ReturnType<typeof useLeadMilestonesLazyQuery>;

/** `Leads` query: `useQuery(LeadsDocument, options)`; pass `skipToken` to skip it. */
export function useLeadsQuery(options?: useQuery.Options<LeadsQuery, LeadsQueryVariables>): useQuery.Result<LeadsQuery, LeadsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useLeadsQuery(options?: SkipToken | useQuery.Options<LeadsQuery, LeadsQueryVariables>): useQuery.Result<LeadsQuery, LeadsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<LeadsQueryVariables>>;
export function useLeadsQuery(options?: SkipToken | useQuery.Options<LeadsQuery, LeadsQueryVariables>) {
  return useQuery(LeadsDocument, options);
}
export type LeadsQueryHookResult = ReturnType<typeof useLeadsQuery>;

/** `Leads` query, run on demand: `useLazyQuery(LeadsDocument, options)`. */
export function useLeadsLazyQuery(options?: useLazyQuery.Options<LeadsQuery, LeadsQueryVariables>) {
  return useLazyQuery(LeadsDocument, options);
}
export type LeadsLazyQueryHookResult = ReturnType<typeof useLeadsLazyQuery>;

/** `LifecycleLead` query: `useQuery(LifecycleLeadDocument, options)`; pass `skipToken` to skip it. */
export function useLifecycleLeadQuery(options: useQuery.Options<LifecycleLeadQuery, LifecycleLeadQueryVariables>): useQuery.Result<LifecycleLeadQuery, LifecycleLeadQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useLifecycleLeadQuery(options: SkipToken | useQuery.Options<LifecycleLeadQuery, LifecycleLeadQueryVariables>): useQuery.Result<LifecycleLeadQuery, LifecycleLeadQueryVariables, 'empty' | 'complete' | 'streaming', Partial<LifecycleLeadQueryVariables>>;
export function useLifecycleLeadQuery(options: SkipToken | useQuery.Options<LifecycleLeadQuery, LifecycleLeadQueryVariables>) {
  return useQuery(LifecycleLeadDocument, options);
}
export type LifecycleLeadQueryHookResult = ReturnType<typeof useLifecycleLeadQuery>;

/** `LifecycleLead` query, run on demand: `useLazyQuery(LifecycleLeadDocument, options)`. */
export function useLifecycleLeadLazyQuery(options?: useLazyQuery.Options<LifecycleLeadQuery, LifecycleLeadQueryVariables>) {
  return useLazyQuery(LifecycleLeadDocument, options);
}
export type LifecycleLeadLazyQueryHookResult = ReturnType<typeof useLifecycleLeadLazyQuery>;

/**
 * `Login` mutation: `useMutation(LoginDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useLoginMutation<TConfiguredVariables extends Partial<LoginMutationVariables> = {}>(options?: useMutation.Options<LoginMutation, LoginMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof LoginMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<LoginMutation, LoginMutationVariables, ApolloCache, TConfiguredVariables>(LoginDocument, options);
}
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;

/**
 * `Logout` mutation: `useMutation(LogoutDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useLogoutMutation<TConfiguredVariables extends Partial<LogoutMutationVariables> = {}>(options?: useMutation.Options<LogoutMutation, LogoutMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof LogoutMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<LogoutMutation, LogoutMutationVariables, ApolloCache, TConfiguredVariables>(LogoutDocument, options);
}
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;

/** `MarketingSettings` query: `useQuery(MarketingSettingsDocument, options)`; pass `skipToken` to skip it. */
export function useMarketingSettingsQuery(options?: useQuery.Options<MarketingSettingsQuery, MarketingSettingsQueryVariables>): useQuery.Result<MarketingSettingsQuery, MarketingSettingsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useMarketingSettingsQuery(options?: SkipToken | useQuery.Options<MarketingSettingsQuery, MarketingSettingsQueryVariables>): useQuery.Result<MarketingSettingsQuery, MarketingSettingsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<MarketingSettingsQueryVariables>>;
export function useMarketingSettingsQuery(options?: SkipToken | useQuery.Options<MarketingSettingsQuery, MarketingSettingsQueryVariables>) {
  return useQuery(MarketingSettingsDocument, options);
}
export type MarketingSettingsQueryHookResult = ReturnType<typeof useMarketingSettingsQuery>;

/** `MarketingSettings` query, run on demand: `useLazyQuery(MarketingSettingsDocument, options)`. */
export function useMarketingSettingsLazyQuery(options?: useLazyQuery.Options<MarketingSettingsQuery, MarketingSettingsQueryVariables>) {
  return useLazyQuery(MarketingSettingsDocument, options);
}
export type MarketingSettingsLazyQueryHookResult = ReturnType<typeof useMarketingSettingsLazyQuery>;

/**
 * `MarkLeadContacted` mutation: `useMutation(MarkLeadContactedDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useMarkLeadContactedMutation<TConfiguredVariables extends Partial<MarkLeadContactedMutationVariables> = {}>(options?: useMutation.Options<MarkLeadContactedMutation, MarkLeadContactedMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof MarkLeadContactedMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<MarkLeadContactedMutation, MarkLeadContactedMutationVariables, ApolloCache, TConfiguredVariables>(MarkLeadContactedDocument, options);
}
export type MarkLeadContactedMutationHookResult = ReturnType<typeof useMarkLeadContactedMutation>;

/**
 * `MarkLeadNotSpam` mutation: `useMutation(MarkLeadNotSpamDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useMarkLeadNotSpamMutation<TConfiguredVariables extends Partial<MarkLeadNotSpamMutationVariables> = {}>(options?: useMutation.Options<MarkLeadNotSpamMutation, MarkLeadNotSpamMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof MarkLeadNotSpamMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<MarkLeadNotSpamMutation, MarkLeadNotSpamMutationVariables, ApolloCache, TConfiguredVariables>(MarkLeadNotSpamDocument, options);
}
export type MarkLeadNotSpamMutationHookResult = ReturnType<typeof useMarkLeadNotSpamMutation>;

/** `Me` query: `useQuery(MeDocument, options)`; pass `skipToken` to skip it. */
export function useMeQuery(options?: useQuery.Options<MeQuery, MeQueryVariables>): useQuery.Result<MeQuery, MeQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useMeQuery(options?: SkipToken | useQuery.Options<MeQuery, MeQueryVariables>): useQuery.Result<MeQuery, MeQueryVariables, 'empty' | 'complete' | 'streaming', Partial<MeQueryVariables>>;
export function useMeQuery(options?: SkipToken | useQuery.Options<MeQuery, MeQueryVariables>) {
  return useQuery(MeDocument, options);
}
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;

/** `Me` query, run on demand: `useLazyQuery(MeDocument, options)`. */
export function useMeLazyQuery(options?: useLazyQuery.Options<MeQuery, MeQueryVariables>) {
  return useLazyQuery(MeDocument, options);
}
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;

/**
 * `MergeLeads` mutation: `useMutation(MergeLeadsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useMergeLeadsMutation<TConfiguredVariables extends Partial<MergeLeadsMutationVariables> = {}>(options?: useMutation.Options<MergeLeadsMutation, MergeLeadsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof MergeLeadsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<MergeLeadsMutation, MergeLeadsMutationVariables, ApolloCache, TConfiguredVariables>(MergeLeadsDocument, options);
}
export type MergeLeadsMutationHookResult = ReturnType<typeof useMergeLeadsMutation>;

/** `MySessions` query: `useQuery(MySessionsDocument, options)`; pass `skipToken` to skip it. */
export function useMySessionsQuery(options?: useQuery.Options<MySessionsQuery, MySessionsQueryVariables>): useQuery.Result<MySessionsQuery, MySessionsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useMySessionsQuery(options?: SkipToken | useQuery.Options<MySessionsQuery, MySessionsQueryVariables>): useQuery.Result<MySessionsQuery, MySessionsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<MySessionsQueryVariables>>;
export function useMySessionsQuery(options?: SkipToken | useQuery.Options<MySessionsQuery, MySessionsQueryVariables>) {
  return useQuery(MySessionsDocument, options);
}
export type MySessionsQueryHookResult = ReturnType<typeof useMySessionsQuery>;

/** `MySessions` query, run on demand: `useLazyQuery(MySessionsDocument, options)`. */
export function useMySessionsLazyQuery(options?: useLazyQuery.Options<MySessionsQuery, MySessionsQueryVariables>) {
  return useLazyQuery(MySessionsDocument, options);
}
export type MySessionsLazyQueryHookResult = ReturnType<typeof useMySessionsLazyQuery>;

/** `NotificationSettings` query: `useQuery(NotificationSettingsDocument, options)`; pass `skipToken` to skip it. */
export function useNotificationSettingsQuery(options?: useQuery.Options<NotificationSettingsQuery, NotificationSettingsQueryVariables>): useQuery.Result<NotificationSettingsQuery, NotificationSettingsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useNotificationSettingsQuery(options?: SkipToken | useQuery.Options<NotificationSettingsQuery, NotificationSettingsQueryVariables>): useQuery.Result<NotificationSettingsQuery, NotificationSettingsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<NotificationSettingsQueryVariables>>;
export function useNotificationSettingsQuery(options?: SkipToken | useQuery.Options<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
  return useQuery(NotificationSettingsDocument, options);
}
export type NotificationSettingsQueryHookResult = ReturnType<typeof useNotificationSettingsQuery>;

/** `NotificationSettings` query, run on demand: `useLazyQuery(NotificationSettingsDocument, options)`. */
export function useNotificationSettingsLazyQuery(options?: useLazyQuery.Options<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
  return useLazyQuery(NotificationSettingsDocument, options);
}
export type NotificationSettingsLazyQueryHookResult = ReturnType<typeof useNotificationSettingsLazyQuery>;

/** `Orders` query: `useQuery(OrdersDocument, options)`; pass `skipToken` to skip it. */
export function useOrdersQuery(options?: useQuery.Options<OrdersQuery, OrdersQueryVariables>): useQuery.Result<OrdersQuery, OrdersQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useOrdersQuery(options?: SkipToken | useQuery.Options<OrdersQuery, OrdersQueryVariables>): useQuery.Result<OrdersQuery, OrdersQueryVariables, 'empty' | 'complete' | 'streaming', Partial<OrdersQueryVariables>>;
export function useOrdersQuery(options?: SkipToken | useQuery.Options<OrdersQuery, OrdersQueryVariables>) {
  return useQuery(OrdersDocument, options);
}
export type OrdersQueryHookResult = ReturnType<typeof useOrdersQuery>;

/** `Orders` query, run on demand: `useLazyQuery(OrdersDocument, options)`. */
export function useOrdersLazyQuery(options?: useLazyQuery.Options<OrdersQuery, OrdersQueryVariables>) {
  return useLazyQuery(OrdersDocument, options);
}
export type OrdersLazyQueryHookResult = ReturnType<typeof useOrdersLazyQuery>;

/**
 * `ResendWebhookDelivery` mutation: `useMutation(ResendWebhookDeliveryDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useResendWebhookDeliveryMutation<TConfiguredVariables extends Partial<ResendWebhookDeliveryMutationVariables> = {}>(options?: useMutation.Options<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof ResendWebhookDeliveryMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables, ApolloCache, TConfiguredVariables>(ResendWebhookDeliveryDocument, options);
}
export type ResendWebhookDeliveryMutationHookResult = ReturnType<typeof useResendWebhookDeliveryMutation>;

/**
 * `ResetLeadTimeline` mutation: `useMutation(ResetLeadTimelineDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useResetLeadTimelineMutation<TConfiguredVariables extends Partial<ResetLeadTimelineMutationVariables> = {}>(options?: useMutation.Options<ResetLeadTimelineMutation, ResetLeadTimelineMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof ResetLeadTimelineMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<ResetLeadTimelineMutation, ResetLeadTimelineMutationVariables, ApolloCache, TConfiguredVariables>(ResetLeadTimelineDocument, options);
}
export type ResetLeadTimelineMutationHookResult = ReturnType<typeof useResetLeadTimelineMutation>;

/**
 * `ResetTeamMemberPassword` mutation: `useMutation(ResetTeamMemberPasswordDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useResetTeamMemberPasswordMutation<TConfiguredVariables extends Partial<ResetTeamMemberPasswordMutationVariables> = {}>(options?: useMutation.Options<ResetTeamMemberPasswordMutation, ResetTeamMemberPasswordMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof ResetTeamMemberPasswordMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<ResetTeamMemberPasswordMutation, ResetTeamMemberPasswordMutationVariables, ApolloCache, TConfiguredVariables>(ResetTeamMemberPasswordDocument, options);
}
export type ResetTeamMemberPasswordMutationHookResult = ReturnType<typeof useResetTeamMemberPasswordMutation>;

/**
 * `ResetTeamMemberTwoFactor` mutation: `useMutation(ResetTeamMemberTwoFactorDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useResetTeamMemberTwoFactorMutation<TConfiguredVariables extends Partial<ResetTeamMemberTwoFactorMutationVariables> = {}>(options?: useMutation.Options<ResetTeamMemberTwoFactorMutation, ResetTeamMemberTwoFactorMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof ResetTeamMemberTwoFactorMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<ResetTeamMemberTwoFactorMutation, ResetTeamMemberTwoFactorMutationVariables, ApolloCache, TConfiguredVariables>(ResetTeamMemberTwoFactorDocument, options);
}
export type ResetTeamMemberTwoFactorMutationHookResult = ReturnType<typeof useResetTeamMemberTwoFactorMutation>;

/** `RetentionSettings` query: `useQuery(RetentionSettingsDocument, options)`; pass `skipToken` to skip it. */
export function useRetentionSettingsQuery(options?: useQuery.Options<RetentionSettingsQuery, RetentionSettingsQueryVariables>): useQuery.Result<RetentionSettingsQuery, RetentionSettingsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useRetentionSettingsQuery(options?: SkipToken | useQuery.Options<RetentionSettingsQuery, RetentionSettingsQueryVariables>): useQuery.Result<RetentionSettingsQuery, RetentionSettingsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<RetentionSettingsQueryVariables>>;
export function useRetentionSettingsQuery(options?: SkipToken | useQuery.Options<RetentionSettingsQuery, RetentionSettingsQueryVariables>) {
  return useQuery(RetentionSettingsDocument, options);
}
export type RetentionSettingsQueryHookResult = ReturnType<typeof useRetentionSettingsQuery>;

/** `RetentionSettings` query, run on demand: `useLazyQuery(RetentionSettingsDocument, options)`. */
export function useRetentionSettingsLazyQuery(options?: useLazyQuery.Options<RetentionSettingsQuery, RetentionSettingsQueryVariables>) {
  return useLazyQuery(RetentionSettingsDocument, options);
}
export type RetentionSettingsLazyQueryHookResult = ReturnType<typeof useRetentionSettingsLazyQuery>;

/**
 * `RevokeApiToken` mutation: `useMutation(RevokeApiTokenDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useRevokeApiTokenMutation<TConfiguredVariables extends Partial<RevokeApiTokenMutationVariables> = {}>(options?: useMutation.Options<RevokeApiTokenMutation, RevokeApiTokenMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof RevokeApiTokenMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables, ApolloCache, TConfiguredVariables>(RevokeApiTokenDocument, options);
}
export type RevokeApiTokenMutationHookResult = ReturnType<typeof useRevokeApiTokenMutation>;

/**
 * `RotateWebhookSecret` mutation: `useMutation(RotateWebhookSecretDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useRotateWebhookSecretMutation<TConfiguredVariables extends Partial<RotateWebhookSecretMutationVariables> = {}>(options?: useMutation.Options<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof RotateWebhookSecretMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables, ApolloCache, TConfiguredVariables>(RotateWebhookSecretDocument, options);
}
export type RotateWebhookSecretMutationHookResult = ReturnType<typeof useRotateWebhookSecretMutation>;

/** `SchedulingSettings` query: `useQuery(SchedulingSettingsDocument, options)`; pass `skipToken` to skip it. */
export function useSchedulingSettingsQuery(options?: useQuery.Options<SchedulingSettingsQuery, SchedulingSettingsQueryVariables>): useQuery.Result<SchedulingSettingsQuery, SchedulingSettingsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useSchedulingSettingsQuery(options?: SkipToken | useQuery.Options<SchedulingSettingsQuery, SchedulingSettingsQueryVariables>): useQuery.Result<SchedulingSettingsQuery, SchedulingSettingsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<SchedulingSettingsQueryVariables>>;
export function useSchedulingSettingsQuery(options?: SkipToken | useQuery.Options<SchedulingSettingsQuery, SchedulingSettingsQueryVariables>) {
  return useQuery(SchedulingSettingsDocument, options);
}
export type SchedulingSettingsQueryHookResult = ReturnType<typeof useSchedulingSettingsQuery>;

/** `SchedulingSettings` query, run on demand: `useLazyQuery(SchedulingSettingsDocument, options)`. */
export function useSchedulingSettingsLazyQuery(options?: useLazyQuery.Options<SchedulingSettingsQuery, SchedulingSettingsQueryVariables>) {
  return useLazyQuery(SchedulingSettingsDocument, options);
}
export type SchedulingSettingsLazyQueryHookResult = ReturnType<typeof useSchedulingSettingsLazyQuery>;

/** `SecuritySettings` query: `useQuery(SecuritySettingsDocument, options)`; pass `skipToken` to skip it. */
export function useSecuritySettingsQuery(options?: useQuery.Options<SecuritySettingsQuery, SecuritySettingsQueryVariables>): useQuery.Result<SecuritySettingsQuery, SecuritySettingsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useSecuritySettingsQuery(options?: SkipToken | useQuery.Options<SecuritySettingsQuery, SecuritySettingsQueryVariables>): useQuery.Result<SecuritySettingsQuery, SecuritySettingsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<SecuritySettingsQueryVariables>>;
export function useSecuritySettingsQuery(options?: SkipToken | useQuery.Options<SecuritySettingsQuery, SecuritySettingsQueryVariables>) {
  return useQuery(SecuritySettingsDocument, options);
}
export type SecuritySettingsQueryHookResult = ReturnType<typeof useSecuritySettingsQuery>;

/** `SecuritySettings` query, run on demand: `useLazyQuery(SecuritySettingsDocument, options)`. */
export function useSecuritySettingsLazyQuery(options?: useLazyQuery.Options<SecuritySettingsQuery, SecuritySettingsQueryVariables>) {
  return useLazyQuery(SecuritySettingsDocument, options);
}
export type SecuritySettingsLazyQueryHookResult = ReturnType<typeof useSecuritySettingsLazyQuery>;

/**
 * `SendTestWebhook` mutation: `useMutation(SendTestWebhookDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useSendTestWebhookMutation<TConfiguredVariables extends Partial<SendTestWebhookMutationVariables> = {}>(options?: useMutation.Options<SendTestWebhookMutation, SendTestWebhookMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof SendTestWebhookMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<SendTestWebhookMutation, SendTestWebhookMutationVariables, ApolloCache, TConfiguredVariables>(SendTestWebhookDocument, options);
}
export type SendTestWebhookMutationHookResult = ReturnType<typeof useSendTestWebhookMutation>;

/** `TeamMembers` query: `useQuery(TeamMembersDocument, options)`; pass `skipToken` to skip it. */
export function useTeamMembersQuery(options?: useQuery.Options<TeamMembersQuery, TeamMembersQueryVariables>): useQuery.Result<TeamMembersQuery, TeamMembersQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useTeamMembersQuery(options?: SkipToken | useQuery.Options<TeamMembersQuery, TeamMembersQueryVariables>): useQuery.Result<TeamMembersQuery, TeamMembersQueryVariables, 'empty' | 'complete' | 'streaming', Partial<TeamMembersQueryVariables>>;
export function useTeamMembersQuery(options?: SkipToken | useQuery.Options<TeamMembersQuery, TeamMembersQueryVariables>) {
  return useQuery(TeamMembersDocument, options);
}
export type TeamMembersQueryHookResult = ReturnType<typeof useTeamMembersQuery>;

/** `TeamMembers` query, run on demand: `useLazyQuery(TeamMembersDocument, options)`. */
export function useTeamMembersLazyQuery(options?: useLazyQuery.Options<TeamMembersQuery, TeamMembersQueryVariables>) {
  return useLazyQuery(TeamMembersDocument, options);
}
export type TeamMembersLazyQueryHookResult = ReturnType<typeof useTeamMembersLazyQuery>;

/** `TwoFactorStatus` query: `useQuery(TwoFactorStatusDocument, options)`; pass `skipToken` to skip it. */
export function useTwoFactorStatusQuery(options?: useQuery.Options<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>): useQuery.Result<TwoFactorStatusQuery, TwoFactorStatusQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useTwoFactorStatusQuery(options?: SkipToken | useQuery.Options<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>): useQuery.Result<TwoFactorStatusQuery, TwoFactorStatusQueryVariables, 'empty' | 'complete' | 'streaming', Partial<TwoFactorStatusQueryVariables>>;
export function useTwoFactorStatusQuery(options?: SkipToken | useQuery.Options<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>) {
  return useQuery(TwoFactorStatusDocument, options);
}
export type TwoFactorStatusQueryHookResult = ReturnType<typeof useTwoFactorStatusQuery>;

/** `TwoFactorStatus` query, run on demand: `useLazyQuery(TwoFactorStatusDocument, options)`. */
export function useTwoFactorStatusLazyQuery(options?: useLazyQuery.Options<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>) {
  return useLazyQuery(TwoFactorStatusDocument, options);
}
export type TwoFactorStatusLazyQueryHookResult = ReturnType<typeof useTwoFactorStatusLazyQuery>;

/**
 * `UndoLeadContacted` mutation: `useMutation(UndoLeadContactedDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUndoLeadContactedMutation<TConfiguredVariables extends Partial<UndoLeadContactedMutationVariables> = {}>(options?: useMutation.Options<UndoLeadContactedMutation, UndoLeadContactedMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UndoLeadContactedMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UndoLeadContactedMutation, UndoLeadContactedMutationVariables, ApolloCache, TConfiguredVariables>(UndoLeadContactedDocument, options);
}
export type UndoLeadContactedMutationHookResult = ReturnType<typeof useUndoLeadContactedMutation>;

/**
 * `UndoLeadTimelineReset` mutation: `useMutation(UndoLeadTimelineResetDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUndoLeadTimelineResetMutation<TConfiguredVariables extends Partial<UndoLeadTimelineResetMutationVariables> = {}>(options?: useMutation.Options<UndoLeadTimelineResetMutation, UndoLeadTimelineResetMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UndoLeadTimelineResetMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UndoLeadTimelineResetMutation, UndoLeadTimelineResetMutationVariables, ApolloCache, TConfiguredVariables>(UndoLeadTimelineResetDocument, options);
}
export type UndoLeadTimelineResetMutationHookResult = ReturnType<typeof useUndoLeadTimelineResetMutation>;

/** `UpcomingCalls` query: `useQuery(UpcomingCallsDocument, options)`; pass `skipToken` to skip it. */
export function useUpcomingCallsQuery(options: useQuery.Options<UpcomingCallsQuery, UpcomingCallsQueryVariables>): useQuery.Result<UpcomingCallsQuery, UpcomingCallsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useUpcomingCallsQuery(options: SkipToken | useQuery.Options<UpcomingCallsQuery, UpcomingCallsQueryVariables>): useQuery.Result<UpcomingCallsQuery, UpcomingCallsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<UpcomingCallsQueryVariables>>;
export function useUpcomingCallsQuery(options: SkipToken | useQuery.Options<UpcomingCallsQuery, UpcomingCallsQueryVariables>) {
  return useQuery(UpcomingCallsDocument, options);
}
export type UpcomingCallsQueryHookResult = ReturnType<typeof useUpcomingCallsQuery>;

/** `UpcomingCalls` query, run on demand: `useLazyQuery(UpcomingCallsDocument, options)`. */
export function useUpcomingCallsLazyQuery(options?: useLazyQuery.Options<UpcomingCallsQuery, UpcomingCallsQueryVariables>) {
  return useLazyQuery(UpcomingCallsDocument, options);
}
export type UpcomingCallsLazyQueryHookResult = ReturnType<typeof useUpcomingCallsLazyQuery>;

/**
 * `UpdateMarketingSettings` mutation: `useMutation(UpdateMarketingSettingsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUpdateMarketingSettingsMutation<TConfiguredVariables extends Partial<UpdateMarketingSettingsMutationVariables> = {}>(options?: useMutation.Options<UpdateMarketingSettingsMutation, UpdateMarketingSettingsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UpdateMarketingSettingsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UpdateMarketingSettingsMutation, UpdateMarketingSettingsMutationVariables, ApolloCache, TConfiguredVariables>(UpdateMarketingSettingsDocument, options);
}
export type UpdateMarketingSettingsMutationHookResult = ReturnType<typeof useUpdateMarketingSettingsMutation>;

/**
 * `UpdateNotificationSettings` mutation: `useMutation(UpdateNotificationSettingsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUpdateNotificationSettingsMutation<TConfiguredVariables extends Partial<UpdateNotificationSettingsMutationVariables> = {}>(options?: useMutation.Options<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UpdateNotificationSettingsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables, ApolloCache, TConfiguredVariables>(UpdateNotificationSettingsDocument, options);
}
export type UpdateNotificationSettingsMutationHookResult = ReturnType<typeof useUpdateNotificationSettingsMutation>;

/**
 * `UpdateRetentionSettings` mutation: `useMutation(UpdateRetentionSettingsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUpdateRetentionSettingsMutation<TConfiguredVariables extends Partial<UpdateRetentionSettingsMutationVariables> = {}>(options?: useMutation.Options<UpdateRetentionSettingsMutation, UpdateRetentionSettingsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UpdateRetentionSettingsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UpdateRetentionSettingsMutation, UpdateRetentionSettingsMutationVariables, ApolloCache, TConfiguredVariables>(UpdateRetentionSettingsDocument, options);
}
export type UpdateRetentionSettingsMutationHookResult = ReturnType<typeof useUpdateRetentionSettingsMutation>;

/**
 * `UpdateSchedulingSettings` mutation: `useMutation(UpdateSchedulingSettingsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUpdateSchedulingSettingsMutation<TConfiguredVariables extends Partial<UpdateSchedulingSettingsMutationVariables> = {}>(options?: useMutation.Options<UpdateSchedulingSettingsMutation, UpdateSchedulingSettingsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UpdateSchedulingSettingsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UpdateSchedulingSettingsMutation, UpdateSchedulingSettingsMutationVariables, ApolloCache, TConfiguredVariables>(UpdateSchedulingSettingsDocument, options);
}
export type UpdateSchedulingSettingsMutationHookResult = ReturnType<typeof useUpdateSchedulingSettingsMutation>;

/**
 * `UpdateSecuritySettings` mutation: `useMutation(UpdateSecuritySettingsDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUpdateSecuritySettingsMutation<TConfiguredVariables extends Partial<UpdateSecuritySettingsMutationVariables> = {}>(options?: useMutation.Options<UpdateSecuritySettingsMutation, UpdateSecuritySettingsMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UpdateSecuritySettingsMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UpdateSecuritySettingsMutation, UpdateSecuritySettingsMutationVariables, ApolloCache, TConfiguredVariables>(UpdateSecuritySettingsDocument, options);
}
export type UpdateSecuritySettingsMutationHookResult = ReturnType<typeof useUpdateSecuritySettingsMutation>;

/**
 * `UpdateTeamMember` mutation: `useMutation(UpdateTeamMemberDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUpdateTeamMemberMutation<TConfiguredVariables extends Partial<UpdateTeamMemberMutationVariables> = {}>(options?: useMutation.Options<UpdateTeamMemberMutation, UpdateTeamMemberMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UpdateTeamMemberMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UpdateTeamMemberMutation, UpdateTeamMemberMutationVariables, ApolloCache, TConfiguredVariables>(UpdateTeamMemberDocument, options);
}
export type UpdateTeamMemberMutationHookResult = ReturnType<typeof useUpdateTeamMemberMutation>;

/**
 * `UpdateWebhookEndpoint` mutation: `useMutation(UpdateWebhookEndpointDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useUpdateWebhookEndpointMutation<TConfiguredVariables extends Partial<UpdateWebhookEndpointMutationVariables> = {}>(options?: useMutation.Options<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof UpdateWebhookEndpointMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables, ApolloCache, TConfiguredVariables>(UpdateWebhookEndpointDocument, options);
}
export type UpdateWebhookEndpointMutationHookResult = ReturnType<typeof useUpdateWebhookEndpointMutation>;

/**
 * `VerifyTwoFactor` mutation: `useMutation(VerifyTwoFactorDocument, options)`. Variables given here become
 * optional when calling the returned mutate function.
 */
export function useVerifyTwoFactorMutation<TConfiguredVariables extends Partial<VerifyTwoFactorMutationVariables> = {}>(options?: useMutation.Options<VerifyTwoFactorMutation, VerifyTwoFactorMutationVariables, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof VerifyTwoFactorMutationVariables ? TConfiguredVariables[K] : never }>) {
  return useMutation<VerifyTwoFactorMutation, VerifyTwoFactorMutationVariables, ApolloCache, TConfiguredVariables>(VerifyTwoFactorDocument, options);
}
export type VerifyTwoFactorMutationHookResult = ReturnType<typeof useVerifyTwoFactorMutation>;

/** `WebhookDeliveries` query: `useQuery(WebhookDeliveriesDocument, options)`; pass `skipToken` to skip it. */
export function useWebhookDeliveriesQuery(options: useQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): useQuery.Result<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useWebhookDeliveriesQuery(options: SkipToken | useQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): useQuery.Result<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables, 'empty' | 'complete' | 'streaming', Partial<WebhookDeliveriesQueryVariables>>;
export function useWebhookDeliveriesQuery(options: SkipToken | useQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
  return useQuery(WebhookDeliveriesDocument, options);
}
export type WebhookDeliveriesQueryHookResult = ReturnType<typeof useWebhookDeliveriesQuery>;

/** `WebhookDeliveries` query, run on demand: `useLazyQuery(WebhookDeliveriesDocument, options)`. */
export function useWebhookDeliveriesLazyQuery(options?: useLazyQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
  return useLazyQuery(WebhookDeliveriesDocument, options);
}
export type WebhookDeliveriesLazyQueryHookResult = ReturnType<typeof useWebhookDeliveriesLazyQuery>;

/** `WebhookEndpoints` query: `useQuery(WebhookEndpointsDocument, options)`; pass `skipToken` to skip it. */
export function useWebhookEndpointsQuery(options?: useQuery.Options<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): useQuery.Result<WebhookEndpointsQuery, WebhookEndpointsQueryVariables, 'empty' | 'complete' | 'streaming'>;
export function useWebhookEndpointsQuery(options?: SkipToken | useQuery.Options<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): useQuery.Result<WebhookEndpointsQuery, WebhookEndpointsQueryVariables, 'empty' | 'complete' | 'streaming', Partial<WebhookEndpointsQueryVariables>>;
export function useWebhookEndpointsQuery(options?: SkipToken | useQuery.Options<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
  return useQuery(WebhookEndpointsDocument, options);
}
export type WebhookEndpointsQueryHookResult = ReturnType<typeof useWebhookEndpointsQuery>;

/** `WebhookEndpoints` query, run on demand: `useLazyQuery(WebhookEndpointsDocument, options)`. */
export function useWebhookEndpointsLazyQuery(options?: useLazyQuery.Options<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
  return useLazyQuery(WebhookEndpointsDocument, options);
}
export type WebhookEndpointsLazyQueryHookResult = ReturnType<typeof useWebhookEndpointsLazyQuery>;
