import { startTestApp, validLeadInput, type GraphQLResponse, type TestApp } from '../../test/start-test-app';
import { anyNumber } from '../../test/matchers';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

type Milestone = {
  id: number | null;
  leadId: number;
  milestoneId: string;
  title: string;
  description: string;
  completed: boolean;
  completedAt: string | null;
};

/** Spec section 4: the seven milestones in their fixed order, with their titles. */
const ORDER: [string, string][] = [
  ['lead_capture', 'Lead Captured'],
  ['qualification', 'Lead Qualification'],
  ['discovery_call', 'Discovery Call'],
  ['proposal', 'Proposal Sent'],
  ['negotiation', 'Negotiation'],
  ['closed_won', 'Closed Won'],
  ['onboarding', 'Client Onboarding'],
];

const FIELDS = 'id leadId milestoneId title description completed completedAt';
const TIMELINE = `query Timeline($leadId: Int!) { leadMilestones(leadId: $leadId) { ${FIELDS} } }`;
const COMPLETE_NEXT = `mutation Next($leadId: Int!) { completeNextMilestone(leadId: $leadId) { completed { ${FIELDS} } milestones { ${FIELDS} } } }`;
const RESET = `mutation Reset($leadId: Int!) { resetLeadTimeline(leadId: $leadId) { ${FIELDS} } }`;
const SET = `mutation Set($leadId: Int!, $milestoneId: String!, $completed: Boolean!) {
  setMilestoneCompleted(leadId: $leadId, milestoneId: $milestoneId, completed: $completed) { ${FIELDS} }
}`;

type CompleteNext = { completeNextMilestone: { completed: Milestone | null; milestones: Milestone[] } };

async function createLead(): Promise<{ id: number; createdAt: string }> {
  const res = await app.graphql<{ createLead: { id: number; createdAt: string } }>(
    'mutation Create($input: CreateLeadInput!) { createLead(input: $input) { id createdAt } }',
    { input: validLeadInput() },
  );
  if (!res.data) throw new Error(`lead not created: ${JSON.stringify(res.errors)}`);
  return res.data.createLead;
}

async function timeline(leadId: number): Promise<Milestone[]> {
  const res = await app.graphql<{ leadMilestones: Milestone[] }>(TIMELINE, { leadId }, cookie);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.leadMilestones;
}

function completeNext(leadId: number): Promise<GraphQLResponse<CompleteNext>> {
  return app.graphql<CompleteNext>(COMPLETE_NEXT, { leadId }, cookie);
}

/** The lead's stored rows, straight from the table. */
async function storedRows(
  leadId: number,
): Promise<{ milestone_id: string; completed: boolean; completed_at: Date | null }[]> {
  return app.dataSource.query(
    'SELECT milestone_id, completed, completed_at FROM "lead_milestone" WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );
}

function near(iso: string | null, from: number, to = Date.now()): boolean {
  const at = iso === null ? NaN : new Date(iso).getTime();
  return at >= from - 1000 && at <= to + 1000;
}

function expectUnauthenticated(res: GraphQLResponse<unknown>): void {
  expect(res.data).toBeNull();
  expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

describe('leadMilestones', () => {
  it("lists the seven milestones in order; only lead_capture is completed, at the lead's creation", async () => {
    const lead = await createLead();
    const milestones = await timeline(lead.id);
    expect(milestones.map((m) => [m.milestoneId, m.title])).toEqual(ORDER);
    expect(milestones.every((m) => m.leadId === lead.id && m.description.length > 0)).toBe(true);
    const [capture, ...rest] = milestones;
    expect(capture).toMatchObject({ completed: true, id: anyNumber() });
    expect(new Date(capture.completedAt!).getTime()).toBe(new Date(lead.createdAt).getTime());
    for (const m of rest) expect(m).toMatchObject({ completed: false, completedAt: null, id: null });
  });

  it('refuses an anonymous caller with UNAUTHENTICATED and no lead data', async () => {
    const lead = await createLead();
    const res = await app.graphql(TIMELINE, { leadId: lead.id });
    expectUnauthenticated(res);
    expect(JSON.stringify(res)).not.toContain('lead_capture');
  });

  it('answers an unknown lead with NOT_FOUND', async () => {
    const res = await app.graphql(TIMELINE, { leadId: 999999 }, cookie);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('rejects a lead id of the wrong type', async () => {
    const res = await app.graphql(TIMELINE, { leadId: 'one' }, cookie);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.length).toBeGreaterThan(0);
  });
});

describe('completeNextMilestone', () => {
  it('completes the milestones one at a time in order, then answers completed: null', async () => {
    const lead = await createLead();
    for (const [index, [milestoneId, title]] of ORDER.entries()) {
      if (index === 0) continue; // lead_capture is completed at creation
      const start = Date.now();
      const res = await completeNext(lead.id);
      expect(res.errors).toBeUndefined();
      const { completed, milestones } = res.data!.completeNextMilestone;
      expect(completed).toMatchObject({ milestoneId, title, completed: true, id: anyNumber(), leadId: lead.id });
      expect(near(completed!.completedAt, start)).toBe(true);
      expect(milestones.map((m) => m.completed)).toEqual(ORDER.map((_, i) => i <= index));
    }
    const last = await completeNext(lead.id);
    expect(last.errors).toBeUndefined();
    expect(last.data!.completeNextMilestone.completed).toBeNull();
    expect(last.data!.completeNextMilestone.milestones.every((m) => m.completed)).toBe(true);
    expect((await storedRows(lead.id)).map((r) => r.milestone_id)).toEqual(ORDER.map(([id]) => id));
  });

  it('patches an existing not-completed record rather than adding one', async () => {
    const lead = await createLead();
    await app.graphql(SET, { leadId: lead.id, milestoneId: 'qualification', completed: false }, cookie);
    const rows = await app.count('lead_milestone');
    const res = await completeNext(lead.id);
    expect(res.data!.completeNextMilestone.completed?.milestoneId).toBe('qualification');
    expect(await app.count('lead_milestone')).toBe(rows);
  });

  it('refuses an anonymous caller with UNAUTHENTICATED and stores nothing', async () => {
    const lead = await createLead();
    const rows = await app.count('lead_milestone');
    expectUnauthenticated(await app.graphql(COMPLETE_NEXT, { leadId: lead.id }));
    expect(await app.count('lead_milestone')).toBe(rows);
  });

  it('answers an unknown lead with NOT_FOUND and stores nothing', async () => {
    const rows = await app.count('lead_milestone');
    const res = await completeNext(999999);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await app.count('lead_milestone')).toBe(rows);
  });
});

describe('resetLeadTimeline', () => {
  it('leaves only lead_capture completed; the others completed false with no completion time', async () => {
    const lead = await createLead();
    for (let i = 0; i < 4; i += 1) await completeNext(lead.id);
    const start = Date.now();
    const res = await app.graphql<{ resetLeadTimeline: Milestone[] }>(RESET, { leadId: lead.id }, cookie);
    expect(res.errors).toBeUndefined();
    const milestones = res.data!.resetLeadTimeline;
    expect(milestones.map((m) => m.milestoneId)).toEqual(ORDER.map(([id]) => id));
    expect(milestones[0]).toMatchObject({ milestoneId: 'lead_capture', completed: true });
    expect(near(milestones[0].completedAt, start - 60_000)).toBe(true);
    for (const m of milestones.slice(1)) expect(m).toMatchObject({ completed: false, completedAt: null });

    // what is stored agrees: the four patched records are kept, not completed, without a time
    const rows = await storedRows(lead.id);
    expect(rows.map((r) => [r.milestone_id, r.completed, r.completed_at === null])).toEqual([
      ['lead_capture', true, false],
      ['qualification', false, true],
      ['discovery_call', false, true],
      ['proposal', false, true],
      ['negotiation', false, true],
    ]);
    expect(await timeline(lead.id)).toEqual(milestones);
  });

  it('completes lead_capture now when it had been un-completed', async () => {
    const lead = await createLead();
    await app.graphql(SET, { leadId: lead.id, milestoneId: 'lead_capture', completed: false }, cookie);
    await app.graphql(SET, { leadId: lead.id, milestoneId: 'closed_won', completed: true }, cookie);
    const start = Date.now();
    const res = await app.graphql<{ resetLeadTimeline: Milestone[] }>(RESET, { leadId: lead.id }, cookie);
    const [capture, ...rest] = res.data!.resetLeadTimeline;
    expect(capture).toMatchObject({ milestoneId: 'lead_capture', completed: true });
    expect(near(capture.completedAt, start)).toBe(true);
    for (const m of rest) expect(m).toMatchObject({ completed: false, completedAt: null });
  });

  it('refuses an anonymous caller with UNAUTHENTICATED and changes nothing', async () => {
    const lead = await createLead();
    await completeNext(lead.id);
    const before = await storedRows(lead.id);
    expectUnauthenticated(await app.graphql(RESET, { leadId: lead.id }));
    expect(await storedRows(lead.id)).toEqual(before);
  });

  it('answers an unknown lead with NOT_FOUND', async () => {
    const res = await app.graphql(RESET, { leadId: 999999 }, cookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('undoLeadTimelineReset', () => {
  const UNDO = `mutation Undo($leadId: Int!, $completed: [CompletedMilestoneInput!]!) {
    undoLeadTimelineReset(leadId: $leadId, completed: $completed) { ${FIELDS} }
  }`;
  const latestAudit = async (action: string) => {
    const res = await app.graphql<{ auditEvents: { nodes: { targetId: string; details: string }[] } }>(
      'query ($action: String) { auditEvents(first: 1, filter: { action: $action }) { nodes { targetId details } } }',
      { action },
      cookie,
    );
    const [event] = res.data!.auditEvents.nodes;
    return { targetId: event.targetId, details: JSON.parse(event.details) as unknown };
  };
  const completedOnes = (milestones: Milestone[]) =>
    milestones.filter((m) => m.completed).map((m) => ({ milestoneId: m.milestoneId, completedAt: m.completedAt }));

  it('gives back the milestones a reset cleared, at their former times, and the log names both', async () => {
    const lead = await createLead();
    for (let i = 0; i < 3; i += 1) await completeNext(lead.id);
    const before = await timeline(lead.id);
    await app.graphql(RESET, { leadId: lead.id }, cookie);

    const res = await app.graphql<{ undoLeadTimelineReset: Milestone[] }>(
      UNDO,
      { leadId: lead.id, completed: completedOnes(before) },
      cookie,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.undoLeadTimelineReset).toEqual(before);
    expect(await timeline(lead.id)).toEqual(before);

    expect(await latestAudit('milestone.timeline_reset')).toEqual({
      targetId: String(lead.id),
      details: { cleared: ['qualification', 'discovery_call', 'proposal'] },
    });
    expect(await latestAudit('milestone.timeline_restored')).toEqual({
      targetId: String(lead.id),
      details: { restored: ['lead_capture', 'qualification', 'discovery_call', 'proposal'] },
    });
  });

  it('leaves a milestone that is not given as it is', async () => {
    const lead = await createLead();
    await completeNext(lead.id);
    await app.graphql(RESET, { leadId: lead.id }, cookie);
    await app.graphql(SET, { leadId: lead.id, milestoneId: 'closed_won', completed: true }, cookie);
    const completedAt = '2026-01-02T03:04:05.000Z';
    const res = await app.graphql<{ undoLeadTimelineReset: Milestone[] }>(
      UNDO,
      { leadId: lead.id, completed: [{ milestoneId: 'qualification', completedAt }] },
      cookie,
    );
    const byId = new Map(res.data!.undoLeadTimelineReset.map((m) => [m.milestoneId, m]));
    expect(byId.get('qualification')).toMatchObject({ completed: true, completedAt });
    expect(byId.get('closed_won')).toMatchObject({ completed: true });
    expect(byId.get('proposal')).toMatchObject({ completed: false, completedAt: null });
  });

  it.each([
    ['an unknown milestone', [{ milestoneId: 'lunch', completedAt: '2026-01-02T03:04:05.000Z' }]],
    [
      'a milestone given twice',
      [
        { milestoneId: 'proposal', completedAt: '2026-01-02T03:04:05.000Z' },
        { milestoneId: 'proposal', completedAt: '2026-01-03T03:04:05.000Z' },
      ],
    ],
    ['a completion time in the future', [{ milestoneId: 'proposal', completedAt: '2999-01-01T00:00:00.000Z' }]],
  ])('answers %s with BAD_USER_INPUT and stores nothing', async (_case, completed) => {
    const lead = await createLead();
    const before = await storedRows(lead.id);
    const res = await app.graphql(UNDO, { leadId: lead.id, completed }, cookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedRows(lead.id)).toEqual(before);
  });

  it('refuses an anonymous caller and answers an unknown lead with NOT_FOUND', async () => {
    const lead = await createLead();
    const completed = [{ milestoneId: 'proposal', completedAt: '2026-01-02T03:04:05.000Z' }];
    expectUnauthenticated(await app.graphql(UNDO, { leadId: lead.id, completed }));
    expect((await timeline(lead.id)).find((m) => m.milestoneId === 'proposal')).toMatchObject({ completed: false });
    const unknown = await app.graphql(UNDO, { leadId: 999999, completed }, cookie);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('setMilestoneCompleted', () => {
  it('completes a milestone out of order, creating its record, and un-completes it again', async () => {
    const lead = await createLead();
    const start = Date.now();
    const done = await app.graphql<{ setMilestoneCompleted: Milestone }>(
      SET,
      { leadId: lead.id, milestoneId: 'proposal', completed: true },
      cookie,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.setMilestoneCompleted).toMatchObject({
      milestoneId: 'proposal',
      title: 'Proposal Sent',
      completed: true,
      id: anyNumber(),
    });
    expect(near(done.data!.setMilestoneCompleted.completedAt, start)).toBe(true);
    expect((await timeline(lead.id)).filter((m) => m.completed).map((m) => m.milestoneId)).toEqual([
      'lead_capture',
      'proposal',
    ]);

    const undone = await app.graphql<{ setMilestoneCompleted: Milestone }>(
      SET,
      { leadId: lead.id, milestoneId: 'proposal', completed: false },
      cookie,
    );
    expect(undone.data!.setMilestoneCompleted).toMatchObject({
      milestoneId: 'proposal',
      completed: false,
      completedAt: null,
      id: done.data!.setMilestoneCompleted.id,
    });
  });

  it('keeps the original completion time when completing an already completed milestone', async () => {
    const lead = await createLead();
    const first = await app.graphql<{ setMilestoneCompleted: Milestone }>(
      SET,
      { leadId: lead.id, milestoneId: 'negotiation', completed: true },
      cookie,
    );
    const again = await app.graphql<{ setMilestoneCompleted: Milestone }>(
      SET,
      { leadId: lead.id, milestoneId: 'negotiation', completed: true },
      cookie,
    );
    expect(again.data!.setMilestoneCompleted.completedAt).toBe(first.data!.setMilestoneCompleted.completedAt);
  });

  it('answers an unknown milestone with BAD_USER_INPUT and stores nothing', async () => {
    const lead = await createLead();
    const rows = await app.count('lead_milestone');
    const res = await app.graphql(SET, { leadId: lead.id, milestoneId: 'world_domination', completed: true }, cookie);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.count('lead_milestone')).toBe(rows);
  });

  it('answers an unknown lead with NOT_FOUND and stores nothing', async () => {
    const rows = await app.count('lead_milestone');
    const res = await app.graphql(SET, { leadId: 999999, milestoneId: 'proposal', completed: true }, cookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await app.count('lead_milestone')).toBe(rows);
  });

  it('refuses an anonymous caller with UNAUTHENTICATED and stores nothing', async () => {
    const lead = await createLead();
    const rows = await app.count('lead_milestone');
    expectUnauthenticated(await app.graphql(SET, { leadId: lead.id, milestoneId: 'proposal', completed: true }));
    expect(await app.count('lead_milestone')).toBe(rows);
  });

  it('rejects wrong argument types before running', async () => {
    const lead = await createLead();
    const rows = await app.count('lead_milestone');
    const res = await app.graphql(SET, { leadId: lead.id, milestoneId: 'proposal', completed: 'yes' }, cookie);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.count('lead_milestone')).toBe(rows);
  });
});

describe('50 simultaneous completeNextMilestone calls on one lead', () => {
  type Outcome = { status: number; completed: string | null; errors: unknown } | { failed: string };
  let leadId: number;
  let outcomes: Outcome[];

  beforeAll(async () => {
    leadId = (await createLead()).id;
    // each call gets its own deadline, so a request the server never answers fails this test
    // with a reason instead of stalling it
    const call = async (): Promise<Outcome> => {
      try {
        const res = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: COMPLETE_NEXT, variables: { leadId } }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json()) as { data?: CompleteNext | null; errors?: unknown };
        return {
          status: res.status,
          completed: body.data?.completeNextMilestone.completed?.milestoneId ?? null,
          errors: body.errors,
        };
      } catch (error) {
        return { failed: String(error) };
      }
    };
    outcomes = await Promise.all(Array.from({ length: 50 }, call));
  });

  it('leave exactly the seven milestones stored, each once, all completed', async () => {
    const counts: { rows: string; distinct: string; done: string }[] = await app.dataSource.query(
      `SELECT count(*) AS rows, count(DISTINCT milestone_id) AS distinct, count(*) FILTER (WHERE completed) AS done
         FROM "lead_milestone" WHERE lead_id = $1`,
      [leadId],
    );
    expect(counts[0]).toEqual({ rows: '7', distinct: '7', done: '7' });
    expect((await timeline(leadId)).every((m) => m.completed)).toBe(true);
  });

  it('are all answered without error, and exactly six of them completed a milestone, each a different one', () => {
    const problems = outcomes.filter((o) => 'failed' in o || o.status !== 200 || o.errors !== undefined);
    expect(problems).toEqual([]);
    const completed = outcomes.flatMap((o) => ('completed' in o && o.completed !== null ? [o.completed] : []));
    expect(completed.sort()).toEqual(
      ORDER.slice(1)
        .map(([id]) => id)
        .sort(),
    );
  });
});
