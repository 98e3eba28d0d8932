import 'reflect-metadata';
import type { Database } from '../engine/db/database';
import { CREATE_LEAD_KEYS, CreateLeadInput } from '../modules/leads/lead.inputs';
import { openTestDatabase } from '../test/test-database';
import { parseInput } from '../engine/validation';
import { fakeLeads } from './fake-leads';
import { MILESTONES } from '../modules/leads/milestone-catalogue';
import { seedLeads, vacuumAfterBulkLoad } from './seed-leads';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('fakeLeads', () => {
  it('gives the same leads for the same seed', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const a = fakeLeads(7, now);
    const b = fakeLeads(7, now);
    for (let i = 0; i < 20; i++) expect(a()).toEqual(b());
  });

  it('makes leads the contact form would accept, created in the last 18 months', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const next = fakeLeads(11, now);
    for (let i = 0; i < 200; i++) {
      const lead = next();
      // the very validation LeadIntakeService.create runs: it throws on the first bad field
      await parseInput(CreateLeadInput, { ...lead.answers, source: lead.source }, CREATE_LEAD_KEYS);
      expect(lead.created_at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(lead.created_at.getTime()).toBeGreaterThan(now.getTime() - 550 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('seedLeads', () => {
  it('inserts the leads in batches, each with its completed lead_capture milestone', async () => {
    const progress: number[] = [];
    const inserted = await seedLeads(database.dataSource, {
      count: 1234,
      batchSize: 500,
      seed: 3,
      onProgress: (n) => progress.push(n),
    });
    await vacuumAfterBulkLoad(database.dataSource);

    expect(inserted).toBe(1234);
    expect(progress).toEqual([500, 1000, 1234]);
    const [leads]: { n: number }[] = await database.dataSource.query(`SELECT count(*)::int AS n FROM lead`);
    expect(leads.n).toBe(1234);
    const milestones: { milestone_id: string; title: string; completed: boolean; same_time: boolean }[] =
      await database.dataSource.query(
        `SELECT m.milestone_id, m.title, m.completed, m.completed_at = l.created_at AS same_time
       FROM lead l JOIN lead_milestone m ON m.lead_id = l.id AND m.milestone_id = 'lead_capture'`,
      );
    expect(milestones).toHaveLength(1234);
    expect(
      milestones.every(
        (m) => m.milestone_id === 'lead_capture' && m.title === 'Lead Captured' && m.completed && m.same_time,
      ),
    ).toBe(true);
  });

  it('moves leads along a funnel that thins out, each step after the one before and after the first reply, with some paid orders', async () => {
    const steps: { milestone_id: string; leads: number; out_of_order: number; before_reply: number }[] = await database
      .dataSource.query(`
        SELECT m.milestone_id, count(*)::int AS leads,
               count(*) FILTER (WHERE EXISTS (
                 SELECT 1 FROM lead_milestone later
                 WHERE later.lead_id = m.lead_id AND later.completed_at < m.completed_at AND later.id > m.id
               ))::int AS out_of_order,
               count(*) FILTER (WHERE m.milestone_id <> 'lead_capture' AND (l.first_response_at IS NULL OR m.completed_at < l.first_response_at))::int AS before_reply
        FROM lead_milestone m JOIN lead l ON l.id = m.lead_id
        GROUP BY m.milestone_id`);
    const reached = new Map(steps.map((step) => [step.milestone_id, step.leads]));
    const funnel = MILESTONES.map((m) => reached.get(m.milestoneId) ?? 0);
    expect(funnel.slice(0, 6).every((count, i) => i === 0 || count < funnel[i - 1])).toBe(true);
    expect(funnel[4]).toBeGreaterThan(0);
    expect(steps.every((step) => step.out_of_order === 0 && step.before_reply === 0)).toBe(true);
    const [orders]: { paid: number; failed: number }[] = await database.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'succeeded')::int AS paid, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM payment_order`,
    );
    expect(orders.paid).toBeGreaterThan(0);
    expect(orders.paid).toBeLessThanOrEqual(reached.get('closed_won')!);
    // each paid by card in the name and with the email of a client who signed
    const [buyers]: { orders: number; described: number; clients: number }[] = await database.dataSource.query(
      `SELECT count(*)::int AS orders,
              count(*) FILTER (WHERE o.payment_method_type = 'card' AND o.card_brand IS NOT NULL AND o.card_last4 ~ '^[0-9]{4}$')::int AS described,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM lead l JOIN lead_milestone m ON m.lead_id = l.id AND m.milestone_id = 'closed_won' AND m.completed
                WHERE l.email = o.customer_email AND l.name = o.customer_name))::int AS clients
       FROM payment_order o`,
    );
    expect(buyers.described).toBe(buyers.orders);
    expect(buyers.clients).toBe(buyers.orders);
  });

  it('seeds attribution, replies and a little recent spam as the app would store them', async () => {
    const [row]: {
      touched: number;
      campaign: number;
      replied: number;
      spam: number;
      spam_unlisted: number;
      due_wrong: number;
      old_spam: number;
      unannounced: number;
      announced: number;
    }[] = await database.dataSource.query(`
      SELECT count(*) FILTER (WHERE first_touch IS NOT NULL)::int AS touched,
             count(*) FILTER (WHERE first_touch_source IS NOT NULL AND first_touch_campaign IS NOT NULL)::int AS campaign,
             count(*) FILTER (WHERE first_response_at IS NOT NULL)::int AS replied,
             count(*) FILTER (WHERE spam)::int AS spam,
             count(*) FILTER (WHERE spam AND spam_reason IS NULL)::int AS spam_unlisted,
             count(*) FILTER (WHERE reply_due_at <> created_at + interval '48 hours')::int AS due_wrong,
             count(*) FILTER (WHERE spam AND created_at < now() - interval '14 days')::int AS old_spam,
             count(*) FILTER (WHERE first_response_at IS NULL AND reply_due_at <= now() - interval '1 minute'
                                AND (overdue_notice_sent_at IS NULL OR reply_reminder_sent_at IS NULL))::int AS unannounced,
             count(*) FILTER (WHERE overdue_notice_sent_at = reply_due_at)::int AS announced
      FROM lead`);
    expect(row.touched / 1234).toBeGreaterThan(0.7);
    expect(row.campaign / 1234).toBeGreaterThan(0.4);
    expect(row.replied / 1234).toBeGreaterThan(0.7);
    expect(row.spam).toBeGreaterThan(0);
    // as a running site has them: the overdue leads were announced when they fell due, not all at once on start
    expect(row.announced).toBeGreaterThan(0);
    expect(row).toMatchObject({ spam_unlisted: 0, due_wrong: 0, old_spam: 0, unannounced: 0 });
  });

  it("puts back the trigram indexes' pending-list limit it lifts for the load", async () => {
    const options = async () => {
      const rows: { relname: string; reloptions: string[] | null }[] = await database.dataSource.query(
        `SELECT relname, reloptions FROM pg_class WHERE relname LIKE 'idx_lead_%_trgm' ORDER BY relname`,
      );
      return rows;
    };
    const before = await options();
    expect(before.length).toBeGreaterThan(0);
    await seedLeads(database.dataSource, { count: 10, seed: 4 });
    expect(await options()).toEqual(before);
  });
});
