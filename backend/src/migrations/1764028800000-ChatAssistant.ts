import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The chat assistant: conversations (linked to leads), spoken replies, and rate-limit counters. */
export class ChatAssistant1764028800000 implements MigrationInterface {
  name = 'ChatAssistant1764028800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "chat_conversation" (
        "id" SERIAL PRIMARY KEY,
        "visitor_id" text NOT NULL,
        "lead_id" integer REFERENCES "lead"("id") ON DELETE SET NULL,
        "messages" jsonb NOT NULL DEFAULT '[]',
        "provider" text NOT NULL,
        "created_at" timestamptz(3) NOT NULL DEFAULT now(),
        "updated_at" timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_chat_conversation_visitor_id" ON "chat_conversation" ("visitor_id")`);
    await q.query(`CREATE INDEX "idx_chat_conversation_lead_id" ON "chat_conversation" ("lead_id")`);
    await q.query(`CREATE INDEX "idx_chat_conversation_updated_at" ON "chat_conversation" ("updated_at", "id")`);

    await q.query(`
      CREATE TABLE "chat_audio" (
        "id" uuid PRIMARY KEY,
        "content_type" text NOT NULL,
        "data" bytea NOT NULL,
        "created_at" timestamptz(3) NOT NULL DEFAULT now(),
        "expires_at" timestamptz(3) NOT NULL
      )`);
    await q.query(`CREATE INDEX "idx_chat_audio_expires_at" ON "chat_audio" ("expires_at")`);

    // fixed-window counters shared by every instance: one row per (bucket, window)
    await q.query(`
      CREATE TABLE "chat_rate_limit" (
        "bucket" text NOT NULL,
        "window_start" timestamptz(3) NOT NULL,
        "hits" integer NOT NULL,
        PRIMARY KEY ("bucket", "window_start")
      )`);
    await q.query(`CREATE INDEX "idx_chat_rate_limit_window_start" ON "chat_rate_limit" ("window_start")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "chat_rate_limit"`);
    await q.query(`DROP TABLE "chat_audio"`);
    await q.query(`DROP TABLE "chat_conversation"`);
  }
}
