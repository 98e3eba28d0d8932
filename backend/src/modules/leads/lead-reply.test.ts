import { startTestApp, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';

/**
 * The 48-hour promise through the real HTTP APIs, on a fake clock: a lead is due 48 h after it
 * arrived, AWAITING until then, OVERDUE from that instant, REPLIED once the team is recorded as
 * having responded (marked contacted, or a milestone after the capture completed).
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
beforeEach(() => {
  clock = new Date();
});

type ReplyFields = {
  id: number;
  createdAt: string;
  replyDueAt: string;
  firstResponseAt: string | null;
  replyStatus: string;
};
const FIELDS = 'id createdAt replyDueAt firstResponseAt replyStatus';
const LEAD = `query ($id: Int!) { lead(id: $id) { ${FIELDS} } }`;
const CONTACTED = `mutation ($id: Int!) { markLeadContacted(id: $id) { ${FIELDS} } }`;
const FILTERED = `query ($filter: LeadFilter) {
  leads(first: 200, filter: $filter) { totalCount nodes { id replyStatus } }
  leadCounts { overdue spam }
}`;

async function createLead(extra: Record<string, unknown> = {}): Promise<ReplyFields> {
  const res = await app.graphql<{ createLead: ReplyFields }>(
    `mutation ($input: CreateLeadInput!) { createLead(input: $input) { ${FIELDS} } }`,
    { input: validLeadInput(extra) },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createLead;
}

async function lead(id: number): Promise<ReplyFields> {
  const res = await app.graphql<{ lead: ReplyFields }>(LEAD, { id }, cookie);
  if (!res.data?.lead) throw new Error(JSON.stringify(res.errors));
  return res.data.lead;
}

async function filtered(replyStatus?: string) {
  const res = await app.graphql<{
    leads: { totalCount: number; nodes: { id: number; replyStatus: string }[] };
    leadCounts: { overdue: number; spam: number };
  }>(FILTERED, { filter: replyStatus ? { replyStatus } : null }, cookie);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { ...res.data.leads, ids: res.data.leads.nodes.map((n) => n.id), overdue: res.data.leadCounts.overdue };
}

async function restLead(id: number) {
  const res = await app.request(`/api/leads/${id}`, { cookie });
  return (res.body as { data: Record<string, unknown> }).data;
}

async function restIds(query: string): Promise<{ ids: number[]; total: number }> {
  const res = await app.request(`/api/leads?limit=200&${query}`, { cookie });
  expect(res.status).toBe(200);
  const body = res.body as { data: { id: number }[]; total: number };
  return { ids: body.data.map((l) => l.id), total: body.total };
}

const after = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

describe('replyStatus on a fake clock', () => {
  it('is due exactly 48 h after the lead arrived: AWAITING at 47:59, OVERDUE at 48:00, in every view', async () => {
    const created = await createLead();
    expect(new Date(created.replyDueAt).getTime() - new Date(created.createdAt).getTime()).toBe(48 * HOUR_MS);
    expect(created.firstResponseAt).toBeNull();

    clock = after(created.createdAt, 47 * HOUR_MS + 59 * 60_000);
    expect((await lead(created.id)).replyStatus).toBe('AWAITING');
    expect(await restLead(created.id)).toMatchObject({ reply_status: 'awaiting', reply_due_at: created.replyDueAt });
    expect((await filtered('AWAITING')).ids).toContain(created.id);
    expect((await filtered('OVERDUE')).ids).not.toContain(created.id);
    expect((await restIds('reply_status=awaiting')).ids).toContain(created.id);

    clock = after(created.createdAt, 48 * HOUR_MS);
    expect((await lead(created.id)).replyStatus).toBe('OVERDUE');
    expect(await restLead(created.id)).toMatchObject({ reply_status: 'overdue' });
    expect((await filtered('AWAITING')).ids).not.toContain(created.id);
    const overdue = await filtered('OVERDUE');
    expect(overdue.ids).toContain(created.id);
    expect(overdue.nodes.every((n) => n.replyStatus === 'OVERDUE')).toBe(true);
    expect((await restIds('reply_status=overdue')).ids).toContain(created.id);
  });

  it("counts in leadCounts.overdue exactly the overdue filter's leads, over REST too", async () => {
    const old = await createLead({ name: 'Old Lead' });
    const fresh = await createLead({ name: 'Fresh Lead' });
    await app.dataSource.query(`UPDATE "lead" SET reply_due_at = reply_due_at - interval '30 hours' WHERE id = $1`, [
      old.id,
    ]);
    const spam = await createLead({ name: 'Spam Lead', formFillMs: 5 });
    clock = after(fresh.createdAt, 20 * HOUR_MS);

    const overdue = await filtered('OVERDUE');
    expect(overdue.ids).toContain(old.id);
    expect(overdue.ids).not.toContain(fresh.id);
    expect(overdue.ids).not.toContain(spam.id); // quarantined spam owes no reply
    expect(overdue.overdue).toBe(overdue.totalCount);
    expect((await restIds('reply_status=overdue')).total).toBe(overdue.totalCount);

    clock = after(fresh.createdAt, 49 * HOUR_MS);
    const later = await filtered('OVERDUE');
    expect(later.ids).toEqual(expect.arrayContaining([old.id, fresh.id]));
    expect(later.ids).not.toContain(spam.id);
    expect(later.overdue).toBe(later.totalCount);
    expect(later.ids).toEqual(expect.arrayContaining(overdue.ids)); // overdue stays overdue
  });

  it('splits every lead into exactly one of the three statuses', async () => {
    await createLead();
    clock = new Date(Date.now() + 24 * HOUR_MS);
    const all = await filtered();
    const parts = await Promise.all(['AWAITING', 'OVERDUE', 'REPLIED'].map((s) => filtered(s)));
    expect(parts.reduce((n, p) => n + p.totalCount, 0)).toBe(all.totalCount);
  });

  it('refuses an unknown REST reply_status with 400', async () => {
    const res = await app.request('/api/leads?reply_status=late', { cookie });
    expect(res.status).toBe(400);
    expect((res.body as { fields: object }).fields).toEqual({
      reply_status: 'reply_status must be awaiting, overdue, replied or meeting_booked',
    });
  });
});

describe('markLeadContacted', () => {
  it('records the response now, once: REPLIED from then on, out of the overdue count', async () => {
    const created = await createLead();
    clock = after(created.createdAt, 50 * HOUR_MS);
    const before = await filtered('OVERDUE');
    expect(before.ids).toContain(created.id);

    const res = await app.graphql<{ markLeadContacted: ReplyFields }>(CONTACTED, { id: created.id }, cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data!.markLeadContacted).toMatchObject({
      id: created.id,
      firstResponseAt: clock.toISOString(),
      replyStatus: 'REPLIED',
    });
    const afterwards = await filtered('OVERDUE');
    expect(afterwards.ids).not.toContain(created.id);
    expect(afterwards.overdue).toBe(before.overdue - 1);
    expect((await filtered('REPLIED')).ids).toContain(created.id);
    expect(await restLead(created.id)).toMatchObject({
      reply_status: 'replied',
      first_response_at: clock.toISOString(),
    });
    expect((await restIds('reply_status=replied')).ids).toContain(created.id);

    // a second time keeps the first response
    const first = clock.toISOString();
    clock = after(created.createdAt, 60 * HOUR_MS);
    const again = await app.graphql<{ markLeadContacted: ReplyFields }>(CONTACTED, { id: created.id }, cookie);
    expect(again.data!.markLeadContacted.firstResponseAt).toBe(first);
  });

  it('answers NOT_FOUND for an unknown lead, and refuses anonymous callers', async () => {
    expect((await app.graphql(CONTACTED, { id: 999999 }, cookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const created = await createLead();
    const anonymous = await app.graphql(CONTACTED, { id: created.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await lead(created.id)).firstResponseAt).toBeNull();
  });
});

describe('undoLeadContacted', () => {
  const UNDO = `mutation ($id: Int!, $at: DateTimeISO!) { undoLeadContacted(id: $id, firstResponseAt: $at) { ${FIELDS} } }`;

  it('forgets the response the mark recorded: the lead is overdue again, in the lists and the count', async () => {
    const created = await createLead();
    clock = after(created.createdAt, 50 * HOUR_MS);
    const before = await filtered('OVERDUE');
    const marked = await app.graphql<{ markLeadContacted: ReplyFields }>(CONTACTED, { id: created.id }, cookie);
    const at = marked.data!.markLeadContacted.firstResponseAt;

    const res = await app.graphql<{ undoLeadContacted: ReplyFields }>(UNDO, { id: created.id, at }, cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data!.undoLeadContacted).toMatchObject({ firstResponseAt: null, replyStatus: 'OVERDUE' });
    const afterwards = await filtered('OVERDUE');
    expect(afterwards.ids).toContain(created.id);
    expect(afterwards.overdue).toBe(before.overdue);
    expect(await restLead(created.id)).toMatchObject({ reply_status: 'overdue', first_response_at: null });
  });

  it('refuses with CONFLICT, and keeps the response, when another one is on record', async () => {
    const created = await createLead();
    const marked = await app.graphql<{ markLeadContacted: ReplyFields }>(CONTACTED, { id: created.id }, cookie);
    const at = marked.data!.markLeadContacted.firstResponseAt!;
    const other = after(at, -60_000).toISOString();
    const res = await app.graphql(UNDO, { id: created.id, at: other }, cookie);
    expect(res.errors?.[0]).toMatchObject({
      message: 'This reply is no longer the one on record, so there is nothing to undo',
      extensions: { code: 'CONFLICT' },
    });
    expect(await lead(created.id)).toMatchObject({ firstResponseAt: at, replyStatus: 'REPLIED' });
  });

  it('answers NOT_FOUND for an unknown lead, and refuses anonymous callers', async () => {
    const at = new Date().toISOString();
    expect((await app.graphql(UNDO, { id: 999999, at }, cookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const created = await createLead();
    const marked = await app.graphql<{ markLeadContacted: ReplyFields }>(CONTACTED, { id: created.id }, cookie);
    const recorded = marked.data!.markLeadContacted.firstResponseAt;
    const anonymous = await app.graphql(UNDO, { id: created.id, at: recorded });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await lead(created.id)).firstResponseAt).toBe(recorded);
  });
});

describe('completing a milestone after the capture records the first response', () => {
  const NEXT =
    'mutation ($leadId: Int!) { completeNextMilestone(leadId: $leadId) { completed { milestoneId completedAt } } }';
  const SET = `mutation ($leadId: Int!, $milestoneId: String!, $completed: Boolean!) {
    setMilestoneCompleted(leadId: $leadId, milestoneId: $milestoneId, completed: $completed) { completedAt }
  }`;

  it('completeNextMilestone: at the completion, and only the first one counts', async () => {
    const created = await createLead();
    const first = await app.graphql<{ completeNextMilestone: { completed: { completedAt: string } } }>(
      NEXT,
      { leadId: created.id },
      cookie,
    );
    const completedAt = first.data!.completeNextMilestone.completed.completedAt;
    expect(await lead(created.id)).toMatchObject({ firstResponseAt: completedAt, replyStatus: 'REPLIED' });
    await app.graphql(NEXT, { leadId: created.id }, cookie);
    expect((await lead(created.id)).firstResponseAt).toBe(completedAt);
  });

  it('setMilestoneCompleted: a later milestone counts; un-completing one or re-completing the capture does not', async () => {
    const created = await createLead();
    await app.graphql(SET, { leadId: created.id, milestoneId: 'lead_capture', completed: false }, cookie);
    await app.graphql(SET, { leadId: created.id, milestoneId: 'lead_capture', completed: true }, cookie);
    await app.graphql(SET, { leadId: created.id, milestoneId: 'proposal', completed: false }, cookie);
    expect((await lead(created.id)).firstResponseAt).toBeNull();
    const set = await app.graphql<{ setMilestoneCompleted: { completedAt: string } }>(
      SET,
      { leadId: created.id, milestoneId: 'discovery_call', completed: true },
      cookie,
    );
    expect((await lead(created.id)).firstResponseAt).toBe(set.data!.setMilestoneCompleted.completedAt);
  });

  it('REST: a record created completed, or patched to completed, counts', async () => {
    const created = await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    const id = (created.body as { data: { id: number } }).data.id;
    const record = await app.request(`/api/leads/${id}/milestones`, {
      method: 'POST',
      body: { milestone_id: 'qualification', completed: false },
      cookie,
    });
    expect((await restLead(id)).first_response_at).toBeNull();
    const recordId = (record.body as { data: { id: number } }).data.id;
    const patched = await app.request(`/api/leads/milestones/${recordId}`, {
      method: 'PATCH',
      body: { completed: true, completed_at: '2030-01-02T03:04:05.000Z' },
      cookie,
    });
    expect(patched.status).toBe(200);
    expect(await restLead(id)).toMatchObject({
      first_response_at: '2030-01-02T03:04:05.000Z',
      reply_status: 'replied',
    });

    const other = await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    const otherId = (other.body as { data: { id: number } }).data.id;
    const completed = await app.request(`/api/leads/${otherId}/milestones`, {
      method: 'POST',
      body: { milestone_id: 'proposal', completed: true },
      cookie,
    });
    expect((await restLead(otherId)).first_response_at).toBe(
      (completed.body as { data: { completed_at: string } }).data.completed_at,
    );
  });
});
