import { Webhook } from 'standardwebhooks';
import { eventually } from '../../test/eventually';
import { queuesSettled } from '../../test/queue-settled';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

/**
 * Webhooks end to end: an admin registers an endpoint over GraphQL, the app's changes reach a
 * receiver that verifies every request with the standardwebhooks reference package, failures are
 * retried with the same webhook-id, and the delivery log shows each attempt.
 */

const DAY_MS = 24 * 3600_000;
let clock: Date | null = null;
let app: TestApp;
let cookie: string;
let receiver: WebhookReceiver;

const ENDPOINT_FIELDS = 'id url description eventTypes enabled disabledReason failingSince';

type Endpoint = { id: number; url: string; eventTypes: string[]; enabled: boolean; disabledReason: string | null };
type Delivery = {
  id: number;
  messageId: string;
  eventType: string;
  status: string;
  attempts: { statusCode: number | null; latencyMs: number; error: string | null }[];
};

async function createEndpoint(url: string, eventTypes: string[]): Promise<{ endpoint: Endpoint; secret: string }> {
  const res = await app.graphql<{ createWebhookEndpoint: { endpoint: Endpoint; secret: string } }>(
    `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`,
    { input: { url, description: 'CRM', eventTypes } },
    cookie,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createWebhookEndpoint;
}

async function deliveries(endpointId: number): Promise<Delivery[]> {
  const res = await app.graphql<{ webhookDeliveries: { nodes: Delivery[] } }>(
    `query ($id: Int!) { webhookDeliveries(endpointId: $id, first: 50) {
      nodes { id messageId eventType status attempts { statusCode latencyMs error } } } }`,
    { id: endpointId },
    cookie,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.webhookDeliveries.nodes;
}

async function postLead(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.request('/api/leads', { method: 'POST', body: validRestLead(overrides) });
  expect(res.status).toBe(201);
  return (res.body as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  // retries a second apart (then doubling), so a test sees a retry soon
  app = await startTestApp({
    env: { JOB_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_PRIVATE: 'true' },
    now: () => clock ?? new Date(),
  });
  cookie = await app.signIn();
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = null;
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await app.dataSource.query('DELETE FROM "webhook_endpoint"');
  await receiver.close();
});

describe('webhook endpoints', () => {
  it('shows the whsec_ secret once, at creation; the list never has it', async () => {
    const { endpoint, secret } = await createEndpoint(`${receiver.url}/hooks`, ['lead.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url: `${receiver.url}/hooks`, eventTypes: ['lead.created'], enabled: true });
    const list = await app.graphql('{ webhookEndpoints { id url } }', {}, cookie);
    expect(JSON.stringify(list)).not.toContain(secret.slice(6));
    const stored: { secret_encrypted: string }[] = await app.dataSource.query(
      'SELECT secret_encrypted FROM webhook_endpoint',
    );
    expect(stored[0].secret_encrypted).not.toContain(secret.slice(6));
  });

  it('refuses unknown event types and a malformed URL, storing nothing', async () => {
    const bad = await app.graphql(
      `mutation { createWebhookEndpoint(input: { url: "${receiver.url}", eventTypes: ["lead.exploded"] }) { secret } }`,
      {},
      cookie,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const malformed = await app.graphql(
      'mutation { createWebhookEndpoint(input: { url: "not a url", eventTypes: ["lead.created"] }) { secret } }',
      {},
      cookie,
    );
    expect(malformed.errors?.[0].extensions?.fields).toEqual({ url: expect.stringContaining('full URL') as unknown });
    const anonymous = await app.graphql('{ webhookEndpoints { id } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rows: unknown[] = await app.dataSource.query('SELECT id FROM webhook_endpoint');
    expect(rows).toHaveLength(0);
  });
});

describe('deliveries', () => {
  it('signs every event per Standard Webhooks; the reference library verifies it and rejects a tampered body', async () => {
    const { secret } = await createEndpoint(receiver.url, [
      'lead.created',
      'lead.contacted',
      'lead.milestone_completed',
      'lead.deleted',
    ]);
    receiver.useSecret(secret);
    const id = await postLead({ name: 'Ada Webhook', utm_source: 'google' });
    await eventually(() => expect(receiver.received.map((m) => m.type)).toEqual(['lead.created']));
    const created = receiver.received[0];
    expect(created.data).toMatchObject({ id, name: 'Ada Webhook', company: 'Northwind Outfitters', spam: false });
    expect(created.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(JSON.parse(created.body)).toEqual({
      type: 'lead.created',
      timestamp: created.occurredAt,
      data: created.data,
    });

    // the same bytes with one character changed no longer verify
    const verifier = new Webhook(secret);
    const tampered = created.body.replace('Ada Webhook', 'Ada Webhooc');
    const headers = {
      'webhook-id': created.id,
      'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
      'webhook-signature': new Webhook(secret).sign(created.id, new Date(), created.body),
    };
    expect(() => verifier.verify(created.body, headers)).not.toThrow();
    expect(() => verifier.verify(tampered, headers)).toThrow();

    await app.graphql(`mutation { markLeadContacted(id: ${id}) { id } }`, {}, cookie);
    await app.graphql(`mutation { completeNextMilestone(leadId: ${id}) { completed { milestoneId } } }`, {}, cookie);
    // (a deletion erases: what is still queued about the lead then goes unsent)
    await eventually(() =>
      expect(receiver.received.map((m) => m.type).sort()).toEqual(
        ['lead.contacted', 'lead.created', 'lead.milestone_completed'].sort(),
      ),
    );
    await app.graphql(`mutation { deleteLead(id: ${id}) }`, {}, cookie);
    await eventually(() => expect(receiver.received.map((m) => m.type)).toContain('lead.deleted'));
    const milestone = receiver.received.find((m) => m.type === 'lead.milestone_completed');
    expect(milestone?.data).toMatchObject({ id, milestone: { milestone_id: 'qualification', completed: true } });
    // the deletion's notice names the lead and holds nothing of it
    const deleted = receiver.received.find((m) => m.type === 'lead.deleted');
    expect(deleted?.data).toEqual({ id, erased: true, reason: 'deletion' });
    expect(new Set(receiver.received.map((m) => m.id)).size).toBe(4);
    expect(receiver.rejected).toBe(0);
  });

  it('sends only the subscribed types, and a spam lead sends nothing', async () => {
    const { secret } = await createEndpoint(receiver.url, ['lead.deleted']);
    receiver.useSecret(secret);
    const id = await postLead();
    await postLead({ contact_fax: 'i am a bot' });
    await app.graphql(`mutation { deleteLead(id: ${id}) }`, {}, cookie);
    await eventually(() => expect(receiver.received.map((m) => m.type)).toEqual(['lead.deleted']));
    await queuesSettled(app.dataSource);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failed delivery with the same webhook-id, and logs each attempt', async () => {
    const { endpoint, secret } = await createEndpoint(receiver.url, ['lead.created']);
    receiver.useSecret(secret);
    receiver.answerWith(503);
    await postLead();
    const first = await eventually(async () => {
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery.attempts[0]).toMatchObject({ statusCode: 503, error: 'the endpoint answered 503' });
      return delivery;
    });
    expect(first.status).toBe('pending');
    receiver.answerWith(200);
    await eventually(() => expect(receiver.received).toHaveLength(1));
    expect(receiver.received[0].id).toBe(first.messageId);
    // the receiver has the event before the sender records its answer
    await eventually(async () => {
      const [done] = await deliveries(endpoint.id);
      expect(done.status).toBe('succeeded');
      expect(done.attempts.map((a) => a.statusCode)).toEqual([503, 200]);
    });
  });

  it('enqueues in the transaction: a rolled-back change leaves no job', async () => {
    const jobs = async () => {
      const [row] = await app.dataSource.query<{ count: string }[]>(
        `SELECT count(*) FROM pgboss.job WHERE name = 'events'`,
      );
      return Number(row.count);
    };
    const before = await jobs();
    await expect(
      app.dataSource.transaction(async (manager) => {
        await app.jobs.send(manager, 'events', { id: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs()).toBe(before);
  });

  it('sends a test message and resends a delivery on demand, with the same webhook-id', async () => {
    const { endpoint, secret } = await createEndpoint(receiver.url, ['order.paid']);
    receiver.useSecret(secret);
    const test = await app.graphql<{ sendTestWebhook: Delivery }>(
      `mutation { sendTestWebhook(endpointId: ${endpoint.id}) { id messageId eventType status attempts { statusCode latencyMs error } } }`,
      {},
      cookie,
    );
    expect(test.data?.sendTestWebhook).toMatchObject({ eventType: 'webhook.test', status: 'succeeded' });
    expect(test.data?.sendTestWebhook.attempts).toEqual([
      { statusCode: 204, latencyMs: expect.any(Number) as unknown, error: null },
    ]);
    const resent = await app.graphql<{ resendWebhookDelivery: Delivery }>(
      `mutation { resendWebhookDelivery(id: ${test.data?.sendTestWebhook.id}) { status attempts { statusCode } } }`,
      {},
      cookie,
    );
    expect(resent.data?.resendWebhookDelivery.attempts).toHaveLength(2);
    expect(receiver.received.map((m) => m.id)).toEqual([
      test.data?.sendTestWebhook.messageId,
      test.data?.sendTestWebhook.messageId,
    ]);
  });

  it('rotates the secret: the old one stops verifying at once', async () => {
    const { endpoint, secret } = await createEndpoint(receiver.url, ['lead.created']);
    const rotated = await app.graphql<{ rotateWebhookSecret: { secret: string } }>(
      `mutation { rotateWebhookSecret(id: ${endpoint.id}) { secret endpoint { id } } }`,
      {},
      cookie,
    );
    const next = rotated.data?.rotateWebhookSecret.secret ?? '';
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    receiver.useSecret(secret);
    await app.graphql(`mutation { sendTestWebhook(endpointId: ${endpoint.id}) { status } }`, {}, cookie);
    expect(receiver.rejected).toBe(1);
    receiver.useSecret(next);
    await app.graphql(`mutation { sendTestWebhook(endpointId: ${endpoint.id}) { status } }`, {}, cookie);
    expect(receiver.received).toHaveLength(1);
  });

  it('disables an endpoint after 3 days of failures, and enabling it again starts afresh', async () => {
    const { endpoint, secret } = await createEndpoint(receiver.url, ['lead.created']);
    receiver.useSecret(secret);
    receiver.answerWith(500);
    clock = new Date();
    const send = () => app.graphql(`mutation { sendTestWebhook(endpointId: ${endpoint.id}) { status } }`, {}, cookie);
    await send();
    clock = new Date(Date.now() + 3 * DAY_MS - 60_000);
    await send();
    const list = async () =>
      (await app.graphql<{ webhookEndpoints: Endpoint[] }>(`{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`, {}, cookie))
        .data?.webhookEndpoints[0];
    expect(await list()).toMatchObject({ enabled: true });
    clock = new Date(Date.now() + 3 * DAY_MS + 60_000);
    await send();
    expect(await list()).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for 3 days' });

    await app.graphql(
      `mutation { updateWebhookEndpoint(id: ${endpoint.id}, input: { enabled: true }) { id } }`,
      {},
      cookie,
    );
    expect(await list()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});

describe('request forgery', () => {
  let strict: TestApp;
  let strictCookie: string;
  beforeAll(async () => {
    strict = await startTestApp({ sameDatabaseAs: app, env: { WEBHOOK_ALLOW_PRIVATE: 'false' } });
    strictCookie = await strict.signIn();
  });
  afterAll(() => strict.close());

  it.each([
    ['http://example.com/hook', 'The URL must start with https://'],
    ['https://127.0.0.1/hook', 'private or local address (127.0.0.1)'],
    ['https://localhost/hook', 'private or local address'],
    ['https://169.254.169.254/latest/meta-data', 'private or local address (169.254.169.254)'],
    ['https://10.1.2.3/hook', 'private or local address (10.1.2.3)'],
    ['https://[::1]/hook', 'private or local address (::1)'],
  ])('refuses %s', async (url, message) => {
    const res = await strict.graphql(
      `mutation ($url: String!) { createWebhookEndpoint(input: { url: $url, eventTypes: ["lead.created"] }) { secret } }`,
      { url },
      strictCookie,
    );
    expect(res.errors?.[0].extensions?.fields?.url).toContain(message);
  });

  it('checks again at connect time: an endpoint whose address turned private is not reached', async () => {
    const { endpoint } = await createEndpoint(receiver.url, ['lead.created']);
    const res = await strict.graphql<{ sendTestWebhook: Delivery }>(
      `mutation { sendTestWebhook(endpointId: ${endpoint.id}) { status attempts { statusCode error } } }`,
      {},
      strictCookie,
    );
    expect(res.data?.sendTestWebhook.status).toBe('failed');
    expect(res.data?.sendTestWebhook.attempts[0]).toEqual({
      statusCode: null,
      error: expect.stringContaining('is not allowed') as unknown,
    });
    expect(receiver.received).toHaveLength(0);
    expect(receiver.rejected).toBe(0);
  });
});
