import { eventually } from '../../test/eventually';
import { CONVERSIONS_QUEUE } from './lead-conversions.service';
import { queuesSettled } from '../../test/queue-settled';
import { createHash } from 'node:crypto';
import { startFakeGraphApi, type FakeGraphApi } from '../../test/fake-graph-api';
import { setMarketingSettings } from '../../test/marketing-settings';
import { startTestApp, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';

let graph: FakeGraphApi;
let app: TestApp;
let cookie: string;

/** the part of a Conversions API event these tests read */
type LeadEvent = { event_name: string; event_id: string; event_time: number; user_data: Record<string, unknown> };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const CREATE = 'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }';
const TOKEN = 'EAAB-secret-access-token-1234';

const configure = (settings: Record<string, unknown>) => setMarketingSettings(app, cookie, settings);

/** Lets the queued Lead events be sent (or retried until sent). */
async function settled() {
  await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
}

beforeAll(async () => {
  graph = await startFakeGraphApi();
  app = await startTestApp({
    // a failed call is retried within seconds, not the default 30 s
    env: { FACEBOOK_GRAPH_URL: graph.url, FACEBOOK_GRAPH_VERSION: 'v21.0', JOB_RETRY_DELAY_SECONDS: '1' },
  });
  cookie = await app.signIn();
  // these leads carry no cookie choice: today's behaviour, for sites outside the EU (lead-consent.test.ts has the rest)
  await configure({ requireConsent: false });
});
afterAll(async () => {
  await app.close();
  await graph.close();
});
beforeEach(() => {
  graph.requests = [];
  graph.mode = 'ok';
});

describe('Conversions API Lead events', () => {
  it('sends nothing while the integration is off', async () => {
    await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    await settled();
    expect(graph.requests).toHaveLength(0);
  });

  it('sends nothing when enabled without an access token', async () => {
    await configure({ fbCapiEnabled: true, fbPixelId: '123456789012345', fbAccessToken: '' });
    await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    await settled();
    expect(graph.requests).toHaveLength(0);
  });

  it("sends one Lead event with hashed email and phone and the browser pixel's event id", async () => {
    await configure({ fbCapiEnabled: true, fbPixelId: '123456789012345', fbAccessToken: TOKEN });
    const res = await app.graphql(CREATE, {
      input: validLeadInput({
        email: ' Jane@Northwind.Example ',
        phone: '+1 (415) 555-0134',
        leadEventId: 'evt_abc12345',
      }),
    });
    expect(res.errors).toBeUndefined();
    await settled();

    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v21.0/123456789012345/events');
    expect(request.path).not.toContain(TOKEN);
    expect(request.body.access_token).toBe(TOKEN);
    const [event] = request.body.data as LeadEvent[];
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: 'evt_abc12345',
      action_source: 'website',
      custom_data: { value: 50, currency: 'USD', content_category: 'General' },
      user_data: { em: [sha256('jane@northwind.example')], ph: [sha256('14155550134')] },
    });
    expect(JSON.stringify(event)).not.toContain('jane@northwind.example');
    expect(Math.abs(event.event_time - Date.now() / 1000)).toBeLessThan(60);
  });

  it('carries fbc from the fbclid of the last touch, timed when that visit happened, and fbp from the pixel cookie', async () => {
    const res = await app.graphql(
      CREATE,
      {
        input: validLeadInput({
          firstTouch: {
            source: 'spring',
            medium: 'cpc',
            campaign: 'launch',
            fbclid: 'AbC123',
            at: '2026-03-01T09:30:00.000Z',
          },
          lastTouch: { source: 'facebook', fbclid: 'IwAR2xyz', at: '2026-03-02T10:00:00.500Z' },
        }),
      },
      // what the browser sends with the form: the pixel's cookie among others
      'theme=dark; _fbp=fb.1.1767225600000.1234567890; chat_visitor=abcdefgh12',
    );
    expect(res.errors).toBeUndefined();
    await settled();
    const [event] = graph.requests[0].body.data as LeadEvent[];
    expect(event.user_data).toMatchObject({
      fbc: `fb.1.${Date.parse('2026-03-02T10:00:00.500Z')}.IwAR2xyz`,
      fbp: 'fb.1.1767225600000.1234567890',
    });
  });

  it("takes the first touch's fbclid when the last touch has none (REST), and sends no fbp without the cookie", async () => {
    await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({
        first_touch: { source: 'spring', fbclid: 'AbC123', at: '2026-03-01T09:30:00.000Z' },
        last_touch: { source: 'newsletter' },
      }),
    });
    await settled();
    const [event] = graph.requests[0].body.data as LeadEvent[];
    expect(event.user_data.fbc).toBe(`fb.1.${Date.parse('2026-03-01T09:30:00.000Z')}.AbC123`);
    expect(event.user_data).not.toHaveProperty('fbp');
  });

  it('sends neither fbc without an fbclid nor an fbp cookie the pixel did not write', async () => {
    await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ first_touch: { source: 'google', gclid: 'Cj0KCQ' } }),
      headers: { cookie: '_fbp=<script>alert(1)</script>' },
    });
    await settled();
    const [event] = graph.requests[0].body.data as LeadEvent[];
    expect(event.user_data).not.toHaveProperty('fbc');
    expect(event.user_data).not.toHaveProperty('fbp');
  });

  it('makes up an event id when the browser sent none (REST)', async () => {
    await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    await settled();
    const [event] = graph.requests[0].body.data as LeadEvent[];
    expect(event.event_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a malformed event id as bad input and stores nothing', async () => {
    const before = await app.count('lead');
    const res = await app.graphql(CREATE, { input: validLeadInput({ leadEventId: '<script>' }) });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.count('lead')).toBe(before);
  });

  it('neither fails the submission when the Graph API errors, and retries the same event until Meta takes it', async () => {
    graph.mode = 'error';
    const res = await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    expect(res.status).toBe(201);
    await eventually(() => expect(graph.requests.length).toBeGreaterThan(0));
    graph.mode = 'ok';
    await settled();
    const eventIds = graph.requests.map((request) => (request.body.data as LeadEvent[])[0].event_id);
    expect(graph.requests.length).toBeGreaterThan(1);
    expect(new Set(eventIds).size).toBe(1);
    expect(graph.requests.filter((request) => request.status === 200)).toHaveLength(1);
    expect(graph.requests.at(-1)?.status).toBe(200);
  });

  it('answers the visitor at once while the Graph API hangs, and sends the event again after the timeout', async () => {
    graph.mode = 'hang';
    const res = await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    expect(res.status).toBe(201);
    // the call to the Graph API is given up after 5 s, in the background: when the visitor has the
    // answer, no call has been given up yet (a clock would say the same only on an idle machine)
    expect(graph.requests.filter((request) => request.abandoned)).toEqual([]);
    await eventually(() => expect(graph.requests).toHaveLength(1));
    await eventually(() => expect(graph.requests[0].abandoned).toBe(true));
    graph.mode = 'ok';
    await settled();
    expect(graph.requests).toHaveLength(2);
    expect(graph.requests.map((request) => request.status)).toEqual([null, 200]);
  });

  it('forgets a queued event with its visitor details when the lead is erased before it is sent', async () => {
    graph.mode = 'hang';
    const res = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: 'erase-me@example.com' }),
    });
    const { id } = (res.body as { data: { id: number } }).data;
    await eventually(() => expect(graph.requests).toHaveLength(1));
    const erased = await app.graphql(
      'mutation ($id: Int!, $email: String!) { eraseLead(id: $id, confirmEmail: $email) { conversations } }',
      { id, email: 'erase-me@example.com' },
      cookie,
    );
    expect(erased.errors).toBeUndefined();
    graph.mode = 'ok';
    await settled();
    // the call in flight at the erasure timed out; nothing was sent again, and nothing of the visitor is left queued
    expect(graph.requests).toHaveLength(1);
    const [{ count }] = await app.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND data ->> 'userAgent' IS NOT NULL AND data ->> 'leadId' = $2`,
      [CONVERSIONS_QUEUE, String(id)],
    );
    expect(count).toBe(0);
  });
});
