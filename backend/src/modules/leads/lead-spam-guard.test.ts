import { CONVERSIONS_QUEUE } from './lead-conversions.service';
import { queuesSettled } from '../../test/queue-settled';
import { startFakeGraphApi, type FakeGraphApi } from '../../test/fake-graph-api';
import {
  startTestApp,
  validLeadInput,
  validRestLead,
  type GraphQLResponse,
  type TestApp,
} from '../../test/start-test-app';
import { anyNumber } from '../../test/matchers';

/**
 * The contact form's spam guard through the real HTTP APIs: a filled honeypot or a too-fast fill
 * is answered exactly like any other lead and stored, quarantined: out of the list, the counts
 * and the export, no conversion sent, a warning without the visitor's details. An admin finds it
 * in the spam view, and restores it (then it is reported like a new lead) or deletes it.
 */

let graph: FakeGraphApi;
let app: TestApp;
let cookie: string;
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };

type LogLine = { level: number; msg: string; reason?: string; leadId?: number };
type RestAnswer = { success: boolean; data: Record<string, unknown>; error?: string; fields?: Record<string, string> };

const CREATE = `mutation Create($input: CreateLeadInput!) {
  createLead(input: $input) { id name email phone company businessType companySize annualRevenue clientValue marketingNeeds timeline budget source message createdAt }
}`;
type CreatedLead = { createLead: Record<string, unknown> & { id: number } };

const spamLines = (): LogLine[] =>
  logLines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'lead submission quarantined as spam');

beforeAll(async () => {
  graph = await startFakeGraphApi();
  app = await startTestApp({
    env: {
      LEAD_MIN_FILL_SECONDS: '3',
      LOG_LEVEL: 'warn',
      FACEBOOK_GRAPH_URL: graph.url,
      FACEBOOK_GRAPH_VERSION: 'v21.0',
    },
    logDestination,
  });
  cookie = await app.signIn();
  // with the Conversions API on, every stored lead sends one event: a rejected one must send none
  const res = await app.graphql(
    'mutation ($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { id } }',
    {
      input: {
        fbCapiEnabled: true,
        fbPixelId: '123456789012345',
        fbAccessToken: 'EAAB-secret-access-token-1234',
        // these leads carry no cookie choice: events go out as they did before consent existed
        requireConsent: false,
      },
    },
    cookie,
  );
  expect(res.errors).toBeUndefined();
});
afterAll(async () => {
  await app.close();
  await graph.close();
});
beforeEach(async () => {
  await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]); // a previous test's events must not land in this one
  graph.requests = [];
  logLines.length = 0;
});

async function counts() {
  return { leads: await app.count('lead'), milestones: await app.count('lead_milestone') };
}

type ListedLead = { id: number; spam: boolean; spamReason: string | null; replyDueAt: string; createdAt: string };
const LIST = `query ($filter: LeadFilter) {
  leads(first: 200, filter: $filter) { totalCount nodes { id spam spamReason replyDueAt createdAt } }
  leadCounts { overdue spam }
}`;

/** The admin's list (spam: true for the quarantine) and the header's counts. */
async function adminView(spam?: boolean) {
  const res = await app.graphql<{
    leads: { totalCount: number; nodes: ListedLead[] };
    leadCounts: { overdue: number; spam: number };
  }>(LIST, { filter: spam === undefined ? null : { spam } }, cookie);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { ...res.data.leads, ids: res.data.leads.nodes.map((n) => n.id), counts: res.data.leadCounts };
}

async function restIds(query: string): Promise<number[]> {
  const res = await app.request(`/api/leads?limit=200${query}`, { cookie });
  expect(res.status).toBe(200);
  return (res.body as { data: { id: number }[] }).data.map((l) => l.id);
}

async function exportedIds(query = ''): Promise<number[]> {
  const res = await app.request(`/api/leads/export${query}`, { cookie });
  return res.text
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => Number(row.split(',')[0]));
}

async function postRest(body: Record<string, unknown>) {
  const res = await app.request('/api/leads', { method: 'POST', body });
  return { status: res.status, body: res.body as RestAnswer, text: res.text };
}

/** Asserts the log holds exactly one spam line, for this reason and lead, and none of the visitor's details. */
function expectOneSpamLine(reason: 'honeypot' | 'too-fast', leadId: number): LogLine {
  const lines = spamLines();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 40, reason, leadId });
  const logged = logLines.join('\n');
  for (const detail of ['@northwind.example', 'Jane Cooper', '555 0134', 'Northwind Outfitters']) {
    expect(logged).not.toContain(detail);
  }
  return lines[0];
}

describe('POST /api/leads spam guard', () => {
  let realLead: RestAnswer['data'];

  beforeAll(async () => {
    const res = await postRest(validRestLead({ form_fill_ms: 45_000, contact_fax: '' }));
    expect(res.status).toBe(201);
    realLead = res.body.data;
    await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
  });

  it.each([
    ['a filled honeypot', { contact_fax: '+1 415 555 9999', form_fill_ms: 45_000 }, 'honeypot'],
    ['a honeypot filled without a fill time', { contact_fax: 'x' }, 'honeypot'],
    ['a fill faster than the minimum', { form_fill_ms: 1200 }, 'too-fast'],
    ['a fill of 0 ms', { form_fill_ms: 0, contact_fax: '' }, 'too-fast'],
  ] as const)(
    'answers %s like any lead, stores it quarantined, out of the list, counts and export, and sends no conversion',
    async (_what, extra, reason) => {
      const before = await counts();
      const listBefore = await adminView();
      const sent = validRestLead(extra);
      const res = await postRest(sent);

      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(realLead).sort());
      expect(res.body.data).toMatchObject({
        name: 'Jane Cooper',
        email: sent.email,
        source: 'contact_form',
      });
      expect(res.body.data.id).toEqual(anyNumber());
      expect(res.body.data.id as number).toBeGreaterThan(realLead.id as number);
      expect(new Date(res.body.data.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(res.text).not.toMatch(/spam|honeypot|too-fast|contact_fax|form_fill_ms/i);
      const id = res.body.data.id as number;

      // nothing lost: the lead and its capture milestone are stored
      expect(await counts()).toEqual({ leads: before.leads + 1, milestones: before.milestones + 1 });
      const lookup = await app.request(`/api/leads/${id}`, { cookie });
      expect(lookup.status).toBe(200);
      expect(lookup.body).toMatchObject({ data: { id, spam: true, spam_reason: reason } });

      // but out of sight: not in the list, its total or the export; in the spam view instead
      const list = await adminView();
      expect(list.ids).not.toContain(id);
      expect(list.totalCount).toBe(listBefore.totalCount);
      expect(list.counts.spam).toBe(listBefore.counts.spam + 1);
      expect(await restIds('')).not.toContain(id);
      expect(await exportedIds()).not.toContain(id);
      const quarantine = await adminView(true);
      expect(quarantine.nodes.find((n) => n.id === id)).toMatchObject({ spam: true, spamReason: reason });
      expect(quarantine.totalCount).toBe(list.counts.spam);
      expect(await restIds('&spam=true')).toContain(id);
      expect(await exportedIds('?spam=true')).toContain(id);

      await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
      expect(graph.requests).toHaveLength(0);
      expectOneSpamLine(reason, id);
    },
  );

  it('refuses a spam filter that is neither true nor false', async () => {
    const res = await app.request('/api/leads?spam=maybe', { cookie });
    expect(res.status).toBe(400);
    expect((res.body as RestAnswer).fields).toEqual({ spam: 'spam must be true or false' });
  });

  it('keeps ids increasing past a quarantined submission', async () => {
    const spam = await postRest(validRestLead({ contact_fax: 'bot' }));
    const stored = await postRest(validRestLead({ form_fill_ms: 20_000 }));
    expect(stored.body.data.id as number).toBeGreaterThan(spam.body.data.id as number);
  });

  it.each([
    ['a fill time of exactly the minimum', { form_fill_ms: 3000 }],
    ['a slow fill and an empty honeypot', { form_fill_ms: 125_000, contact_fax: '' }],
    ['a honeypot of only spaces (nothing once trimmed)', { form_fill_ms: 9000, contact_fax: '   ' }],
    ['neither field (another program calling the API)', {}],
  ] as const)('stores %s as a lead and reports the conversion', async (_what, extra) => {
    const before = await counts();
    const res = await postRest(validRestLead(extra));
    expect(res.status).toBe(201);
    expect(await counts()).toEqual({ leads: before.leads + 1, milestones: before.milestones + 1 });
    const lookup = await app.request(`/api/leads/${res.body.data.id as number}`, { cookie });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ data: { spam: false, spam_reason: null } });
    expect(await restIds('')).toContain(res.body.data.id);
    await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
    expect(graph.requests).toHaveLength(1);
    expect(spamLines()).toHaveLength(0);
  });

  it.each([
    ['a text fill time', { form_fill_ms: '5000' }, 'form_fill_ms'],
    ['a fractional fill time', { form_fill_ms: 4500.5 }, 'form_fill_ms'],
    ['a negative fill time', { form_fill_ms: -1 }, 'form_fill_ms'],
    ['a number for the honeypot', { contact_fax: 4155559999 }, 'contact_fax'],
    ['an object for the honeypot', { contact_fax: { $ne: null } }, 'contact_fax'],
  ] as const)('refuses %s with 400 under its REST name and stores nothing', async (_what, extra, field) => {
    const before = await counts();
    const res = await postRest(validRestLead(extra));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    expect(await counts()).toEqual(before);
    expect(spamLines()).toHaveLength(0);
  });

  it('still refuses an invalid submission with 400, honeypot filled or not', async () => {
    const res = await postRest(validRestLead({ email: 'jane@', contact_fax: 'bot' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('email');
  });
});

describe('createLead (GraphQL) spam guard', () => {
  async function create(extra: Record<string, unknown>): Promise<GraphQLResponse<CreatedLead>> {
    return app.graphql<CreatedLead>(CREATE, { input: validLeadInput(extra) });
  }

  it.each([
    ['a filled honeypot', { contactFax: 'bot was here', formFillMs: 60_000 }, 'honeypot'],
    ['a fill faster than the minimum', { formFillMs: 2999 }, 'too-fast'],
  ] as const)('answers %s with the same shape as any lead, storing it quarantined', async (_what, extra, reason) => {
    const real = await create({ formFillMs: 30_000, contactFax: null });
    expect(real.errors).toBeUndefined();
    await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
    graph.requests = [];
    const before = await counts();

    const res = await create(extra);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    const lead = res.data!.createLead;
    expect(Object.keys(lead)).toEqual(Object.keys(real.data!.createLead));
    // each example is its own person (its own email): the rest of the answer is the same
    const blank = { id: 0, createdAt: '', email: '' };
    expect({ ...lead, ...blank }).toEqual({ ...real.data!.createLead, ...blank });
    expect(lead.email).toMatch(/@northwind\.example$/);
    expect(lead.id).toBeGreaterThan(real.data!.createLead.id);

    expect(await counts()).toEqual({ leads: before.leads + 1, milestones: before.milestones + 1 });
    expect((await adminView()).ids).not.toContain(lead.id);
    expect((await adminView(true)).nodes.find((n) => n.id === lead.id)).toMatchObject({ spamReason: reason });
    await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
    expect(graph.requests).toHaveLength(0);
    expectOneSpamLine(reason, lead.id);
  });

  it('never tells an anonymous submitter whether the lead was taken for spam', async () => {
    const SPAM_FIELDS = 'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id spam spamReason } }';
    const answers = [];
    for (const extra of [{ formFillMs: 30_000 }, { formFillMs: 10 }]) {
      const res = await app.graphql(SPAM_FIELDS, { input: validLeadInput(extra) });
      answers.push({ data: res.data, codes: res.errors?.map((e) => e.extensions?.code) });
    }
    // the first refused field nulls the lead (its fields are non-null), so one error or two
    expect(answers[0].data).toBeNull();
    expect(answers[0].codes?.length).toBeGreaterThan(0);
    expect(new Set(answers[0].codes)).toEqual(new Set(['UNAUTHENTICATED']));
    expect(answers[1]).toEqual(answers[0]);
  });

  it('stores a submission filled in slowly enough with an empty honeypot as a lead', async () => {
    const before = await counts();
    const res = await create({ formFillMs: 3500, contactFax: '' });
    expect(res.errors).toBeUndefined();
    expect(await counts()).toEqual({ leads: before.leads + 1, milestones: before.milestones + 1 });
    expect((await adminView()).ids).toContain(res.data!.createLead.id);
    expect(spamLines()).toHaveLength(0);
  });

  it.each([
    ['a text fill time', { formFillMs: 'slow' }],
    ['a fractional fill time', { formFillMs: 3500.5 }],
    ['a negative fill time', { formFillMs: -5 }],
    ['a number for the honeypot', { contactFax: 12 }],
  ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_what, extra) => {
    const before = await counts();
    const res = await create(extra);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
  });
});

describe('markLeadNotSpam and deleteLead (the spam view)', () => {
  const RESTORE = 'mutation ($id: Int!) { markLeadNotSpam(id: $id) { id spam spamReason replyDueAt createdAt } }';
  const DELETE = 'mutation ($id: Int!) { deleteLead(id: $id) }';

  async function quarantined(extra: Record<string, unknown> = { contact_fax: 'bot' }): Promise<number> {
    const res = await postRest(validRestLead({ email: 'quarantined@northwind.example', ...extra }));
    return res.body.data.id as number;
  }

  it('restores a quarantined lead into the list, due 48 h from the restore, and reports it once', async () => {
    const id = await quarantined({ form_fill_ms: 400 });
    // it arrived three days ago: restored now, it is still the team's to answer within 48 h
    await app.dataSource.query(`UPDATE "lead" SET created_at = now() - interval '3 days' WHERE id = $1`, [id]);
    const before = await adminView();
    await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
    graph.requests = [];

    const restoredAt = Date.now();
    const res = await app.graphql<{ markLeadNotSpam: ListedLead }>(RESTORE, { id }, cookie);
    expect(res.errors).toBeUndefined();
    const lead = res.data!.markLeadNotSpam;
    expect(lead).toMatchObject({ id, spam: false, spamReason: null });
    expect(new Date(lead.replyDueAt).getTime() - restoredAt).toBeGreaterThan(48 * 3600_000 - 60_000);
    expect(new Date(lead.replyDueAt).getTime() - restoredAt).toBeLessThan(48 * 3600_000 + 60_000);
    expect(new Date(lead.createdAt).getTime()).toBeLessThan(restoredAt - 2 * 24 * 3600_000); // arrival kept

    const after = await adminView();
    expect(after.ids).toContain(id);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.counts.spam).toBe(before.counts.spam - 1);
    expect((await adminView(true)).ids).not.toContain(id);
    expect(await exportedIds()).toContain(id);

    await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
    expect(graph.requests).toHaveLength(1);
    const [event] = graph.requests[0].body.data as { event_name: string; event_time: number }[];
    expect(event.event_name).toBe('Lead');
    expect(Math.abs(event.event_time - restoredAt / 1000)).toBeLessThan(60);

    // restoring again changes nothing and sends nothing
    const again = await app.graphql<{ markLeadNotSpam: ListedLead }>(RESTORE, { id }, cookie);
    expect(again.data!.markLeadNotSpam).toEqual(lead);
    await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
    expect(graph.requests).toHaveLength(1);
  });

  it('deletes a quarantined lead with its milestones and its chat conversation (a deletion erases)', async () => {
    const chat = await app.request('/api/elevenlabs/chat-with-voice', {
      method: 'POST',
      body: { message: 'What services do you offer?', history: [], visitorId: 'spamVisitor123' },
    });
    expect(chat.status).toBe(200);
    const res = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ contact_fax: 'bot' }),
      cookie: 'chat_visitor=spamVisitor123',
    });
    const id = (res.body as RestAnswer).data.id as number;
    const linked: { lead_id: number | null }[] = await app.dataSource.query(
      `SELECT lead_id FROM chat_conversation WHERE visitor_id = 'spamVisitor123'`,
    );
    expect(linked).toEqual([{ lead_id: id }]);
    const before = await counts();
    const spamBefore = (await adminView()).counts.spam;

    const deleted = await app.graphql(DELETE, { id }, cookie);
    expect(deleted).toMatchObject({ data: { deleteLead: true } });
    expect(deleted.errors).toBeUndefined();
    expect(await counts()).toEqual({ leads: before.leads - 1, milestones: before.milestones - 1 });
    expect((await app.request(`/api/leads/${id}`, { cookie })).status).toBe(404);
    expect((await adminView()).counts.spam).toBe(spamBefore - 1);
    expect(
      await app.dataSource.query(`SELECT lead_id FROM chat_conversation WHERE visitor_id = 'spamVisitor123'`),
    ).toEqual([]);
  });

  it('answers NOT_FOUND for a lead that does not exist', async () => {
    for (const mutation of [RESTORE, DELETE]) {
      const res = await app.graphql(mutation, { id: 999999 }, cookie);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('refuses anonymous callers, changing nothing', async () => {
    const id = await quarantined();
    const before = await counts();
    for (const operation of [RESTORE, DELETE, '{ leadCounts { overdue spam } }']) {
      const res = await app.graphql(operation, { id });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.data ?? null).toBeNull();
    }
    expect(await counts()).toEqual(before);
    expect((await adminView(true)).ids).toContain(id);
  });
});
