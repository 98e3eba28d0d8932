import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGRAM_INDEXES = ['idx_lead_name_trgm', 'idx_lead_email_trgm', 'idx_lead_company_trgm'] as const;

/**
 * Indexes for the admin's filtered lead list (measured with `npm run bench:admin`, 100,000 leads).
 *
 * - A filter on business type, company size or timeline counted its matches (totalCount) with a
 *   sequential scan of the whole table. One (column, created_at, id) index per filter lets the
 *   count read only the matching range, lets PostgreSQL combine two filters with a bitmap AND,
 *   and serves the page itself in the list's keyset order.
 * - The trigram indexes of the search stop buffering new rows in a GIN "pending list": leads
 *   arrive one by one from the contact form, and until a vacuum merged that list every search
 *   scanned it, which made the planner fall back to a sequential scan (~100 ms at 100,000 leads).
 */
export class LeadListIndexes1763856000000 implements MigrationInterface {
  name = 'LeadListIndexes1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_lead_business_type_created_at" ON "lead" ("business_type", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_lead_company_size_created_at" ON "lead" ("company_size", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_lead_timeline_created_at" ON "lead" ("timeline", "created_at", "id")`);
    for (const index of TRIGRAM_INDEXES) {
      await q.query(`ALTER INDEX "${index}" SET (gin_pending_list_limit = 64)`);
      // merge what is already pending, so the setting helps from now rather than after a vacuum
      await q.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) await q.query(`ALTER INDEX "${index}" RESET (gin_pending_list_limit)`);
    await q.query(`DROP INDEX "idx_lead_timeline_created_at"`);
    await q.query(`DROP INDEX "idx_lead_company_size_created_at"`);
    await q.query(`DROP INDEX "idx_lead_business_type_created_at"`);
  }
}
