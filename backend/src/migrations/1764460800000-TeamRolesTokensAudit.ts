import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: a team.
 *
 * - app_user.role (ADMIN or ANALYST; the accounts there are, all admins until now, stay admins),
 *   active, last_sign_in_at.
 * - api_token: personal tokens, stored only as a SHA-256 hash of the secret (the token is 32
 *   random bytes: a slow hash adds nothing against guessing, and each request looks it up).
 * - audit_event: append-only (a trigger refuses every UPDATE); only the retention purge deletes.
 */
export class TeamRolesTokensAudit1764460800000 implements MigrationInterface {
  name = 'TeamRolesTokensAudit1764460800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "app_user"
      ADD "role" text NOT NULL DEFAULT 'ADMIN' CHECK ("role" IN ('ADMIN', 'ANALYST')),
      ADD "active" boolean NOT NULL DEFAULT true,
      ADD "last_sign_in_at" timestamptz(3)`);
    await runner.query(`ALTER TABLE "app_user" ALTER "role" DROP DEFAULT`);
    await runner.query(`CREATE TABLE "api_token" (
      "id" serial PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "app_user" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "scope" text NOT NULL CHECK ("scope" IN ('READ', 'WRITE')),
      "token_hash" text NOT NULL UNIQUE,
      "token_hint" text NOT NULL,
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      "expires_at" timestamptz(3),
      "last_used_at" timestamptz(3),
      "revoked_at" timestamptz(3)
    )`);
    await runner.query(`CREATE INDEX "idx_api_token_user" ON "api_token" ("user_id", "created_at" DESC)`);
    await runner.query(`CREATE TABLE "audit_event" (
      "id" serial PRIMARY KEY,
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      "actor_id" integer,
      "actor_username" text,
      "action" text NOT NULL,
      "target_type" text,
      "target_id" text,
      "ip" text,
      "details" jsonb NOT NULL DEFAULT '{}'
    )`);
    await runner.query(`CREATE INDEX "idx_audit_event_created" ON "audit_event" ("created_at" DESC, "id" DESC)`);
    await runner.query(
      `CREATE INDEX "idx_audit_event_actor" ON "audit_event" ("actor_id", "created_at" DESC, "id" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "idx_audit_event_action" ON "audit_event" ("action", "created_at" DESC, "id" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "idx_audit_event_target" ON "audit_event" ("target_type", "target_id") WHERE "target_id" IS NOT NULL`,
    );
    await runner.query(`CREATE FUNCTION "audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit events are append-only';
      END
    $$`);
    await runner.query(`CREATE TRIGGER "audit_event_no_update" BEFORE UPDATE ON "audit_event"
      FOR EACH ROW EXECUTE FUNCTION "audit_event_append_only"()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "audit_event"`);
    await runner.query(`DROP FUNCTION "audit_event_append_only"()`);
    await runner.query(`DROP TABLE "api_token"`);
    await runner.query(`ALTER TABLE "app_user" DROP "role", DROP "active", DROP "last_sign_in_at"`);
  }
}
