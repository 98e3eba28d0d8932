import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { ChangeFeed } from '../../engine/db/change-feed';
import { endingSessions, SESSION_PUBLIC_ID_SQL, SESSIONS_CHANNEL } from '../../engine/auth/sessions-channel';
import { NotFoundError } from '../../engine/errors';
import type { AuditLogService } from '../audit';
import { User } from './user.entity';

/** One place a user is signed in, as they see it: never the sid, which is the credential. */
export type SessionView = {
  /** the first 32 hex digits of the SHA-256 of the sid */
  id: string;
  /** the session of the request that asked */
  current: boolean;
  createdAt: Date | null;
  /** the stored expiry less the idle lifetime: a minute behind at most (the expiry's renewal is throttled) */
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
};

/** What a session row holds of its data (express-session's SessionData, as stored). */
type StoredSession = { signedInAt?: number; ip?: string | null; userAgent?: string | null };

/** The public id of a session: what SESSION_PUBLIC_ID_SQL computes in the database. */
export function sessionPublicId(sid: string): string {
  return createHash('sha256').update(sid, 'utf8').digest('hex').slice(0, 32);
}

const OF_USER = `("sess"->>'userId')::int = $1`;

/**
 * Where each member is signed in, and ending it: one session, all but the current one, or (an
 * admin) all of someone's. Each ending deletes and announces in one statement (endingSessions),
 * in the transaction of its audit event; this process's instances forget after the commit.
 */
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly changes: ChangeFeed,
    /** the sessions' idle lifetime: a row's expiry is its last request plus this */
    private readonly idleSeconds: number,
  ) {}

  /** The user's live sessions: the current one first, then the most recently active. */
  async list(userId: number, currentSid: string | null): Promise<SessionView[]> {
    const rows: { sid: string; sess: StoredSession | string; expire: Date }[] = await this.dataSource.query(
      `SELECT "sid", "sess", "expire" FROM "session" WHERE ${OF_USER} AND "expire" >= now() ORDER BY "expire" DESC, "sid"`,
      [userId],
    );
    const sessions = rows.map(({ sid, sess, expire }): SessionView => {
      const data = (typeof sess === 'string' ? JSON.parse(sess) : sess) as StoredSession;
      return {
        id: sessionPublicId(sid),
        current: sid === currentSid,
        createdAt: typeof data.signedInAt === 'number' ? new Date(data.signedInAt) : null,
        lastSeenAt: new Date(new Date(expire).getTime() - this.idleSeconds * 1000),
        ip: typeof data.ip === 'string' ? data.ip : null,
        userAgent: typeof data.userAgent === 'string' ? data.userAgent : null,
      };
    });
    // stable: the rest keep the statement's order
    return sessions.sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one of the user's own sessions (the current one too: that is signing out). */
  async endOwn(userId: number, id: string, currentSid: string | null): Promise<void> {
    const current = currentSid !== null && sessionPublicId(currentSid) === id;
    await this.ending(async (manager) => {
      const ended = await this.end(manager, `${OF_USER} AND ${SESSION_PUBLIC_ID_SQL} = $2`, [userId, id]);
      if (ended === 0) throw new NotFoundError('Session not found');
      await this.audit.record(
        { action: 'session.ended', target: { type: 'user', id: userId }, details: { session: id, current } },
        manager,
      );
    });
  }

  /** Ends every session of the user but `currentSid`; how many ended. */
  async endOthers(userId: number, currentSid: string | null): Promise<number> {
    return this.ending(async (manager) => {
      const ended = await this.end(manager, `${OF_USER} AND "sid" IS DISTINCT FROM $2`, [userId, currentSid]);
      await this.audit.record(
        { action: 'session.ended_others', target: { type: 'user', id: userId }, details: { count: ended } },
        manager,
      );
      return ended;
    });
  }

  /** An admin ends every session of a member (their API tokens stay); how many ended. */
  async endAllOf(userId: number): Promise<number> {
    return this.ending(async (manager) => {
      if (!(await manager.getRepository(User).existsBy({ id: userId }))) throw new NotFoundError('User not found');
      const ended = await this.end(manager, OF_USER, [userId]);
      await this.audit.record(
        { action: 'user.sessions_ended', target: { type: 'user', id: userId }, details: { count: ended } },
        manager,
      );
      return ended;
    });
  }

  private async ending<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    this.changes.changed(SESSIONS_CHANNEL);
    return result;
  }

  private async end(manager: EntityManager, where: string, values: unknown[]): Promise<number> {
    const rows: { ended: number }[] = await manager.query(endingSessions(where), values);
    return rows[0]?.ended ?? 0;
  }
}
