import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../engine/db/prepared-query';
import { NotFoundError } from '../../engine/errors';
import { MILESTONES } from './milestone-catalogue';
import type { ChatConversationsStore } from '../chat';
import type { AppEventPublisher } from '../events';
import type { LeadConversionContext, LeadConversionsService } from './lead-conversions.service';
import { Lead } from './lead.entity';
import { leadPayload, submissionPayload } from './lead-payload';
import type { CreateLeadInput } from './lead.inputs';
import { leadSpamReason, type LeadSpamGuardOptions, type LeadSpamReason } from './lead-spam-guard';
import { REPLY_WINDOW_MS, replyStatusAt } from './lead-reply';
import { LeadSubmission, type SubmittedAnswers } from './lead-submission.entity';
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
const ANSWER_COLUMNS = LEAD_FIELDS.map((field) => snakeCase(field.key));
const INSERT_COLUMNS = [...ANSWER_COLUMNS, ...OTHER_COLUMNS];
/** $n of an INSERT column's value */
const param = (column: string) => `$${INSERT_COLUMNS.indexOf(column) + 1}`;
/** $n for each of the values after the lead's: the capture milestone's three, then a submission's four */
const extra = (index: number) => `$${INSERT_COLUMNS.length + index}`;

/** The capture milestone of the lead "new_lead" returns, completed as it arrived. */
const CAPTURE_CTE = `"capture" AS (
    INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at")
    SELECT "id", ${extra(1)}, ${extra(2)}, ${extra(3)}, true, "created_at" FROM "new_lead"
  )`;

/**
 * A new lead and its capture milestone (completed as it arrived) in one statement; the lead's
 * other columns keep their defaults. Plain SQL: TypeORM's save() spent more CPU building it than
 * the database spent running it.
 */
const INSERT_LEAD = `WITH "new_lead" AS (
    INSERT INTO "lead" (${INSERT_COLUMNS.map((column) => `"${column}"`).join(', ')})
    VALUES (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
    RETURNING "id", "created_at", "reply_due_at"
  ), ${CAPTURE_CTE}
  SELECT "id", "created_at", "reply_due_at" FROM "new_lead"`;

/** The submission's answers (jsonb), its touch (jsonb), when it arrived and the reply deadline it sets. */
const [SUBMITTED_ANSWERS, SUBMITTED_TOUCH, SUBMITTED_AT, REPLY_DUE_AT] = [4, 5, 6, 7].map(extra);

/**
 * A booked call keeps the promise met (its reply time, and the deadline it met); any other lead
 * owes the person an answer again, by a new deadline.
 */
const REPLY_RESTART = `"reply_due_at" = CASE WHEN l."replied_by_booking" THEN l."reply_due_at" ELSE ${REPLY_DUE_AT} END,
    "first_response_at" = CASE WHEN l."replied_by_booking" THEN l."first_response_at" END,
    "reply_reminder_sent_at" = CASE WHEN l."replied_by_booking" THEN l."reply_reminder_sent_at" END,
    "overdue_notice_sent_at" = CASE WHEN l."replied_by_booking" THEN l."overdue_notice_sent_at" END`;

/**
 * A contact-form submission in one statement: the newest lead (not spam) with its email in any
 * capitals, when the submission is not spam, takes the submission's non-empty answers, its visit
 * as the last touch and a new reply deadline; else a new lead with its capture milestone. Either
 * way the submission is stored. The caller holds the email's lock (lockLeadEmail), so two
 * submissions of one new email cannot both find none.
 */
const SUBMIT_LEAD = `WITH "match" AS (
    SELECT "id" FROM "lead" WHERE lower("email") = lower(${param('email')}) AND NOT "spam" AND NOT ${param('spam')}::boolean
    ORDER BY "created_at" DESC, "id" DESC LIMIT 1 FOR UPDATE
  ), "returning" AS (
    UPDATE "lead" l SET ${ANSWER_COLUMNS.map((column) => `"${column}" = COALESCE(${param(column)}, l."${column}")`).join(', ')},
    "source" = COALESCE(${param('source')}, l."source"),
    "first_touch" = COALESCE(l."first_touch", ${param('first_touch')}::jsonb),
    "last_touch" = COALESCE(${param('last_touch')}::jsonb, l."last_touch"),
    "consent" = COALESCE(${param('consent')}::jsonb, l."consent"),
    ${REPLY_RESTART}
    FROM "match" WHERE l."id" = "match"."id"
    RETURNING l."id"
  ), "new_lead" AS (
    INSERT INTO "lead" (${INSERT_COLUMNS.map((column) => `"${column}"`).join(', ')})
    SELECT ${INSERT_COLUMNS.map((column) => param(column)).join(', ')} WHERE NOT EXISTS (SELECT 1 FROM "match")
    RETURNING "id", "created_at", "reply_due_at"
  ), ${CAPTURE_CTE}, "submission" AS (
    INSERT INTO "lead_submission" ("lead_id", "created_at", "answers", "touch")
    SELECT "id", "created_at", ${SUBMITTED_ANSWERS}::jsonb, ${SUBMITTED_TOUCH}::jsonb FROM "new_lead"
    UNION ALL SELECT "id", ${SUBMITTED_AT}::timestamptz, ${SUBMITTED_ANSWERS}::jsonb, ${SUBMITTED_TOUCH}::jsonb FROM "returning"
    RETURNING "id", "lead_id", "created_at"
  )
  SELECT s."lead_id" AS "id", s."id" AS "submission_id", s."created_at" AS "submitted_at", n."created_at", n."reply_due_at"
  FROM "submission" s LEFT JOIN "new_lead" n ON n."id" = s."lead_id"`;

/**
 * A restored submission joins the newest lead (not spam) of its email as a resubmission: the
 * quarantined lead's answers and touches over the lead's, as in SUBMIT_LEAD ($1 the lead, $2 the
 * quarantined one, $3 the new reply deadline).
 */
const ATTACH_RESTORED = `UPDATE "lead" l SET ${ANSWER_COLUMNS.map((column) => `"${column}" = COALESCE(q."${column}", l."${column}")`).join(', ')},
    "source" = COALESCE(q."source", l."source"),
    "first_touch" = COALESCE(l."first_touch", q."first_touch"),
    "last_touch" = COALESCE(q."last_touch", l."last_touch"),
    "consent" = COALESCE(q."consent", l."consent"),
    ${REPLY_RESTART.replaceAll(REPLY_DUE_AT, '$3')}
  FROM "lead" q WHERE l."id" = $1 AND q."id" = $2`;

/** A lead's stored answers as a submission's, under their API names, the given ones only. */
const ANSWERS_OF_LEAD = `jsonb_strip_nulls(jsonb_build_object(${LEAD_FIELDS.map(
  (field) => `'${field.key}', "${snakeCase(field.key)}"`,
).join(', ')}))`;

const jsonOrNull = (value: object | null) => (value === null ? null : JSON.stringify(value));

/** The lead's stored fields, as leadFields gives them. */
type LeadColumns = ReturnType<typeof leadFields>;

/** The answers a submission carried, under their API names, as sent (after trimming). */
function submittedAnswers(input: CreateLeadInput): SubmittedAnswers {
  const answers: SubmittedAnswers = {};
  for (const field of LEAD_FIELDS) {
    const value = input[field.key];
    if (typeof value === 'string') answers[field.key] = value;
  }
  return answers;
}

/**
 * What the person who sent the form again gets back: their lead's id and deadline, with what they
 * sent, not what the lead holds (anyone may send the form with someone's email address).
 */
function answeredAs(lead: Lead, fields: LeadColumns): Lead {
  return Object.assign(new Lead(), fields, {
    id: lead.id,
    createdAt: lead.createdAt,
    replyDueAt: lead.replyDueAt,
    firstResponseAt: lead.firstResponseAt,
    repliedByBooking: lead.repliedByBooking,
    spam: false,
    spamReason: null,
  });
}

/** An arbitrary constant: the advisory locks' space of the contact form's emails. */
const EMAIL_LOCK_SPACE = 1_765_497_600;

/**
 * Serialises, until the caller's transaction ends, the writers that find a lead by this email or
 * create one: two submissions (or a submission and a booked call) of one new email would otherwise
 * both find none and create two leads.
 */
export async function lockLeadEmail(manager: EntityManager, email: string): Promise<void> {
  // prepared: it runs before every contact-form submission
  await preparedQuery(manager, `SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))`, [
    EMAIL_LOCK_SPACE,
    email.trim(),
  ]);
}

/**
 * lockLeadEmail for many emails at once (an import's batch), taken in one order (their keys', as
 * sorted by PostgreSQL) so that two such callers never wait on each other in a cycle.
 */
export async function lockLeadEmails(manager: EntityManager, emails: readonly string[]): Promise<void> {
  await manager.query(
    `SELECT pg_advisory_xact_lock($1, "key")
     FROM (SELECT DISTINCT hashtext(lower(trim("email"))) AS "key" FROM unnest($2::text[]) AS "email" ORDER BY 1) AS "k"`,
    [EMAIL_LOCK_SPACE, emails],
  );
}

/**
 * A lead stored: the lead, the form submission (none for a booked call), and whether the lead
 * existed before it (a returning person).
 */
type Submitted = { lead: Lead; submission: LeadSubmission | null; returning: boolean };

/** What INSERT_LEAD (the lead) and SUBMIT_LEAD (the lead and its submission) return. */
type StoredRow = {
  id: number;
  created_at: Date | null;
  reply_due_at: Date | null;
  submission_id?: number;
  submitted_at?: Date;
};

const replyDueAfter = (at: Date) => new Date(at.getTime() + REPLY_WINDOW_MS);

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
   * conversation to it, atomically, with its Conversions API event queued. A submission whose email
   * (any capitals) a lead that is not spam already has is that person's new submission
   * (SUBMIT_LEAD): the lead takes its answers and visit, owes a reply by a new deadline, and is
   * announced as returning (lead.resubmitted, not lead.created). A submission the spam guard flags
   * (lead-spam-guard.ts) never joins a lead: it is stored as a lead of its own, quarantined,
   * answered exactly like any other, so a bot learns nothing, and neither reported nor listed until
   * an admin restores it (markNotSpam). A warning without the visitor's details counts it.
   */
  async create(input: CreateLeadInput, { chatVisitorId, ...visitor }: LeadRequestContext): Promise<Lead> {
    const spamReason = leadSpamReason(input, this.options);
    const fields = leadFields(input);
    const reporting = spamReason === null ? await this.conversions.reporting() : null;
    const sent = { answers: submittedAnswers(input), touch: fields.lastTouch, at: this.options.now() };
    const { lead, returning } = await this.dataSource.transaction(async (manager) => {
      if (spamReason === null) await lockLeadEmail(manager, fields.email);
      const submitted = await this.insertLead(manager, fields, spamReason, sent);
      // the same transaction's manager: another connection would wait on the uncommitted lead row
      if (chatVisitorId) await this.chatConversations.linkLead(manager, chatVisitorId, submitted.lead.id);
      if (reporting) {
        await this.announce(manager, submitted, sent.at);
        await this.conversions.queue(manager, submitted.lead, { ...visitor, eventId: input.leadEventId }, reporting);
      }
      return submitted;
    });
    if (spamReason !== null) {
      this.logger.warn({ reason: spamReason, leadId: lead.id }, 'lead submission quarantined as spam');
      return lead;
    }
    this.events.wake();
    this.conversions.wake();
    return returning ? answeredAs(lead, fields) : lead;
  }

  /**
   * A lead for a visitor who booked a call without sending the form, in the booking's transaction
   * (which holds the email's lock, lockLeadEmail), announced like any new lead (lead.created). No
   * submission: a booking is not one. No Conversions API event: the visitor gave no consent on
   * this site for one.
   */
  async createBooked(manager: EntityManager, input: BookedLeadInput): Promise<Lead> {
    const answers = Object.fromEntries(LEAD_FIELDS.map((field) => [field.key, null])) as Record<string, string | null>;
    Object.assign(answers, { name: input.name, email: input.email, phone: input.phone, message: input.message });
    const { lead } = await this.insertLead(
      manager,
      {
        ...(answers as LeadAnswers),
        source: BOOKING_SOURCE,
        firstTouch: input.touch,
        lastTouch: input.touch,
        consent: null,
      },
      null,
      null,
    );
    await this.events.publish(manager, 'lead.created', leadPayload(lead, 'AWAITING'));
    return lead;
  }

  /**
   * Takes a lead out of the spam quarantine. When a lead (not spam) has its email, the submission
   * is that person's: it joins that lead as a resubmission (its answers over the lead's, its
   * submission moved, the reply deadline restarted from now unless a call is booked, announced as
   * lead.resubmitted), the quarantined lead is removed, and the lead it joined is returned. Else
   * from now on it is a lead like any other, and what a new lead triggers happens now. Either way
   * the Conversions API event is sent now, timed now, without the visitor's request details, which
   * were never kept, and the reply deadline runs from the restore: the team could not see the
   * submission while it was quarantined. A lead that is not spam is returned unchanged, and nothing
   * is sent twice.
   */
  async markNotSpam(id: number): Promise<Lead> {
    const now = this.options.now();
    const replyDueAt = replyDueAfter(now);
    const reporting = await this.conversions.reporting();
    const { lead, restored } = await this.dataSource.transaction(async (manager) => {
      const quarantined = await manager.findOne(Lead, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!quarantined) throw new NotFoundError('Lead not found');
      if (!quarantined.spam) return { lead: quarantined, restored: false };
      await lockLeadEmail(manager, quarantined.email);
      const [match] = await manager.query<{ id: number }[]>(
        `SELECT "id" FROM "lead" WHERE lower("email") = lower($1) AND NOT "spam"
         ORDER BY "created_at" DESC, "id" DESC LIMIT 1 FOR UPDATE`,
        [quarantined.email],
      );
      let lead: Lead;
      if (match) {
        lead = await this.attachRestored(manager, quarantined, match.id, replyDueAt, now);
      } else {
        quarantined.spam = false;
        quarantined.spamReason = null;
        quarantined.replyDueAt = replyDueAt;
        quarantined.replyReminderSentAt = null;
        quarantined.overdueNoticeSentAt = null;
        lead = await manager.save(quarantined);
        await this.events.publish(manager, 'lead.created', leadPayload(lead, 'AWAITING'), now);
      }
      await this.conversions.queue(manager, lead, { eventTime: now }, reporting);
      await this.audit.record(
        {
          action: 'lead.spam_restored',
          target: { type: 'lead', id },
          details: match ? { joinedLeadId: match.id } : {},
        },
        manager,
      );
      return { lead, restored: true };
    });
    if (restored) {
      this.events.wake();
      this.conversions.wake();
    }
    return lead;
  }

  /** The quarantined lead's submission joins the lead `leadId`, and the quarantined lead is removed. */
  private async attachRestored(
    manager: EntityManager,
    quarantined: Lead,
    leadId: number,
    replyDueAt: Date,
    now: Date,
  ): Promise<Lead> {
    await manager.query(ATTACH_RESTORED, [leadId, quarantined.id, replyDueAt]);
    const [[moved]] = await manager.query<[{ id: number }[], number]>(
      `UPDATE "lead_submission" SET "lead_id" = $1 WHERE "lead_id" = $2 RETURNING "id"`,
      [leadId, quarantined.id],
    );
    // a lead stored without its submission (an import, a script) gives its answers as one
    const [added] = moved
      ? [moved]
      : await manager.query<{ id: number }[]>(
          `INSERT INTO "lead_submission" ("lead_id", "created_at", "answers", "touch")
           SELECT $1, "created_at", ${ANSWERS_OF_LEAD}, "last_touch" FROM "lead" WHERE "id" = $2 RETURNING "id"`,
          [leadId, quarantined.id],
        );
    await this.chatConversations.moveLead(manager, quarantined.id, leadId);
    await manager.delete(Lead, { id: quarantined.id });
    const lead = await manager.findOneByOrFail(Lead, { id: leadId });
    const submission = await manager.findOneByOrFail(LeadSubmission, { id: added.id });
    await this.announce(manager, { lead, submission, returning: true }, now);
    return lead;
  }

  /** Who hears of a submission: a new lead's lead.created, or a returning person's lead.resubmitted. */
  private async announce(manager: EntityManager, { lead, submission, returning }: Submitted, now: Date) {
    if (!returning || !submission) {
      await this.events.publish(manager, 'lead.created', leadPayload(lead, 'AWAITING'));
      return;
    }
    await this.events.publish(
      manager,
      'lead.resubmitted',
      { ...leadPayload(lead, replyStatusAt(lead, now)), submission: submissionPayload(submission) },
      now,
    );
  }

  /**
   * Stores a lead's fields: a booked call's as a new lead (`sent` null), a form submission's through
   * SUBMIT_LEAD (a returning person's lead is then read back as it now is).
   */
  private async insertLead(
    manager: EntityManager,
    fields: LeadColumns,
    spamReason: LeadSpamReason | null,
    sent: { answers: SubmittedAnswers; touch: Touch | null; at: Date } | null,
  ): Promise<Submitted> {
    const params = [
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
    ];
    const [row] = await preparedQuery<StoredRow>(
      manager,
      sent ? SUBMIT_LEAD : INSERT_LEAD,
      sent
        ? [...params, JSON.stringify(sent.answers), jsonOrNull(sent.touch), sent.at, replyDueAfter(sent.at)]
        : params,
    );
    const submission =
      sent && row.submission_id !== undefined && row.submitted_at !== undefined
        ? Object.assign(new LeadSubmission(), {
            id: row.submission_id,
            leadId: row.id,
            createdAt: row.submitted_at,
            answers: sent.answers,
            touch: sent.touch,
          })
        : null;
    // SUBMIT_LEAD returns no arrival for the lead it updated
    if (row.created_at === null || row.reply_due_at === null) {
      return { lead: await manager.findOneByOrFail(Lead, { id: row.id }), submission, returning: true };
    }
    const lead = Object.assign(new Lead(), fields, {
      id: row.id,
      createdAt: row.created_at,
      replyDueAt: row.reply_due_at,
      spam: spamReason !== null,
      spamReason,
      firstResponseAt: null,
      repliedByBooking: false,
    });
    return { lead, submission, returning: false };
  }
}
