import { eventually } from '../../test/eventually';
import { startFakeElevenLabsApi, type FakeElevenLabsApi } from '../../test/fake-elevenlabs-api';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server';
import { anyString, stringMatching } from '../../test/matchers';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, type Member } from '../../test/team';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

/*
 * A visitor's data rights, exercised by an admin: exportLeadData holds every record linked to the
 * lead; eraseLead leaves none of its email, name or phone in any table of the database (the job
 * queue's included), keeps its orders' amounts, tells the webhooks, and erases nothing when the
 * typed email is not the lead's.
 */

const ELEVENLABS_KEY = 'xi-test-data-rights-123456';
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
  const csv = await app.request(`/api/leads/export?search=${encodeURIComponent(who.email)}`, { cookie: adminCookie });
  expect(csv.status).toBe(200);
  const [conversation] = await app.dataSource.query<{ messages: { audioId?: string }[] }[]>(
    'SELECT messages FROM chat_conversation WHERE lead_id = $1',
    [leadId],
  );
  const audioIds = conversation.messages.flatMap((message) => (message.audioId ? [message.audioId] : []));
  // the copies the erasure must find: the webhooks and the email about the lead have gone out
  await eventually(() =>
    expect(receiver.received.filter((hook) => hook.data.id === leadId).map((hook) => hook.type)).toEqual(
      expect.arrayContaining(['lead.created', 'lead.milestone_completed']),
    ),
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
  milestones: { milestone_id: string; completed: boolean }[];
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
    `mutation ($url: String!) { createWebhookEndpoint(input: { url: $url, eventTypes: ["lead.created", "lead.milestone_completed", "lead.deleted"] }) { secret } }`,
    { url: receiver.url },
  );
  receiver.useSecret(endpoint.data!.createWebhookEndpoint.secret);
}, 60_000);

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
    expect(doc.milestones.map((m) => [m.milestone_id, m.completed])).toEqual([
      ['lead_capture', true],
      ['qualification', true],
    ]);
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
    expect(Object.keys(await mentions(texts))).toEqual(
      expect.arrayContaining([
        'public.lead',
        'public.email_delivery',
        'public.webhook_delivery',
        'public.audit_event',
        'pgboss.job',
      ]),
    );
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

    // the audit log says who erased which lead, and the export's search is wiped, not the event
    const events = await app.dataSource.query<Record<string, unknown>[]>(
      `SELECT action, actor_username, target_id, details, redacted_at IS NOT NULL AS redacted FROM audit_event
       WHERE action IN ('lead.erased', 'leads.exported') ORDER BY id`,
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
        { action: 'leads.exported', actor_username: 'admin', target_id: null, details: {}, redacted: true },
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

describe('an analyst', () => {
  it('is refused both with FORBIDDEN, and nothing is erased', async () => {
    const lead = await linkedLead(person('analyst', 6));
    const before = await fingerprint();
    const exported = await gql(EXPORT, { id: lead.leadId }, analyst.cookie);
    expect(exported.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const erased = await gql(ERASE, { id: lead.leadId, email: lead.email }, analyst.cookie);
    expect(erased.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await fingerprint()).toEqual(before);
  });
});
