import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eventually } from '../../test/eventually';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server';
import { anyNumber, stringContaining } from '../../test/matchers';
import { queuesSettled } from '../../test/queue-settled';
import { startTestApp, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

/**
 * One person, one lead (issue 29, part 1), through the real HTTP APIs: a contact-form submission
 * whose email a lead (not spam) has, in any capitals and spacing, joins that lead as a new
 * submission: newest non-empty answers, the new visit as last touch, a new 48-hour deadline unless
 * a call is booked, "Returning lead" to the team and lead.resubmitted to the webhooks. Spam never
 * joins a lead; a restored one does.
 */

const HOUR_MS = 3600_000;
const SITE_URL = 'https://agency.example';
const CALENDLY_KEY = 'calendly-signing-key-0123456789';
let clock: Date | null = null;
let app: TestApp;
let cookie: string;
let smtp: FakeSmtpServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  receiver = await startWebhookReceiver();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Agency Bot <bot@agency.example>', SITE_URL, JOB_RETRY_DELAY_SECONDS: '1' },
    now: () => clock ?? new Date(),
  });
  cookie = await app.signIn();
  const settings = await app.graphql(
    'mutation { updateNotificationSettings(input: { recipients: ["team@agency.example"] }) { recipients } }',
    {},
    cookie,
  );
  expect(settings.errors).toBeUndefined();
  const endpoint = await app.graphql<{ createWebhookEndpoint: { secret: string } }>(
    `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
    { input: { url: `${receiver.url}/hooks`, eventTypes: ['lead.created', 'lead.resubmitted'] } },
    cookie,
  );
  if (!endpoint.data) throw new Error(JSON.stringify(endpoint.errors));
  receiver.useSecret(endpoint.data.createWebhookEndpoint.secret);
  const scheduling = await app.graphql(
    'mutation ($input: UpdateSchedulingSettingsInput!) { updateSchedulingSettings(input: $input) { calendlyConfigured } }',
    { input: { calendlySigningKey: CALENDLY_KEY } },
    cookie,
  );
  expect(scheduling.errors).toBeUndefined();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
  await smtp.close();
});
beforeEach(() => {
  clock = null;
});

/** A person of this test's own: an email no other test sends. */
const personEmail = () => `ada.${randomUUID().slice(0, 8)}@lovelace.example`;

async function postLead(overrides: Record<string, unknown>): Promise<number> {
  const res = await app.request('/api/leads', { method: 'POST', body: validRestLead(overrides) });
  expect(res.status).toBe(201);
  return (res.body as { data: { id: number } }).data.id;
}

type Submission = {
  id: number;
  createdAt: string;
  answers: Record<string, string>;
  touch: { source: string | null; campaign: string | null } | null;
};
type LeadView = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  companyWebsite: string | null;
  message: string | null;
  firstTouch: { source: string | null; campaign: string | null } | null;
  lastTouch: { source: string | null; campaign: string | null } | null;
  replyStatus: string;
  replyDueAt: string;
  firstResponseAt: string | null;
  submissionCount: number;
  submissions: Submission[];
};
const LEAD_VIEW = `id name email phone company companyWebsite message firstTouch { source campaign } lastTouch { source campaign }
  replyStatus replyDueAt firstResponseAt submissionCount submissions { id createdAt answers touch { source campaign } }`;

async function leadView(id: number): Promise<LeadView> {
  const res = await app.graphql<{ lead: LeadView | null }>(
    `query ($id: Int!) { lead(id: $id) { ${LEAD_VIEW} } }`,
    { id },
    cookie,
  );
  if (!res.data?.lead) throw new Error(JSON.stringify(res.errors));
  return res.data.lead;
}

/** A call booked in Calendly by `email`, starting at `start`, as Calendly signs its webhook. */
function bookCall(email: string, start: Date) {
  const event = JSON.parse(
    readFileSync(path.join(__dirname, '../bookings/fixtures/calendly-invitee-created.json'), 'utf8'),
  ) as { payload: Record<string, unknown> & { scheduled_event: Record<string, unknown> } };
  Object.assign(event.payload, { email, uri: `https://api.calendly.com/scheduled_events/R/invitees/${randomUUID()}` });
  Object.assign(event.payload.scheduled_event, {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + HOUR_MS / 2).toISOString(),
  });
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', CALENDLY_KEY).update(`${t}.${body}`).digest('hex')}`;
  return app.request('/api/bookings/calendly', {
    method: 'POST',
    rawBody: body,
    headers: { 'calendly-webhook-signature': signature },
  });
}

async function leadsWithEmail(email: string): Promise<number[]> {
  const rows = await app.dataSource.query<{ id: number }[]>(
    `SELECT "id" FROM "lead" WHERE lower("email") = lower($1) ORDER BY "id"`,
    [email],
  );
  return rows.map((row) => row.id);
}

describe('a second submission with the same email', () => {
  it('joins the lead in any capitals and spacing, over REST and GraphQL, and answers with its id', async () => {
    const email = personEmail();
    const id = await postLead({ email });
    const again = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: `  ${email.toUpperCase()} ` }),
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ success: true, data: expect.objectContaining({ id }) as unknown });

    const graphql = await app.graphql<{ createLead: { id: number } }>(
      'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }',
      { input: validLeadInput({ email: email.replace('ada', 'ADA') }) },
    );
    expect(graphql.data).toEqual({ createLead: { id } });

    expect(await leadsWithEmail(email)).toEqual([id]);
    const lead = await leadView(id);
    expect(lead.submissionCount).toBe(3);
    expect(lead.submissions).toHaveLength(3);
  });

  it('keeps the newest non-empty answers on the lead, and each submission as it was sent', async () => {
    const email = personEmail();
    const id = await postLead({
      email,
      company: 'Old Co',
      company_website: 'https://www.old.example/',
      message: 'First question',
    });
    await postLead({ email, company: 'New Co', company_website: '', message: '' });

    const lead = await leadView(id);
    expect(lead).toMatchObject({ company: 'New Co', companyWebsite: 'old.example', message: 'First question' });
    const [newest, first] = lead.submissions;
    expect(new Date(newest.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(first.createdAt).getTime());
    expect(newest.answers).toMatchObject({ company: 'New Co', companyWebsite: '', message: '', email });
    expect(first.answers).toMatchObject({
      company: 'Old Co',
      companyWebsite: 'https://www.old.example/',
      message: 'First question',
    });

    const rest = await app.request(`/api/leads/${id}`, { cookie });
    expect(rest.status).toBe(200);
    const { submissions } = (rest.body as { data: { submissions: unknown[] } }).data;
    expect(submissions).toEqual([
      {
        id: newest.id,
        created_at: newest.createdAt,
        answers: expect.objectContaining({
          company: 'New Co',
          company_website: '',
          marketing_needs: stringContaining('CAC'),
        }) as unknown,
        touch: null,
      },
      expect.objectContaining({
        id: first.id,
        answers: expect.objectContaining({ company: 'Old Co' }) as unknown,
      }) as unknown,
    ]);
  });

  it("takes the new visit as the lead's last touch and keeps its first touch", async () => {
    const email = personEmail();
    const at = new Date().toISOString();
    const id = await postLead({
      email,
      first_touch: { source: 'google', campaign: 'spring', at },
      last_touch: { source: 'google', campaign: 'spring', at },
    });
    await postLead({
      email,
      first_touch: { source: 'newsletter', campaign: 'winter', at },
      last_touch: { source: 'newsletter', campaign: 'winter', at },
    });
    const lead = await leadView(id);
    expect(lead.firstTouch).toEqual({ source: 'google', campaign: 'spring' });
    expect(lead.lastTouch).toEqual({ source: 'newsletter', campaign: 'winter' });
    expect(lead.submissions.map((s) => s.touch)).toEqual([
      { source: 'newsletter', campaign: 'winter' },
      { source: 'google', campaign: 'spring' },
    ]);
  });

  it('restarts the reply deadline at 48 hours from the new submission, the earlier reply forgotten', async () => {
    const email = personEmail();
    const id = await postLead({ email });
    const contacted = await app.graphql('mutation ($id: Int!) { markLeadContacted(id: $id) { id } }', { id }, cookie);
    expect(contacted.errors).toBeUndefined();
    expect((await leadView(id)).replyStatus).toBe('REPLIED');

    clock = new Date(Date.now() + 3 * 24 * HOUR_MS);
    await postLead({ email });
    const lead = await leadView(id);
    expect(lead).toMatchObject({ replyStatus: 'AWAITING', firstResponseAt: null });
    expect(new Date(lead.replyDueAt).getTime()).toBe(new Date(lead.submissions[0].createdAt).getTime() + 48 * HOUR_MS);
    expect(new Date(lead.submissions[0].createdAt).getTime()).toBe(clock.getTime());

    clock = new Date(clock.getTime() + 48 * HOUR_MS);
    expect((await leadView(id)).replyStatus).toBe('OVERDUE');
  });

  it('keeps a lead whose promise a booked call met as met, by its deadline', async () => {
    const email = personEmail();
    const id = await postLead({ email });
    const booked = await bookCall(email, new Date(Date.now() + 24 * HOUR_MS));
    expect(booked.status).toBe(200);
    const before = await leadView(id);
    expect(before.replyStatus).toBe('MEETING_BOOKED');

    await postLead({ email, message: 'Looking forward to the call' });
    const after = await leadView(id);
    expect(after).toMatchObject({
      replyStatus: 'MEETING_BOOKED',
      replyDueAt: before.replyDueAt,
      firstResponseAt: before.firstResponseAt,
      message: 'Looking forward to the call',
      submissionCount: 2,
    });
  });

  it('tells the team "Returning lead" and the webhooks lead.resubmitted, with no second lead.created', async () => {
    const email = personEmail();
    const id = await postLead({ email, name: 'Ada Again', company: 'Engines Ltd' });
    await eventually(() => expect(receiver.received.filter((m) => m.data.id === id)).toHaveLength(1));
    await postLead({ email, name: 'Ada Again', company: 'Engines Ltd', message: 'Any news?' });

    await eventually(() =>
      expect(smtp.messages.map((mail) => mail.subject)).toContain('Returning lead: Ada Again (Engines Ltd)'),
    );
    const mail = smtp.messages.find((m) => m.subject === 'Returning lead: Ada Again (Engines Ltd)');
    expect(mail?.text).toContain('Any news?');
    expect(mail?.text).toContain(`${SITE_URL}/leads/lifecycle/${id}`);

    await eventually(() => expect(receiver.received.filter((m) => m.data.id === id)).toHaveLength(2));
    await queuesSettled(app.dataSource);
    const events = receiver.received.filter((m) => m.data.id === id);
    expect(events.map((m) => m.type)).toEqual(['lead.created', 'lead.resubmitted']);
    const { submissions } = await leadView(id);
    expect(events[1].data).toMatchObject({
      id,
      email,
      message: 'Any news?',
      reply_status: 'awaiting',
      submission: {
        id: submissions[0].id,
        created_at: submissions[0].createdAt,
        answers: { name: 'Ada Again', email, company: 'Engines Ltd', message: 'Any news?' },
        touch: null,
      },
    });
  });

  it('answers the sender with what they sent, not what the lead holds, and no submissions', async () => {
    const email = personEmail();
    const id = await postLead({ email, company_website: 'private-plans.example', message: 'Private plans' });
    const res = await app.graphql<{
      createLead: { id: number; companyWebsite: string | null; message: string | null };
    }>('mutation ($input: CreateLeadInput!) { createLead(input: $input) { id companyWebsite message } }', {
      input: validLeadInput({ email, companyWebsite: null, message: null }),
    });
    expect(res.data).toEqual({ createLead: { id, companyWebsite: null, message: null } });
    const rest = await app.request('/api/leads', { method: 'POST', body: validRestLead({ email, message: '' }) });
    expect(rest.status).toBe(201);
    expect(rest.text).not.toContain('private-plans');
    expect(rest.text).not.toContain('Private plans');

    const prying = await app.graphql(
      'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id submissions { answers } } }',
      { input: validLeadInput({ email }) },
    );
    expect(prying.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(prying)).not.toContain('Private plans');
  });

  it('from 10 parallel submissions of a new email makes one lead with 10 submissions', async () => {
    const email = personEmail();
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postLead({ email: i % 2 ? email.toUpperCase() : email, message: `#${i}` })),
    );
    const [id] = await leadsWithEmail(email);
    expect(await leadsWithEmail(email)).toEqual([id]);
    expect(ids).toEqual(Array.from({ length: 10 }, () => id));
    const lead = await leadView(id);
    expect(lead.submissionCount).toBe(10);
    expect(new Set(lead.submissions.map((s) => s.answers.message))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => `#${i}`)),
    );
  });
});

describe('spam and a returning email', () => {
  it('never joins a quarantined submission to a lead; a restored one joins it and is removed', async () => {
    const email = personEmail();
    const id = await postLead({ email, company: 'Real Co' });
    const spamId = await postLead({ email, company: 'Bot Co', message: 'Sent by a bot?', contact_fax: 'x' });
    expect(spamId).not.toBe(id);
    expect(await leadsWithEmail(email)).toEqual([id, spamId]);
    expect(await leadView(id)).toMatchObject({ company: 'Real Co', submissionCount: 1 });

    const restored = await app.graphql<{ markLeadNotSpam: { id: number; spam: boolean; company: string } }>(
      'mutation ($id: Int!) { markLeadNotSpam(id: $id) { id spam company } }',
      { id: spamId },
      cookie,
    );
    expect(restored.errors).toBeUndefined();
    expect(restored.data).toEqual({ markLeadNotSpam: { id, spam: false, company: 'Bot Co' } });
    expect(await leadsWithEmail(email)).toEqual([id]);
    const lead = await leadView(id);
    expect(lead).toMatchObject({
      company: 'Bot Co',
      message: 'Sent by a bot?',
      submissionCount: 2,
      replyStatus: 'AWAITING',
    });
    expect(lead.submissions.map((s) => s.answers.company).sort()).toEqual(['Bot Co', 'Real Co']);

    await eventually(() =>
      // one of each, in whichever order the deliveries arrived
      expect(
        receiver.received
          .filter((m) => m.data.id === id)
          .map((m) => m.type)
          .sort(),
      ).toEqual(['lead.created', 'lead.resubmitted']),
    );
    const audit = await app.dataSource.query<{ details: Record<string, unknown> }[]>(
      `SELECT "details" FROM "audit_event" WHERE "action" = 'lead.spam_restored' AND "target_id" = $1`,
      [String(spamId)],
    );
    expect(audit).toEqual([{ details: { joinedLeadId: id } }]);
  });

  it('restores a quarantined lead stored without a submission row (as before them) onto the lead, its answers as one', async () => {
    const email = personEmail();
    const id = await postLead({ email });
    const [{ id: spamId }] = await app.dataSource.query<{ id: number }[]>(
      `INSERT INTO "lead" ("name", "email", "company", "message", "spam", "spam_reason", "created_at")
       VALUES ('Old Bot', $1, 'Before Co', 'Sent before submissions were kept', true, 'honeypot', now() - interval '1 day')
       RETURNING "id"`,
      [email.toUpperCase()],
    );
    const restored = await app.graphql<{ markLeadNotSpam: { id: number } }>(
      'mutation ($id: Int!) { markLeadNotSpam(id: $id) { id } }',
      { id: spamId },
      cookie,
    );
    expect(restored.data).toEqual({ markLeadNotSpam: { id } });
    const lead = await leadView(id);
    expect(lead).toMatchObject({ company: 'Before Co', submissionCount: 2 });
    expect(lead.submissions[1].answers).toEqual({
      name: 'Old Bot',
      email: email.toUpperCase(),
      company: 'Before Co',
      message: 'Sent before submissions were kept',
    });
  });

  it('restores a quarantined submission with no lead of its email as a lead of its own, with its submission', async () => {
    const email = personEmail();
    const spamId = await postLead({ email, contact_fax: 'x' });
    const restored = await app.graphql<{ markLeadNotSpam: { id: number } }>(
      'mutation ($id: Int!) { markLeadNotSpam(id: $id) { id } }',
      { id: spamId },
      cookie,
    );
    expect(restored.data).toEqual({ markLeadNotSpam: { id: spamId } });
    expect(await leadView(spamId)).toMatchObject({ submissionCount: 1, submissions: [{ id: anyNumber() }] });
  });
});

describe('a lead a booked call created', () => {
  it('has no submission until the person sends the form', async () => {
    const email = personEmail();
    const booked = await bookCall(email, new Date(Date.now() + 24 * HOUR_MS));
    expect(booked.status).toBe(200);
    const [id] = await leadsWithEmail(email);
    expect(await leadView(id)).toMatchObject({ submissionCount: 0, submissions: [] });

    expect(await postLead({ email })).toBe(id);
    expect(await leadView(id)).toMatchObject({ submissionCount: 1 });
  });
});
