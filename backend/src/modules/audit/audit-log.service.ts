import type { DataSource, EntityManager } from 'typeorm';
import { checkPageSize, decodeCursor, keysetPage, toPage, type Page } from '../../db/keyset-pagination';
import type { AuditAction } from './audit-actions';
import { currentActor, type AuditActor } from './audit-context';
import { AuditEvent } from './audit-event.entity';

type AuditTarget = { type: string; id: string | number };

export type AuditEntry = {
  action: AuditAction;
  target?: AuditTarget;
  /** what changed: field names, a filter, a role. Never a password, a token or a secret. */
  details?: Record<string, unknown>;
  /** who acted; the current request's actor by default */
  actor?: AuditActor;
};

export type AuditLogOptions = {
  /** events older than this are purged */
  retentionDays: number;
  now: () => Date;
};

export type AuditFilter = { actorId?: number | null; action?: string | null; from?: Date | null; to?: Date | null };

/** The append-only record of who did what, when and from which IP. */
export class AuditLogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: AuditLogOptions,
  ) {}

  /** Records an event; pass the change's transaction so the event commits (or not) with it. */
  async record(entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
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

  /** Deletes the events past their retention period; returns how many. */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.options.now().getTime() - this.options.retentionDays * 86_400_000);
    const result = await this.dataSource
      .getRepository(AuditEvent)
      .createQueryBuilder()
      .delete()
      .where('created_at < :cutoff', { cutoff })
      .execute();
    return result.affected ?? 0;
  }
}
