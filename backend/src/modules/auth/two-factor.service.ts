import type { DataSource, EntityManager } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../engine/errors';
import type { SecretBox } from '../../engine/secret-box';
import type { AuditLogService } from '../audit';
import { acceptedStep, enrolmentLink, newAuthenticatorSecret } from './authenticator-app';
import { verifyPassword } from './password';
import { newRecoveryCodes, normalisedRecoveryCode, recoveryCodeHash } from './recovery-codes';
import type { SecuritySettingsService } from './security-settings.service';

/** wrong codes in a row that lock the account's second step */
const MAX_WRONG_CODES = 5;
const LOCK_MS = 15 * 60 * 1000;
const SIX_DIGITS = /^\d{6}$/;

export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrCodeSvg: string };
export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };
/** What a code typed at the second step (or to disable) came to. */
export type CodeCheck =
  { kind: 'accepted'; method: 'code' | 'recovery_code' } | { kind: 'wrong' } | { kind: 'locked'; until: Date };

type SecretRow = { secret: string | null; enabled: boolean; locked_until: Date | null };

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238): enrolment, the second step's check
 * (a code is good one 30-second step either side and once; five wrong codes in a row lock the
 * second step for 15 minutes), recovery codes (each good once) and removal. The secret is sealed
 * at rest (engine/secret-box.ts), the recovery codes hashed. Every enrolment, removal,
 * recovery-code use and lock is in the audit log.
 */
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly box: SecretBox,
    private readonly policy: SecuritySettingsService,
    readonly now: () => Date,
  ) {}

  async status(userId: number): Promise<TwoFactorStatus> {
    const [row] = await this.dataSource.query<{ enabled: boolean; left: number }[]>(
      `SELECT u."two_factor_enabled_at" IS NOT NULL AS "enabled",
              (SELECT count(*)::int FROM "two_factor_recovery_code" c WHERE c."user_id" = u."id" AND c."used_at" IS NULL) AS "left"
       FROM "app_user" u WHERE u."id" = $1`,
      [userId],
    );
    if (!row) throw new NotFoundError('User not found');
    return { enabled: row.enabled, recoveryCodesLeft: row.enabled ? row.left : 0 };
  }

  /** A new secret to scan: shown this once, kept sealed until a code from it confirms it. */
  async beginSetup(userId: number, username: string): Promise<TwoFactorSetup> {
    const secret = newAuthenticatorSecret();
    const updated = await this.dataSource.query<[unknown[], number]>(
      `UPDATE "app_user" SET "two_factor_pending_secret" = $2
       WHERE "id" = $1 AND "two_factor_enabled_at" IS NULL RETURNING "id"`,
      [userId, this.box.seal(secret)],
    );
    if (updated[1] === 0) throw new ConflictError('Two-step sign-in is already on: turn it off first to start again');
    const { url, qrCodeSvg } = await enrolmentLink(secret, username);
    return { secret, otpauthUrl: url, qrCodeSvg };
  }

  /** A right code from the new secret turns two-step sign-in on; the ten recovery codes are returned once. */
  async confirmSetup(userId: number, code: string): Promise<string[]> {
    if (!SIX_DIGITS.test(code)) throw new InvalidInputError({ code: 'Enter the 6-digit code your app shows' });
    const [row] = await this.dataSource.query<{ sealed: string | null; enabled: boolean }[]>(
      `SELECT "two_factor_pending_secret" AS "sealed", "two_factor_enabled_at" IS NOT NULL AS "enabled"
       FROM "app_user" WHERE "id" = $1`,
      [userId],
    );
    if (!row) throw new NotFoundError('User not found');
    if (row.enabled) throw new ConflictError('Two-step sign-in is already on');
    const secret = row.sealed === null ? null : this.box.open(row.sealed);
    if (secret === null) throw new ConflictError('Start the setup again: there is no key waiting to be confirmed');
    const step = acceptedStep(secret, code, this.now().getTime());
    if (step === null) {
      throw new InvalidInputError({
        code: 'That code is not right: check the time on your phone and try the new code',
      });
    }
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      const [, count] = await manager.query<[unknown, number]>(
        `UPDATE "app_user" SET "two_factor_secret" = "two_factor_pending_secret", "two_factor_pending_secret" = NULL,
           "two_factor_enabled_at" = $2, "two_factor_last_step" = $3, "two_factor_failures" = 0,
           "two_factor_locked_until" = NULL
         WHERE "id" = $1 AND "two_factor_enabled_at" IS NULL AND "two_factor_pending_secret" = $4`,
        [userId, this.now(), step, row.sealed],
      );
      if (count === 0) throw new ConflictError('The setup changed meanwhile: start it again');
      await this.replaceRecoveryCodes(manager, userId, codes);
      await this.audit.record({ action: 'two_factor.enabled', target: { type: 'user', id: userId } }, manager);
    });
    return codes;
  }

  /**
   * Checks a code typed for the user's second step: a code from the app (one step either side,
   * each step once) or an unused recovery code (then used up). Wrong codes count; the fifth in a
   * row locks the second step for 15 minutes.
   */
  async check(userId: number, typed: string): Promise<CodeCheck> {
    const now = this.now();
    const [row] = await this.dataSource.query<SecretRow[]>(
      `SELECT "two_factor_secret" AS "secret", "two_factor_enabled_at" IS NOT NULL AS "enabled", "two_factor_locked_until" AS "locked_until"
       FROM "app_user" WHERE "id" = $1 AND "active"`,
      [userId],
    );
    if (!row?.enabled || row.secret === null) return { kind: 'wrong' };
    if (row.locked_until && row.locked_until > now) return { kind: 'locked', until: row.locked_until };
    const code = typed.trim();
    if (SIX_DIGITS.test(code)) {
      const secret = this.box.open(row.secret);
      const step = secret === null ? null : acceptedStep(secret, code, now.getTime());
      if (step !== null && (await this.acceptStep(userId, step, now))) return { kind: 'accepted', method: 'code' };
    } else {
      const recovery = normalisedRecoveryCode(code);
      if (recovery !== null && (await this.useRecoveryCode(userId, recovery, now))) {
        return { kind: 'accepted', method: 'recovery_code' };
      }
    }
    return this.countWrongCode(userId, now);
  }

  /** Turns two-step sign-in off: the password and a code (or a recovery code) must both be right. */
  async disable(userId: number, password: string, code: string): Promise<CodeCheck> {
    const [row] = await this.dataSource.query<{ hash: string }[]>(
      `SELECT "password_hash" AS "hash" FROM "app_user" WHERE "id" = $1`,
      [userId],
    );
    if (!row) throw new NotFoundError('User not found');
    if (!(await verifyPassword(password, row.hash))) {
      throw new InvalidInputError({ password: 'The password is not correct' });
    }
    if ((await this.policy.enrolmentDeadline()) !== null) {
      throw new ConflictError('Your team requires two-step sign-in: it cannot be turned off');
    }
    const checked = await this.check(userId, code);
    if (checked.kind === 'accepted') await this.remove(userId, 'two_factor.disabled');
    return checked;
  }

  /** An admin turns a member's two-step sign-in off (a lost phone); they enrol again. */
  async reset(userId: number): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown, number]>(
      `UPDATE "app_user" SET "two_factor_pending_secret" = NULL WHERE "id" = $1`,
      [userId],
    );
    if (count === 0) throw new NotFoundError('User not found');
    await this.remove(userId, 'two_factor.reset');
  }

  private async remove(userId: number, action: 'two_factor.disabled' | 'two_factor.reset'): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE "app_user" SET "two_factor_secret" = NULL, "two_factor_pending_secret" = NULL,
           "two_factor_enabled_at" = NULL, "two_factor_last_step" = NULL, "two_factor_failures" = 0,
           "two_factor_locked_until" = NULL
         WHERE "id" = $1`,
        [userId],
      );
      await manager.query(`DELETE FROM "two_factor_recovery_code" WHERE "user_id" = $1`, [userId]);
      await this.audit.record({ action, target: { type: 'user', id: userId } }, manager);
    });
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: number, codes: string[]): Promise<void> {
    await manager.query(`DELETE FROM "two_factor_recovery_code" WHERE "user_id" = $1`, [userId]);
    await manager.query(
      `INSERT INTO "two_factor_recovery_code" ("user_id", "code_hash") SELECT $1, unnest($2::text[])`,
      [userId, codes.map((code) => recoveryCodeHash(normalisedRecoveryCode(code)!))],
    );
  }

  /** Accepts a step later than the last one accepted, in one statement: a replayed code loses the race. */
  private async acceptStep(userId: number, step: number, now: Date): Promise<boolean> {
    const rows = await this.dataSource.query<[unknown[], number]>(
      `UPDATE "app_user" SET "two_factor_last_step" = $2, "two_factor_failures" = 0
       WHERE "id" = $1 AND ("two_factor_last_step" IS NULL OR "two_factor_last_step" < $2)
         AND ("two_factor_locked_until" IS NULL OR "two_factor_locked_until" <= $3)
       RETURNING "id"`,
      [userId, step, now],
    );
    return rows[1] > 0;
  }

  private async useRecoveryCode(userId: number, normalised: string, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [, used] = await manager.query<[unknown, number]>(
        `UPDATE "two_factor_recovery_code" SET "used_at" = $3
         WHERE "id" = (SELECT "id" FROM "two_factor_recovery_code"
                       WHERE "user_id" = $1 AND "code_hash" = $2 AND "used_at" IS NULL LIMIT 1)
           AND "used_at" IS NULL`,
        [userId, recoveryCodeHash(normalised), now],
      );
      if (used === 0) return false;
      await manager.query(`UPDATE "app_user" SET "two_factor_failures" = 0 WHERE "id" = $1`, [userId]);
      await this.audit.record(
        { action: 'two_factor.recovery_code_used', target: { type: 'user', id: userId } },
        manager,
      );
      return true;
    });
  }

  /** One more wrong code, counted and (at the fifth) turned into a lock in one statement. */
  private async countWrongCode(userId: number, now: Date): Promise<CodeCheck> {
    const lockUntil = new Date(now.getTime() + LOCK_MS);
    const [row] = (
      await this.dataSource.query<[{ locked_until: Date | null }[], number]>(
        `UPDATE "app_user" SET
           "two_factor_failures" = CASE WHEN "two_factor_failures" + 1 >= $2 THEN 0 ELSE "two_factor_failures" + 1 END,
           "two_factor_locked_until" = CASE WHEN "two_factor_failures" + 1 >= $2 THEN $3 ELSE "two_factor_locked_until" END
         WHERE "id" = $1 AND ("two_factor_locked_until" IS NULL OR "two_factor_locked_until" <= $4)
         RETURNING "two_factor_locked_until" AS "locked_until"`,
        [userId, MAX_WRONG_CODES, lockUntil, now],
      )
    )[0];
    if (!row) return { kind: 'wrong' };
    if (row.locked_until && row.locked_until.getTime() === lockUntil.getTime()) {
      await this.audit.record({
        action: 'two_factor.locked',
        target: { type: 'user', id: userId },
        details: { until: lockUntil.toISOString() },
      });
      return { kind: 'locked', until: lockUntil };
    }
    return { kind: 'wrong' };
  }
}
