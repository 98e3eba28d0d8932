import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../engine/db/prepared-query';
import { NotFoundError } from '../../engine/errors';
import { MILESTONES } from './milestone-catalogue';
import type { ChatConversationsStore } from '../chat';
import type { AppEventPublisher } from '../events';
import type { LeadConversionContext, LeadConversionsService } from './lead-conversions.service';
import { Lead } from './lead.entity';
import { leadPayload } from './lead-payload';
import type { CreateLeadInput } from './lead.inputs';
import { leadSpamReason, type LeadSpamGuardOptions } from './lead-spam-guard';
import { REPLY_WINDOW_MS } from './lead-reply';
import { storedConsent } from './lead-consent';
import { sanitiseTouch } from './lead-touch';
import type { Touch } from './lead-touch.type';
import { normalizeWebsite } from './lead-website';
import { LEAD_FIELDS, snakeCase, type LeadAnswers, type LeadField } from './lead-fields';
import type { AuditLogService } from '../audit';

/** An answer as stored: a website as its bare domain, and an empty optional answer as null. */
function storedAnswer(field: LeadField, value: string | null | undefined): string | null {
  if (field.kind === 'website') return value ? normalizeWebsite(value) || null : null;
  return value || null;
}

/** The stored fields of a validated submission. */
function leadFields(input: CreateLeadInput) {
  const answers = Object.fromEntries(
    LEAD_FIELDS.map((field) => [field.key, storedAnswer(field, input[field.key])]),
  ) as LeadAnswers;
  return {
    ...answers,
    source: input.source || null,
    firstTouch: sanitiseTouch(input.firstTouch),
    lastTouch: sanitiseTouch(input.lastTouch),
    consent: storedConsent(input.consent),
  };
}

const CAPTURE = MILESTONES[0];

/** The INSERT's columns after the answers', in the order of its parameters. */
const OTHER_COLUMNS = ['source', 'first_touch', 'last_touch', 'consent', 'spam', 'spam_reason'];
const INSERT_COLUMNS = [...LEAD_FIELDS.map((field) => snakeCase(field.key)), ...OTHER_COLUMNS];
/** $n for each of the capture milestone's three values, after the lead's */
const capture = (index: number) => `$${INSERT_COLUMNS.length + index}`;

/**
 * A new lead and its capture milestone (completed as it arrived) in one statement; the lead's
 * other columns keep their defaults. Plain SQL: TypeORM's save() spent more CPU building it than
 * the database spent running it.
 */
const INSERT_LEAD = `WITH "new_lead" AS (
    INSERT INTO "lead" (${INSERT_COLUMNS.map((column) => `"${column}"`).join(', ')})
    VALUES (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
    RETURNING "id", "created_at", "reply_due_at"
  ), "capture" AS (
    INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at")
    SELECT "id", ${capture(1)}, ${capture(2)}, ${capture(3)}, true, "created_at" FROM "new_lead"
  )
  SELECT "id", "created_at", "reply_due_at" FROM "new_lead"`;

const jsonOrNull = (value: object | null) => (value === null ? null : JSON.stringify(value));

/** The contact form's spam guard, and the clock the reply deadline starts by (a fake one in tests). */
export type LeadIntakeOptions = LeadSpamGuardOptions & { now: () => Date };

/** What the adapter saw of the request behind a submission. */
export type LeadRequestContext = Omit<LeadConversionContext, 'eventId' | 'eventTime'> & {
  /** the visitor's id from the chat's cookie: their conversation with the assistant is linked to the lead */
  chatVisitorId: string | null;
};

/** Who booked a call without sending the form, as the scheduling tool tells it. */
type BookedLeadInput = {
  name: string;
  email: string;
  phone: string | null;
  /** the tool's questions and answers, as text */
  message: string | null;
  /** the booking's UTM parameters, when it carried any */
  touch: Touch | null;
};

/** The lead's source when a booked call brought it. */
const BOOKING_SOURCE = 'Booking';

/** A lead's arrival: the contact form's submissions, a booked call's, and a quarantined lead's restore. */
export class LeadIntakeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversions: LeadConversionsService,
    private readonly chatConversations: ChatConversationsStore,
    private readonly logger: Logger,
    private readonly options: LeadIntakeOptions,
    private readonly events: AppEventPublisher,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * Stores a validated submission with its first milestone, and links the visitor's chat
   * conversation to it, atomically, with its Conversions API event queued. A submission
   * the spam guard flags (lead-spam-guard.ts) is stored the same way but quarantined: answered
   * exactly like any other, so a bot learns nothing, and neither reported nor listed until an
   * admin restores it (markNotSpam). A warning without the visitor's details counts it. A lead
   * that is not spam is announced (lead.created) in the same transaction.
   */
  async create(input: CreateLeadInput, { chatVisitorId, ...visitor }: LeadRequestContext): Promise<Lead> {
    const spamReason = leadSpamReason(input, this.options);
    const fields = leadFields(input);
    const reporting = spamReason === null ? await this.conversions.reporting() : null;
    const lead = await this.dataSource.transaction(async (manager) => {
      const [row] = await preparedQuery<{ id: number; created_at: Date; reply_due_at: Date }>(manager, INSERT_LEAD, [
        ...LEAD_FIELDS.map((field) => fields[field.key]),
        fields.source,
        jsonOrNull(fields.firstTouch),
        jsonOrNull(fields.lastTouch),
        jsonOrNull(fields.consent),
        spamReason !== null,
        spamReason,
        CAPTURE.milestoneId,
        CAPTURE.title,
        CAPTURE.description,
      ]);
      const saved = Object.assign(new Lead(), fields, {
        id: row.id,
        createdAt: row.created_at,
        replyDueAt: row.reply_due_at,
        spam: spamReason !== null,
        spamReason,
        firstResponseAt: null,
        repliedByBooking: false,
      });
      // the same transaction's manager: another connection would wait on the uncommitted lead row
      if (chatVisitorId) await this.chatConversations.linkLead(manager, chatVisitorId, saved.id);
      if (reporting) {
        await this.events.publish(manager, 'lead.created', leadPayload(saved, 'AWAITING'));
        await this.conversions.queue(manager, saved, { ...visitor, eventId: input.leadEventId }, reporting);
      }
      return saved;
    });
    if (spamReason !== null) {
      this.logger.warn({ reason: spamReason, leadId: lead.id }, 'lead submission quarantined as spam');
      return lead;
    }
    this.events.wake();
    this.conversions.wake();
    return lead;
  }

  /**
   * A lead for a visitor who booked a call without sending the form, in the booking's transaction,
   * announced like any new lead (lead.created). No Conversions API event: the visitor gave no
   * consent on this site for one.
   */
  async createBooked(manager: EntityManager, input: BookedLeadInput): Promise<Lead> {
    const answers = Object.fromEntries(LEAD_FIELDS.map((field) => [field.key, null])) as Record<string, string | null>;
    Object.assign(answers, { name: input.name, email: input.email, phone: input.phone, message: input.message });
    const fields = {
      ...(answers as LeadAnswers),
      source: BOOKING_SOURCE,
      firstTouch: input.touch,
      lastTouch: input.touch,
      consent: null,
    };
    const [row] = await preparedQuery<{ id: number; created_at: Date; reply_due_at: Date }>(manager, INSERT_LEAD, [
      ...LEAD_FIELDS.map((field) => fields[field.key]),
      fields.source,
      jsonOrNull(fields.firstTouch),
      jsonOrNull(fields.lastTouch),
      null,
      false,
      null,
      CAPTURE.milestoneId,
      CAPTURE.title,
      CAPTURE.description,
    ]);
    const saved = Object.assign(new Lead(), fields, {
      id: row.id,
      createdAt: row.created_at,
      replyDueAt: row.reply_due_at,
      spam: false,
      spamReason: null,
      firstResponseAt: null,
      repliedByBooking: false,
    });
    await this.events.publish(manager, 'lead.created', leadPayload(saved, 'AWAITING'));
    return saved;
  }

  /**
   * Takes a lead out of the spam quarantine: from now on it is a lead like any other, and what a
   * new lead triggers happens now (the Conversions API event, timed now, without the visitor's
   * request details, which were never kept). Its reply deadline restarts at the restore: the
   * team could not see the lead while it was quarantined, so the 48 hours run from when it can.
   * A lead that is not spam is returned unchanged, and nothing is sent twice.
   */
  async markNotSpam(id: number): Promise<Lead> {
    const now = this.options.now();
    const reporting = await this.conversions.reporting();
    const { lead, restored } = await this.dataSource.transaction(async (manager) => {
      const lead = await manager.findOne(Lead, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!lead) throw new NotFoundError('Lead not found');
      if (!lead.spam) return { lead, restored: false };
      lead.spam = false;
      lead.spamReason = null;
      lead.replyDueAt = new Date(now.getTime() + REPLY_WINDOW_MS);
      lead.replyReminderSentAt = null;
      lead.overdueNoticeSentAt = null;
      const saved = await manager.save(lead);
      await this.events.publish(manager, 'lead.created', leadPayload(saved, 'AWAITING'), now);
      await this.conversions.queue(manager, saved, { eventTime: now }, reporting);
      await this.audit.record({ action: 'lead.spam_restored', target: { type: 'lead', id } }, manager);
      return { lead: saved, restored: true };
    });
    if (restored) {
      this.events.wake();
      this.conversions.wake();
    }
    return lead;
  }
}
