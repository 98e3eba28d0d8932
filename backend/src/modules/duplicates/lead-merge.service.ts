import type { DataSource, EntityManager } from 'typeorm';
import { InvalidInputError } from '../../engine/errors';
import type { AuditLogService } from '../audit';
import type { AppEventPublisher } from '../events';
import { holdErasureLock, Lead, LEAD_FIELDS, replyStatusAt, type LeadConversionsService } from '../leads';
import type { NotificationsService } from '../notifications';
import type { PaymentsService } from '../payments';
import type { WebhookDeliveryService } from '../webhooks';

/**
 * The tables whose rows belong to a lead by a column holding its id, moved as they are to the
 * lead kept. The milestones are not among them: a lead has one record per milestone, so the two
 * leads' records are combined (mergeMilestones).
 */
const LEAD_CHILD_TABLES: readonly (readonly [table: string, column: string])[] = [
  ['booking', 'lead_id'],
  ['chat_conversation', 'lead_id'],
  ['lead_submission', 'lead_id'],
];

type Touch = NonNullable<Lead['firstTouch']>;

export type LeadMergeDeps = {
  dataSource: DataSource;
  audit: AuditLogService;
  events: AppEventPublisher;
  payments: PaymentsService;
  webhooks: WebhookDeliveryService;
  notifications: NotificationsService;
  conversions: LeadConversionsService;
  now: () => Date;
};

/** An answer nobody gave: null, or only spaces. */
const isEmpty = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** When a touch happened: its own time when the browser gave one, else its lead's creation. */
const touchTime = (touch: Touch, lead: Lead) => (touch.at ?? lead.createdAt).getTime();

/** Of the two leads' touches, the one `pick` prefers by time (a lead without one loses). */
function pickTouch(
  target: Lead,
  source: Lead,
  key: 'firstTouch' | 'lastTouch',
  pick: (a: number, b: number) => boolean,
): Touch | null {
  const [mine, theirs] = [target[key], source[key]];
  if (!theirs) return mine;
  if (!mine) return theirs;
  return pick(touchTime(theirs, source), touchTime(mine, target)) ? theirs : mine;
}

/**
 * Merges two leads of one person: the target takes in the source, which is then removed (by its
 * deletion, whose triggers keep the lead table's counts, the statistics' roll-up and the view
 * counts right).
 */
export class LeadMergeService {
  constructor(private readonly deps: LeadMergeDeps) {}

  /**
   * In one transaction, with both leads locked in id order (two merges of the same pair in
   * opposite directions wait for each other; the second then finds its source gone and is refused):
   * the target keeps its answers and takes the source's where its own are empty; each milestone is
   * completed if either lead's was, at the earlier time; the bookings, chat transcripts (and so
   * the orders placed from their browsers), the orders paid with the source's email and the
   * webhook deliveries about the source move to the target, and its other copies are forgotten
   * (forgetCopies); the earlier first touch and the later last touch win; the target is replied if
   * either was, at the earlier time. Audited (lead.merged) and announced (lead.merged { targetId,
   * sourceId }).
   */
  async merge(targetId: number, sourceId: number): Promise<Lead> {
    const { dataSource, events } = this.deps;
    if (targetId === sourceId) {
      throw new InvalidInputError({ sourceId: 'A lead cannot be merged into itself: choose another lead' });
    }
    const merged = await dataSource.transaction(async (manager) => {
      // a worker writing a copy of the source's events (a webhook delivery) either finishes first,
      // and the copy is moved below, or starts after the commit and finds the source gone
      await holdErasureLock(manager);
      await manager.query(`SELECT "id" FROM "lead" WHERE "id" = ANY ($1::int[]) ORDER BY "id" FOR UPDATE`, [
        [targetId, sourceId],
      ]);
      const target = await this.mergeable(manager, targetId, 'targetId');
      const source = await this.mergeable(manager, sourceId, 'sourceId');
      await this.mergeMilestones(manager, target.id, source.id);
      for (const [table, column] of LEAD_CHILD_TABLES) {
        await manager.query(`UPDATE "${table}" SET "${column}" = $1 WHERE "${column}" = $2`, [target.id, source.id]);
      }
      await this.deps.payments.moveOrdersToEmail(manager, source.email, target.email);
      await this.deps.webhooks.moveLeadDeliveries(manager, source.id, target.id);
      await this.forgetCopies(manager, source.id);
      await manager.delete(Lead, { id: source.id });
      await manager.update(Lead, { id: target.id }, this.combined(target, source));
      await this.deps.audit.record(
        { action: 'lead.merged', target: { type: 'lead', id: target.id }, details: { targetId, sourceId } },
        manager,
      );
      await events.publish(manager, 'lead.merged', { targetId, sourceId }, this.deps.now());
      return manager.findOneByOrFail(Lead, { id: target.id });
    });
    events.wake();
    return merged;
  }

  /** The reply status of a lead at this moment (for the REST answer). */
  replyStatus(lead: Lead): ReturnType<typeof replyStatusAt> {
    return replyStatusAt(lead, this.deps.now());
  }

  /**
   * Forgets, as an erasure does, the copies of the source made to deliver it (its events in the job
   * queue, its Conversions API events, the team's emails about it): they name the source's id,
   * which no erasure of the target would look for once the source is gone.
   */
  private async forgetCopies(manager: EntityManager, sourceId: number): Promise<void> {
    const { events, conversions, notifications } = this.deps;
    await events.forgetEvents(manager, 'lead.', [sourceId]);
    await events.forgetEvents(manager, 'booking.', [sourceId], 'lead_id');
    await conversions.forgetLeads(manager, [sourceId]);
    await notifications.forgetLeadEmails(manager, [sourceId]);
  }

  /** The lead, locked by the caller; refused when it does not exist or is quarantined as spam. */
  private async mergeable(manager: EntityManager, id: number, field: 'targetId' | 'sourceId'): Promise<Lead> {
    const lead = await manager.findOneBy(Lead, { id });
    const which = field === 'targetId' ? 'The lead to keep' : 'The lead to merge';
    if (!lead) throw new InvalidInputError({ [field]: `${which} (${id}) does not exist: it may have been merged` });
    if (lead.spam) {
      throw new InvalidInputError({ [field]: `${which} (${id}) is quarantined as spam: restore it first` });
    }
    return lead;
  }

  /** What the target's row becomes: its own answers and the source's where it has none, the touches, the reply. */
  private combined(target: Lead, source: Lead): Partial<Lead> {
    const patch: Partial<Record<string, unknown>> = {};
    for (const { key } of LEAD_FIELDS) {
      if (isEmpty(target[key]) && !isEmpty(source[key])) patch[key] = source[key];
    }
    if (isEmpty(target.source) && !isEmpty(source.source)) patch.source = source.source;
    patch.firstTouch = pickTouch(target, source, 'firstTouch', (a, b) => a < b);
    patch.lastTouch = pickTouch(target, source, 'lastTouch', (a, b) => a > b);
    const answered = [target, source].filter((lead) => lead.firstResponseAt !== null);
    answered.sort((a, b) => a.firstResponseAt!.getTime() - b.firstResponseAt!.getTime());
    if (answered.length > 0) {
      patch.firstResponseAt = answered[0].firstResponseAt;
      patch.repliedByBooking = answered[0].repliedByBooking;
    }
    return patch;
  }

  /**
   * Each milestone of the source's becomes the target's: added when the target has no record of
   * it; otherwise completed if either was, at the earlier completion. The source's records go
   * with it (the foreign key cascades).
   */
  private async mergeMilestones(manager: EntityManager, targetId: number, sourceId: number): Promise<void> {
    await manager.query(
      `INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at", "completed_by")
       SELECT $1, "milestone_id", "title", "description", "completed", "completed_at", "completed_by"
       FROM "lead_milestone" WHERE "lead_id" = $2
       ON CONFLICT ("lead_id", "milestone_id") DO UPDATE SET
         "completed" = "lead_milestone"."completed" OR excluded."completed",
         "completed_at" = CASE
           WHEN NOT excluded."completed" THEN "lead_milestone"."completed_at"
           WHEN NOT "lead_milestone"."completed" THEN excluded."completed_at"
           ELSE LEAST("lead_milestone"."completed_at", excluded."completed_at") END,
         "completed_by" = CASE
           WHEN NOT excluded."completed" THEN "lead_milestone"."completed_by"
           WHEN NOT "lead_milestone"."completed"
             OR excluded."completed_at" < "lead_milestone"."completed_at" THEN excluded."completed_by"
           ELSE "lead_milestone"."completed_by" END`,
      [targetId, sourceId],
    );
  }
}
