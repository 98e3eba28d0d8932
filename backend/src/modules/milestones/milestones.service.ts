import type { DataSource, EntityManager } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../engine/errors';
import type { AppEventPublisher } from '../events';
import { Lead, leadPayload, recordFirstResponse, replyStatusAt, findMilestone, MILESTONES } from '../leads';
import { LeadMilestoneRecord } from './lead-milestone.entity';
import { milestonePayload } from './milestone-payload';
import type { LeadMilestone } from './lead-milestone.type';
import type { NewMilestoneRecordInput } from './milestones.inputs';
import type { AuditLogService } from '../audit';

export type MilestonePatch = {
  completed: boolean;
  completedAt?: Date | null;
};

export type CompleteNextResult = {
  completed: LeadMilestone | null;
  milestones: LeadMilestone[];
};

/** the milestone every lead starts with; completing any later one is the team responding */
const CAPTURE_ID = MILESTONES[0].milestoneId;

/**
 * The lead lifecycle (spec section 4). Every change runs in one transaction that first locks the
 * lead's row, so concurrent calls on one lead take turns and never create a milestone twice.
 * Completing a milestone after the capture records the lead's first response (the 48-hour
 * promise, leads/lead-reply.ts) in the same transaction, when none is recorded yet. Both are
 * events (lead.milestone_completed, lead.contacted), recorded in that transaction too.
 */
/** The milestone a held booked call completes. */
const DISCOVERY_CALL_ID = 'discovery_call';

export class MilestonesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: AppEventPublisher,
    private readonly audit: AuditLogService,
  ) {}

  /** A change in one transaction; afterwards this instance delivers the events it recorded at once. */
  private async change<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    this.events.wake();
    return result;
  }

  async timeline(leadId: number): Promise<LeadMilestone[]> {
    const manager = this.dataSource.manager;
    await this.requireLead(manager, leadId);
    return this.merge(leadId, await this.records(manager, leadId));
  }

  /** Completes the first uncompleted milestone in order; null when all are already complete. */
  async completeNext(leadId: number): Promise<CompleteNextResult> {
    return this.change(async (manager) => {
      await this.lockLead(manager, leadId);
      const records = await this.records(manager, leadId);
      const next = MILESTONES.find((m) => !records.get(m.milestoneId)?.completed);
      if (!next) return { completed: null, milestones: this.merge(leadId, records) };

      const now = new Date();
      const existing = records.get(next.milestoneId);
      let saved: LeadMilestoneRecord;
      if (existing) {
        existing.completed = true;
        existing.completedAt = now;
        existing.completedBy = null;
        saved = await manager.save(existing);
      } else {
        saved = await manager.save(
          manager.create(LeadMilestoneRecord, {
            leadId,
            milestoneId: next.milestoneId,
            title: next.title,
            description: next.description,
            completed: true,
            completedAt: now,
          }),
        );
      }
      await this.recordResponse(manager, saved, false);
      records.set(saved.milestoneId, saved);
      const milestones = this.merge(leadId, records);
      return { completed: milestones.find((m) => m.milestoneId === next.milestoneId) ?? null, milestones };
    });
  }

  /** Back to the start: only lead_capture completed (now); every other record patched to not completed. */
  async reset(leadId: number): Promise<LeadMilestone[]> {
    return this.change(async (manager) => {
      await this.lockLead(manager, leadId);
      const records = await this.records(manager, leadId);
      const cleared = MILESTONES.slice(1)
        .filter((m) => records.get(m.milestoneId)?.completed)
        .map((m) => m.milestoneId);
      const now = new Date();
      for (const [index, definition] of MILESTONES.entries()) {
        const shouldBeCompleted = index === 0;
        const record = records.get(definition.milestoneId);
        if (record) {
          if (record.completed === shouldBeCompleted) continue;
          record.completed = shouldBeCompleted;
          record.completedAt = shouldBeCompleted ? now : null;
          record.completedBy = null;
          records.set(definition.milestoneId, await manager.save(record));
        } else if (shouldBeCompleted) {
          records.set(
            definition.milestoneId,
            await manager.save(
              manager.create(LeadMilestoneRecord, {
                leadId,
                milestoneId: definition.milestoneId,
                title: definition.title,
                description: definition.description,
                completed: true,
                completedAt: now,
              }),
            ),
          );
        }
      }
      await this.audit.record(
        { action: 'milestone.timeline_reset', target: { type: 'lead', id: leadId }, details: { cleared } },
        manager,
      );
      return this.merge(leadId, records);
    });
  }

  /**
   * Undoes a reset: each milestone given is completed again at its former time (a milestone left
   * out stays as it is). Nothing is announced again: the events of these completions went out
   * when they first happened, and a reset never clears the lead's first response.
   */
  async undoReset(leadId: number, completed: { milestoneId: string; completedAt: Date }[]): Promise<LeadMilestone[]> {
    const now = Date.now();
    const seen = new Set<string>();
    for (const { milestoneId, completedAt } of completed) {
      if (!findMilestone(milestoneId))
        throw new InvalidInputError({ milestoneId: `Unknown milestone "${milestoneId}"` });
      if (seen.has(milestoneId))
        throw new InvalidInputError({ milestoneId: `Milestone "${milestoneId}" is given twice` });
      if (completedAt.getTime() > now)
        throw new InvalidInputError({ completedAt: 'completedAt cannot be in the future' });
      seen.add(milestoneId);
    }
    return this.change(async (manager) => {
      await this.lockLead(manager, leadId);
      const records = await this.records(manager, leadId);
      for (const { milestoneId, completedAt } of completed) {
        const definition = findMilestone(milestoneId) ?? MILESTONES[0];
        const record =
          records.get(milestoneId) ??
          manager.create(LeadMilestoneRecord, {
            leadId,
            milestoneId,
            title: definition.title,
            description: definition.description,
          });
        record.completed = true;
        record.completedAt = completedAt;
        record.completedBy = null;
        records.set(milestoneId, await manager.save(record));
      }
      await this.audit.record(
        {
          action: 'milestone.timeline_restored',
          target: { type: 'lead', id: leadId },
          details: { restored: completed.map((m) => m.milestoneId) },
        },
        manager,
      );
      return this.merge(leadId, records);
    });
  }

  /** Marks one milestone completed or not, creating its record when needed. */
  async setCompleted(leadId: number, milestoneId: string, completed: boolean): Promise<LeadMilestone> {
    const definition = findMilestone(milestoneId);
    if (!definition) throw new InvalidInputError({ milestoneId: `Unknown milestone "${milestoneId}"` });
    return this.change(async (manager) => {
      await this.lockLead(manager, leadId);
      const record =
        (await manager.findOneBy(LeadMilestoneRecord, { leadId, milestoneId })) ??
        manager.create(LeadMilestoneRecord, {
          leadId,
          milestoneId,
          title: definition.title,
          description: definition.description,
          completed: !completed,
        });
      const wasCompleted = record.completed;
      if (record.completed !== completed) {
        record.completed = completed;
        record.completedAt = completed ? new Date() : null;
        record.completedBy = null;
      }
      const saved = await manager.save(record);
      await this.recordResponse(manager, saved, wasCompleted);
      return this.toMilestone(leadId, milestoneId, saved);
    });
  }

  /** The stored records of a lead, as the REST API lists them. */
  async listRecords(leadId: number): Promise<LeadMilestoneRecord[]> {
    const manager = this.dataSource.manager;
    await this.requireLead(manager, leadId);
    return manager.find(LeadMilestoneRecord, { where: { leadId }, order: { id: 'ASC' } });
  }

  async createRecord(leadId: number, input: NewMilestoneRecordInput): Promise<LeadMilestoneRecord> {
    const definition = findMilestone(input.milestoneId);
    if (!definition) throw new InvalidInputError({ milestoneId: `Unknown milestone "${input.milestoneId}"` });
    return this.change(async (manager) => {
      await this.lockLead(manager, leadId);
      const existing = await manager.findOneBy(LeadMilestoneRecord, { leadId, milestoneId: input.milestoneId });
      if (existing)
        throw new ConflictError(`Milestone ${input.milestoneId} already exists for this lead (id ${existing.id})`);
      const saved = await manager.save(
        manager.create(LeadMilestoneRecord, {
          leadId,
          milestoneId: input.milestoneId,
          title: input.title || definition.title,
          description: input.description || definition.description,
          completed: input.completed,
          completedAt: input.completed ? new Date() : null,
        }),
      );
      await this.recordResponse(manager, saved, false);
      return saved;
    });
  }

  async patchRecord(id: number, patch: MilestonePatch): Promise<LeadMilestoneRecord> {
    return this.change(async (manager) => {
      const record = await manager.findOne(LeadMilestoneRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!record) throw new NotFoundError('Milestone not found');
      const wasCompleted = record.completed;
      record.completed = patch.completed;
      record.completedAt = patch.completed ? (patch.completedAt ?? record.completedAt ?? new Date()) : null;
      record.completedBy = null;
      const saved = await manager.save(record);
      await this.recordResponse(manager, saved, wasCompleted);
      return saved;
    });
  }

  /**
   * A milestone that changed is in the audit log. A completed milestone after the capture: the team responded when it was completed. A
   * milestone that became completed, and a first response recorded, are events (not for a lead
   * in the spam quarantine, which nobody was told of).
   */
  private async recordResponse(
    manager: EntityManager,
    record: LeadMilestoneRecord,
    wasCompleted: boolean,
  ): Promise<void> {
    if (record.completed !== wasCompleted) {
      await this.audit.record(
        {
          action: 'milestone.changed',
          target: { type: 'lead', id: record.leadId },
          details: { milestoneId: record.milestoneId, completed: record.completed },
        },
        manager,
      );
    }
    const responded =
      record.completed && record.completedAt && record.milestoneId !== CAPTURE_ID
        ? await recordFirstResponse(manager, record.leadId, record.completedAt)
        : false;
    const completedNow = record.completed && !wasCompleted;
    if (!responded && !completedNow) return;
    const lead = await manager.findOneByOrFail(Lead, { id: record.leadId });
    if (lead.spam) return;
    const data = leadPayload(lead, replyStatusAt(lead, new Date()));
    if (responded) await this.events.publish(manager, 'lead.contacted', data);
    if (completedNow) {
      await this.events.publish(manager, 'lead.milestone_completed', { ...data, milestone: milestonePayload(record) });
    }
  }

  /**
   * A booked call's end passed without a cancellation: the Discovery Call milestone completes at
   * that time, marked as the booking's, in the caller's transaction. A Discovery Call already
   * completed, and the milestones after it, stay as they are. The lead's reply status is the
   * booking's already. True when it completed the milestone.
   */
  async completeFromBooking(manager: EntityManager, leadId: number, heldAt: Date): Promise<boolean> {
    const definition = findMilestone(DISCOVERY_CALL_ID);
    if (!definition) return false;
    const rows = await manager.query<{ id: number }[]>(
      `INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at", "completed_by")
       VALUES ($1, $2, $3, $4, true, $5, 'booking')
       ON CONFLICT ("lead_id", "milestone_id") DO UPDATE
         SET "completed" = true, "completed_at" = excluded."completed_at", "completed_by" = 'booking'
         WHERE NOT "lead_milestone"."completed"
       RETURNING "id"`,
      [leadId, definition.milestoneId, definition.title, definition.description, heldAt],
    );
    const completedId = rows[0]?.id;
    if (completedId === undefined) return false;
    const record = await manager.findOneByOrFail(LeadMilestoneRecord, { id: completedId });
    await this.audit.record(
      {
        action: 'milestone.changed',
        target: { type: 'lead', id: leadId },
        details: { milestoneId: record.milestoneId, completed: true, by: 'booking' },
      },
      manager,
    );
    const lead = await manager.findOneByOrFail(Lead, { id: leadId });
    if (!lead.spam) {
      const data = leadPayload(lead, replyStatusAt(lead, new Date()));
      await this.events.publish(manager, 'lead.milestone_completed', { ...data, milestone: milestonePayload(record) });
    }
    return true;
  }

  private async requireLead(manager: EntityManager, leadId: number): Promise<void> {
    if (!(await manager.existsBy(Lead, { id: leadId }))) throw new NotFoundError('Lead not found');
  }

  private async lockLead(manager: EntityManager, leadId: number): Promise<void> {
    const rows: unknown[] = await manager.query('SELECT id FROM "lead" WHERE id = $1 FOR UPDATE', [leadId]);
    if (rows.length === 0) throw new NotFoundError('Lead not found');
  }

  private async records(manager: EntityManager, leadId: number): Promise<Map<string, LeadMilestoneRecord>> {
    const rows = await manager.find(LeadMilestoneRecord, { where: { leadId } });
    return new Map(rows.map((r) => [r.milestoneId, r]));
  }

  private merge(leadId: number, records: Map<string, LeadMilestoneRecord>): LeadMilestone[] {
    return MILESTONES.map((m) => this.toMilestone(leadId, m.milestoneId, records.get(m.milestoneId)));
  }

  private toMilestone(leadId: number, milestoneId: string, record: LeadMilestoneRecord | undefined): LeadMilestone {
    const definition = findMilestone(milestoneId) ?? MILESTONES[0];
    return {
      id: record?.id ?? null,
      leadId,
      milestoneId,
      title: record?.title ?? definition.title,
      description: record?.description ?? definition.description,
      completed: record?.completed ?? false,
      completedAt: record?.completedAt ?? null,
      completedBy: record?.completedBy ?? null,
    };
  }
}
