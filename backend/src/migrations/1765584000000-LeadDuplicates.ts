import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29, possible duplicates: two expression indexes over the leads outside the spam
 * quarantine, so that finding the leads with the same phone digits, or the same name and company,
 * is an index probe per lead at a million leads. Their expressions are the ones the duplicates
 * query writes (modules/leads/lead-duplicate-keys.ts), word for word: PostgreSQL uses an
 * expression index only for the same expression, and a partial one only when the query implies
 * its predicate.
 */
export class LeadDuplicates1765584000000 implements MigrationInterface {
  name = 'LeadDuplicates1765584000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX "idx_lead_phone_digits" ON "lead" ((regexp_replace("phone", '[^0-9]', '', 'g')))
      WHERE NOT "spam" AND length(regexp_replace("phone", '[^0-9]', '', 'g')) >= 7`);
    await runner.query(`CREATE INDEX "idx_lead_name_company" ON "lead" ((lower(btrim("name"))), (lower(btrim("company"))))
      WHERE NOT "spam" AND btrim("name") <> '' AND btrim("company") <> ''`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "idx_lead_name_company"`);
    await runner.query(`DROP INDEX "idx_lead_phone_digits"`);
  }
}
