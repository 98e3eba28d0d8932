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
 * is answered exactly like a stored lead, but nothing is stored, no conversion is sent, and a
 * warning without the visitor's details counts it.
 */

let graph: FakeGraphApi;
let app: TestApp;
let cookie: string;
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };

type LogLine = { level: number; msg: string; reason?: string; spamRejections?: number };
type RestAnswer = { success: boolean; data: Record<string, unknown>; error?: string; fields?: Record<string, string> };

const CREATE = `mutation Create($input: CreateLeadInput!) {
  createLead(input: $input) { id name email phone company businessType companySize annualRevenue clientValue marketingNeeds timeline budget source message createdAt }
}`;
type CreatedLead = { createLead: Record<string, unknown> & { id: number } };

const spamLines = (): LogLine[] =>
  logLines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'lead submission rejected as spam');

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
    { input: { fbCapiEnabled: true, fbPixelId: '123456789012345', fbAccessToken: 'EAAB-secret-access-token-1234' } },
    cookie,
  );
  expect(res.errors).toBeUndefined();
}, 60_000); // the embedded engine starts slowly on a busy machine
afterAll(async () => {
  await app.close();
  await graph.close();
});
beforeEach(async () => {
  await app.services.conversions.settle(); // a previous test's events must not land in this one
  graph.requests = [];
  logLines.length = 0;
});

async function counts() {
  return { leads: await app.count('lead'), milestones: await app.count('lead_milestone') };
}

async function postRest(body: Record<string, unknown>) {
  const res = await app.request('/api/leads', { method: 'POST', body });
  return { status: res.status, body: res.body as RestAnswer, text: res.text };
}

/** Asserts the log holds exactly one spam line, for this reason, and none of the visitor's details. */
function expectOneSpamLine(reason: 'honeypot' | 'too-fast'): LogLine {
  const lines = spamLines();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 40, reason });
  expect(typeof lines[0].spamRejections).toBe('number');
  const logged = logLines.join('\n');
  for (const detail of ['jane@northwind.example', 'Jane Cooper', '555 0134', 'Northwind Outfitters']) {
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
    await app.services.conversions.settle();
  });

  it.each([
    ['a filled honeypot', { contact_fax: '+1 415 555 9999', form_fill_ms: 45_000 }, 'honeypot'],
    ['a honeypot filled without a fill time', { contact_fax: 'x' }, 'honeypot'],
    ['a fill faster than the minimum', { form_fill_ms: 1200 }, 'too-fast'],
    ['a fill of 0 ms', { form_fill_ms: 0, contact_fax: '' }, 'too-fast'],
  ] as const)('answers %s like a success but stores nothing and sends no conversion', async (_what, extra, reason) => {
    const before = await counts();
    const res = await postRest(validRestLead(extra));

    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(realLead).sort());
    expect(res.body.data).toMatchObject({
      name: 'Jane Cooper',
      email: 'jane@northwind.example',
      source: 'contact_form',
    });
    expect(res.body.data.id).toEqual(anyNumber());
    expect(res.body.data.id as number).toBeGreaterThan(realLead.id as number);
    expect(new Date(res.body.data.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.text).not.toMatch(/spam|honeypot|contact_fax|form_fill_ms/i);

    expect(await counts()).toEqual(before);
    const lookup = await app.request(`/api/leads/${res.body.data.id as number}`, { cookie });
    expect(lookup.status).toBe(404);
    await app.services.conversions.settle();
    expect(graph.requests).toHaveLength(0);
    expectOneSpamLine(reason);
  });

  it('counts the rejections of this process in the log line', async () => {
    await postRest(validRestLead({ contact_fax: 'bot' }));
    const first = spamLines()[0].spamRejections!;
    await postRest(validRestLead({ form_fill_ms: 10 }));
    expect(spamLines().map((l) => [l.reason, l.spamRejections])).toEqual([
      ['honeypot', first],
      ['too-fast', first + 1],
    ]);
  });

  it('keeps ids increasing past a rejected submission', async () => {
    const decoy = await postRest(validRestLead({ contact_fax: 'bot' }));
    const stored = await postRest(validRestLead({ form_fill_ms: 20_000 }));
    expect(stored.body.data.id as number).toBeGreaterThan(decoy.body.data.id as number);
  });

  it.each([
    ['a fill time of exactly the minimum', { form_fill_ms: 3000 }],
    ['a slow fill and an empty honeypot', { form_fill_ms: 125_000, contact_fax: '' }],
    ['a honeypot of only spaces (nothing once trimmed)', { form_fill_ms: 9000, contact_fax: '   ' }],
    ['neither field (another program calling the API)', {}],
  ] as const)('stores %s and reports the conversion', async (_what, extra) => {
    const before = await counts();
    const res = await postRest(validRestLead(extra));
    expect(res.status).toBe(201);
    expect(await counts()).toEqual({ leads: before.leads + 1, milestones: before.milestones + 1 });
    const lookup = await app.request(`/api/leads/${res.body.data.id as number}`, { cookie });
    expect(lookup.status).toBe(200);
    await app.services.conversions.settle();
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
  ] as const)('answers %s with the same shape as a stored lead, storing nothing', async (_what, extra, reason) => {
    const real = await create({ formFillMs: 30_000, contactFax: null });
    expect(real.errors).toBeUndefined();
    await app.services.conversions.settle();
    graph.requests = [];
    const before = await counts();

    const res = await create(extra);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    const lead = res.data!.createLead;
    expect(Object.keys(lead)).toEqual(Object.keys(real.data!.createLead));
    expect({ ...lead, id: 0, createdAt: '' }).toEqual({ ...real.data!.createLead, id: 0, createdAt: '' });
    expect(lead.id).toBeGreaterThan(real.data!.createLead.id);

    expect(await counts()).toEqual(before);
    const lookup = await app.graphql<{ lead: unknown }>(
      'query ($id: Int!) { lead(id: $id) { id } }',
      { id: lead.id },
      cookie,
    );
    expect(lookup.data?.lead).toBeNull();
    await app.services.conversions.settle();
    expect(graph.requests).toHaveLength(0);
    expectOneSpamLine(reason);
  });

  it('stores a submission filled in slowly enough with an empty honeypot', async () => {
    const before = await counts();
    const res = await create({ formFillMs: 3500, contactFax: '' });
    expect(res.errors).toBeUndefined();
    expect(await counts()).toEqual({ leads: before.leads + 1, milestones: before.milestones + 1 });
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
