import type { DataSource, EntityManager } from 'typeorm';
import { checkPageSize, decodeCursor, keysetPage, toPage, type Page } from '../../engine/db/keyset-pagination';
import { currentActor, type AuditActor } from '../../engine/auth/audit-context';
import { AuditEvent } from './audit-event.entity';

type AuditTarget = { type: string; id: string | number };

export type AuditEntry = {
  /** one of the actions its module declares (ModuleDefinition.auditActions) */
  action: string;
  target?: AuditTarget;
  /** what changed: field names, a filter, a role. Never a password, a token or a secret. */
  details?: Record<string, unknown>;
  /** who acted; the current request's actor by default */
  actor?: AuditActor;
};

export type AuditFilter = { actorId?: number | null; action?: string | null; from?: Date | null; to?: Date | null };

/** The append-only record of who did what, when and from which IP. */
export class AuditLogService {
  private readonly known: ReadonlySet<string>;

  /** `actions`: every module's audit actions, from the composition root */
  constructor(
    private readonly dataSource: DataSource,
    readonly actions: readonly string[],
  ) {
    this.known = new Set(actions);
  }

  /** Whether a module declares the action. */
  knows(action: string): boolean {
    return this.known.has(action);
  }

  /**
   * Records an event; pass the change's transaction so the event commits (or not) with it. An
   * action no module declares is a programming error, refused before anything is written (the
   * change's transaction then rolls back), so the log's filter can offer every action it holds.
   */
  async record(entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (!this.known.has(entry.action)) {
      throw new Error(`audit action ${entry.action} is declared by no module (ModuleDefinition.auditActions)`);
    }
    const actor = entry.actor ?? currentActor();
    await manager.query(
      `INSERT INTO "audit_event" ("actor_id", "actor_username", "ip", "action", "target_type", "target_id", "details")
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        actor.userId,
        actor.username,
        actor.ip,
        entry.action,
        entry.target?.type ?? null,
        entry.target === undefined ? null : String(entry.target.id),
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  /** Newest first. */
  async list(first: number, after: string | null | undefined, filter: AuditFilter = {}): Promise<Page<AuditEvent>> {
    checkPageSize(first);
    const query = this.dataSource.getRepository(AuditEvent).createQueryBuilder('event').where('true');
    if (filter.actorId != null) query.andWhere('event.actorId = :actorId', { actorId: filter.actorId });
    if (filter.action) query.andWhere('event.action = :action', { action: filter.action });
    if (filter.from) query.andWhere('event.createdAt >= :from', { from: filter.from });
    if (filter.to) query.andWhere('event.createdAt < :to', { to: filter.to });
    const [rows, totalCount] = await Promise.all([
      keysetPage(query.clone(), 'event', 'DESC', decodeCursor(after), first + 1).getMany(),
      query.getCount(),
    ]);
    return toPage(rows, first, totalCount);
  }

  /** The events about one target (a lead's, say), oldest first, as stored. */
  async eventsAbout(manager: EntityManager, target: AuditTarget): Promise<Record<string, unknown>[]> {
    return manager.query(
      `SELECT * FROM "audit_event" WHERE "target_type" = $1 AND "target_id" = $2 ORDER BY "created_at", "id"`,
      [target.type, String(target.id)],
    );
  }

  /**
   * Wipes the details of the events about these targets (an erased lead's: `lead` and its ids), in
   * the caller's transaction: the one change the append-only trigger allows, once per event
   * (details become {} and redacted_at is stamped). Who acted, what, on which target, when and from
   * where stay, and no event about anything else is touched: what an event says is never searched
   * for a text. Returns how many events were redacted.
   */
  async redactEventsAbout(manager: EntityManager, type: string, ids: readonly (string | number)[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH redacted AS (
         UPDATE "audit_event" SET "details" = '{}'::jsonb, "redacted_at" = now()
         WHERE "target_type" = $1 AND "target_id" = ANY ($2::text[])
           AND "redacted_at" IS NULL AND "details" <> '{}'::jsonb
         RETURNING 1)
       SELECT count(*)::int AS count FROM redacted`,
      [type, ids.map(String)],
    );
    return count;
  }

  /** Deletes the events older than `cutoff` (the retention purge); returns how many. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const result = await this.dataSource
      .getRepository(AuditEvent)
      .createQueryBuilder()
      .delete()
      .where('created_at < :cutoff', { cutoff })
      .execute();
    return result.affected ?? 0;
  }
}
