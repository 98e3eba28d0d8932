import { Secret, TOTP } from 'otpauth';
import { PRIVACY_QUEUES } from '../privacy';
import { eventually } from '../../test/eventually';
import { anyString, stringMatching } from '../../test/matchers';
import { startTestApp, TEST_ADMIN, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, createToken, strongPassword, type Member } from '../../test/team';
import { uploadFile } from '../../test/multipart-upload';
import { MODULES } from '../../app-modules';

let app: TestApp;
let adminCookie: string;
let adminId: number;
let analyst: Member;
let clock = new Date();

/** every password, token and secret the tests use: none may reach the audit log */
const secrets: string[] = [TEST_ADMIN.password];

type Event = {
  id: number;
  at: string;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  details: string;
};
const EVENTS = `query ($first: Int!, $after: String, $filter: AuditEventFilter) {
  auditEvents(first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id at actorId actorUsername action targetType targetId ip details }
  }
}`;

async function events(filter: Record<string, unknown>, first = 50) {
  const res = await app.graphql<{ auditEvents: { totalCount: number; nodes: Event[] } }>(
    EVENTS,
    { first, filter },
    adminCookie,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.auditEvents;
}

/** The newest event of this action; fails when there is none. */
async function latest(action: string): Promise<Event & { detail: Record<string, unknown> }> {
  const [event] = (await events({ action }, 1)).nodes;
  if (!event) throw new Error(`no ${action} event`);
  return { ...event, detail: JSON.parse(event.details) as Record<string, unknown> };
}

const gql = (query: string, cookie = adminCookie) => app.graphql(query, {}, cookie);

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  adminCookie = await app.signIn();
  adminId = (await app.graphql<{ me: { id: number } }>('{ me { id } }', {}, adminCookie)).data!.me.id;
  analyst = await addMember(app, adminCookie, 'ANALYST');
  secrets.push(analyst.password);
});

afterAll(async () => {
  await app.close();
});

describe('the audit log records', () => {
  it('a sign-in, with who, when and from which IP', async () => {
    await app.signIn();
    const event = await latest('auth.sign_in');
    expect(event).toMatchObject({
      actorId: adminId,
      actorUsername: TEST_ADMIN.username,
      ip: stringMatching(/127\.0\.0\.1/),
    });
    expect(Date.now() - new Date(event.at).getTime()).toBeLessThan(60_000);
  });

  it('a failed sign-in, with the name tried, never the password', async () => {
    const tried = 'Wrong-Password-123';
    secrets.push(tried);
    await app.request('/api/login', { method: 'POST', body: { username: TEST_ADMIN.username, password: tried } });
    expect(await latest('auth.sign_in_failed')).toMatchObject({
      actorId: adminId,
      detail: { username: TEST_ADMIN.username },
    });
    await app.request('/api/login', { method: 'POST', body: { username: 'nobody-at-all', password: tried } });
    expect(await latest('auth.sign_in_failed')).toMatchObject({ actorId: null, detail: { username: 'nobody-at-all' } });
  });

  it('a new user, a role change, a deactivation and a password reset', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    secrets.push(member.password);
    expect(await latest('user.created')).toMatchObject({
      actorId: adminId,
      targetType: 'user',
      targetId: String(member.id),
      detail: { username: member.username, role: 'ANALYST' },
    });
    await gql(`mutation { updateUser(id: ${member.id}, input: { role: ADMIN, active: false }) { id } }`);
    expect(await latest('user.updated')).toMatchObject({
      targetId: String(member.id),
      detail: { role: { from: 'ANALYST', to: 'ADMIN' }, active: { from: true, to: false } },
    });
    const password = strongPassword();
    secrets.push(password);
    await gql(`mutation { resetUserPassword(id: ${member.id}, password: "${password}") }`);
    expect(await latest('user.password_reset')).toMatchObject({
      actorId: adminId,
      targetId: String(member.id),
      detail: { tokensRevoked: true },
    });
  });

  it('sessions ended from the list and by an admin, never a session id', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const other = await app.signIn({ username: member.username, password: member.password });
    const third = await app.signIn({ username: member.username, password: member.password });
    // the sids (the credentials) must appear in no event
    for (const cookie of [member.cookie, other, third])
      secrets.push(decodeURIComponent(cookie.split('=')[1]).slice(2, 34));
    const listed = await app.graphql<{ mySessions: { id: string; current: boolean }[] }>(
      '{ mySessions { id current } }',
      {},
      member.cookie,
    );
    const ids = listed.data!.mySessions.filter((session) => !session.current).map((session) => session.id);
    await app.graphql('mutation ($id: String!) { endSession(id: $id) }', { id: ids[0] }, member.cookie);
    expect(await latest('session.ended')).toMatchObject({
      actorId: member.id,
      targetId: String(member.id),
      detail: { session: ids[0], current: false },
    });
    await app.graphql('mutation { endOtherSessions }', {}, member.cookie);
    expect(await latest('session.ended_others')).toMatchObject({ actorId: member.id, detail: { count: 1 } });
    await gql(`mutation { endUserSessions(userId: ${member.id}) }`);
    expect(await latest('user.sessions_ended')).toMatchObject({
      actorId: adminId,
      targetId: String(member.id),
      detail: { count: 1 },
    });
  });

  it('two-step sign-in: enrolment, a recovery code, a lock, a removal, an admin reset and the team policy, never a secret or a code', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const codeAt = (secret: string, offsetMs = 0) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() + offsetMs });
    const enrol = async () => {
      const begun = await app.graphql<{ beginTwoFactorSetup: { secret: string } }>(
        'mutation { beginTwoFactorSetup { secret } }',
        {},
        member.cookie,
      );
      const secret = begun.data!.beginTwoFactorSetup.secret;
      const confirmed = await app.graphql<{ confirmTwoFactorSetup: string[] }>(
        'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }',
        { code: codeAt(secret) },
        member.cookie,
      );
      secrets.push(secret, ...confirmed.data!.confirmTwoFactorSetup);
      // a step's code is good once: the next one is the next step's
      clock = new Date(clock.getTime() + 30_000);
      return { secret, recoveryCodes: confirmed.data!.confirmTwoFactorSetup };
    };
    const passwordStep = async () => {
      const res = await app.request('/api/login', {
        method: 'POST',
        body: { username: member.username, password: member.password },
      });
      expect(res.body).toEqual({ success: true, twoFactorRequired: true });
      return res.headers.get('set-cookie')!.split(';')[0];
    };
    const codeStep = (cookie: string, code: string) =>
      app.request('/api/login/two-factor', { method: 'POST', body: { code }, cookie });

    const first = await enrol();
    expect(await latest('two_factor.enabled')).toMatchObject({ actorId: member.id, targetId: String(member.id) });
    expect((await codeStep(await passwordStep(), first.recoveryCodes[0])).status).toBe(200);
    expect(await latest('two_factor.recovery_code_used')).toMatchObject({ targetId: String(member.id) });
    const pending = await passwordStep();
    // ten steps ahead: not a code the window accepts now
    const wrong = codeAt(first.secret, 10 * 30_000);
    for (let attempt = 0; attempt < 5; attempt++) await codeStep(pending, wrong);
    expect(await latest('two_factor.locked')).toMatchObject({ targetId: String(member.id) });
    await gql(`mutation { resetUserTwoFactor(userId: ${member.id}) }`);
    expect(await latest('two_factor.reset')).toMatchObject({ actorId: adminId, targetId: String(member.id) });

    const second = await enrol();
    const disabled = await app.graphql(
      'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) }',
      { p: member.password, c: codeAt(second.secret) },
      member.cookie,
    );
    expect(disabled.errors).toBeUndefined();
    expect(await latest('two_factor.disabled')).toMatchObject({ actorId: member.id, targetId: String(member.id) });

    const policy = async (requireTwoFactor: boolean) =>
      gql(
        `mutation { updateSecuritySettings(input: { requireTwoFactor: ${requireTwoFactor}, gracePeriodDays: 7 }) { requireTwoFactor } }`,
      );
    await policy(true);
    expect(await latest('security_settings.updated')).toMatchObject({ actorId: adminId });
    // the other tests sign in without a second step
    await policy(false);
  });

  it('a change of one’s own password, by its owner', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const next = strongPassword();
    secrets.push(member.password, next);
    await app.graphql(
      'mutation ($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }',
      { c: member.password, n: next },
      member.cookie,
    );
    expect(await latest('user.password_changed')).toMatchObject({ actorId: member.id, targetId: String(member.id) });
  });

  it('a token created and revoked, never the token', async () => {
    const { id, token } = await createToken(app, analyst.cookie, 'READ', 30);
    secrets.push(token);
    expect(await latest('api_token.created')).toMatchObject({
      actorId: analyst.id,
      targetType: 'api_token',
      targetId: String(id),
      detail: { name: 'token READ', scope: 'READ', expiresAt: anyString() },
    });
    await gql(`mutation { revokeApiToken(id: ${id}) { id } }`, analyst.cookie);
    expect(await latest('api_token.revoked')).toMatchObject({ actorId: analyst.id, targetId: String(id) });
  });

  it('a marketing settings change: the fields, never the access token', async () => {
    const accessToken = 'EAAGsecretaccesstoken123456';
    secrets.push(accessToken);
    await gql(
      `mutation { updateMarketingSettings(input: { fbCapiEnabled: true, fbAccessToken: "${accessToken}" }) { id } }`,
    );
    expect(await latest('settings.marketing_updated')).toMatchObject({
      actorId: adminId,
      detail: { fields: ['fbCapiEnabled', 'fbAccessToken'] },
    });
  });

  it('a notification settings change', async () => {
    await gql(
      'mutation { updateNotificationSettings(input: { newLead: false, recipients: ["team@example.com"] }) { newLead } }',
    );
    expect(await latest('settings.notifications_updated')).toMatchObject({
      detail: { fields: ['recipients', 'newLead'] },
    });
  });

  it('milestone changes (GraphQL and REST) and a timeline reset, on the lead', async () => {
    const lead = (await app.request('/api/leads', { method: 'POST', body: validRestLead() })).body as {
      data: { id: number };
    };
    await gql(`mutation { completeNextMilestone(leadId: ${lead.data.id}) { milestones { completed } } }`);
    expect(await latest('milestone.changed')).toMatchObject({
      targetType: 'lead',
      targetId: String(lead.data.id),
      detail: { milestoneId: 'qualification', completed: true },
    });
    await app.request(`/api/leads/${lead.data.id}/milestones`, {
      method: 'POST',
      body: { milestone_id: 'proposal', completed: true },
      cookie: adminCookie,
    });
    expect(await latest('milestone.changed')).toMatchObject({
      detail: { milestoneId: 'proposal', completed: true },
    });
    await gql(`mutation { resetLeadTimeline(leadId: ${lead.data.id}) { completed } }`);
    expect(await latest('milestone.timeline_reset')).toMatchObject({
      targetId: String(lead.data.id),
      detail: { cleared: ['qualification', 'proposal'] },
    });
    await gql(
      `mutation { undoLeadTimelineReset(leadId: ${lead.data.id}, completed: [{ milestoneId: "proposal", completedAt: "2026-01-02T03:04:05.000Z" }]) { completed } }`,
    );
    expect(await latest('milestone.timeline_restored')).toMatchObject({
      actorId: adminId,
      targetId: String(lead.data.id),
      detail: { restored: ['proposal'] },
    });
  });

  it('a lead marked as contacted, and the mark undone', async () => {
    const lead = (await app.request('/api/leads', { method: 'POST', body: validRestLead() })).body as {
      data: { id: number };
    };
    const marked = await app.graphql<{ markLeadContacted: { firstResponseAt: string } }>(
      `mutation { markLeadContacted(id: ${lead.data.id}) { firstResponseAt } }`,
      {},
      adminCookie,
    );
    expect(await latest('lead.marked_contacted')).toMatchObject({ actorId: adminId, targetId: String(lead.data.id) });
    await gql(
      `mutation { undoLeadContacted(id: ${lead.data.id}, firstResponseAt: "${marked.data!.markLeadContacted.firstResponseAt}") { id } }`,
    );
    expect(await latest('lead.contact_undone')).toMatchObject({ actorId: adminId, targetId: String(lead.data.id) });
  });

  it('a spam restore and a lead deletion', async () => {
    const spam = (await app.request('/api/leads', { method: 'POST', body: validRestLead({ contact_fax: 'bot' }) }))
      .body as { data: { id: number } };
    await gql(`mutation { markLeadNotSpam(id: ${spam.data.id}) { id } }`);
    expect(await latest('lead.spam_restored')).toMatchObject({ actorId: adminId, targetId: String(spam.data.id) });
    await gql(`mutation { deleteLead(id: ${spam.data.id}) }`);
    expect(await latest('lead.deleted')).toMatchObject({
      actorId: adminId,
      targetType: 'lead',
      targetId: String(spam.data.id),
      detail: { reason: 'deletion', milestones: 1 },
    });
  });

  it('a merge of two leads, naming both', async () => {
    const [target, source] = await Promise.all(
      ['kept', 'merged'].map(async (tag) => {
        const res = await app.request('/api/leads', {
          method: 'POST',
          body: validRestLead({ email: `${tag}@merge.audit.example` }),
        });
        return (res.body as { data: { id: number } }).data.id;
      }),
    );
    await gql(`mutation { mergeLeads(targetId: ${target}, sourceId: ${source}) { id } }`);
    expect(await latest('lead.merged')).toMatchObject({
      actorId: adminId,
      targetType: 'lead',
      targetId: String(target),
      detail: { targetId: target, sourceId: source },
    });
  });

  it('a lead’s data exported and the lead erased: who, and which lead id, never its email', async () => {
    const email = 'erase.me@audit.example';
    secrets.push(email);
    const lead = (await app.request('/api/leads', { method: 'POST', body: validRestLead({ email }) })).body as {
      data: { id: number };
    };
    await gql(`{ exportLeadData(id: ${lead.data.id}) }`);
    expect(await latest('lead.data_exported')).toMatchObject({
      actorId: adminId,
      targetType: 'lead',
      targetId: String(lead.data.id),
    });
    await app.graphql(
      'mutation ($id: Int!, $email: String!) { eraseLead(id: $id, confirmEmail: $email) { leadId } }',
      { id: lead.data.id, email },
      adminCookie,
    );
    expect(await latest('lead.erased')).toMatchObject({
      actorId: adminId,
      targetType: 'lead',
      targetId: String(lead.data.id),
      detail: { reason: 'request', milestones: 1 },
    });
  });

  it('a retention settings change, from what to what', async () => {
    await gql('mutation { updateRetentionSettings(input: { spamDays: 14 }) { spamDays } }');
    expect(await latest('settings.retention_updated')).toMatchObject({
      actorId: adminId,
      detail: { changes: { spamDays: { from: 30, to: 14 } } },
    });
  });

  it('a scheduling settings change, naming the secrets changed and never their values', async () => {
    await gql(
      'mutation { updateSchedulingSettings(input: { calWebhookSecret: "cal-audit-secret-1" }) { calConfigured } }',
    );
    const event = await latest('settings.scheduling_updated');
    expect(event).toMatchObject({ actorId: adminId, detail: { changed: ['calWebhookSecret'] } });
    expect(JSON.stringify(event)).not.toContain('cal-audit-secret-1');
  });

  it('a retention purge run, by the system, with what it removed per kind and the periods', async () => {
    await app.dataSource.query(
      `INSERT INTO audit_event (created_at, action) VALUES (now() - interval '400 days', 'auth.sign_in')`,
    );
    await app.jobs.sendNow(PRIVACY_QUEUES.retentionPurge);
    await eventually(async () =>
      expect(await latest('retention.purged')).toMatchObject({
        actorId: null,
        detail: { removed: { auditEvents: 1, leads: 0 }, periods: { auditDays: 365, spamDays: 14 } },
      }),
    );
  });

  it('a CSV export with the filter used, of its free-text search only that there was one', async () => {
    const res = await app.request('/api/leads/export?search=Northwind&timeline=short-term&sort=oldest', {
      cookie: analyst.cookie,
    });
    expect(res.status).toBe(200);
    const event = await latest('leads.exported');
    expect(event.actorId).toBe(analyst.id);
    expect(event.detail).toMatchObject({ filter: { searched: true, timeline: 'short-term' }, sort: 'OLDEST_FIRST' });
    // what was typed may be a person's name, company or address: it is not kept
    expect(event.details).not.toMatch(/northwind/i);
    expect(event.detail.filter).not.toHaveProperty('search');
  });

  it('a CSV import, once done: its id and counts, as the admin who started it', async () => {
    const started = await uploadFile<{ data: { id: string } }>(
      app,
      '/api/leads/imports',
      { name: 'audit.csv', content: 'email,name\naudited@example.com,Audra\nnot-an-email,Nobody\n' },
      {},
      adminCookie,
    );
    expect(started.status).toBe(202);
    const { id } = started.body.data;
    await eventually(async () =>
      expect(await latest('leads.imported')).toMatchObject({
        actorId: adminId,
        targetType: 'lead_import',
        targetId: id,
        detail: { total: 2, created: 1, updated: 0, skipped: 0, failed: 1 },
      }),
    );
  });

  it('webhook endpoint changes: created (the host only), updated, secret rotated, deleted', async () => {
    const created = await app.graphql<{ createWebhookEndpoint: { endpoint: { id: number }; secret: string } }>(
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hooks/s3cr3t-path", eventTypes: ["lead.created"] }) { endpoint { id } secret } }',
      {},
      adminCookie,
    );
    const { endpoint, secret } = created.data!.createWebhookEndpoint;
    secrets.push(secret, 's3cr3t-path');
    expect(await latest('webhook.created')).toMatchObject({
      targetType: 'webhook_endpoint',
      targetId: String(endpoint.id),
      detail: { host: '127.0.0.1:9', eventTypes: ['lead.created'] },
    });
    await gql(`mutation { updateWebhookEndpoint(id: ${endpoint.id}, input: { enabled: false }) { id } }`);
    expect(await latest('webhook.updated')).toMatchObject({ detail: { fields: ['enabled'] } });
    const rotated = await app.graphql<{ rotateWebhookSecret: { secret: string } }>(
      `mutation { rotateWebhookSecret(id: ${endpoint.id}) { secret } }`,
      {},
      adminCookie,
    );
    secrets.push(rotated.data!.rotateWebhookSecret.secret);
    expect(await latest('webhook.secret_rotated')).toMatchObject({ targetId: String(endpoint.id) });
    await gql(`mutation { deleteWebhookEndpoint(id: ${endpoint.id}) }`);
    expect(await latest('webhook.deleted')).toMatchObject({ targetId: String(endpoint.id) });
  });
});

describe('the audit log', () => {
  it('has a test above for every action a module declares, and offers those to its filter', async () => {
    const declared = MODULES.flatMap((module) => module.auditActions ?? []);
    const { nodes } = await events({}, 200);
    expect(new Set(nodes.map((event) => event.action))).toEqual(new Set(declared));
    const offered = await gql('{ auditActions }');
    expect(offered.data!.auditActions).toEqual(declared);
  });

  it('refuses a filter by an action no module declares, and records no undeclared action', async () => {
    const filtered = await gql('{ auditEvents(filter: { action: "lead.teleported" }) { totalCount } }');
    expect(filtered.errors?.[0]?.message).toBe('Unknown action');
    await expect(app.services.audit.record({ action: 'lead.teleported' })).rejects.toThrow(/declared by no module/);
  });

  it('holds no password, token or secret in any event', async () => {
    const rows: unknown[] = await app.dataSource.query('SELECT * FROM audit_event');
    const text = JSON.stringify(rows);
    expect(secrets.length).toBeGreaterThan(10);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
  });

  it('filters by actor, action and time, newest first, in pages', async () => {
    const byAnalyst = await events({ actorId: analyst.id });
    expect(byAnalyst.nodes.length).toBeGreaterThan(0);
    expect(byAnalyst.nodes.every((event) => event.actorId === analyst.id)).toBe(true);
    const all = await events({});
    const times = all.nodes.map((event) => new Date(event.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await events({ from: new Date(Date.now() + 60_000).toISOString() })).totalCount).toBe(0);
    expect((await events({ to: new Date(Date.now() - 3_600_000).toISOString() })).totalCount).toBe(0);
    const first = await app.graphql<{ auditEvents: { nodes: Event[]; pageInfo: { endCursor: string } } }>(
      EVENTS,
      { first: 2 },
      adminCookie,
    );
    const second = await app.graphql<{ auditEvents: { nodes: Event[] } }>(
      EVENTS,
      { first: 2, after: first.data!.auditEvents.pageInfo.endCursor },
      adminCookie,
    );
    expect(second.data!.auditEvents.nodes[0].id).toBeLessThan(first.data!.auditEvents.nodes[1].id);
  });

  it('is for admins only', async () => {
    const res = await app.graphql(EVENTS, { first: 5 }, analyst.cookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is append-only: the database refuses to change an event', async () => {
    await expect(app.dataSource.query(`UPDATE audit_event SET action = 'forged'`)).rejects.toThrow(/append-only/);
  });

  it(`keeps events for AUDIT_RETENTION_DAYS (365 by default), purged by the daily retention job`, async () => {
    const [older, younger] = await app.dataSource.query<{ id: number }[]>(
      `INSERT INTO audit_event (created_at, action) VALUES (now() - interval '366 days', 'auth.sign_in'), (now() - interval '364 days', 'auth.sign_in') RETURNING id`,
    );
    const kept = async (id: number) =>
      (await app.dataSource.query<unknown[]>('SELECT 1 FROM audit_event WHERE id = $1', [id])).length > 0;
    await app.jobs.sendNow(PRIVACY_QUEUES.retentionPurge);
    await eventually(async () => expect(await kept(older.id)).toBe(false));
    expect(await kept(younger.id)).toBe(true);
    // a year on, by the app's clock, the other one goes too
    clock = new Date(Date.now() + 2 * 86_400_000);
    await app.jobs.sendNow(PRIVACY_QUEUES.retentionPurge);
    await eventually(async () => expect(await kept(younger.id)).toBe(false));
  });
});
