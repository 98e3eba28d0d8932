import { startTestApp, type TestApp } from '../test/start-test-app';
import { LeadSubmissions1765497600000 } from './1765497600000-LeadSubmissions';

/**
 * The LeadSubmissions migration on a database that has leads: each lead the form brought gets its
 * one submission so far, from its stored answers, at its arrival; a booked call's lead gets none.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('gives each form lead (quarantined ones too) its submission, and a lead a booked call created none', async () => {
  const leads = await app.dataSource.query<{ id: number; source: string | null }[]>(
    `INSERT INTO "lead" ("name", "email", "company", "message", "source", "spam", "last_touch", "created_at")
     VALUES ('Form Person', 'form@migration.example', 'Form Co', NULL, 'contact_form', false,
             '{"source": "google", "campaign": "spring"}', '2026-01-02T03:04:05.678Z'),
            ('Held Bot', 'bot@migration.example', 'Bot Co', 'Buy now', NULL, true, NULL, '2026-01-03T00:00:00Z'),
            ('Booked Caller', 'call@migration.example', NULL, 'What we do', 'Booking', false, NULL, now())
     RETURNING "id", "source"`,
  );
  const runner = app.dataSource.createQueryRunner();
  try {
    const migration = new LeadSubmissions1765497600000();
    await migration.down(runner);
    await migration.up(runner);
  } finally {
    await runner.release();
  }
  const rows = await app.dataSource.query<{ lead_id: number; created_at: Date; answers: unknown; touch: unknown }[]>(
    `SELECT "lead_id", "created_at", "answers", "touch" FROM "lead_submission" WHERE "lead_id" = ANY ($1::int[]) ORDER BY "lead_id"`,
    [leads.map((lead) => lead.id)],
  );
  const [form, bot] = leads;
  expect(rows).toEqual([
    {
      lead_id: form.id,
      created_at: new Date('2026-01-02T03:04:05.678Z'),
      answers: { name: 'Form Person', email: 'form@migration.example', company: 'Form Co' },
      touch: { source: 'google', campaign: 'spring' },
    },
    {
      lead_id: bot.id,
      created_at: new Date('2026-01-03T00:00:00Z'),
      answers: { name: 'Held Bot', email: 'bot@migration.example', company: 'Bot Co', message: 'Buy now' },
      touch: null,
    },
  ]);
});
