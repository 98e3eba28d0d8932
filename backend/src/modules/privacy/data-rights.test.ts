import { createHmac, randomUUID } from 'node:crypto';
import { MODULES } from '../../app-modules';
import { eventDelivery } from '../../engine/events/event-delivery';
import { EVENTS_QUEUE } from '../../engine/events/event-publisher';
import { eventually } from '../../test/eventually';
import { startFakeElevenLabsApi, type FakeElevenLabsApi } from '../../test/fake-elevenlabs-api';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server';
import { anyString, stringMatching } from '../../test/matchers';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { queuesSettled } from '../../test/queue-settled';
import { addMember, type Member } from '../../test/team';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import type { DomainEvent } from '../events';
import { eventsOfLiveLeads } from '../leads';

/*
 * A visitor's data rights, exercised by an admin: exportLeadData holds every record linked to the
 * lead; eraseLead leaves none of its email, name or phone in any table of the database (the job
 * queue's included), keeps its orders' amounts, tells the webhooks, and erases nothing when the
 * typed email is not the lead's; it wipes the audit events about that lead and no other; deleteLead
 * leaves as little as eraseLead; and a delivery already under way writes nothing of an erased lead.
 */

const ELEVENLABS_KEY = 'xi-test-data-rights-123456';
const CAL_SECRET = 'cal-data-rights-secret';
let app: TestApp;
let smtp: FakeSmtpServer;
let elevenlabs: FakeElevenLabsApi;
let receiver: WebhookReceiver;
let adminCookie: string;
let analyst: Member;

type Person = { name: string; email: string; phone: string; visitorId: string };
type Linked = Person & { leadId: number; orderIds: number[]; audioIds: string[] };

const person = (tag: string, n: number): Person => ({
  name: `Ottilie Vandersloot ${tag}`,
  email: `ottilie.${tag}@erasure.example`,
  phone: `+44 20 7946 0${n}${n}${n}`,
  visitorId: `visitor-${tag}-0123456789`,
});

const gql = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  cookie = adminCookie,
) => app.graphql<T>(query, variables, cookie);

/**
 * A lead with everything that can be linked to it: a chat conversation with a spoken reply (the
 * same browser), two orders from that browser, a completed milestone, webhook deliveries and a
 * notification email about it, and a CSV export whose search was the lead's email.
 */
async function linkedLead(who: Person): Promise<Linked> {
  const chat = await app.request('/api/elevenlabs/chat-with-voice', {
    method: 'POST',
    body: { message: 'How much is the strategy call?', history: [], visitorId: who.visitorId },
  });
  expect(chat.status).toBe(200);
  const created = await app.request('/api/leads', {
    method: 'POST',
    body: validRestLead({ name: who.name, email: who.email, phone: who.phone }),
    cookie: `chat_visitor=${who.visitorId}`,
  });
  expect(created.status).toBe(201);
  const leadId = (created.body as { data: { id: number } }).data.id;
  // two from the chat's browser, and one paid from another browser with the lead's email (other capitals)
  const orders = await app.dataSource.query<{ id: number }[]>(
    `INSERT INTO payment_order (product_id, product_name, amount_cents, currency, status, payment_intent_id, payment_method_type, card_brand, card_last4, visitor_id, customer_name, customer_email)
     VALUES ('strategy-call', 'Marketing Strategy Session', 29900, 'usd', 'succeeded', $1, 'card', 'visa', '4242', $3, NULL, NULL),
            ('full-package', 'Full Marketing Package', 249900, 'usd', 'pending', $2, NULL, NULL, NULL, $3, NULL, NULL),
            ('ai-strategy', 'AI Marketing Strategy', 99900, 'usd', 'succeeded', $4, 'card', 'mastercard', '4444', NULL, $5, $6)
     RETURNING id`,
    [
      `pi_${who.visitorId.replace(/-/g, '')}A`,
      `pi_${who.visitorId.replace(/-/g, '')}B`,
      who.visitorId,
      `pi_${who.visitorId.replace(/-/g, '')}C`,
      who.name,
      who.email.toUpperCase(),
    ],
  );
  await gql(`mutation { completeNextMilestone(leadId: ${leadId}) { milestones { completed } } }`);
  // a call booked in Cal.com: its event, webhook delivery and email carry the invitee's name and email
  const booking = JSON.stringify({
    triggerEvent: 'BOOKING_CREATED',
    createdAt: new Date().toISOString(),
    payload: {
      uid: `rights-${randomUUID()}`,
      startTime: '2031-03-03T09:30:00Z',
      endTime: '2031-03-03T10:00:00Z',
      attendees: [{ name: who.name, email: who.email, timeZone: 'Europe/London' }],
    },
  });
  const booked = await app.request('/api/bookings/cal', {
    method: 'POST',
    rawBody: booking,
    headers: { 'x-cal-signature-256': createHmac('sha256', CAL_SECRET).update(booking).digest('hex') },
  });
  expect(booked.status).toBe(200);
  const csv = await app.request(`/api/leads/export?search=${encodeURIComponent(who.email)}`, { cookie: adminCookie });
  expect(csv.status).toBe(200);
  const [conversation] = await app.dataSource.query<{ messages: { audioId?: string }[] }[]>(
    'SELECT messages FROM chat_conversation WHERE lead_id = $1',
    [leadId],
  );
  const audioIds = conversation.messages.flatMap((message) => (message.audioId ? [message.audioId] : []));
  // the copies the erasure must find: the webhooks and the email about the lead have gone out
  await eventually(() =>
    expect(
      receiver.received
        .filter((hook) => hook.data.id === leadId || hook.data.lead_id === leadId)
        .map((hook) => hook.type),
    ).toEqual(expect.arrayContaining(['lead.created', 'lead.milestone_completed', 'booking.created'])),
  );
  await eventually(() =>
    expect(smtp.messages.some((mail) => (mail.subject ?? '').startsWith(`Call booked: ${who.name}`))).toBe(true),
  );
  await eventually(() => expect(smtp.messages.some((mail) => (mail.subject ?? '').includes(who.name))).toBe(true));
  // a receiver hears a delivery before its row records the answer: wait for every row to settle
  await eventually(async () =>
    expect(
      await app.dataSource.query(
        `SELECT id FROM webhook_delivery WHERE status = 'pending' UNION ALL SELECT id FROM email_delivery WHERE status = 'pending'`,
      ),
    ).toEqual([]),
  );
  return { ...who, leadId, orderIds: orders.map((order) => order.id), audioIds };
}

/** Every table of the database (the job queue's schema too) and how many rows mention each text. */
async function mentions(texts: string[]): Promise<Record<string, number>> {
  const tables = await app.dataSource.query<{ schema: string; table: string }[]>(
    `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  expect(tables.map((t) => `${t.schema}.${t.table}`)).toEqual(
    expect.arrayContaining(['public.lead', 'public.audit_event', 'public.email_delivery', 'pgboss.job']),
  );
  const patterns = texts.map((text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const found: Record<string, number> = {};
  for (const { schema, table } of tables) {
    const [{ count }] = await app.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM "${schema}"."${table}" t WHERE t::text ILIKE ANY ($1::text[])`,
      [patterns],
    );
    if (count > 0) found[`${schema}.${table}`] = count;
  }
  return found;
}

/** A digest of each table an erasure changes. */
async function fingerprint(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of [
    'lead',
    'lead_milestone',
    'chat_conversation',
    'chat_audio',
    'payment_order',
    'webhook_delivery',
    'email_delivery',
    'audit_event',
  ]) {
    const [{ digest }] = await app.dataSource.query<{ digest: string | null }[]>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
    );
    digests[table] = digest ?? '';
  }
  return digests;
}

const EXPORT = 'query ($id: Int!) { exportLeadData(id: $id) }';
const DELETE = 'mutation ($id: Int!) { deleteLead(id: $id) }';
const ERASE = `mutation ($id: Int!, $email: String!) {
  eraseLead(id: $id, confirmEmail: $email) {
    leadId milestones conversations audio ordersAnonymised copiesForgotten auditEventsRedacted
  }
}`;

type ExportDocument = {
  format: string;
  exportedAt: string;
  exportedBy: string;
  lead: Record<string, unknown>;
  attribution: { firstTouch: unknown; lastTouch: unknown };
  consent: unknown;
  submissions: { lead_id: number; answers: Record<string, string> }[];
  milestones: { milestone_id: string; completed: boolean }[];
  bookings: { lead_id: number; provider: string; status: string }[];
  chatConversations: { visitor_id: string; messages: { role: string; content: string; audioId?: string }[] }[];
  orders: { id: number; amount_cents: number; card_last4: string | null; customer_email: string | null }[];
  auditEvents: { action: string; target_id: string }[];
};

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  elevenlabs = await startFakeElevenLabsApi(ELEVENLABS_KEY);
  receiver = await startWebhookReceiver();
  app = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      ELEVENLABS_API_KEY: ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: elevenlabs.url,
      JOB_RETRY_DELAY_SECONDS: '1',
    },
  });
  adminCookie = await app.signIn();
  analyst = await addMember(app, adminCookie, 'ANALYST');
  await gql('mutation { updateNotificationSettings(input: { recipients: ["team@agency.example"] }) { newLead } }');
  const endpoint = await gql<{ createWebhookEndpoint: { secret: string } }>(
    `mutation ($url: String!) { createWebhookEndpoint(input: { url: $url, eventTypes: ["lead.created", "lead.milestone_completed", "lead.deleted", "booking.created"] }) { secret } }`,
    { url: receiver.url },
  );
  receiver.useSecret(endpoint.data!.createWebhookEndpoint.secret);
  await gql(`mutation { updateSchedulingSettings(input: { calWebhookSecret: "${CAL_SECRET}" }) { calConfigured } }`);
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await elevenlabs.close();
  await receiver.close();
});

describe('exportLeadData', () => {
  it('holds the lead and every record linked to it, and records the export', async () => {
    const lead = await linkedLead(person('export', 1));
    const other = await linkedLead(person('bystander', 2));
    const res = await gql<{ exportLeadData: ExportDocument }>(EXPORT, { id: lead.leadId });
    expect(res.errors).toBeUndefined();
    const doc = res.data!.exportLeadData;

    expect(doc).toMatchObject({ format: 'lead-data-export/1', exportedAt: anyString(), exportedBy: 'admin' });
    expect(doc.lead).toMatchObject({
      id: lead.leadId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: 'Northwind Outfitters',
      marketing_needs: 'Paid social is plateauing and our CAC doubled this year.',
      created_at: anyString(),
    });
    // every stored column, whatever it is: attribution and consent among them
    expect(Object.keys(doc.lead)).toEqual(expect.arrayContaining(['first_touch', 'last_touch', 'consent', 'spam']));
    expect(doc).toHaveProperty('attribution.firstTouch');
    expect(doc).toHaveProperty('consent');
    // the form as this person sent it
    expect(doc.submissions.map((submission) => [submission.lead_id, submission.answers.email])).toEqual([
      [lead.leadId, lead.email],
    ]);
    expect(doc.milestones.map((m) => [m.milestone_id, m.completed])).toEqual([
      ['lead_capture', true],
      ['qualification', true],
    ]);
    expect(doc.bookings.map((b) => [b.lead_id, b.provider, b.status])).toEqual([[lead.leadId, 'cal', 'scheduled']]);
    expect(doc.chatConversations).toHaveLength(1);
    expect(doc.chatConversations[0].visitor_id).toBe(lead.visitorId);
    expect(doc.chatConversations[0].messages.map((m) => m.content)).toContain('How much is the strategy call?');
    expect(lead.audioIds.length).toBeGreaterThan(0);
    expect(doc.orders.map((order) => [order.id, order.amount_cents, order.card_last4, order.customer_email])).toEqual([
      [lead.orderIds[0], 29900, '4242', null],
      [lead.orderIds[1], 249900, null, null],
      [lead.orderIds[2], 99900, '4444', lead.email.toUpperCase()],
    ]);
    expect(doc.auditEvents.map((event) => event.action)).toContain('milestone.changed');
    expect(doc.auditEvents.every((event) => event.target_id === String(lead.leadId))).toBe(true);
    // nothing of anyone else
    expect(JSON.stringify(doc)).not.toContain(other.email);
    expect(JSON.stringify(doc)).not.toContain(other.visitorId);

    const [event] = await app.dataSource.query<{ action: string; target_id: string; actor_username: string }[]>(
      `SELECT action, target_id, actor_username FROM audit_event WHERE action = 'lead.data_exported' ORDER BY id DESC LIMIT 1`,
    );
    expect(event).toEqual({ action: 'lead.data_exported', target_id: String(lead.leadId), actor_username: 'admin' });
  });

  it('answers NOT_FOUND for a lead that does not exist', async () => {
    const res = await gql(EXPORT, { id: 987654 });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('eraseLead', () => {
  it('with an email that is not the lead’s erases nothing and says why', async () => {
    const lead = await linkedLead(person('mismatch', 3));
    const before = await fingerprint();
    for (const email of ['someone.else@erasure.example', '', lead.email.replace('@', '@x')]) {
      const res = await gql(ERASE, { id: lead.leadId, email });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { confirmEmail: stringMatching(/not the lead's email address.*nothing was erased/i) },
      });
    }
    expect(await fingerprint()).toEqual(before);
    const again = await gql<{ lead: { id: number } | null }>(`{ lead(id: ${lead.leadId}) { id } }`);
    expect(again.data!.lead).toEqual({ id: lead.leadId });
  });

  it('leaves no table holding the lead’s email, name or phone; orders keep their amounts; webhooks hear lead.deleted', async () => {
    const lead = await linkedLead(person('erase', 4));
    const bystander = await linkedLead(person('keeper', 5));
    const texts = [lead.email, lead.name, lead.phone];
    const held = Object.keys(await mentions(texts));
    expect(held).toEqual(
      expect.arrayContaining(['public.lead', 'public.email_delivery', 'public.webhook_delivery', 'pgboss.job']),
    );
    // the CSV export searched for the lead's email: its audit event does not keep what was typed
    expect(held).not.toContain('public.audit_event');
    const hooksBefore = receiver.received.length;

    // typed with other capitals and spaces around it: still the lead's address
    const res = await gql<{ eraseLead: Record<string, number> }>(ERASE, {
      id: lead.leadId,
      email: `  ${lead.email.toUpperCase()} `,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.eraseLead).toMatchObject({
      leadId: lead.leadId,
      milestones: 2,
      conversations: 1,
      audio: lead.audioIds.length,
      ordersAnonymised: 3,
      auditEventsRedacted: 1,
    });
    expect(res.data!.eraseLead.copiesForgotten).toBeGreaterThanOrEqual(4);

    expect(await mentions(texts)).toEqual({});

    // the orders keep product, amount, date and the card's brand, and lose the browser, the buyer and the card's digits
    const orders = await app.dataSource.query<Record<string, unknown>[]>(
      'SELECT id, product_id, amount_cents, status, visitor_id, card_last4, card_brand, customer_name, customer_email, created_at IS NOT NULL AS dated FROM payment_order WHERE id = ANY ($1) ORDER BY id',
      [lead.orderIds],
    );
    expect(orders).toEqual([
      {
        id: lead.orderIds[0],
        product_id: 'strategy-call',
        amount_cents: 29900,
        status: 'succeeded',
        visitor_id: null,
        card_last4: null,
        card_brand: 'visa',
        customer_name: null,
        customer_email: null,
        dated: true,
      },
      {
        id: lead.orderIds[1],
        product_id: 'full-package',
        amount_cents: 249900,
        status: 'pending',
        visitor_id: null,
        card_last4: null,
        card_brand: null,
        customer_name: null,
        customer_email: null,
        dated: true,
      },
      {
        id: lead.orderIds[2],
        product_id: 'ai-strategy',
        amount_cents: 99900,
        status: 'succeeded',
        visitor_id: null,
        card_last4: null,
        card_brand: 'mastercard',
        customer_name: null,
        customer_email: null,
        dated: true,
      },
    ]);
    const audio = await app.dataSource.query<unknown[]>('SELECT id FROM chat_audio WHERE id = ANY ($1::uuid[])', [
      lead.audioIds,
    ]);
    expect(audio).toEqual([]);
    expect((await gql<{ lead: unknown }>(`{ lead(id: ${lead.leadId}) { id } }`)).data!.lead).toBeNull();

    // the other person keeps everything
    expect(Object.keys(await mentions([bystander.email, bystander.name]))).toContain('public.lead');
    expect(
      await app.dataSource.query('SELECT lead_id FROM chat_conversation WHERE visitor_id = $1', [bystander.visitorId]),
    ).toEqual([{ lead_id: bystander.leadId }]);
    const kept = await app.dataSource.query<unknown[]>(
      'SELECT id FROM payment_order WHERE visitor_id = $1 OR customer_email = $2',
      [bystander.visitorId, bystander.email.toUpperCase()],
    );
    expect(kept).toHaveLength(3);

    // the webhook gets the id and nothing personal
    await eventually(() =>
      expect(receiver.received.slice(hooksBefore).filter((hook) => hook.type === 'lead.deleted')).toEqual([
        expect.objectContaining({ data: { id: lead.leadId, erased: true, reason: 'request' } }),
      ]),
    );

    // the audit log says who erased which lead; the events about the lead lose their details (its
    // milestone change), the bystander's and the export's keep theirs
    const events = await app.dataSource.query<Record<string, unknown>[]>(
      `SELECT action, actor_username, target_id, details, redacted_at IS NOT NULL AS redacted FROM audit_event
       WHERE action IN ('lead.erased', 'leads.exported', 'milestone.changed') AND (target_id IS NULL OR target_id = ANY ($1))
       ORDER BY id`,
      [[String(lead.leadId), String(bystander.leadId)]],
    );
    expect(events).toEqual(
      expect.arrayContaining([
        {
          action: 'lead.erased',
          actor_username: 'admin',
          target_id: String(lead.leadId),
          details: expect.objectContaining({ reason: 'request', conversations: 1, ordersAnonymised: 3 }) as unknown,
          redacted: false,
        },
        {
          action: 'milestone.changed',
          actor_username: 'admin',
          target_id: String(lead.leadId),
          details: {},
          redacted: true,
        },
        {
          action: 'milestone.changed',
          actor_username: 'admin',
          target_id: String(bystander.leadId),
          details: { milestoneId: 'qualification', completed: true },
          redacted: false,
        },
        {
          action: 'leads.exported',
          actor_username: 'admin',
          target_id: null,
          details: expect.objectContaining({
            filter: expect.objectContaining({ searched: true }) as unknown,
          }) as unknown,
          redacted: false,
        },
      ]),
    );
    // the wiped event cannot be changed again, nor any other way
    await expect(
      app.dataSource.query(`UPDATE audit_event SET redacted_at = now(), details = '{}' WHERE redacted_at IS NOT NULL`),
    ).rejects.toThrow(/append-only/);
    await expect(
      app.dataSource.query(
        `UPDATE audit_event SET details = '{}', redacted_at = now(), action = 'forged' WHERE redacted_at IS NULL`,
      ),
    ).rejects.toThrow(/append-only/);
  });

  it('answers NOT_FOUND for a lead that is gone', async () => {
    const res = await gql(ERASE, { id: 987654, email: 'nobody@erasure.example' });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('eraseLead and the audit log', () => {
  type AuditRow = {
    id: number;
    action: string;
    target_type: string | null;
    target_id: string | null;
    details: unknown;
    redacted: boolean;
  };
  const auditRows = () =>
    app.dataSource.query<AuditRow[]>(
      `SELECT id, action, target_type, target_id, details, redacted_at IS NOT NULL AS redacted FROM audit_event ORDER BY id`,
    );

  /** A lead sent through the contact form, with an event about it in the audit log (a milestone completed). */
  async function leadWithEvent(name: string, email: string): Promise<number> {
    const created = await app.request('/api/leads', { method: 'POST', body: validRestLead({ name, email }) });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: number } }).data.id;
    await gql(`mutation { completeNextMilestone(leadId: ${id}) { milestones { completed } } }`);
    return id;
  }

  it('wipes the events about the erased lead and no other: leads named ADMIN, NEWEST_FIRST and John leave every other event as it was', async () => {
    // events that hold those words and are about no lead: a role change, an export's sort, a failed sign-in
    const member = await addMember(app, adminCookie, 'ANALYST');
    const promoted = await gql(`mutation { updateUser(id: ${member.id}, input: { role: ADMIN }) { id } }`);
    expect(promoted.errors).toBeUndefined();
    expect((await app.request('/api/leads/export?sort=newest', { cookie: adminCookie })).status).toBe(200);
    const failed = await app.request('/api/login', {
      method: 'POST',
      body: { username: 'john.smith', password: 'not-the-password-123' },
    });
    expect(failed.status).toBe(401);
    const erased = [
      await leadWithEvent('ADMIN', 'admin@erasure.example'),
      await leadWithEvent('NEWEST_FIRST', 'newest.first@erasure.example'),
      await leadWithEvent('John', 'john@erasure.example'),
    ];
    const kept = await leadWithEvent('John Smith', 'john.smith@erasure.example');

    const before = await auditRows();
    // the bait is there: an erasure that searched the details for the lead's name or email would wipe these
    const bait = before.filter(({ details }) => /admin|newest_first|john/i.test(JSON.stringify(details)));
    expect(bait.map((event) => event.action)).toEqual(
      expect.arrayContaining(['user.updated', 'leads.exported', 'auth.sign_in_failed']),
    );

    const emails = ['admin@erasure.example', 'newest.first@erasure.example', 'john@erasure.example'];
    for (const [index, id] of erased.entries()) {
      const res = await gql<{ eraseLead: { auditEventsRedacted: number } }>(ERASE, { id, email: emails[index] });
      expect(res.errors).toBeUndefined();
      // its one event with details: the milestone completed
      expect(res.data!.eraseLead.auditEventsRedacted).toBe(1);
    }

    const after = new Map((await auditRows()).map((event) => [event.id, event]));
    const about = (event: AuditRow) =>
      event.target_type === 'lead' && erased.map(String).includes(event.target_id ?? '');
    for (const event of before) {
      if (about(event) && JSON.stringify(event.details) !== '{}') {
        expect(after.get(event.id)).toEqual({ ...event, details: {}, redacted: true });
      } else {
        expect(after.get(event.id)).toEqual(event);
      }
    }
    expect(before.filter(about).length).toBeGreaterThanOrEqual(3);
    expect(before.some((event) => event.target_id === String(kept) && !event.redacted)).toBe(true);
  });

  it('keeps no search text in a CSV export’s event: the company searched for is in no table once its lead is erased', async () => {
    const company = 'Quillfeather Lighthouse Supplies';
    const email = 'quill@erasure.example';
    const created = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ name: 'Imogen Quill', email, company }),
    });
    const id = (created.body as { data: { id: number } }).data.id;
    const csv = await app.request(`/api/leads/export?search=${encodeURIComponent(company)}`, { cookie: adminCookie });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(email);
    const [event] = await app.dataSource.query<{ details: { filter: Record<string, unknown> } }[]>(
      `SELECT details FROM audit_event WHERE action = 'leads.exported' ORDER BY id DESC LIMIT 1`,
    );
    expect(event.details.filter).toMatchObject({ searched: true });
    expect(JSON.stringify(event.details)).not.toMatch(/quillfeather/i);

    const res = await gql(ERASE, { id, email });
    expect(res.errors).toBeUndefined();
    await queuesSettled(app.dataSource);
    expect(await mentions([company, email, 'Imogen Quill'])).toEqual({});
  });
});

describe('deleteLead', () => {
  it('erases: no table holds the lead’s email, name or phone, its chat is gone, and nothing is left that eraseLead would find', async () => {
    const lead = await linkedLead(person('delete', 7));
    const texts = [lead.email, lead.name, lead.phone];
    expect(Object.keys(await mentions(texts))).toEqual(
      expect.arrayContaining([
        'public.lead',
        'public.payment_order',
        'public.email_delivery',
        'public.webhook_delivery',
        'pgboss.job',
      ]),
    );
    const chats = () =>
      app.dataSource.query<unknown[]>('SELECT id FROM chat_conversation WHERE visitor_id = $1', [lead.visitorId]);
    expect(await chats()).toHaveLength(1);
    const hooksBefore = receiver.received.length;

    const res = await gql(DELETE, { id: lead.leadId });
    expect(res).toMatchObject({ status: 200, data: { deleteLead: true } });
    expect(res.errors).toBeUndefined();

    expect(await mentions(texts)).toEqual({});
    // its chat transcript and spoken replies go; its orders keep their amounts, not its browser or address
    expect(await chats()).toEqual([]);
    expect(
      await app.dataSource.query<unknown[]>('SELECT id FROM chat_audio WHERE id = ANY ($1::uuid[])', [lead.audioIds]),
    ).toEqual([]);
    const orders = await app.dataSource.query<Record<string, unknown>[]>(
      'SELECT amount_cents, visitor_id, customer_email FROM payment_order WHERE id = ANY ($1) ORDER BY id',
      [lead.orderIds],
    );
    expect(orders).toEqual([
      { amount_cents: 29900, visitor_id: null, customer_email: null },
      { amount_cents: 249900, visitor_id: null, customer_email: null },
      { amount_cents: 99900, visitor_id: null, customer_email: null },
    ]);
    await eventually(() =>
      expect(receiver.received.slice(hooksBefore).filter((hook) => hook.type === 'lead.deleted')).toEqual([
        expect.objectContaining({ data: { id: lead.leadId, erased: true, reason: 'deletion' } }),
      ]),
    );
    const [event] = await app.dataSource.query<{ actor_username: string; details: Record<string, unknown> }[]>(
      `SELECT actor_username, details FROM audit_event WHERE action = 'lead.deleted' AND target_id = $1`,
      [String(lead.leadId)],
    );
    expect(event).toEqual({
      actor_username: 'admin',
      details: expect.objectContaining({ reason: 'deletion', conversations: 1, ordersAnonymised: 3 }) as unknown,
    });

    // the lead is gone, and so is everything an erasure would have removed
    const erase = await gql(ERASE, { id: lead.leadId, email: lead.email });
    expect(erase.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const again = await gql(DELETE, { id: lead.leadId });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a delivery under way when the erasure commits', () => {
  it('re-reads the lead before it writes: the email of an erased lead is neither recorded nor sent', async () => {
    // the events queue's two workers each held up on an email (a slow mail server)
    smtp.holding(true);
    try {
      for (const [index, who] of [person('busy', 1), person('busier', 2)].entries()) {
        await app.request('/api/leads', { method: 'POST', body: validRestLead({ name: who.name, email: who.email }) });
        await eventually(() => expect(smtp.held).toHaveLength(index + 1));
      }
      // two leads wait meanwhile; one worker, let go, takes both in one batch
      // (phones no other lead of this file has)
      const waiting = [person('one', 9), person('other', 0)];
      const ids = new Map<string, number>();
      for (const who of waiting) {
        const created = await app.request('/api/leads', {
          method: 'POST',
          body: validRestLead({ name: who.name, email: who.email, phone: who.phone }),
        });
        ids.set(who.name, (created.body as { data: { id: number } }).data.id);
      }
      smtp.release(1);
      // it sends the email of one of them (held: the mail server is slow) with the other's event in hand
      await eventually(() => expect(smtp.held).toHaveLength(2));
      const sending = waiting.find((who) => (smtp.held[1].subject ?? '').includes(who.name))!;
      const inHand = waiting.find((who) => who !== sending)!;

      const res = await gql(ERASE, { id: ids.get(inHand.name), email: inHand.email });
      expect(res.errors).toBeUndefined();
      smtp.holding(false);
      await queuesSettled(app.dataSource);

      expect(await mentions([inHand.email, inHand.name, inHand.phone])).toEqual({});
      expect(smtp.messages.filter((mail) => (mail.subject ?? '').includes(inHand.name))).toEqual([]);
      expect(smtp.messages.filter((mail) => (mail.subject ?? '').includes(sending.name))).toHaveLength(1);
    } finally {
      smtp.holding(false);
    }
  });

  it('re-reads the lead before it writes: a job that read a lead’s event before its erasure records no webhook delivery and no email', async () => {
    const lead = await linkedLead(person('inflight', 8));
    // the lead.created event as the events queue's worker fetched it (a job is kept after it ran)
    const [{ data: event }] = await app.dataSource.query<{ data: DomainEvent }[]>(
      `SELECT data FROM pgboss.job WHERE name = $1 AND data ->> 'type' = 'lead.created' AND data -> 'data' ->> 'id' = $2`,
      [EVENTS_QUEUE, String(lead.leadId)],
    );
    expect(event.data).toMatchObject({ id: lead.leadId, name: lead.name });
    const hooksBefore = receiver.received.length;
    const mailsBefore = smtp.messages.length;

    const res = await gql(ERASE, { id: lead.leadId, email: lead.email });
    expect(res.errors).toBeUndefined();
    await queuesSettled(app.dataSource);
    // the events queue's handler goes on with the job it fetched before the erasure committed:
    // its deliveries and email (as though sent the first time) find no lead to write about
    const handler = eventDelivery(MODULES.flatMap((module) => module.subscribers?.(app.services) ?? []));
    expect(await handler([{ id: 'fetched-before', data: event, retryCount: 0, retryLimit: 5 }])).toEqual([
      { ok: true },
    ]);

    expect(await mentions([lead.email, lead.name, lead.phone])).toEqual({});
    expect(
      receiver.received
        .slice(hooksBefore)
        .filter((hook) => hook.data.id === lead.leadId)
        .map((hook) => hook.type),
    ).toEqual(['lead.deleted']);
    expect(smtp.messages.slice(mailsBefore).filter((mail) => (mail.subject ?? '').includes(lead.name))).toEqual([]);
  });
});

describe('a writer between its re-read of the lead and its write', () => {
  it('holds the erasure back until it has written, and the erasure then forgets what it wrote', async () => {
    const lead = await linkedLead(person('window', 7));
    const [{ data: event }] = await app.dataSource.query<{ data: DomainEvent }[]>(
      `SELECT data FROM pgboss.job WHERE name = $1 AND data ->> 'type' = 'lead.created' AND data -> 'data' ->> 'id' = $2`,
      [EVENTS_QUEUE, String(lead.leadId)],
    );
    let erasure: Promise<unknown> | undefined;
    // a writer as the email sender is one: the lead re-read (eventsOfLiveLeads), then its copy
    // written, in one transaction; the erasure is asked for in between
    await app.dataSource.transaction(async (manager) => {
      expect(await eventsOfLiveLeads(manager, [event])).toEqual([event]);
      erasure = gql(ERASE, { id: lead.leadId, email: lead.email });
      if (process.env.DATABASE_URL) {
        // on a server the erasure has its own connection: it is seen waiting for the writer
        await eventually(async () =>
          expect(
            // (in this file's database, a two-key lock: pg-boss's take one key, other files' other databases)
            await manager.query(
              `SELECT 1 FROM pg_locks
               WHERE locktype = 'advisory' AND objsubid = 2 AND NOT granted
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            ),
          ).toHaveLength(1),
        );
      }
      // (the embedded engine's one connection makes the erasure wait for this transaction anyway)
      await manager.query(
        `INSERT INTO "email_delivery" ("event_id", "kind", "recipients", "subject", "text", "html")
         VALUES ($1, 'new-lead', ARRAY['team@agency.example'], $2, $3, $4)`,
        [
          randomUUID(),
          `New lead: ${lead.name}`,
          `${lead.name} <${lead.email}>: /leads/lifecycle/${lead.leadId}`,
          `<p>${lead.name}</p>`,
        ],
      );
    });
    expect(((await erasure) as { errors?: unknown }).errors).toBeUndefined();
    await queuesSettled(app.dataSource);
    expect(await mentions([lead.email, lead.name, lead.phone])).toEqual({});
  });
});

describe('an analyst', () => {
  it('is refused all three with FORBIDDEN, and nothing is erased', async () => {
    const lead = await linkedLead(person('analyst', 6));
    const before = await fingerprint();
    const exported = await gql(EXPORT, { id: lead.leadId }, analyst.cookie);
    expect(exported.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const erased = await gql(ERASE, { id: lead.leadId, email: lead.email }, analyst.cookie);
    expect(erased.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await gql(DELETE, { id: lead.leadId }, analyst.cookie);
    expect(deleted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await fingerprint()).toEqual(before);
  });
});
