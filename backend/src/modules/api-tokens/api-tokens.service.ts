import type { DataSource } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../engine/errors';
import type { AuditLogService } from '../audit';
import type { Principal } from '../../engine/auth/principal';
import { UserRole } from '../../engine/auth/user-role';
import { ApiTokenScope } from '../../engine/auth/api-token-scope';
import { ApiToken } from './api-token.entity';
import { apiTokenHash, apiTokenHint, isApiTokenShaped, newApiToken } from './api-token-secret';

export type NewApiToken = { name: string; scope: ApiTokenScope; expiresInDays?: number | null };
export type CreatedApiToken = { token: string; apiToken: ApiToken };

type TokenOwnerRow = { token_id: number; scope: ApiTokenScope; user_id: number; username: string; role: UserRole };

/** Personal API tokens: created by their owner, shown once, stored as a hash, revocable. */
export class ApiTokensService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  /** The user's tokens, newest first, revoked and expired ones included. */
  list(userId: number): Promise<ApiToken[]> {
    return this.dataSource
      .getRepository(ApiToken)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async create(owner: Principal, { name, scope, expiresInDays }: NewApiToken): Promise<CreatedApiToken> {
    if (scope === ApiTokenScope.WRITE && owner.role !== UserRole.ADMIN) {
      throw new ForbiddenError("An analyst's tokens can only read");
    }
    if (owner.token && owner.token.scope !== ApiTokenScope.WRITE) {
      throw new ForbiddenError('A read-only token cannot create tokens');
    }
    if (expiresInDays != null && (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 3650)) {
      throw new InvalidInputError({ expiresInDays: 'Expiry must be between 1 and 3650 days, or none' });
    }
    const token = newApiToken();
    const expiresAt = expiresInDays == null ? null : new Date(Date.now() + expiresInDays * 86_400_000);
    return this.dataSource.transaction(async (manager) => {
      const apiToken = await manager.getRepository(ApiToken).save(
        manager.getRepository(ApiToken).create({
          userId: owner.id,
          name,
          scope,
          tokenHash: apiTokenHash(token),
          tokenHint: apiTokenHint(token),
          expiresAt,
        }),
      );
      await this.audit.record(
        {
          action: 'api_token.created',
          target: { type: 'api_token', id: apiToken.id },
          details: { name, scope, expiresAt: expiresAt?.toISOString() ?? null },
        },
        manager,
      );
      return { token, apiToken };
    });
  }

  /** Revokes one of the user's own tokens (at once); revoking it again changes nothing. */
  async revoke(userId: number, id: number): Promise<ApiToken> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ApiToken);
      const apiToken = await repository.findOneBy({ id, userId });
      if (!apiToken) throw new NotFoundError('API token not found');
      if (apiToken.revokedAt) return apiToken;
      apiToken.revokedAt = new Date();
      await repository.update({ id }, { revokedAt: apiToken.revokedAt });
      await this.audit.record(
        { action: 'api_token.revoked', target: { type: 'api_token', id }, details: { name: apiToken.name } },
        manager,
      );
      return apiToken;
    });
  }

  /**
   * Who a presented token acts for: null unless it is well formed, known, not revoked, not expired,
   * and its user is active. Marks it used (at most once a minute, in the same statement).
   */
  async authenticate(token: string): Promise<Principal | null> {
    if (!isApiTokenShaped(token)) return null;
    const rows: TokenOwnerRow[] = await this.dataSource.query(
      `WITH found AS (
         SELECT t.id AS token_id, t.scope, u.id AS user_id, u.username, u.role
         FROM "api_token" t JOIN "app_user" u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now()) AND u.active
       ), touched AS (
         UPDATE "api_token" SET last_used_at = now()
         WHERE id IN (SELECT token_id FROM found)
           AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')
       )
       SELECT * FROM found`,
      [apiTokenHash(token)],
    );
    const row = rows[0];
    if (!row) return null;
    return { id: row.user_id, username: row.username, role: row.role, token: { id: row.token_id, scope: row.scope } };
  }
}
