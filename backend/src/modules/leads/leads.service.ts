import { In, type DataSource, type EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../engine/errors';
import type { AppEventPublisher } from '../events';
import { Lead } from './lead.entity';
import { LeadSubmission } from './lead-submission.entity';
import { leadPayload } from './lead-payload';
import {
  clearFirstResponse,
  recordFirstResponse,
  REPLY_WINDOW_MS,
  replyStatusAt,
  type ReplyStatus,
} from './lead-reply';
import type { AuditLogService } from '../audit';

const REMINDER_BATCH = 200;

export type LeadsServiceOptions = {
  /** the clock reply deadlines are judged by (a fake one in tests) */
  now: () => Date;
};

/** What the team does with a lead (reply, undo), and the reminders of the 48-hour promise. */
export class LeadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: LeadsServiceOptions,
    private readonly events: AppEventPublisher,
    private readonly audit: AuditLogService,
  ) {}

  async get(id: number): Promise<Lead> {
    const lead = await this.dataSource.getRepository(Lead).findOneBy({ id });
    if (!lead) throw new NotFoundError('Lead not found');
    return lead;
  }

  /** Each lead's contact-form submissions, newest first, in one query. */
  async submissionsOf(leadIds: readonly number[]): Promise<Map<number, LeadSubmission[]>> {
    const submissions = await this.dataSource.getRepository(LeadSubmission).find({
      where: { leadId: In([...leadIds]) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const byLead = new Map<number, LeadSubmission[]>(leadIds.map((id) => [id, []]));
    for (const submission of submissions) byLead.get(submission.leadId)?.push(submission);
    return byLead;
  }

  /** How many contact-form submissions each lead has, in one query (the lead table's badge). */
  async submissionCounts(leadIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await this.dataSource.query<{ lead_id: number; count: number }[]>(
      `SELECT "lead_id", count(*)::int AS "count" FROM "lead_submission" WHERE "lead_id" = ANY ($1::int[]) GROUP BY "lead_id"`,
      [[...leadIds]],
    );
    const counts = new Map<number, number>(leadIds.map((id) => [id, 0]));
    for (const row of rows) counts.set(row.lead_id, row.count);
    return counts;
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
        await this.events.publish(manager, 'lead.contacted', leadPayload(lead, 'REPLIED'), now);
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
          await this.events.publish(manager, 'lead.reply_overdue', leadPayload(lead, 'OVERDUE'), now);
        for (const lead of dueSoon)
          await this.events.publish(manager, 'lead.reply_due_soon', leadPayload(lead, 'AWAITING'), now);
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
}
