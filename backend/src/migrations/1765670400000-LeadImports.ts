import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The CSV import (issue 29): an import, its file's rows until they are processed (in chunks of a
 * batch each, so that the job survives a restart and runs on any instance), the problems it
 * reports, and the leads it created (so that a later row of the same file updates the lead an
 * earlier one created, whatever the mode), kept until it finishes.
 */
export class LeadImports1765670400000 implements MigrationInterface {
  name = 'LeadImports1765670400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "lead_import" (
      "id" uuid PRIMARY KEY,
      "status" text NOT NULL,
      "file_name" text NOT NULL,
      "mode" text NOT NULL,
      "announce" boolean NOT NULL,
      "mapping" jsonb NOT NULL,
      "total" integer NOT NULL,
      "processed" integer NOT NULL DEFAULT 0,
      "created" integer NOT NULL DEFAULT 0,
      "updated" integer NOT NULL DEFAULT 0,
      "skipped" integer NOT NULL DEFAULT 0,
      "failed" integer NOT NULL DEFAULT 0,
      "error" text,
      "created_by" integer REFERENCES "app_user"("id") ON DELETE SET NULL,
      "created_by_username" text,
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      "finished_at" timestamptz(3)
    )`);
    await runner.query(`CREATE INDEX "idx_lead_import_created_at" ON "lead_import" ("created_at")`);
    await runner.query(`CREATE TABLE "lead_import_chunk" (
      "import_id" uuid NOT NULL REFERENCES "lead_import"("id") ON DELETE CASCADE,
      "seq" integer NOT NULL,
      "first_row" integer NOT NULL,
      "rows" json NOT NULL,
      PRIMARY KEY ("import_id", "seq")
    )`);
    await runner.query(`CREATE TABLE "lead_import_error" (
      "id" bigserial PRIMARY KEY,
      "import_id" uuid NOT NULL REFERENCES "lead_import"("id") ON DELETE CASCADE,
      "row" integer NOT NULL,
      "column" text NOT NULL,
      "reason" text NOT NULL
    )`);
    await runner.query(`CREATE INDEX "idx_lead_import_error_import" ON "lead_import_error" ("import_id", "row")`);
    await runner.query(`CREATE TABLE "lead_import_created" (
      "import_id" uuid NOT NULL REFERENCES "lead_import"("id") ON DELETE CASCADE,
      "lead_id" integer NOT NULL REFERENCES "lead"("id") ON DELETE CASCADE,
      PRIMARY KEY ("import_id", "lead_id")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "lead_import_created"`);
    await runner.query(`DROP TABLE "lead_import_error"`);
    await runner.query(`DROP TABLE "lead_import_chunk"`);
    await runner.query(`DROP TABLE "lead_import"`);
  }
}
