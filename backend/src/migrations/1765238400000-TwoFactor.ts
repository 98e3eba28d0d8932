import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27, item 1: two-step sign-in with an authenticator app.
 *
 * - app_user: the TOTP secret (sealed, engine/secret-box.ts) once enrolled and the one being set
 *   up, when it was enabled, the last time step a code was accepted for (a code is good once),
 *   the wrong codes in a row and the end of a lock.
 * - two_factor_recovery_code: ten per enrolment, SHA-256 of each, stamped when used.
 * - security_settings: the single row of the team's policy (require two-step sign-in, the grace
 *   period, since when it is required).
 */
export class TwoFactor1765238400000 implements MigrationInterface {
  name = 'TwoFactor1765238400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "app_user"
      ADD "two_factor_secret" text,
      ADD "two_factor_pending_secret" text,
      ADD "two_factor_enabled_at" timestamptz(3),
      ADD "two_factor_last_step" bigint,
      ADD "two_factor_failures" integer NOT NULL DEFAULT 0,
      ADD "two_factor_locked_until" timestamptz(3)`);
    await runner.query(`CREATE TABLE "two_factor_recovery_code" (
      "id" SERIAL PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "app_user"("id") ON DELETE CASCADE,
      "code_hash" text NOT NULL,
      "used_at" timestamptz(3)
    )`);
    await runner.query(
      `CREATE INDEX "idx_two_factor_recovery_code_user" ON "two_factor_recovery_code" ("user_id", "code_hash")`,
    );
    await runner.query(`CREATE TABLE "security_settings" (
      "id" integer PRIMARY KEY,
      "require_two_factor" boolean NOT NULL DEFAULT false,
      "grace_period_days" integer NOT NULL DEFAULT 7,
      "required_since" timestamptz(3),
      CONSTRAINT "ck_security_settings_single_row" CHECK ("id" = 1)
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "security_settings"`);
    await runner.query(`DROP TABLE "two_factor_recovery_code"`);
    await runner.query(`ALTER TABLE "app_user"
      DROP "two_factor_secret", DROP "two_factor_pending_secret", DROP "two_factor_enabled_at",
      DROP "two_factor_last_step", DROP "two_factor_failures", DROP "two_factor_locked_until"`);
  }
}
