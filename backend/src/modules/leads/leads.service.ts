import type { Logger } from 'pino';
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  checkPageSize,
  decodeCursor,
  keysetPage,
  toPage,
  type Cursor,
  type Page,
} from '../../engine/db/keyset-pagination';
import { getPlainEntities, getPlainEntitiesWith } from '../../engine/db/plain-entities';
import { preparedQuery } from '../../engine/db/prepared-query';
import { ConflictError, NotFoundError } from '../../engine/errors';
import { MILESTONES } from './milestone-catalogue';
import type { ChatConversationsStore } from '../chat/chat-conversations.store';
import type { AppEventPublisher } from '../events/domain-event';
import type { LeadConversionContext, LeadConversionsService } from './lead-conversions.service';
import { Lead } from './lead.entity';
import { toRestLead } from './lead.rest';
import type { CreateLeadInput } from './lead.inputs';
import { leadSpamReason, type LeadSpamGuardOptions } from './lead-spam-guard';
import { likePattern, type LeadFilterValues, type LeadSortOrder } from './lead-query';
import {
  clearFirstResponse,
  recordFirstResponse,
  REPLY_WINDOW_MS,
  replyStatusAt,
  type ReplyStatus,
} from './lead-reply';
import { storedConsent } from './lead-consent';
import { sanitiseTouch } from './lead-touch';
import { normalizeWebsite } from './lead-website';
import { LeadViewCounts } from './lead-view-counts';
import type { AuditLogService } from '../audit/audit-log.service';

export type LeadListOptions = {
  first: number;
  after?: string | null;
  filter?: LeadFilterValues | null;
  sort?: LeadSortOrder;
  /** the fields of Lead the caller reads (a GraphQL selection): only their columns are read; all when absent */
  fields?: ReadonlySet<string> | null;
};

/** what a field of Lead that is no column reads; any other field that is no column reads every column */
const DERIVED_FIELDS: Record<string, (keyof Lead)[]> = {
  replyStatus: ['replyDueAt', 'firstResponseAt'],
  __typename: [],
};

const EXPORT_BATCH = 1000;
const REMINDER_BATCH = 200;

/** Up to this many, a filter's total is counted exactly; beyond, it is estimated. */
export const EXACT_TOTAL_LIMIT = 1000;
/**
 * A sample that estimates this many matches is taken as it is, without the capped count: with
 * the sample's 5,000 rows, a filter matching no more than EXACT_TOTAL_LIMIT leads estimates this
 * high about once in 10^8 tries at a million leads (never while the sample holds 5 % of them).
 */
const SURELY_BEYOND_LIMIT = 20 * EXACT_TOTAL_LIMIT;

type LeadTotal = { count: number; estimate: boolean };

/** A page of leads; `totalIsEstimate`: totalCount is an estimate of over EXACT_TOTAL_LIMIT leads. */
export type LeadPage = Page<Lead> & { totalIsEstimate: boolean };

/** The stored fields of a validated submission. */
function leadFields(input: CreateLeadInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    businessType: input.businessType,
    companySize: input.companySize,
    annualRevenue: input.annualRevenue,
    clientValue: input.clientValue,
    marketingNeeds: input.marketingNeeds,
    serviceInterest: input.serviceInterest || null,
    companyWebsite: input.companyWebsite ? normalizeWebsite(input.companyWebsite) || null : null,
    timeline: input.timeline,
    budget: input.budget,
    source: input.source || null,
    message: input.message || null,
    firstTouch: sanitiseTouch(input.firstTouch),
    lastTouch: sanitiseTouch(input.lastTouch),
    consent: storedConsent(input.consent),
  };
}

const CAPTURE = MILESTONES[0];

/**
 * A new lead and its capture milestone (completed as it arrived) in one statement; the lead's
 * other columns keep their defaults. Plain SQL: TypeORM's save() spent more CPU building it than
 * the database spent running it.
 */
const INSERT_LEAD = `WITH "new_lead" AS (
    INSERT INTO "lead" ("name", "email", "phone", "company", "business_type", "company_size", "annual_revenue",
      "client_value", "marketing_needs", "timeline", "budget", "source", "message", "first_touch", "last_touch",
      "consent", "spam", "spam_reason", "service_interest", "company_website")
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $22, $23)
    RETURNING "id", "created_at", "reply_due_at"
  ), "capture" AS (
    INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at")
    SELECT "id", $19, $20, $21, true, "created_at" FROM "new_lead"
  )
  SELECT "id", "created_at", "reply_due_at" FROM "new_lead"`;

const jsonOrNull = (value: object | null) => (value === null ? null : JSON.stringify(value));

export type LeadsServiceOptions = LeadSpamGuardOptions & {
  /** the clock reply deadlines are judged by (a fake one in tests) */
  now: () => Date;
};

export type LeadCountValues = { overdue: number; spam: number };

/** What the adapter saw of the request behind a submission. */
export type LeadRequestContext = Omit<LeadConversionContext, 'eventId' | 'eventTime'> & {
  /** the visitor's id from the chat's cookie: their conversation with the assistant is linked to the lead */
  chatVisitorId: string | null;
};

export class LeadsService {
  private readonly viewCounts: LeadViewCounts;
  /** the entity's selectable columns, listed on first use (columnsFor) */
  private leadColumns: ReadonlySet<keyof Lead> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly conversions: LeadConversionsService,
    private readonly chatConversations: ChatConversationsStore,
    private readonly logger: Logger,
    private readonly options: LeadsServiceOptions,
    private readonly events: AppEventPublisher,
    private readonly audit: AuditLogService,
  ) {
    this.viewCounts = new LeadViewCounts(dataSource);
  }

  /**
   * Stores a validated submission with its first milestone, and links the visitor's chat
   * conversation to it, atomically; then reports the conversion in the background. A submission
   * the spam guard flags (lead-spam-guard.ts) is stored the same way but quarantined: answered
   * exactly like any other, so a bot learns nothing, and neither reported nor listed until an
   * admin restores it (markNotSpam). A warning without the visitor's details counts it. A lead
   * that is not spam is announced (lead.created) in the same transaction.
   */
  async create(input: CreateLeadInput, { chatVisitorId, ...visitor }: LeadRequestContext): Promise<Lead> {
    const spamReason = leadSpamReason(input, this.options);
    const fields = leadFields(input);
    const lead = await this.dataSource.transaction(async (manager) => {
      const [row] = await preparedQuery<{ id: number; created_at: Date; reply_due_at: Date }>(
        manager,
        'insert_lead',
        INSERT_LEAD,
        [
          fields.name,
          fields.email,
          fields.phone,
          fields.company,
          fields.businessType,
          fields.companySize,
          fields.annualRevenue,
          fields.clientValue,
          fields.marketingNeeds,
          fields.timeline,
          fields.budget,
          fields.source,
          fields.message,
          jsonOrNull(fields.firstTouch),
          jsonOrNull(fields.lastTouch),
          jsonOrNull(fields.consent),
          spamReason !== null,
          spamReason,
          CAPTURE.milestoneId,
          CAPTURE.title,
          CAPTURE.description,
          fields.serviceInterest,
          fields.companyWebsite,
        ],
      );
      const saved = Object.assign(new Lead(), fields, {
        id: row.id,
        createdAt: row.created_at,
        replyDueAt: row.reply_due_at,
        spam: spamReason !== null,
        spamReason,
        firstResponseAt: null,
      });
      // the same transaction's manager: another connection would wait on the uncommitted lead row
      if (chatVisitorId) await this.chatConversations.linkLead(manager, chatVisitorId, saved.id);
      if (spamReason === null) await this.events.publish(manager, 'lead.created', toRestLead(saved, 'AWAITING'));
      return saved;
    });
    if (spamReason !== null) {
      this.logger.warn({ reason: spamReason, leadId: lead.id }, 'lead submission quarantined as spam');
      return lead;
    }
    this.events.wake();
    this.conversions.leadCreated(lead, { ...visitor, eventId: input.leadEventId });
    return lead;
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
      await this.events.publish(manager, 'lead.created', toRestLead(saved, 'AWAITING'), now);
      await this.audit.record({ action: 'lead.spam_restored', target: { type: 'lead', id } }, manager);
      return { lead: saved, restored: true };
    });
    if (restored) {
      this.events.wake();
      this.conversions.leadCreated(lead, { eventTime: now });
    }
    return lead;
  }

  /**
   * Deletes a lead and its milestones; its chat conversations stay, unlinked (the foreign key sets
   * them to null). A lead that was announced (not spam) is announced gone (lead.deleted), with
   * what it was.
   */
  async delete(id: number): Promise<void> {
    const now = this.options.now();
    await this.dataSource.transaction(async (manager) => {
      const lead = await manager.findOne(Lead, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!lead) throw new NotFoundError('Lead not found');
      await manager.delete(Lead, { id });
      await this.audit.record(
        { action: 'lead.deleted', target: { type: 'lead', id }, details: { spam: lead.spam } },
        manager,
      );
      if (!lead.spam)
        await this.events.publish(manager, 'lead.deleted', toRestLead(lead, replyStatusAt(lead, now)), now);
    });
    this.events.wake();
  }

  /** Records that the team responded to the lead now, unless a response is already recorded (then lead.contacted). */
  async markContacted(id: number): Promise<Lead> {
    const now = this.options.now();
    const lead = await this.dataSource.transaction(async (manager) => {
      const recorded = await recordFirstResponse(manager, id, now);
      const lead = await manager.findOneBy(Lead, { id });
      if (!lead) throw new NotFoundError('Lead not found');
      if (recorded) await this.audit.record({ action: 'lead.marked_contacted', target: { type: 'lead', id } }, manager);
      if (recorded && !lead.spam)
        await this.events.publish(manager, 'lead.contacted', toRestLead(lead, 'REPLIED'), now);
      return lead;
    });
    this.events.wake();
    return lead;
  }

  /**
   * Undoes "Mark as contacted": forgets the first response recorded at `respondedAt`, so the
   * lead waits for a reply again. Refused when the recorded response is another one (a milestone
   * completed since, say), which this undo must not erase.
   */
  async undoContacted(id: number, respondedAt: Date): Promise<Lead> {
    return this.dataSource.transaction(async (manager) => {
      const cleared = await clearFirstResponse(manager, id, respondedAt);
      const lead = await manager.findOneBy(Lead, { id });
      if (!lead) throw new NotFoundError('Lead not found');
      if (!cleared) throw new ConflictError('This reply is no longer the one on record, so there is nothing to undo');
      await this.audit.record({ action: 'lead.contact_undone', target: { type: 'lead', id } }, manager);
      return lead;
    });
  }

  /**
   * Tells the team (events lead.reply_due_soon and lead.reply_overdue, which only email) about
   * each lead that has waited 24 hours without a reply, and again when its deadline passes: once
   * each, marked in the same transaction, so two instances or a retried job never repeat one.
   * A lead already overdue when first seen gets only the overdue notice. Returns how many went.
   */
  async sendReplyReminders(): Promise<number> {
    const now = this.options.now();
    const dueSoonFrom = new Date(now.getTime() + REPLY_WINDOW_MS / 2);
    let sent = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const overdue = await this.claimReminders(
          manager,
          now,
          `"overdue_notice_sent_at" = $1, "reply_reminder_sent_at" = coalesce("reply_reminder_sent_at", $1)`,
          `"overdue_notice_sent_at" IS NULL AND "reply_due_at" <= $1`,
          now,
        );
        const dueSoon = await this.claimReminders(
          manager,
          now,
          `"reply_reminder_sent_at" = $1`,
          `"reply_reminder_sent_at" IS NULL AND "overdue_notice_sent_at" IS NULL AND "reply_due_at" <= $1`,
          dueSoonFrom,
        );
        for (const lead of overdue)
          await this.events.publish(manager, 'lead.reply_overdue', toRestLead(lead, 'OVERDUE'), now);
        for (const lead of dueSoon)
          await this.events.publish(manager, 'lead.reply_due_soon', toRestLead(lead, 'AWAITING'), now);
        return overdue.length + dueSoon.length;
      });
      sent += batch;
      if (batch < REMINDER_BATCH) break;
    }
    if (sent > 0) this.events.wake();
    return sent;
  }

  /**
   * Marks (`set`, where $1 is now) up to REMINDER_BATCH unanswered, not-spam leads matching
   * `where` (where $1 is `bound`), and returns them.
   */
  private async claimReminders(
    manager: EntityManager,
    now: Date,
    set: string,
    where: string,
    bound: Date,
  ): Promise<Lead[]> {
    const rows = await manager.query<{ id: number }[]>(
      `SELECT "id" FROM "lead" WHERE NOT "spam" AND "first_response_at" IS NULL AND ${where}
       ORDER BY "reply_due_at" LIMIT ${REMINDER_BATCH} FOR UPDATE SKIP LOCKED`,
      [bound],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    await manager.query(`UPDATE "lead" SET ${set} WHERE "id" = ANY ($2)`, [now, ids]);
    return manager.getRepository(Lead).findBy({ id: In(ids) });
  }

  /** The reply status of a lead at this moment. */
  replyStatus(lead: Lead): ReplyStatus {
    return replyStatusAt(lead, this.options.now());
  }

  /** The header's counts: the same figures as the overdue and spam filters' totalCount. */
  counts(): Promise<LeadCountValues> {
    return this.viewCounts.badges(this.options.now());
  }

  /** Folds the kept view counts' rows (a scheduled chore); returns how many it folded. */
  foldViewCounts(): Promise<number> {
    return this.viewCounts.fold();
  }

  /**
   * How many leads a filter matches: a kept count for a whole view; else counted, up to
   * EXACT_TOTAL_LIMIT, and beyond it estimated from a sample (counting them all would read them all).
   */
  private async total(filter: LeadFilterValues | null, now: Date): Promise<LeadTotal> {
    const kept = await this.viewCounts.total(filter, now);
    if (kept !== null) return { count: kept, estimate: false };
    const [sql, parameters] = this.matching(filter, now).select('1', 'one').getQueryAndParameters();
    // the sample first (reused for a minute): a broad search is not also counted up to the limit,
    // which read thousands of rows to find a thousand matches
    const sampled = await this.viewCounts.estimate(sql, parameters);
    if (sampled > SURELY_BEYOND_LIMIT) return { count: sampled, estimate: true };
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (${sql} LIMIT ${EXACT_TOTAL_LIMIT + 1}) AS m`,
      parameters,
    );
    if (count <= EXACT_TOTAL_LIMIT) return { count, estimate: false };
    return { count: Math.max(sampled, count), estimate: true };
  }

  async get(id: number): Promise<Lead> {
    const lead = await this.dataSource.getRepository(Lead).findOneBy({ id });
    if (!lead) throw new NotFoundError('Lead not found');
    return lead;
  }

  /**
   * The id of the lead (not spam, the newest of several) that has each of these email addresses,
   * compared in lower case, in one query; an address no lead has is not in the map.
   */
  async leadIdsByEmail(emails: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.query<{ email: string; id: number }[]>(
      `SELECT DISTINCT ON (lower("email")) lower("email") AS "email", "id" FROM "lead"
       WHERE lower("email") = ANY ($1::text[]) AND NOT "spam"
       ORDER BY lower("email"), "id" DESC`,
      [wanted],
    );
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  async list(options: LeadListOptions): Promise<LeadPage> {
    const first = checkPageSize(options.first);
    const sort = options.sort ?? 'NEWEST_FIRST';
    const cursor = decodeCursor(options.after);
    const filter = options.filter ?? null;
    // one instant for the page and its count, so a lead cannot turn overdue between the two
    const now = this.options.now();
    const page = this.page(filter, now, sort, cursor, first + 1);
    const columns = this.columnsFor(options.fields ?? null);
    const keptTotal = this.viewCounts.totalSql(filter);
    if (keptTotal !== null) {
      const { entities, value } = await getPlainEntitiesWith<Lead, number>(page, columns, keptTotal);
      // a page past the last lead has no row to carry the total
      const count = value ?? (await this.total(filter, now)).count;
      return { ...toPage(entities, first, count), totalIsEstimate: false };
    }
    const [rows, total] = await Promise.all([getPlainEntities(page, columns), this.total(filter, now)]);
    return { ...toPage(rows, first, total.count), totalIsEstimate: total.estimate };
  }

  /**
   * The columns a page reads for these fields, and always its cursor's (id, createdAt); null (all)
   * for no fields or a field this does not know. A page of the lead table's twelve fields reads
   * neither the touches nor the consent, whose JSON took a third of the page's parsing.
   */
  private columnsFor(fields: ReadonlySet<string> | null): (keyof Lead)[] | null {
    if (!fields) return null;
    this.leadColumns ??= new Set(
      this.dataSource
        .getMetadata(Lead)
        .columns.filter((column) => column.isSelect)
        .map((column) => column.propertyName as keyof Lead),
    );
    const columns = this.leadColumns;
    const read = new Set<keyof Lead>(['id', 'createdAt']);
    for (const field of fields) {
      const derived = DERIVED_FIELDS[field];
      if (derived) derived.forEach((column) => read.add(column));
      else if (columns.has(field as keyof Lead)) read.add(field as keyof Lead);
      else return null;
    }
    return [...read];
  }

  /** Yields every matching lead in batches over the keyset index, so memory stays flat. */
  async *exportBatches(filter: LeadFilterValues | null, sort: LeadSortOrder = 'NEWEST_FIRST'): AsyncGenerator<Lead[]> {
    const now = this.options.now();
    await this.audit.record({ action: 'leads.exported', details: { filter, sort } });
    let cursor: Cursor | null = null;
    for (;;) {
      const batch: Lead[] = await getPlainEntities(this.page(filter, now, sort, cursor, EXPORT_BATCH));
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < EXPORT_BATCH) return;
      const last: Lead = batch[batch.length - 1];
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }

  /**
   * The leads a filter matches, as a query to count, page or aggregate (the statistics build on
   * it). Spam is a separate view, never mixed into the list; each
   * condition is written so that a partial index of the migrations serves it (the list's indexes
   * hold only leads that are not spam; the reply filters use the index of unanswered leads).
   */
  matching(filter: LeadFilterValues | null, now: Date): SelectQueryBuilder<Lead> {
    const query = this.dataSource.getRepository(Lead).createQueryBuilder('lead');
    query.where(filter?.spam ? 'lead.spam' : 'NOT lead.spam');
    if (!filter) return query;
    const search = filter.search?.trim();
    if (search) {
      query.andWhere('(lead.name ILIKE :pattern OR lead.email ILIKE :pattern OR lead.company ILIKE :pattern)', {
        pattern: likePattern(search),
      });
    }
    if (filter.businessType) query.andWhere('lead.businessType = :businessType', { businessType: filter.businessType });
    if (filter.companySize) query.andWhere('lead.companySize = :companySize', { companySize: filter.companySize });
    if (filter.timeline) query.andWhere('lead.timeline = :timeline', { timeline: filter.timeline });
    if (filter.createdFrom) query.andWhere('lead.createdAt >= :createdFrom', { createdFrom: filter.createdFrom });
    if (filter.createdTo) query.andWhere('lead.createdAt <= :createdTo', { createdTo: filter.createdTo });
    if (filter.firstTouchSource)
      query.andWhere('lead.firstTouchSource = :firstTouchSource', { firstTouchSource: filter.firstTouchSource });
    if (filter.firstTouchCampaign)
      query.andWhere('lead.firstTouchCampaign = :firstTouchCampaign', {
        firstTouchCampaign: filter.firstTouchCampaign,
      });
    switch (filter.replyStatus) {
      case 'REPLIED':
        query.andWhere('lead.firstResponseAt IS NOT NULL');
        break;
      case 'OVERDUE':
        query.andWhere('lead.firstResponseAt IS NULL AND lead.replyDueAt <= :now', { now });
        break;
      case 'AWAITING':
        query.andWhere('lead.firstResponseAt IS NULL AND lead.replyDueAt > :now', { now });
        break;
      default:
        break;
    }
    return query;
  }

  private page(
    filter: LeadFilterValues | null,
    now: Date,
    sort: LeadSortOrder,
    cursor: Cursor | null,
    limit: number,
  ): SelectQueryBuilder<Lead> {
    return keysetPage(this.matching(filter, now), 'lead', sort === 'NEWEST_FIRST' ? 'DESC' : 'ASC', cursor, limit);
  }
}
