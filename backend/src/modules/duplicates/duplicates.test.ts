import { createHmac, randomUUID } from 'node:crypto';
import { eventually } from '../../test/eventually';
import { startFakeStripeApi, signedStripeEvent, type FakeStripeApi } from '../../test/fake-stripe-api';
import { stringMatching } from '../../test/matchers';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, type Member } from '../../test/team';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { MAX_DUPLICATES } from './lead-duplicates.service';

/*
 * Possible duplicates and the merge of two leads, through real HTTP: the duplicates found by
 * phone digits and by name and company, the lead table's marker, and mergeLeads (GraphQL) and
 * POST /api/leads/{id}/merge (REST) with everything a lead has: milestones, a booked call (a signed
 * Cal.com webhook), an order (a Stripe checkout paid with the lead's email), a chat transcript.
 */

const CAL_SECRET = 'cal-merge-secret-0123456789';
const STRIPE_WEBHOOK_SECRET = 'whsec_merge_local_secret';

let app: TestApp;
let stripe: FakeStripeApi;
let receiver: WebhookReceiver;
let admin: string;
let analyst: Member;

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  receiver = await startWebhookReceiver();
  app = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_merge',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_merge',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripe.url,
    },
  });
  admin = await app.signIn();
  analyst = await addMember(app, admin, 'ANALYST');
  const endpoint = await gql<{ createWebhookEndpoint: { secret: string } }>(
    `mutation ($url: String!) { createWebhookEndpoint(input: { url: $url, eventTypes: ["lead.created", "lead.merged"] }) { secret } }`,
    { url: receiver.url },
  );
  receiver.useSecret(endpoint.data!.createWebhookEndpoint.secret);
  await gql(`mutation { updateSchedulingSettings(input: { calWebhookSecret: "${CAL_SECRET}" }) { calConfigured } }`);
});

afterAll(async () => {
  await app?.close();
  await stripe?.close();
  await receiver?.close();
});

const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, cookie = admin) =>
  app.graphql<T>(query, variables, cookie);

let sequence = 0;
/** A person of the test's own: a name, an email, a company and phone digits no other test uses. */
function person(tag: string) {
  sequence += 1;
  return {
    name: `Rosalind Achterberg ${tag}`,
    email: `rosalind.${tag}.${sequence}@merge.example`,
    company: `Quillfeather ${tag} Labs`,
    phone: `+1 720 555 ${String(1000 + sequence)}`,
    digits: `1720555${String(1000 + sequence)}`,
  };
}

async function createLead(body: Record<string, unknown>, cookie?: string): Promise<number> {
  const res = await app.request('/api/leads', { method: 'POST', body: validRestLead(body), cookie });
  expect(res.status).toBe(201);
  return (res.body as { data: { id: number } }).data.id;
}

type DuplicateView = { id: number; possibleDuplicates: { id: number }[]; hasPossibleDuplicates: boolean };

async function duplicatesOf(id: number): Promise<DuplicateView | null> {
  const res = await gql<{ lead: DuplicateView | null }>(
    `query ($id: Int!) { lead(id: $id) { id possibleDuplicates { id } hasPossibleDuplicates } }`,
    { id },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.lead;
}

const ids = (view: DuplicateView | null) => view?.possibleDuplicates.map((lead) => lead.id);

const MERGE = 'mutation ($t: Int!, $s: Int!) { mergeLeads(targetId: $t, sourceId: $s) { id } }';

describe('Lead.possibleDuplicates', () => {
  it('finds the other leads with the same phone digits whatever their formatting, never itself or spam', async () => {
    const who = person('phone');
    const first = await createLead({ ...who, name: 'Ines Valderrama', company: 'Orchard One' });
    const second = await createLead({
      email: `second.${who.email}`,
      phone: `+${who.digits.slice(0, 1)} (${who.digits.slice(1, 4)}) ${who.digits.slice(4, 7)}-${who.digits.slice(7)}`,
      name: 'Casimir Lindqvist',
      company: 'Orchard Two',
    });
    const third = await createLead({
      email: `third.${who.email}`,
      phone: who.digits.replace(/(\d{4})$/, '.$1'),
      name: 'Oona Fairweather',
      company: 'Orchard Three',
    });
    // the honeypot filled: quarantined as spam
    await createLead({ email: `spam.${who.email}`, phone: who.phone, name: 'Bot', company: 'Bots', contact_fax: 'x' });
    const stranger = await createLead({ ...person('stranger'), name: 'Tamsin Oduya', company: 'Elsewhere Co' });

    expect(ids(await duplicatesOf(first))).toEqual([second, third]);
    expect(ids(await duplicatesOf(second))).toEqual([first, third]);
    expect(await duplicatesOf(stranger)).toEqual({
      id: stranger,
      possibleDuplicates: [],
      hasPossibleDuplicates: false,
    });
    expect((await duplicatesOf(first))?.hasPossibleDuplicates).toBe(true);
  });

  it('lists at most MAX_DUPLICATES, the oldest, for a phone number many leads share', async () => {
    const shared = person('switchboard');
    const leads: number[] = [];
    for (let i = 0; i <= MAX_DUPLICATES + 1; i += 1) {
      leads.push(await createLead({ ...person(`switchboard-${i}`), phone: shared.phone }));
    }
    const [first, ...others] = leads;
    expect(ids(await duplicatesOf(first))).toEqual(others.slice(0, MAX_DUPLICATES));
  });

  it('ignores phones of fewer than 7 digits', async () => {
    const short = '(12) 34-56 ext';
    const a = await createLead({ ...person('short-a'), phone: short, name: 'Leocadia Brandt', company: 'Short A' });
    const b = await createLead({ ...person('short-b'), phone: short, name: 'Ferdinand Oyelaran', company: 'Short B' });
    expect(ids(await duplicatesOf(a))).toEqual([]);
    expect(ids(await duplicatesOf(b))).toEqual([]);
  });

  it('finds the leads with the same name and company, trimmed and in any case, but not the same name elsewhere', async () => {
    const who = person('name');
    const first = await createLead(who);
    const second = await createLead({
      ...person('name-2'),
      name: `  ${who.name.toUpperCase()} `,
      company: ` ${who.company.toLowerCase()}  `,
    });
    const sameNameOtherCompany = await createLead({ ...person('name-3'), name: who.name, company: 'Another Firm' });
    expect(ids(await duplicatesOf(first))).toEqual([second]);
    expect(ids(await duplicatesOf(second))).toEqual([first]);
    expect(ids(await duplicatesOf(sameNameOtherCompany))).toEqual([]);
  });

  it('marks the lead table’s rows that have duplicates, for a whole page at once', async () => {
    const who = person('table');
    const first = await createLead(who);
    const second = await createLead({ ...person('table-2'), phone: who.phone });
    const alone = await createLead(person('table-alone'));
    const res = await gql<{ leads: { nodes: { id: number; hasPossibleDuplicates: boolean }[] } }>(
      `{ leads(first: 50) { nodes { id hasPossibleDuplicates } } }`,
    );
    const marks = new Map(res.data!.leads.nodes.map((node) => [node.id, node.hasPossibleDuplicates]));
    expect([marks.get(first), marks.get(second), marks.get(alone)]).toEqual([true, true, false]);
  });

  it('is the team’s only: the anonymous createLead answer cannot read it', async () => {
    const who = person('anonymous');
    await createLead(who);
    const res = await app.graphql<{ createLead: unknown }>(
      `mutation ($input: CreateLeadInput!) { createLead(input: $input) { id possibleDuplicates { email } } }`,
      {
        input: {
          name: who.name,
          email: `again.${who.email}`,
          phone: who.phone,
          company: who.company,
          businessType: 'ecommerce',
          companySize: '11-25',
          annualRevenue: '1m-5m',
          clientValue: '1k-5k',
          marketingNeeds: 'More leads.',
          timeline: 'short-term',
          budget: '10k-25k',
          message: 'Hello again.',
        },
      },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(res.data ?? null)).not.toContain(who.email);
  });
});

/** A call booked in Cal.com by this email (a signed webhook), starting at `start`. */
async function bookCall(email: string, name: string, start: string): Promise<void> {
  const body = JSON.stringify({
    triggerEvent: 'BOOKING_CREATED',
    createdAt: new Date().toISOString(),
    payload: {
      uid: `merge-${randomUUID()}`,
      startTime: start,
      endTime: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
      attendees: [{ name, email, timeZone: 'Europe/London' }],
    },
  });
  const res = await app.request('/api/bookings/cal', {
    method: 'POST',
    rawBody: body,
    headers: { 'x-cal-signature-256': createHmac('sha256', CAL_SECRET).update(body).digest('hex') },
  });
  expect(res.body).toMatchObject({ outcome: 'applied' });
}

/** A Stripe checkout paid by card with this billing email; its order's id. */
async function paidOrder(email: string): Promise<number> {
  const checkout = await app.request('/api/create-payment-intent', {
    method: 'POST',
    body: { amount: 1, metadata: { product_id: 'ai-strategy', product_name: 'AI Marketing Strategy' } },
  });
  expect(checkout.status).toBe(200);
  const [order] = await app.dataSource.query<{ id: number; payment_intent_id: string }[]>(
    'SELECT id, payment_intent_id FROM payment_order ORDER BY id DESC LIMIT 1',
  );
  const intent = stripe.succeed(order.payment_intent_id, { last4: '4242' }, { name: 'Buyer', email });
  const event = signedStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', intent);
  const res = await app.request('/api/stripe/webhook', {
    method: 'POST',
    rawBody: event.payload,
    headers: { 'stripe-signature': event.signature },
  });
  expect(res.status).toBe(200);
  return order.id;
}

/** A chat with the site's assistant from this browser; the lead it then sends is linked to it. */
async function chat(visitorId: string, message: string): Promise<void> {
  const res = await app.request('/api/elevenlabs/chat-with-voice', {
    method: 'POST',
    body: { message, history: [], visitorId },
  });
  expect(res.status).toBe(200);
}

type MilestoneView = { milestoneId: string; completed: boolean; completedAt: string | null };

async function milestones(leadId: number): Promise<MilestoneView[]> {
  const res = await gql<{ leadMilestones: MilestoneView[] }>(
    `query ($id: Int!) { leadMilestones(leadId: $id) { milestoneId completed completedAt } }`,
    { id: leadId },
  );
  return res.data!.leadMilestones;
}

describe('mergeLeads', () => {
  it('moves milestones, bookings, orders, chat transcripts and webhook history to the target, fills its empty fields, keeps the widest touches, and removes the source everywhere', async () => {
    const source = { ...person('source'), visitorId: `visitor-merge-source-${sequence}` };
    const target = { ...person('target'), visitorId: `visitor-merge-target-${sequence}` };

    await chat(source.visitorId, 'How much is the strategy call?');
    const sourceId = await createLead(
      {
        ...source,
        company_website: 'https://quillfeather.example',
        first_touch: { source: 'newsletter', at: '2026-10-01T08:00:00.000Z' },
        last_touch: { source: 'newsletter', at: '2026-10-25T08:00:00.000Z' },
      },
      `chat_visitor=${source.visitorId}`,
    );
    await chat(target.visitorId, 'Do you run paid social?');
    const targetId = await createLead(
      {
        ...target,
        first_touch: { source: 'google', at: '2026-10-20T08:00:00.000Z' },
        last_touch: { source: 'linkedin', at: '2026-11-01T08:00:00.000Z' },
      },
      `chat_visitor=${target.visitorId}`,
    );
    // milestones: the source's qualification first, the target's later, and a proposal only the target reached
    await gql(`mutation { completeNextMilestone(leadId: ${sourceId}) { milestones { completed } } }`);
    await gql(`mutation { completeNextMilestone(leadId: ${targetId}) { milestones { completed } } }`);
    await gql(
      `mutation { setMilestoneCompleted(leadId: ${targetId}, milestoneId: "proposal", completed: true) { completed } }`,
    );
    const sourceMilestones = await milestones(sourceId);
    const targetMilestones = await milestones(targetId);
    // a call each, and an order each paid with the lead's email
    await bookCall(source.email, source.name, '2031-03-03T09:30:00Z');
    await bookCall(target.email, target.name, '2031-03-04T09:30:00Z');
    const sourceOrder = await paidOrder(source.email);
    const targetOrder = await paidOrder(target.email);
    // the source's lead.created has gone out: its delivery is the webhook history that moves
    await eventually(() =>
      expect(receiver.received.some((hook) => hook.type === 'lead.created' && hook.data.id === sourceId)).toBe(true),
    );
    await eventually(async () =>
      expect(await app.dataSource.query(`SELECT id FROM webhook_delivery WHERE status = 'pending'`)).toEqual([]),
    );
    const contacted = await gql<{ markLeadContacted: { firstResponseAt: string } }>(
      `mutation { markLeadContacted(id: ${sourceId}) { firstResponseAt } }`,
    );

    const merged = await gql<{ mergeLeads: Record<string, unknown> }>(
      `mutation ($t: Int!, $s: Int!) { mergeLeads(targetId: $t, sourceId: $s) {
         id name email phone company companyWebsite replyStatus firstResponseAt
         firstTouch { source } lastTouch { source }
         bookings { startTime }
       } }`,
      { t: targetId, s: sourceId },
    );
    expect(merged.errors).toBeUndefined();
    expect(merged.data!.mergeLeads).toEqual({
      id: targetId,
      // the target's own fields, and the source's where the target had none
      name: target.name,
      email: target.email,
      phone: target.phone,
      company: target.company,
      companyWebsite: 'quillfeather.example',
      // the source was replied to, so the target is
      replyStatus: 'REPLIED',
      firstResponseAt: contacted.data!.markLeadContacted.firstResponseAt,
      // the earliest first touch (the source's), the latest last touch (the target's)
      firstTouch: { source: 'newsletter' },
      lastTouch: { source: 'linkedin' },
      bookings: [{ startTime: '2031-03-03T09:30:00.000Z' }, { startTime: '2031-03-04T09:30:00.000Z' }],
    });

    // each milestone completed if either was, at the earlier time
    const earlier = (id: string) => {
      const times = [...sourceMilestones, ...targetMilestones]
        .filter((m) => m.milestoneId === id && m.completed)
        .map((m) => m.completedAt!)
        .sort();
      return times[0] ?? null;
    };
    const combined = await milestones(targetId);
    expect(combined.filter((m) => m.completed).map((m) => [m.milestoneId, m.completedAt])).toEqual(
      ['lead_capture', 'qualification', 'proposal'].map((id) => [id, earlier(id)]),
    );
    const qualified = (list: MilestoneView[]) => list.find((m) => m.milestoneId === 'qualification')!.completedAt!;
    expect(earlier('qualification')).toBe(qualified(sourceMilestones));
    expect(qualified(sourceMilestones) < qualified(targetMilestones)).toBe(true);

    // each person's form submission, as sent, is the target's now
    const submitted = await gql<{ lead: { submissionCount: number; submissions: { answers: { email: string } }[] } }>(
      `{ lead(id: ${targetId}) { submissionCount submissions { answers } } }`,
    );
    expect(submitted.data!.lead.submissionCount).toBe(2);
    expect(submitted.data!.lead.submissions.map((s) => s.answers.email).sort()).toEqual(
      [source.email, target.email].sort(),
    );

    // the chat transcripts and the orders now belong to the target
    const chats = await gql<{ leadChatConversations: { visitorId: string; leadId: number }[] }>(
      `{ leadChatConversations(leadId: ${targetId}) { visitorId leadId } }`,
    );
    expect(chats.data!.leadChatConversations.map((c) => c.visitorId).sort()).toEqual(
      [source.visitorId, target.visitorId].sort(),
    );
    const orders = await gql<{ orders: { nodes: { id: number; customerLeadId: number | null }[] } }>(
      '{ orders(first: 100) { nodes { id customerLeadId } } }',
    );
    const orderLeads = new Map(orders.data!.orders.nodes.map((order) => [order.id, order.customerLeadId]));
    expect([orderLeads.get(sourceOrder), orderLeads.get(targetOrder)]).toEqual([targetId, targetId]);

    // the webhook deliveries about the source now name the target
    const deliveries = await app.dataSource.query<{ lead: string; email: string }[]>(
      `SELECT body::jsonb #>> '{data,id}' AS lead, body::jsonb #>> '{data,email}' AS email
       FROM webhook_delivery WHERE event_type = 'lead.created' AND body::jsonb #>> '{data,email}' = ANY ($1::text[])
       ORDER BY id`,
      [[source.email, target.email]],
    );
    expect(deliveries).toEqual([
      { lead: String(targetId), email: source.email },
      { lead: String(targetId), email: target.email },
    ]);

    // the source is gone everywhere: lead(id), REST, the list, the duplicates, the export
    expect((await gql(`{ lead(id: ${sourceId}) { id } }`)).data).toEqual({ lead: null });
    expect((await app.request(`/api/leads/${sourceId}`, { cookie: admin })).status).toBe(404);
    const list = await gql<{ leads: { nodes: { id: number }[] } }>(
      `{ leads(first: 50, filter: { search: "${source.email}" }) { nodes { id } } }`,
    );
    expect(list.data!.leads.nodes).toEqual([]);
    const csv = await app.request('/api/leads/export', { cookie: admin });
    expect(csv.text).not.toContain(source.email);
    expect(csv.text).toContain(target.email);
    expect(ids(await duplicatesOf(targetId))).not.toContain(sourceId);

    // audited, and announced to the webhooks
    const [audit] = await app.dataSource.query<{ actor_username: string; target_id: string; details: unknown }[]>(
      `SELECT actor_username, target_id, details FROM audit_event WHERE action = 'lead.merged' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_username: 'admin', target_id: String(targetId), details: { targetId, sourceId } });
    await eventually(() =>
      expect(receiver.received.filter((hook) => hook.type === 'lead.merged').map((hook) => hook.data)).toContainEqual({
        targetId,
        sourceId,
      }),
    );
  });

  it('leaves nothing of the merged-away lead in any table once the lead kept is erased', async () => {
    const source = { ...person('erased-source'), visitorId: `visitor-merge-erased-${sequence}` };
    const target = person('erased-target');
    await chat(source.visitorId, 'Can you call me back?');
    const sourceId = await createLead(source, `chat_visitor=${source.visitorId}`);
    const targetId = await createLead(target);
    await bookCall(source.email, source.name, '2031-04-04T09:30:00Z');
    await paidOrder(source.email);
    await eventually(() =>
      expect(receiver.received.some((hook) => hook.type === 'lead.created' && hook.data.id === sourceId)).toBe(true),
    );
    expect((await gql(MERGE, { t: targetId, s: sourceId })).errors).toBeUndefined();
    const erased = await gql(
      `mutation ($id: Int!, $email: String!) { eraseLead(id: $id, confirmEmail: $email) { leadId } }`,
      {
        id: targetId,
        email: target.email,
      },
    );
    expect(erased.errors).toBeUndefined();

    const tables = await app.dataSource.query<{ schema: string; table: string }[]>(
      `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const held: string[] = [];
    for (const { schema, table } of tables) {
      const [{ count }] = await app.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM "${schema}"."${table}" t WHERE t::text ILIKE ANY ($1::text[])`,
        [[source.email, source.name, source.phone].map((text) => `%${text}%`)],
      );
      if (count > 0) held.push(`${schema}.${table}`);
    }
    expect(held).toEqual([]);
  });

  it('keeps the lead table’s counts: the merged-away lead is no longer counted', async () => {
    const count = async () =>
      (await gql<{ leads: { totalCount: number } }>('{ leads(first: 1) { totalCount } }')).data!.leads.totalCount;
    const a = await createLead(person('count-a'));
    const b = await createLead(person('count-b'));
    const before = await count();
    expect((await gql(MERGE, { t: a, s: b })).errors).toBeUndefined();
    expect(await count()).toBe(before - 1);
  });

  it('is refused, with nothing changed, for a lead into itself, a missing lead or a spam lead', async () => {
    const lead = await createLead(person('self'));
    const spam = await createLead({ ...person('self-spam'), contact_fax: 'bot' });
    const cases: [number, number, string, RegExp][] = [
      [lead, lead, 'sourceId', /into itself/],
      [lead, 987654, 'sourceId', /does not exist/],
      [987654, lead, 'targetId', /does not exist/],
      [lead, spam, 'sourceId', /spam/],
    ];
    for (const [t, s, field, message] of cases) {
      const res = await gql(MERGE, { t, s });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: stringMatching(message) },
      });
    }
    expect(await duplicatesOf(lead)).toMatchObject({ id: lead });
  });

  it('is refused to an analyst (GraphQL and REST), with both leads kept', async () => {
    const a = await createLead(person('analyst-a'));
    const b = await createLead(person('analyst-b'));
    expect((await gql(MERGE, { t: a, s: b }, analyst.cookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rest = await app.request(`/api/leads/${a}/merge`, {
      method: 'POST',
      body: { sourceId: b },
      cookie: analyst.cookie,
    });
    expect(rest.status).toBe(403);
    expect((await duplicatesOf(a))?.id).toBe(a);
    expect((await duplicatesOf(b))?.id).toBe(b);
  });

  it('runs two merges of the same pair in opposite directions at once without a deadlock or a loss', async () => {
    const a = await createLead(person('race-a'));
    const b = await createLead(person('race-b'));
    await gql(`mutation { completeNextMilestone(leadId: ${b}) { milestones { completed } } }`);
    const [ab, ba] = await Promise.all([gql(MERGE, { t: a, s: b }), gql(MERGE, { t: b, s: a })]);
    const outcomes = [ab, ba].map((res) => res.errors?.[0]?.extensions?.code ?? 'merged').sort();
    expect(outcomes).toEqual(['BAD_USER_INPUT', 'merged']);
    const kept = ab.errors ? b : a;
    const gone = kept === a ? b : a;
    expect((await gql(`{ lead(id: ${gone}) { id } }`)).data).toEqual({ lead: null });
    expect((await milestones(kept)).filter((m) => m.completed).map((m) => m.milestoneId)).toEqual([
      'lead_capture',
      'qualification',
    ]);
  });
});

describe('POST /api/leads/{id}/merge', () => {
  it('merges the body’s sourceId into the lead of the path and answers the lead kept', async () => {
    const target = await createLead({ ...person('rest-target') });
    const source = await createLead({ ...person('rest-source'), company_website: 'https://rest.example' });
    const res = await app.request(`/api/leads/${target}/merge`, {
      method: 'POST',
      body: { sourceId: source },
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: target, company_website: 'rest.example' } });
    expect((await app.request(`/api/leads/${source}`, { cookie: admin })).status).toBe(404);
  });

  it('answers 400 with what to fix for a body without a lead id, or the lead itself', async () => {
    const target = await createLead(person('rest-bad'));
    for (const body of [{}, { sourceId: 'seven' }, { sourceId: -1 }, { sourceId: target }]) {
      const res = await app.request(`/api/leads/${target}/merge`, { method: 'POST', body, cookie: admin });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, fields: { sourceId: stringMatching(/sourceId|itself/) } });
    }
    expect((await app.request(`/api/leads/${target}`, { cookie: admin })).status).toBe(200);
    expect((await app.request(`/api/leads/${target}/merge`, { method: 'POST', body: { sourceId: 1 } })).status).toBe(
      401,
    );
  });
});
