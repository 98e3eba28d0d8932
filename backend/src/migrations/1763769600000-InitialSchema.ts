import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Leads, their milestones, the marketing settings row, admin users and the session store. */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE "lead" (
        "id" SERIAL PRIMARY KEY,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text,
        "company" text,
        "business_type" text,
        "company_size" text,
        "annual_revenue" text,
        "client_value" text,
        "marketing_needs" text,
        "timeline" text,
        "budget" text,
        "source" text,
        "message" text,
        "created_at" timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "idx_lead_created_at_id" ON "lead" ("created_at", "id")`);
    await q.query(`CREATE INDEX "idx_lead_email_lower" ON "lead" (lower("email"))`);
    // trigram indexes serve the admin's substring search over name, email and company
    await q.query(`CREATE INDEX "idx_lead_name_trgm" ON "lead" USING gin ("name" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "idx_lead_email_trgm" ON "lead" USING gin ("email" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "idx_lead_company_trgm" ON "lead" USING gin ("company" gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE "lead_milestone" (
        "id" SERIAL PRIMARY KEY,
        "lead_id" integer NOT NULL REFERENCES "lead"("id") ON DELETE CASCADE,
        "milestone_id" text NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "completed" boolean NOT NULL DEFAULT false,
        "completed_at" timestamptz(3)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_lead_milestone_lead_milestone" ON "lead_milestone" ("lead_id", "milestone_id")`,
    );

    await q.query(`
      CREATE TABLE "marketing_settings" (
        "id" integer PRIMARY KEY,
        "ga_enabled" boolean NOT NULL DEFAULT false,
        "ga_measurement_id" text,
        "fb_capi_enabled" boolean NOT NULL DEFAULT false,
        "fb_pixel_id" text,
        "fb_access_token" text,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "ck_marketing_settings_single_row" CHECK ("id" = 1)
      )`);

    await q.query(`
      CREATE TABLE "app_user" (
        "id" SERIAL PRIMARY KEY,
        "username" text NOT NULL UNIQUE,
        "password_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    // the table connect-pg-simple expects
    await q.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "session"`);
    await q.query(`DROP TABLE "app_user"`);
    await q.query(`DROP TABLE "marketing_settings"`);
    await q.query(`DROP TABLE "lead_milestone"`);
    await q.query(`DROP TABLE "lead"`);
  }
}
