import type { ModuleDefinition } from '../../engine/module';
import { Lead } from './lead.entity';
import { LeadSubmission } from './lead-submission.entity';
import { LeadsResolver } from './leads.resolver';
import { leadIntake, leadsRoutes } from './leads.routes';
import { CONVERSIONS_QUEUE, type LeadConversionsService } from './lead-conversions.service';
import type { LeadRouteServices } from './leads.routes';

/** What other modules use of this one. */
export type { LeadConversionsService } from './lead-conversions.service';
export type { LeadListService } from './lead-list.service';
export { LeadFilter } from './lead-list.types';
export { answerText, LEAD_FIELDS, snakeCase, tooLongMessage } from './lead-fields';
export type { LeadAnswerKey } from './lead-fields';
export { LEAD_CSV_COLUMNS, neutraliseCell } from './lead-csv';
export { normalizeWebsite } from './lead-website';
export {
  hasPossibleDuplicatesSql,
  nameCompanyKeyed,
  phoneKeyed,
  sameNameCompany,
  samePhone,
} from './lead-duplicate-keys';
export { leadPayload } from './lead-payload';
export type { LeadFilterValues } from './lead-query';
export { clearBookedCall, recordBookedCall, recordFirstResponse, replyStatusAt } from './lead-reply';
export { lockLeadEmail, lockLeadEmails, type LeadIntakeService } from './lead-intake.service';
export type { LeadDetailPart } from './leads.routes';
export { sanitiseTouch } from './lead-touch';
export { eventsOfLiveLeads, holdErasureLock } from './live-lead-events';
export { Lead } from './lead.entity';
export { MILESTONES, findMilestone } from './milestone-catalogue';

/** Its scheduled work's queues (a test starts one by hand). */
export const LEAD_QUEUES = {
  replyReminders: 'reply-reminders',
  viewCountsFold: 'lead-view-counts-fold',
} as const;

/**
 * The contact form's leads: intake, spam quarantine, reply deadlines, the lead table and its export
 * (a lead's deletion is an erasure: the privacy module's).
 */
export const leadsModule: ModuleDefinition<LeadRouteServices & { conversions: LeadConversionsService }> = {
  name: 'leads',
  auditActions: ['lead.marked_contacted', 'lead.contact_undone', 'lead.spam_restored', 'leads.exported'],
  entities: [Lead, LeadSubmission],
  resolvers: [{ type: LeadsResolver, create: (s) => new LeadsResolver(s.leads, s.leadIntake, s.leadList) }],
  publicRoutes: [{ path: '/api/leads', rateLimit: 'leads', handler: (s) => leadIntake(s.leadIntake) }],
  routes: (s) => leadsRoutes(s),
  queues: [
    // each call times out after 5 s, and a batch's calls run together: a job still active after
    // 15 s belongs to an instance that died, and is sent again
    {
      queue: CONVERSIONS_QUEUE,
      batchSize: 10,
      expireInSeconds: 15,
      pollingIntervalSeconds: 2,
      handler: (s) => s.conversions.send,
    },
  ],
  schedules: [
    {
      queue: LEAD_QUEUES.replyReminders,
      cron: '* * * * *',
      run: async (s, logger) => {
        const sent = await s.leads.sendReplyReminders();
        if (sent > 0) logger.info({ sent }, `reply reminders: ${sent} lead(s) announced`);
      },
    },
    // each connection that changed leads since holds a row of the lead table's counts
    {
      queue: LEAD_QUEUES.viewCountsFold,
      cron: '*/10 * * * *',
      run: async (s) => {
        await s.leadList.foldViewCounts();
      },
    },
  ],
};
