import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17, part 1: cookie consent.
 *
 * - lead.consent (jsonb): the visitor's cookie choice sent with the lead, `{ analytics, marketing,
 *   at, version }`; null for the leads from before, and for a browser that made no choice.
 * - marketing_settings.require_consent: "Require consent before tracking", on by default, also on
 *   a site that already has its settings row (it then starts asking its visitors).
 */
export class LeadConsent1764547200000 implements MigrationInterface {
  name = 'LeadConsent1764547200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "lead" ADD "consent" jsonb CONSTRAINT "ck_lead_consent_object" CHECK (jsonb_typeof("consent") = 'object')`,
    );
    await runner.query(`ALTER TABLE "marketing_settings" ADD "require_consent" boolean NOT NULL DEFAULT true`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "marketing_settings" DROP "require_consent"`);
    await runner.query(`ALTER TABLE "lead" DROP "consent"`);
  }
}
