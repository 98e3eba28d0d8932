import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25, item 1: every answer of the contact form is kept.
 *
 * - lead.service_interest: the "Primary Service Interest" chosen (paid-media, funnel-buildouts, …);
 *   null for the leads from before and for API clients that do not send it.
 * - lead.company_website: the company's domain as normalised (no scheme, www. or trailing slash).
 */
export class LeadServiceInterestWebsite1764979200000 implements MigrationInterface {
  name = 'LeadServiceInterestWebsite1764979200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "lead" ADD "service_interest" text, ADD "company_website" text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "lead" DROP "company_website", DROP "service_interest"`);
  }
}
