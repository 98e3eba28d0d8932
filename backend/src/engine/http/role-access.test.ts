import type { GraphQLSchema } from 'graphql';
import type { Express } from 'express';
import { appSchema } from '../../app-modules';
import { startTestApp, TEST_ADMIN, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, bearer, createToken, strongPassword, type Member } from '../../test/team';

/*
 * Every Mutation of the schema and every state-changing REST route, against each kind of caller:
 * anonymous, analyst, admin (and a read-only API token). Each one declares its rule here; a new
 * mutation or route without one fails the first two tests.
 *   public:   anyone
 *   signedIn: anyone signed in (an analyst's own password and tokens)
 *   admin:    an admin only; an analyst gets FORBIDDEN (GraphQL) or 403 (REST) and nothing changes
 */
type Rule = 'public' | 'signedIn' | 'admin';

type Ids = { lead: number; milestoneRecord: number; webhook: number; teammate: number; analyst: Member };

type MutationCase = { rule: Rule; query: (ids: Ids) => string; variables?: (ids: Ids) => Record<string, unknown> };
type RouteCase = { rule: Rule; path: (ids: Ids) => string; body: (ids: Ids) => unknown };

const MUTATIONS: Record<string, MutationCase> = {
  createLead: {
    rule: 'public',
    query: () => 'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }',
    variables: () => ({ input: validLeadInput({ email: 'walk@example.com' }) }),
  },
  login: {
    rule: 'public',
    query: ({ analyst }) =>
      `mutation { login(username: "${analyst.username}", password: "${analyst.password}") { twoFactorRequired } }`,
  },
  logout: { rule: 'public', query: () => 'mutation { logout }' },
  changeMyPassword: {
    rule: 'signedIn',
    query: () => 'mutation { changeMyPassword(currentPassword: "not-the-password", newPassword: "quiet harbour 2") }',
  },
  endSession: { rule: 'signedIn', query: () => 'mutation { endSession(id: "0123456789abcdef0123456789abcdef") }' },
  endOtherSessions: { rule: 'signedIn', query: () => 'mutation { endOtherSessions }' },
  endUserSessions: {
    rule: 'admin',
    query: ({ teammate }) => `mutation { endUserSessions(userId: ${teammate}) }`,
  },
  createApiToken: {
    rule: 'signedIn',
    query: () => 'mutation { createApiToken(input: { name: "walk", scope: READ }) { apiToken { id } } }',
  },
  revokeApiToken: { rule: 'signedIn', query: () => 'mutation { revokeApiToken(id: 999999) { id } }' },
  createUser: {
    rule: 'admin',
    query: () => 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    variables: () => ({ input: { username: `walker-${Date.now()}`, password: strongPassword(), role: 'ANALYST' } }),
  },
  updateUser: {
    rule: 'admin',
    query: ({ teammate }) => `mutation { updateUser(id: ${teammate}, input: { role: ADMIN }) { role } }`,
  },
  resetUserPassword: {
    rule: 'admin',
    query: ({ teammate }) => `mutation { resetUserPassword(id: ${teammate}, password: "${strongPassword()}") }`,
  },
  updateMarketingSettings: {
    rule: 'admin',
    query: () =>
      'mutation { updateMarketingSettings(input: { gaEnabled: true, gaMeasurementId: "G-WALK123" }) { id } }',
  },
  updateNotificationSettings: {
    rule: 'admin',
    query: () => 'mutation { updateNotificationSettings(input: { newLead: false }) { newLead } }',
  },
  markLeadContacted: { rule: 'admin', query: ({ lead }) => `mutation { markLeadContacted(id: ${lead}) { id } }` },
  // a CONFLICT answer (another reply on record) still means the call ran
  undoLeadContacted: {
    rule: 'admin',
    query: ({ lead }) =>
      `mutation { undoLeadContacted(id: ${lead}, firstResponseAt: "2026-01-02T03:04:05.000Z") { id } }`,
  },
  // the lead into itself: an admin's run is refused for the input (BAD_USER_INPUT), and nothing changes
  mergeLeads: {
    rule: 'admin',
    query: ({ lead }) => `mutation { mergeLeads(targetId: ${lead}, sourceId: ${lead}) { id } }`,
  },
  markLeadNotSpam: { rule: 'admin', query: ({ lead }) => `mutation { markLeadNotSpam(id: ${lead}) { id } }` },
  completeNextMilestone: {
    rule: 'admin',
    query: ({ lead }) => `mutation { completeNextMilestone(leadId: ${lead}) { milestones { completed } } }`,
  },
  setMilestoneCompleted: {
    rule: 'admin',
    query: ({ lead }) =>
      `mutation { setMilestoneCompleted(leadId: ${lead}, milestoneId: "proposal", completed: true) { completed } }`,
  },
  resetLeadTimeline: {
    rule: 'admin',
    query: ({ lead }) => `mutation { resetLeadTimeline(leadId: ${lead}) { completed } }`,
  },
  undoLeadTimelineReset: {
    rule: 'admin',
    query: ({ lead }) =>
      `mutation { undoLeadTimelineReset(leadId: ${lead}, completed: [{ milestoneId: "qualification", completedAt: "2026-01-02T03:04:05.000Z" }]) { completed } }`,
  },
  createWebhookEndpoint: {
    rule: 'admin',
    query: () =>
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/walk", eventTypes: ["lead.created"] }) { secret } }',
  },
  updateWebhookEndpoint: {
    rule: 'admin',
    query: ({ webhook }) => `mutation { updateWebhookEndpoint(id: ${webhook}, input: { enabled: false }) { enabled } }`,
  },
  rotateWebhookSecret: {
    rule: 'admin',
    query: ({ webhook }) => `mutation { rotateWebhookSecret(id: ${webhook}) { secret } }`,
  },
  sendTestWebhook: {
    rule: 'admin',
    query: ({ webhook }) => `mutation { sendTestWebhook(endpointId: ${webhook}) { id } }`,
  },
  resendWebhookDelivery: { rule: 'admin', query: () => 'mutation { resendWebhookDelivery(id: 999999) { id } }' },
  deleteWebhookEndpoint: {
    rule: 'admin',
    query: ({ webhook }) => `mutation { deleteWebhookEndpoint(id: ${webhook}) }`,
  },
  deleteLead: { rule: 'admin', query: ({ lead }) => `mutation { deleteLead(id: ${lead}) }` },
  // the wrong email: an admin's run is refused for the input (BAD_USER_INPUT), and the lead stays for the others
  eraseLead: {
    rule: 'admin',
    query: ({ lead }) => `mutation { eraseLead(id: ${lead}, confirmEmail: "not-the-lead@example.com") { leadId } }`,
  },
  updateRetentionSettings: {
    rule: 'admin',
    query: () => 'mutation { updateRetentionSettings(input: { spamDays: 21 }) { spamDays } }',
  },
  verifyTwoFactor: { rule: 'public', query: () => 'mutation { verifyTwoFactor(code: "123456") { id } }' },
  beginTwoFactorSetup: { rule: 'signedIn', query: () => 'mutation { beginTwoFactorSetup { secret } }' },
  confirmTwoFactorSetup: { rule: 'signedIn', query: () => 'mutation { confirmTwoFactorSetup(code: "000000") }' },
  disableTwoFactor: {
    rule: 'signedIn',
    query: () => 'mutation { disableTwoFactor(password: "not-the-password", code: "000000") }',
  },
  resetUserTwoFactor: {
    rule: 'admin',
    query: ({ teammate }) => `mutation { resetUserTwoFactor(userId: ${teammate}) }`,
  },
  updateSchedulingSettings: {
    rule: 'admin',
    query: () => 'mutation { updateSchedulingSettings(input: {}) { calendlyConfigured } }',
  },
  updateSecuritySettings: {
    rule: 'admin',
    query: () =>
      'mutation { updateSecuritySettings(input: { requireTwoFactor: false, gracePeriodDays: 5 }) { gracePeriodDays } }',
  },
};

const ROUTES: Record<string, RouteCase> = {
  'POST /api/leads': {
    rule: 'public',
    path: () => '/api/leads',
    body: () => validRestLead({ email: 'walk@example.com' }),
  },
  'POST /api/login': {
    rule: 'public',
    path: () => '/api/login',
    body: ({ analyst }) => ({ username: analyst.username, password: analyst.password }),
  },
  'POST /api/login/two-factor': {
    rule: 'public',
    path: () => '/api/login/two-factor',
    body: () => ({ code: '123456' }),
  },
  'POST /api/logout': { rule: 'public', path: () => '/api/logout', body: () => ({}) },
  'POST /api/create-payment-intent': {
    rule: 'public',
    path: () => '/api/create-payment-intent',
    body: () => ({ productId: 'starter' }),
  },
  'POST /api/elevenlabs/chat-with-voice': {
    rule: 'public',
    path: () => '/api/elevenlabs/chat-with-voice',
    body: () => ({ message: 'Hello' }),
  },
  'POST /api/stripe/webhook': { rule: 'public', path: () => '/api/stripe/webhook', body: () => ({}) },
  'POST /api/bookings/calendly': { rule: 'public', path: () => '/api/bookings/calendly', body: () => ({}) },
  'POST /api/bookings/cal': { rule: 'public', path: () => '/api/bookings/cal', body: () => ({}) },
  'POST /api/funnel': { rule: 'public', path: () => '/api/funnel', body: () => ({ event: 'page_view' }) },
  'POST /api/register': {
    rule: 'admin',
    path: () => '/api/register',
    body: () => ({ username: `rest-walker-${Date.now()}`, password: strongPassword() }),
  },
  'PATCH /api/marketing-settings/:id': {
    rule: 'admin',
    path: () => '/api/marketing-settings/1',
    body: () => ({ ga_enabled: true }),
  },
  'POST /api/leads/:id/milestones': {
    rule: 'admin',
    path: ({ lead }) => `/api/leads/${lead}/milestones`,
    body: () => ({ milestone_id: 'negotiation', completed: true }),
  },
  // a JSON body, not a multipart upload: an admin's is refused for the input (400), an analyst's for the role
  'POST /api/leads/imports': { rule: 'admin', path: () => '/api/leads/imports', body: () => ({}) },
  'POST /api/leads/imports/preview': { rule: 'admin', path: () => '/api/leads/imports/preview', body: () => ({}) },
  'POST /api/leads/:id/merge': {
    rule: 'admin',
    path: ({ lead }) => `/api/leads/${lead}/merge`,
    body: ({ lead }) => ({ sourceId: lead }),
  },
  'PATCH /api/leads/milestones/:id': {
    rule: 'admin',
    path: ({ milestoneRecord }) => `/api/leads/milestones/${milestoneRecord}`,
    body: () => ({ completed: false }),
  },
};

/** The state-changing routes the app really has, as "METHOD /path". */
function stateChangingRoutes(app: Express): Set<string> {
  const found = new Set<string>();
  type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods)) {
          if (['get', 'head', 'options'].includes(method)) continue;
          for (const path of paths) found.add(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  // POST /graphql (its rate limits) is every mutation above
  found.delete('POST /graphql');
  return found;
}

const FINGERPRINTED = [
  'lead',
  'lead_milestone',
  'marketing_settings',
  'notification_settings',
  'webhook_endpoint',
  'webhook_delivery',
  'app_user',
  'api_token',
  'payment_order',
  'retention_settings',
  'chat_conversation',
  'security_settings',
  'two_factor_recovery_code',
];

let app: TestApp;
let schema: GraphQLSchema;
let ids: Ids;
let readToken: string;

/** A digest of every row a mutation could change. */
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of FINGERPRINTED) {
    const rows: { digest: string | null }[] = await app.dataSource.query(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
    );
    parts.push(`${table}:${rows[0]?.digest ?? ''}`);
  }
  return parts.join(' ');
}

/** Refused for who the caller is: the walk's other outcomes (NOT_FOUND, BAD_USER_INPUT…) mean it ran. */
const refused = (code: string | null) =>
  code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' || code === 'GRAPHQL_VALIDATION_FAILED';

/** Signing in (a new session) and out end the caller's session: a role's pass runs them last. */
const endsSession = (name: string) => /login|logout/.test(name);
const inOrder = <T>(cases: Record<string, T>) =>
  Object.entries(cases).sort(([a], [b]) => Number(endsSession(a)) - Number(endsSession(b)));

async function runMutation(name: string, auth: { cookie?: string; headers?: Record<string, string> }) {
  const entry = MUTATIONS[name];
  const res = await app.graphql(entry.query(ids), entry.variables?.(ids) ?? {}, auth.cookie, auth.headers);
  return { status: res.status, code: res.errors?.[0]?.extensions?.code ?? null };
}

async function runRoute(key: string, cookie?: string) {
  const entry = ROUTES[key];
  const res = await app.request(entry.path(ids), { method: key.split(' ')[0], body: entry.body(ids), cookie });
  return res.status;
}

beforeAll(async () => {
  app = await startTestApp();
  schema = await appSchema(null);
  const adminCookie = await app.signIn();
  const analyst = await addMember(app, adminCookie, 'ANALYST');
  const teammate = await addMember(app, adminCookie, 'ANALYST');
  const lead = (await app.request('/api/leads', { method: 'POST', body: validRestLead() })).body as {
    data: { id: number };
  };
  const milestones = await app.request(`/api/leads/${lead.data.id}/milestones`, { cookie: adminCookie });
  const webhook = await app.graphql<{ createWebhookEndpoint: { endpoint: { id: number } } }>(
    'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hook", eventTypes: ["lead.created"] }) { endpoint { id } } }',
    {},
    adminCookie,
  );
  ids = {
    lead: lead.data.id,
    milestoneRecord: (milestones.body as { data: { id: number }[] }).data[0].id,
    webhook: webhook.data!.createWebhookEndpoint.endpoint.id,
    teammate: teammate.id,
    analyst,
  };
  readToken = (await createToken(app, analyst.cookie, 'READ')).token;
});

afterAll(async () => {
  await app.close();
});

describe('every mutation and state-changing route declares its rule', () => {
  it('covers each Mutation field of the schema, and names none that is gone', () => {
    const fields = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(Object.keys(MUTATIONS).sort()).toEqual(fields);
  });

  it('covers each state-changing REST route, and names none that is gone', () => {
    expect([...stateChangingRoutes(app.express)].sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('anonymous', () => {
  it('runs the public mutations and routes, and is refused the others with nothing changed', async () => {
    for (const [name, { rule }] of inOrder(MUTATIONS).filter(([, c]) => c.rule === 'public')) {
      expect([name, rule, (await runMutation(name, {})).code]).not.toEqual([name, rule, 'UNAUTHENTICATED']);
    }
    const before = await fingerprint();
    for (const [name] of inOrder(MUTATIONS).filter(([, c]) => c.rule !== 'public')) {
      expect([name, (await runMutation(name, {})).code]).toEqual([name, 'UNAUTHENTICATED']);
    }
    for (const [key] of inOrder(ROUTES).filter(([, c]) => c.rule !== 'public')) {
      expect([key, await runRoute(key)]).toEqual([key, 401]);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('a read-only API token', () => {
  it('is refused every mutation, public ones included, with 403 FORBIDDEN and nothing changed', async () => {
    // its first use stamps lastUsedAt (once a minute): that is the only write a token's request makes
    expect((await app.request('/api/user', { headers: bearer(readToken) })).status).toBe(200);
    const before = await fingerprint();
    for (const [name] of inOrder(MUTATIONS)) {
      expect([name, await runMutation(name, { headers: bearer(readToken) })]).toEqual([
        name,
        { status: 403, code: 'FORBIDDEN' },
      ]);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('an analyst', () => {
  it('is refused every admin mutation and route with FORBIDDEN / 403 and nothing changed', async () => {
    const before = await fingerprint();
    for (const [name] of inOrder(MUTATIONS).filter(([, c]) => c.rule === 'admin')) {
      expect([name, (await runMutation(name, { cookie: ids.analyst.cookie })).code]).toEqual([name, 'FORBIDDEN']);
    }
    for (const [key] of inOrder(ROUTES).filter(([, c]) => c.rule === 'admin')) {
      expect([key, await runRoute(key, ids.analyst.cookie)]).toEqual([key, 403]);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('runs the public and signed-in ones', async () => {
    for (const [name] of inOrder(MUTATIONS).filter(([, c]) => c.rule !== 'admin')) {
      const { code } = await runMutation(name, { cookie: ids.analyst.cookie });
      expect([name, code, refused(code)]).toEqual([name, code, false]);
    }
  });
});

describe('an admin', () => {
  it('runs every mutation and route', async () => {
    const cookie = await app.signIn(TEST_ADMIN);
    for (const [name] of inOrder(MUTATIONS)) {
      const { code } = await runMutation(name, { cookie });
      expect([name, code, refused(code)]).toEqual([name, code, false]);
    }
    const restCookie = await app.signIn(TEST_ADMIN);
    for (const [key] of inOrder(ROUTES)) {
      const status = await runRoute(key, restCookie);
      expect([key, status === 401 || status === 403]).toEqual([key, false]);
    }
  });
});
