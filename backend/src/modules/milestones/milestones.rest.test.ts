import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { anyNumber, anyString } from '../../test/matchers';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

type RestMilestone = {
  id: number;
  lead_id: number;
  milestone_id: string;
  title: string;
  description: string;
  completed: boolean;
  completed_at: string | null;
};
type RestBody<T> = { success: boolean; data: T; error?: string; fields?: Record<string, string> };

async function createLead(name = 'Milestone Lead'): Promise<number> {
  const res = await app.request('/api/leads', { method: 'POST', body: validRestLead({ name }) });
  if (res.status !== 201) throw new Error(`lead not created: ${res.status} ${res.text}`);
  return (res.body as RestBody<{ id: number }>).data.id;
}

async function records(leadId: number): Promise<RestMilestone[]> {
  const res = await app.request(`/api/leads/${leadId}/milestones`, { cookie });
  return (res.body as RestBody<RestMilestone[]>).data;
}

function post(leadId: number | string, body: unknown, who: string | null = cookie) {
  return app.request(`/api/leads/${leadId}/milestones`, { method: 'POST', body, cookie: who ?? undefined });
}

function patch(id: number | string, body: unknown, who: string | null = cookie) {
  return app.request(`/api/leads/milestones/${id}`, { method: 'PATCH', body, cookie: who ?? undefined });
}

const QUALIFICATION = {
  milestone_id: 'qualification',
  title: 'Lead Qualification',
  description: 'Budget and timeline reviewed.',
  completed: true,
};

function isoNear(value: string | null, from: number, to = Date.now()): boolean {
  const at = value === null ? NaN : new Date(value).getTime();
  return at >= from - 1000 && at <= to + 1000;
}

describe('GET /api/leads/:id/milestones', () => {
  it("lists a new lead's one stored record: lead_capture, completed when the lead arrived", async () => {
    const start = Date.now();
    const leadId = await createLead();
    const res = await app.request(`/api/leads/${leadId}/milestones`, { cookie });
    expect(res.status).toBe(200);
    const body = res.body as RestBody<RestMilestone[]>;
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      {
        id: anyNumber(),
        lead_id: leadId,
        milestone_id: 'lead_capture',
        title: 'Lead Captured',
        description: anyString(),
        completed: true,
        completed_at: anyString(),
      },
    ]);
    expect(isoNear(body.data[0].completed_at, start)).toBe(true);
  });

  it('refuses an anonymous caller with 401 and no lead data', async () => {
    const leadId = await createLead();
    const res = await app.request(`/api/leads/${leadId}/milestones`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
    expect(res.text).not.toContain('lead_capture');
  });

  it.each(['999999', 'abc', '0', '-3'])('answers 404 for the lead id %s', async (id) => {
    const res = await app.request(`/api/leads/${id}/milestones`, { cookie });
    expect(res.status).toBe(404);
    expect((res.body as RestBody<unknown>).success).toBe(false);
    expect(typeof (res.body as RestBody<unknown>).error).toBe('string');
  });
});

describe('POST /api/leads/:id/milestones', () => {
  it('creates the record and answers its id', async () => {
    const leadId = await createLead();
    const start = Date.now();
    const res = await post(leadId, QUALIFICATION);
    expect(res.status).toBe(201);
    const body = res.body as RestBody<RestMilestone>;
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ ...QUALIFICATION, lead_id: leadId, id: anyNumber() });
    expect(isoNear(body.data.completed_at, start)).toBe(true);
    expect((await records(leadId)).map((r) => [r.id, r.milestone_id])).toEqual([
      [anyNumber(), 'lead_capture'],
      [body.data.id, 'qualification'],
    ]);
  });

  it('stores a not-completed record with no completion time', async () => {
    const leadId = await createLead();
    const res = await post(leadId, {
      milestone_id: 'proposal',
      title: 'Proposal Sent',
      description: 'Draft.',
      completed: false,
    });
    expect(res.status).toBe(201);
    expect((res.body as RestBody<RestMilestone>).data).toMatchObject({
      milestone_id: 'proposal',
      completed: false,
      completed_at: null,
    });
  });

  it('refuses an anonymous caller with 401 and stores nothing', async () => {
    const leadId = await createLead();
    const before = await app.count('lead_milestone');
    const res = await post(leadId, QUALIFICATION, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
    expect(await app.count('lead_milestone')).toBe(before);
  });

  it('refuses a second record for the same milestone with 409', async () => {
    const leadId = await createLead();
    await post(leadId, QUALIFICATION);
    const before = await app.count('lead_milestone');
    const res = await post(leadId, { ...QUALIFICATION, completed: false });
    expect(res.status).toBe(409);
    expect((res.body as RestBody<unknown>).success).toBe(false);
    expect(await app.count('lead_milestone')).toBe(before);
  });

  it('answers 404 for an unknown lead and stores nothing', async () => {
    const before = await app.count('lead_milestone');
    const res = await post(999999, QUALIFICATION);
    expect(res.status).toBe(404);
    expect(await app.count('lead_milestone')).toBe(before);
  });

  const bad: [string, unknown, string | null][] = [
    ['a missing milestone_id', { ...QUALIFICATION, milestone_id: undefined }, 'milestone_id'],
    ['an unknown milestone_id', { ...QUALIFICATION, milestone_id: 'world_domination' }, 'milestone_id'],
    ['an empty milestone_id', { ...QUALIFICATION, milestone_id: '' }, 'milestone_id'],
    ['a number for milestone_id', { ...QUALIFICATION, milestone_id: 2 }, 'milestone_id'],
    ['a missing completed', { ...QUALIFICATION, completed: undefined }, 'completed'],
    ['a text completed', { ...QUALIFICATION, completed: 'true' }, 'completed'],
    ['a number for the title', { ...QUALIFICATION, title: 12 }, 'title'],
    ['an object for the description', { ...QUALIFICATION, description: { x: 1 } }, 'description'],
    ['a 10,000-character description', { ...QUALIFICATION, description: 'd'.repeat(10_000) }, 'description'],
    ['a JSON array body', [QUALIFICATION], null],
  ];
  it.each(bad)('refuses %s with 400 and stores nothing', async (_what, body, field) => {
    const leadId = await createLead();
    const before = await app.count('lead_milestone');
    const res = await post(leadId, body);
    expect(res.status).toBe(400);
    expect((res.body as RestBody<unknown>).success).toBe(false);
    expect(typeof (res.body as RestBody<unknown>).error).toBe('string');
    if (field) expect(Object.keys((res.body as RestBody<unknown>).fields ?? {})).toContain(field);
    expect(await app.count('lead_milestone')).toBe(before);
  });

  it('answers malformed JSON with 400 and a 1 MB title with 413, storing nothing', async () => {
    const leadId = await createLead();
    const before = await app.count('lead_milestone');
    const malformed = await app.request(`/api/leads/${leadId}/milestones`, {
      method: 'POST',
      rawBody: '{"milestone_id": "qualification"',
      cookie,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, error: 'Malformed JSON body' });
    const huge = await post(leadId, { ...QUALIFICATION, title: 't'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await app.count('lead_milestone')).toBe(before);
  });
});

describe('PATCH /api/leads/milestones/:id', () => {
  let leadId: number;
  let recordId: number;

  beforeEach(async () => {
    leadId = await createLead();
    recordId = ((await post(leadId, QUALIFICATION)).body as RestBody<RestMilestone>).data.id;
  });

  it('marks a record not completed and clears its completion time', async () => {
    const res = await patch(recordId, { completed: false });
    expect(res.status).toBe(200);
    expect((res.body as RestBody<RestMilestone>).data).toMatchObject({
      id: recordId,
      milestone_id: 'qualification',
      completed: false,
      completed_at: null,
    });
    expect((await records(leadId)).find((r) => r.id === recordId)).toMatchObject({
      completed: false,
      completed_at: null,
    });
  });

  it('marks a record completed at the time the client gives', async () => {
    await patch(recordId, { completed: false });
    const res = await patch(recordId, { completed: true, completed_at: '2025-05-10T12:30:00.000Z' });
    expect(res.status).toBe(200);
    expect((res.body as RestBody<RestMilestone>).data).toMatchObject({
      completed: true,
      completed_at: '2025-05-10T12:30:00.000Z',
    });
    expect((await records(leadId)).find((r) => r.id === recordId)?.completed_at).toBe('2025-05-10T12:30:00.000Z');
  });

  it('marks a record completed now when no time is given', async () => {
    await patch(recordId, { completed: false });
    const start = Date.now();
    const res = await patch(recordId, { completed: true });
    expect(isoNear((res.body as RestBody<RestMilestone>).data.completed_at, start)).toBe(true);
  });

  it('refuses an anonymous caller with 401 and changes nothing', async () => {
    const before = await records(leadId);
    const res = await patch(recordId, { completed: false }, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
    expect(await records(leadId)).toEqual(before);
  });

  it.each(['999999', 'abc', '0'])('answers 404 for the record id %s', async (id) => {
    const res = await patch(id, { completed: false });
    expect(res.status).toBe(404);
    expect((res.body as RestBody<unknown>).success).toBe(false);
  });

  const bad: [string, unknown, string | null][] = [
    ['a missing completed', { completed_at: '2025-05-10T12:30:00.000Z' }, 'completed'],
    ['a text completed', { completed: 'false' }, 'completed'],
    ['a number completed', { completed: 0 }, 'completed'],
    ['a completed_at that is not a date', { completed: true, completed_at: 'yesterday-ish' }, 'completed_at'],
    ['a number completed_at', { completed: true, completed_at: 1715340000000 }, 'completed_at'],
    ['a JSON array body', [{ completed: false }], null],
  ];
  it.each(bad)('refuses %s with 400 and changes nothing', async (_what, body, field) => {
    const before = await records(leadId);
    const res = await patch(recordId, body);
    expect(res.status).toBe(400);
    expect((res.body as RestBody<unknown>).success).toBe(false);
    if (field) expect(Object.keys((res.body as RestBody<unknown>).fields ?? {})).toContain(field);
    expect(await records(leadId)).toEqual(before);
  });

  it('answers malformed JSON with 400 and a 1 MB value with 413, changing nothing', async () => {
    const before = await records(leadId);
    const malformed = await app.request(`/api/leads/milestones/${recordId}`, {
      method: 'PATCH',
      rawBody: '{"completed": fals',
      cookie,
    });
    expect(malformed.status).toBe(400);
    const huge = await patch(recordId, { completed: false, completed_at: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await records(leadId)).toEqual(before);
  });
});
