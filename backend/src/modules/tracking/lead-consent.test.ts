import { CONVERSIONS_QUEUE } from '../leads/lead-conversions.service';
import { queuesSettled } from '../../test/queue-settled';
import { startFakeGraphApi, type FakeGraphApi } from '../../test/fake-graph-api';
import { setMarketingSettings } from '../../test/marketing-settings';
import { startTestApp, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';
import { stringMatching } from '../../test/matchers';

/**
 * Cookie consent on the server (issue 17): the visitor's choice travels with the lead, is checked
 * and stored, and decides whether a Conversions API event goes out while "Require consent before
 * tracking" is on (the default).
 */

let graph: FakeGraphApi;
let app: TestApp;
let cookie: string;

const CREATE = 'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }';
const LEAD_CONSENT = 'query ($id: Int!) { lead(id: $id) { email consent { analytics marketing at version } } }';
const GRANTED = { analytics: true, marketing: true, at: '2026-03-02T10:00:00.000Z', version: 1 };
const ANALYTICS_ONLY = { analytics: true, marketing: false, at: '2026-03-02T10:00:00.000Z', version: 1 };

type EventData = { event_name: string; user_data: { em: string[] } };
type RestBody = { success: boolean; data: { id: number }; error?: string; fields?: Record<string, string> };

const configure = (settings: Record<string, unknown>) => setMarketingSettings(app, cookie, settings);

async function restLead(consent: unknown): Promise<number> {
  const res = await app.request('/api/leads', { method: 'POST', body: validRestLead({ consent }) });
  expect(res.status).toBe(201);
  return (res.body as RestBody).data.id;
}

/** How many Lead events the fake Graph API received once the background sends are done. */
async function sentEvents(): Promise<number> {
  await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
  return graph.requests.flatMap((request) => (request.body.data ?? []) as EventData[]).length;
}

beforeAll(async () => {
  graph = await startFakeGraphApi();
  app = await startTestApp({ env: { FACEBOOK_GRAPH_URL: graph.url, FACEBOOK_GRAPH_VERSION: 'v21.0' } });
  cookie = await app.signIn();
});
afterAll(async () => {
  await app.close();
  await graph.close();
});
beforeEach(async () => {
  await queuesSettled(app.dataSource, [CONVERSIONS_QUEUE]);
  graph.requests = [];
});

describe('the consent sent with a lead', () => {
  it('is stored as sent (REST) and read back by the admin over GraphQL and REST', async () => {
    const id = await restLead(ANALYTICS_ONLY);
    const res = await app.graphql(LEAD_CONSENT, { id }, cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data?.lead).toEqual({ email: stringMatching(/@northwind\.example$/), consent: ANALYTICS_ONLY });

    const rest = await app.request(`/api/leads/${id}`, { cookie });
    expect((rest.body as { data: { consent: unknown } }).data.consent).toEqual(ANALYTICS_ONLY);
  });

  it('is stored as sent through GraphQL (the contact form), and is null when the browser made no choice', async () => {
    const withChoice = await app.graphql<{ createLead: { id: number } }>(CREATE, {
      input: validLeadInput({ consent: { ...GRANTED, at: '2026-03-02T11:30:00+01:00' } }),
    });
    expect(withChoice.errors).toBeUndefined();
    const stored = await app.graphql(LEAD_CONSENT, { id: withChoice.data?.createLead.id }, cookie);
    expect(stored.data?.lead).toMatchObject({ consent: { ...GRANTED, at: '2026-03-02T10:30:00.000Z' } });

    const without = await app.graphql<{ createLead: { id: number } }>(CREATE, { input: validLeadInput() });
    const none = await app.graphql(LEAD_CONSENT, { id: without.data?.createLead.id }, cookie);
    expect(none.data?.lead).toMatchObject({ consent: null });
  });

  it('is shown to admins only', async () => {
    const res = await app.graphql(
      'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id consent { marketing } } }',
      { input: validLeadInput({ consent: GRANTED }) },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  const badRest: [string, unknown, string][] = [
    ['text instead of an object', 'yes', 'consent'],
    ['a list', [true, true], 'consent'],
    ['a missing category', { analytics: true, at: GRANTED.at, version: 1 }, 'consent.marketing'],
    ['a category as text', { ...GRANTED, analytics: 'true' }, 'consent.analytics'],
    ['a time that is no ISO 8601 time', { ...GRANTED, at: 'yesterday' }, 'consent.at'],
    ['a date without a time separator', { ...GRANTED, at: '2026-03-02 10:00' }, 'consent.at'],
    ['an impossible date', { ...GRANTED, at: '2026-02-30T10:00:00Z' }, 'consent.at'],
    ['version 0', { ...GRANTED, version: 0 }, 'consent.version'],
    ['a fractional version', { ...GRANTED, version: 1.5 }, 'consent.version'],
    ['a version as text', { ...GRANTED, version: '1' }, 'consent.version'],
  ];
  it.each(badRest)('refuses %s with 400 naming the field, and stores nothing (REST)', async (_what, consent, field) => {
    const before = await app.count('lead');
    const res = await app.request('/api/leads', { method: 'POST', body: validRestLead({ consent }) });
    expect(res.status).toBe(400);
    const body = res.body as RestBody;
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/consent/);
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect(await app.count('lead')).toBe(before);
    expect(await sentEvents()).toBe(0);
  });

  it('refuses a malformed choice with BAD_USER_INPUT naming the field, and stores nothing (GraphQL)', async () => {
    const before = await app.count('lead');
    const res = await app.graphql(CREATE, {
      input: validLeadInput({ consent: { ...GRANTED, at: 'last tuesday', version: 0 } }),
    });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        'consent.at': 'consent.at must be an ISO 8601 date and time',
        'consent.version': 'consent.version must be a whole number from 1',
      },
    });
    const wrongType = await app.graphql(CREATE, {
      input: validLeadInput({ consent: { ...GRANTED, marketing: 'yes' } }),
    });
    expect(wrongType.status).toBe(400);
    expect(await app.count('lead')).toBe(before);
  });
});

describe('the Conversions API event while consent is required', () => {
  beforeAll(async () => {
    await configure({ fbCapiEnabled: true, fbPixelId: '123456789012345', fbAccessToken: 'EAAB-consent-token-1234' });
  });

  it('requires consent by default', async () => {
    const res = await app.request('/api/marketing-settings');
    expect((res.body as { data: { require_consent: boolean } }).data.require_consent).toBe(true);
  });

  it('goes out for a lead whose browser allowed marketing', async () => {
    await restLead(GRANTED);
    expect(await sentEvents()).toBe(1);
    const res = await app.graphql(CREATE, { input: validLeadInput({ consent: GRANTED }) });
    expect(res.errors).toBeUndefined();
    expect(await sentEvents()).toBe(2);
  });

  it('does not go out when the visitor refused marketing, or made no choice', async () => {
    await restLead(ANALYTICS_ONLY);
    await restLead({ ...GRANTED, marketing: false, analytics: false });
    await restLead(undefined);
    await restLead(null);
    expect(await sentEvents()).toBe(0);
  });

  it('does not go out when a quarantined lead without marketing consent is restored', async () => {
    const res = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ consent: ANALYTICS_ONLY, contact_fax: '+1 415 555 0199' }),
    });
    const id = (res.body as RestBody).data.id;
    const restored = await app.graphql('mutation ($id: Int!) { markLeadNotSpam(id: $id) { id } }', { id }, cookie);
    expect(restored.errors).toBeUndefined();
    expect(await sentEvents()).toBe(0);
  });

  it('goes out as before for every lead once the setting is off, and stops again when it is back on', async () => {
    await configure({ requireConsent: false });
    await restLead(undefined);
    await restLead(ANALYTICS_ONLY);
    expect(await sentEvents()).toBe(2);

    graph.requests = [];
    await configure({ requireConsent: true });
    await restLead(undefined);
    expect(await sentEvents()).toBe(0);
  });
});
