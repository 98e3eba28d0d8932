import type { PoolClient, QueryConfig } from 'pg';
import type { DataSource } from 'typeorm';
import { poolOf } from '../../engine/db/pool';
import { LEAD_QUEUES } from '.';
import { eventually } from '../../test/eventually';
import { startTestApp, validLeadInput, type TestApp } from '../../test/start-test-app';
import { LeadViewCounts, SAMPLE_REUSE_MS } from './lead-view-counts';

/**
 * The lead table's totals and the header's badges come from counts the database keeps with each
 * change (LeadViewCounts migration), not from counting every lead: after every kind of change
 * they must equal what counting the leads themselves gives, on a fake clock for the overdue ones.
 */

const HOUR_MS = 3600_000;
let clock = new Date();
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  cookie = await app.signIn();
});
afterAll(() => app.close());

type Totals = {
  all: number;
  spam: number;
  overdue: number;
  replied: number;
  badges: { overdue: number; spam: number };
};

const TOTALS = `query {
  all: leads(first: 1) { totalCount }
  spam: leads(first: 1, filter: { spam: true }) { totalCount }
  overdue: leads(first: 1, filter: { replyStatus: OVERDUE }) { totalCount }
  replied: leads(first: 1, filter: { replyStatus: REPLIED }) { totalCount }
  leadCounts { overdue spam }
}`;

async function shown(): Promise<Totals> {
  const res = await app.graphql<Record<string, { totalCount: number }> & { leadCounts: Totals['badges'] }>(
    TOTALS,
    {},
    cookie,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  const rest = await app.request('/api/leads?limit=1', { cookie });
  const { leadCounts, ...views } = res.data;
  expect((rest.body as { total: number }).total).toBe(views.all.totalCount);
  return {
    all: views.all.totalCount,
    spam: views.spam.totalCount,
    overdue: views.overdue.totalCount,
    replied: views.replied.totalCount,
    badges: leadCounts,
  };
}

/** The same figures counted from the leads in the test. */
async function counted(): Promise<Totals> {
  const [row] = await app.dataSource.query<Omit<Totals, 'badges'>[]>(
    `SELECT count(*) FILTER (WHERE NOT spam)::int AS all,
            count(*) FILTER (WHERE spam)::int AS spam,
            count(*) FILTER (WHERE NOT spam AND first_response_at IS NULL AND reply_due_at <= $1)::int AS overdue,
            count(*) FILTER (WHERE NOT spam AND first_response_at IS NOT NULL)::int AS replied
     FROM lead`,
    [clock],
  );
  return { ...row, badges: { overdue: row.overdue, spam: row.spam } };
}

async function expectExact(): Promise<Totals> {
  const totals = await shown();
  expect(totals).toEqual(await counted());
  return totals;
}

async function createLead(extra: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  const res = await app.graphql<{ createLead: { id: number; email: string } }>(
    `mutation ($input: CreateLeadInput!) { createLead(input: $input) { id email } }`,
    { input: validLeadInput(extra) },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createLead;
}

async function mutate(mutation: string, variables: Record<string, unknown>): Promise<void> {
  const res = await app.graphql(mutation, variables, cookie);
  expect(res.errors).toBeUndefined();
}

describe('the kept lead counts', () => {
  it('stay exact as leads arrive, are quarantined, restored, answered, turn overdue, are deleted and erased', async () => {
    clock = new Date();
    const before = await expectExact();

    const leads = await Promise.all(Array.from({ length: 6 }, (_, i) => createLead({ name: `Counted Lead ${i}` })));
    const bot = await createLead({ name: 'Counted Bot', formFillMs: 5 });
    let totals = await expectExact();
    expect(totals.all).toBe(before.all + 6);
    expect(totals.spam).toBe(before.spam + 1);

    await mutate(`mutation ($id: Int!) { markLeadNotSpam(id: $id) { id } }`, { id: bot.id });
    totals = await expectExact();
    expect(totals.all).toBe(before.all + 7);
    expect(totals.spam).toBe(before.spam);

    await mutate(`mutation ($id: Int!) { markLeadContacted(id: $id) { id } }`, { id: leads[0].id });
    expect((await expectExact()).replied).toBe(before.replied + 1);

    // two days on, every unanswered lead of this test is overdue: the count moves with the clock
    clock = new Date(Date.now() + 49 * HOUR_MS);
    expect((await expectExact()).overdue).toBe(before.overdue + 6);

    await mutate(`mutation ($id: Int!) { deleteLead(id: $id) }`, { id: leads[1].id });
    await mutate(
      `mutation ($id: Int!, $email: String!) { eraseLead(id: $id, confirmEmail: $email) { conversations } }`,
      {
        id: leads[2].id,
        email: leads[2].email,
      },
    );
    totals = await expectExact();
    expect(totals.all).toBe(before.all + 5);
    expect(totals.overdue).toBe(before.overdue + 4);
  });

  it('stay exact through the scheduled fold, while leads keep arriving', async () => {
    const slotRows = async () =>
      (
        await app.dataSource.query<{ rows: number }[]>(
          `SELECT count(*)::int AS rows FROM "lead_view_count" WHERE "slot" <> 0`,
        )
      )[0].rows;
    const arriving = Promise.all(Array.from({ length: 10 }, (_, i) => createLead({ name: `Folded Lead ${i}` })));
    await app.services.leadList.foldViewCounts();
    await arriving;
    await expectExact();
    // the fold may have run before or after every one of those (a loaded machine decides): a lead
    // after it leaves the scheduled fold something to fold
    await createLead({ name: 'Folded Lead after the fold' });
    await expectExact();
    expect(await slotRows()).toBeGreaterThan(0);

    await app.jobs.sendNow(LEAD_QUEUES.viewCountsFold);
    await eventually(async () => expect(await slotRows()).toBe(0));
    await expectExact();
  });
});

describe('the estimate of a filter', () => {
  it('counts its sample once per condition and values, again once SAMPLE_REUSE_MS has passed', async () => {
    let ms = 0;
    let samples = 0;
    // the app's database, its pool's statements watched for the sample counts
    const pool = poolOf(app.dataSource);
    const watched = new WeakMap<PoolClient, PoolClient>();
    const watch = (client: PoolClient): PoolClient =>
      Object.assign(Object.create(client) as PoolClient, {
        query: (config: QueryConfig) => {
          if (config.text.includes('TABLESAMPLE')) samples++;
          return client.query(config);
        },
        release: () => client.release(),
      });
    const dataSource = {
      driver: {
        master: {
          connect: async () => {
            const client = await pool.connect();
            let seen = watched.get(client);
            if (!seen) watched.set(client, (seen = watch(client)));
            return seen;
          },
        },
      },
    } as unknown as DataSource;
    const counts = new LeadViewCounts(dataSource, () => ms);
    const estimate = (search: string) => counts.estimate({ text: 'NOT "spam" AND "name" ILIKE $1', values: [search] });

    await createLead({ name: 'Sampled Lead' });
    const first = await estimate('%Sampled%');
    expect(samples).toBe(1);
    ms += SAMPLE_REUSE_MS - 1;
    expect(await estimate('%Sampled%')).toBe(first);
    expect(samples).toBe(1);
    // other values are another count
    await estimate('%Counted%');
    expect(samples).toBe(2);
    ms += 1;
    expect(await estimate('%Sampled%')).toBe(first);
    expect(samples).toBe(3);
  });
});
