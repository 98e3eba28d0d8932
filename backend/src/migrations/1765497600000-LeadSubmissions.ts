import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The answers' API names and columns as of this migration (a migration does not follow later changes). */
const ANSWER_KEYS = [
  'name',
  'email',
  'phone',
  'company',
  'companyWebsite',
  'businessType',
  'companySize',
  'annualRevenue',
  'clientValue',
  'budget',
  'marketingNeeds',
  'serviceInterest',
  'timeline',
  'message',
];
const column = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A lead's answers as a submission's JSON object, keyed by their API names, the given ones only. */
const ANSWERS_OF_LEAD = `jsonb_strip_nulls(jsonb_build_object(${ANSWER_KEYS.map((key) => `'${key}', "${column(key)}"`).join(', ')}))`;

/**
 * Issue 29, part 1: a person who sends the form again is a new submission of their lead.
 *
 * - lead_submission: each contact-form submission of a lead, its answers as sent and the visit it
 *   was sent from; removed with its lead.
 * - Every lead the form brought (not one a booked call created, source 'Booking') gets its one
 *   submission so far from its stored answers, at its arrival. Quarantined leads too: a restore
 *   moves a quarantined lead's submission to the lead it belongs to.
 *
 * The lookup of a returning email uses the existing idx_lead_email_lower (lower("email")).
 */
export class LeadSubmissions1765497600000 implements MigrationInterface {
  name = 'LeadSubmissions1765497600000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "lead_submission" (
      "id" SERIAL PRIMARY KEY,
      "lead_id" integer NOT NULL REFERENCES "lead"("id") ON DELETE CASCADE,
      "created_at" timestamptz(3) NOT NULL DEFAULT now(),
      "answers" jsonb NOT NULL,
      "touch" jsonb
    )`);
    await runner.query(`CREATE INDEX "idx_lead_submission_lead" ON "lead_submission" ("lead_id", "created_at")`);
    await runner.query(`INSERT INTO "lead_submission" ("lead_id", "created_at", "answers", "touch")
      SELECT "id", "created_at", ${ANSWERS_OF_LEAD}, "last_touch" FROM "lead"
      WHERE "source" IS DISTINCT FROM 'Booking'
      ORDER BY "id"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "lead_submission"`);
  }
}
