import type { DataSource, EntityManager } from 'typeorm';
import type { ChangeFeed } from '../../engine/db/change-feed';
import { endingSessions, SESSIONS_CHANNEL } from '../../engine/auth/sessions-channel';
import { ConflictError, InvalidInputError, NotFoundError } from '../../engine/errors';
import type { AuditLogService } from '../audit';
import { currentActor } from '../../engine/auth/audit-context';
import type { CredentialsArgs } from './auth.inputs';
import { checkNewPassword } from './password-policy';
import { hashPassword, verifyPassword } from './password';
import { UserRole } from '../../engine/auth/user-role';
import { User } from './user.entity';

export type NewUser = { username: string; password: string; role: UserRole };
export type UserChanges = { role?: UserRole | null; active?: boolean | null };

/** A hash to compare against when the user does not exist, so timing does not reveal usernames. */
let decoyHash: Promise<string> | null = null;

/** Serialises the changes that could leave the team without an active admin. */
const ADMIN_CHANGES_LOCK = 741_852_965;
const LAST_ADMIN_MESSAGE = 'The last active admin cannot be demoted or deactivated';

/** The team: signing in, accounts, their roles and passwords. Every change is in the audit log. */
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly changes: ChangeFeed,
  ) {}

  /**
   * Checks credentials; null when they do not match an active user. Both outcomes go to the
   * audit log (a failure with the name that was tried), and a success stamps lastSignInAt.
   */
  async authenticate({ username, password }: CredentialsArgs): Promise<User | null> {
    const user = await this.dataSource.getRepository(User).findOneBy({ username });
    let matches = false;
    if (user) {
      matches = (await verifyPassword(password, user.passwordHash)) && user.active;
    } else {
      decoyHash ??= hashPassword('decoy-password');
      await verifyPassword(password, await decoyHash);
    }
    const { ip } = currentActor();
    if (!user || !matches) {
      await this.audit.record({
        action: 'auth.sign_in_failed',
        actor: { userId: user?.id ?? null, username: user?.username ?? null, ip },
        details: { username: username.slice(0, 100), ...(user && !user.active ? { reason: 'deactivated' } : {}) },
      });
      return null;
    }
    // with two-step sign-in, the sign-in is recorded once the second step passes
    if (user.twoFactorEnabledAt === null) await this.recordSignIn(user);
    return user;
  }

  /** Stamps lastSignInAt and records the sign-in (`details`: how the second step was passed). */
  async recordSignIn(user: User, details?: Record<string, unknown>): Promise<void> {
    const { ip } = currentActor();
    user.lastSignInAt = new Date();
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { lastSignInAt: user.lastSignInAt });
      await this.audit.record(
        { action: 'auth.sign_in', actor: { userId: user.id, username: user.username, ip }, details },
        manager,
      );
    });
  }

  async get(id: number): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  list(): Promise<User[]> {
    return this.dataSource.getRepository(User).find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async create({ username, password, role }: NewUser): Promise<User> {
    checkNewPassword(password, 'password', [username]);
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .getRepository(User)
        .createQueryBuilder()
        .insert()
        .values({ username, passwordHash, role })
        .orIgnore()
        .returning('*')
        .execute();
      const row = (result.generatedMaps as Partial<User>[])[0];
      if (!row?.id) throw new ConflictError('That username is already taken');
      const user = await manager.getRepository(User).findOneByOrFail({ id: row.id });
      await this.audit.record(
        { action: 'user.created', target: { type: 'user', id: user.id }, details: { username, role } },
        manager,
      );
      return user;
    });
  }

  /**
   * Changes a role or deactivates (or reactivates) an account. A new role or a deactivation ends
   * the account's sessions and revokes its tokens at once; the last active admin stays one.
   */
  async update(id: number, changes: UserChanges): Promise<User> {
    const updated = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGES_LOCK]);
      const user = await this.lockUser(manager, id);
      const role = changes.role ?? user.role;
      const active = changes.active ?? user.active;
      const details: Record<string, unknown> = {};
      if (role !== user.role) details.role = { from: user.role, to: role };
      if (active !== user.active) details.active = { from: user.active, to: active };
      if (Object.keys(details).length === 0) return user;
      const losesAdmin = user.role === UserRole.ADMIN && user.active && (role !== UserRole.ADMIN || !active);
      if (losesAdmin && (await this.otherActiveAdmins(manager, id)) === 0) throw new ConflictError(LAST_ADMIN_MESSAGE);
      await manager.getRepository(User).update({ id }, { role, active });
      await this.endAccess(manager, id, { tokens: true });
      await this.audit.record({ action: 'user.updated', target: { type: 'user', id }, details }, manager);
      return Object.assign(user, { role, active });
    });
    this.changes.changed(SESSIONS_CHANNEL);
    return updated;
  }

  /**
   * An admin sets someone's password; their sessions end, and their API tokens are revoked too
   * unless `revokeTokens` is false. The audit event says which.
   */
  async resetPassword(
    id: number,
    password: string,
    { revokeTokens = true }: { revokeTokens?: boolean } = {},
  ): Promise<void> {
    const user = await this.get(id);
    checkNewPassword(password, 'password', [user.username]);
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id }, { passwordHash });
      await this.endAccess(manager, id, { tokens: revokeTokens });
      await this.audit.record(
        { action: 'user.password_reset', target: { type: 'user', id }, details: { tokensRevoked: revokeTokens } },
        manager,
      );
    });
    this.changes.changed(SESSIONS_CHANNEL);
  }

  /** The signed-in user changes their own password; their other sessions end, this one stays. */
  async changeOwnPassword(
    id: number,
    { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
    keepSessionId: string | null,
  ): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id, active: true });
    if (!user) throw new NotFoundError('User not found');
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new InvalidInputError({ currentPassword: 'The current password is not correct' });
    }
    if (newPassword === currentPassword) {
      throw new InvalidInputError({ newPassword: 'The new password must differ from the current one' });
    }
    checkNewPassword(newPassword, 'newPassword', [user.username]);
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id }, { passwordHash });
      await this.endAccess(manager, id, { tokens: false, keepSessionId });
      await this.audit.record({ action: 'user.password_changed', target: { type: 'user', id } }, manager);
    });
    this.changes.changed(SESSIONS_CHANNEL);
  }

  private async lockUser(manager: EntityManager, id: number): Promise<User> {
    const user = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .setLock('pessimistic_write')
      .where('user.id = :id', { id })
      .getOne();
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  private async otherActiveAdmins(manager: EntityManager, id: number): Promise<number> {
    return manager
      .getRepository(User)
      .createQueryBuilder('user')
      .where('user.role = :role AND user.active AND user.id <> :id', { role: UserRole.ADMIN, id })
      .getCount();
  }

  /**
   * Ends the user's sessions (all, or all but one) and, when asked, revokes their tokens. The
   * deletion announces itself (endingSessions): the other processes hear it at the commit; the
   * caller tells this one after the commit (`changed`).
   */
  private async endAccess(
    manager: EntityManager,
    userId: number,
    { tokens, keepSessionId = null }: { tokens: boolean; keepSessionId?: string | null },
  ): Promise<void> {
    await manager.query(endingSessions(`("sess"->>'userId')::int = $1 AND "sid" IS DISTINCT FROM $2`), [
      userId,
      keepSessionId,
    ]);
    if (tokens) {
      await manager.query(`UPDATE "api_token" SET "revoked_at" = now() WHERE "user_id" = $1 AND "revoked_at" IS NULL`, [
        userId,
      ]);
    }
  }
}
