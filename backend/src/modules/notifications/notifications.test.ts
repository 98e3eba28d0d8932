import { createHmac, randomUUID } from 'node:crypto';
import { eventually } from '../../test/eventually';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server';
import { queuesSettled } from '../../test/queue-settled';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { LEAD_QUEUES } from '../leads';

/**
 * The team's emails over a real SMTP conversation (smtp-server, AUTH included): the new-lead
 * email, the reply reminders on a fake clock, and a refused delivery retried, then given up.
 */

const HOUR_MS = 3600_000;
const SITE_URL = 'https://agency.example';
let clock: Date | null = null;
let smtp: FakeSmtpServer;
let app: TestApp;
let cookie: string;

type EmailRow = { kind: string; subject: string; status: string; attemptCount: number; lastError: string | null };

async function emailLog(): Promise<EmailRow[]> {
  const res = await app.graphql<{ emailDeliveries: { nodes: EmailRow[] } }>(
    '{ emailDeliveries(first: 50) { nodes { kind subject status attemptCount lastError } } }',
    {},
    cookie,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.emailDeliveries.nodes;
}

async function postLead(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.request('/api/leads', { method: 'POST', body: validRestLead(overrides) });
  expect(res.status).toBe(201);
  return (res.body as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  app = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Agency Bot <bot@agency.example>',
      SITE_URL,
      AGENCY_TIME_ZONE: 'Europe/Berlin',
      JOB_RETRY_DELAY_SECONDS: '1',
    },
    now: () => clock ?? new Date(),
  });
  cookie = await app.signIn();
  const res = await app.graphql(
    'mutation { updateNotificationSettings(input: { recipients: ["Team@Agency.example", "sales@agency.example"] }) { recipients } }',
    {},
    cookie,
  );
  expect(res.data).toEqual({
    updateNotificationSettings: { recipients: ['team@agency.example', 'sales@agency.example'] },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(async () => {
  clock = null;
  smtp.messages.length = 0;
  await app.dataSource.query('DELETE FROM "email_delivery"');
});

describe('notification settings', () => {
  it('says email is on, and refuses an invalid recipient without changing anything', async () => {
    const res = await app.graphql(
      '{ notificationSettings { emailEnabled recipients newLead replyOverdue paymentReceived } }',
      {},
      cookie,
    );
    expect(res.data).toEqual({
      notificationSettings: {
        emailEnabled: true,
        recipients: ['team@agency.example', 'sales@agency.example'],
        newLead: true,
        replyOverdue: true,
        paymentReceived: true,
      },
    });
    const bad = await app.graphql(
      'mutation { updateNotificationSettings(input: { recipients: ["not-an-address"] }) { recipients } }',
      {},
      cookie,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'not-an-address is not a valid email address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('says email is off without SMTP_URL', async () => {
    const off = await startTestApp({ sameDatabaseAs: app });
    const res = await off.graphql('{ notificationSettings { emailEnabled } }', {}, await off.signIn());
    expect(res.data).toEqual({ notificationSettings: { emailEnabled: false } });
    await off.close();
  });
});

describe('the new-lead email', () => {
  it('goes to the recipients with the key answers, the attribution and a link to the lead', async () => {
    const id = await postLead({
      name: 'Grace Mailer',
      company: 'Hopper & Co',
      first_touch: {
        source: 'google',
        medium: 'cpc',
        campaign: 'spring-sale',
        landing_path: '/',
        at: new Date().toISOString(),
      },
    });
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    const [mail] = smtp.messages;
    expect(mail.subject).toBe('New lead: Grace Mailer (Hopper & Co)');
    expect(mail.from?.text).toBe('"Agency Bot" <bot@agency.example>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('team@agency.example, sales@agency.example');
    // each answer under the form's label, a choice as the visitor read it
    expect(mail.text).toContain('Monthly Marketing Budget:');
    expect(mail.text).toContain('$10K - $25K per month');
    expect(mail.text).toContain('source: google, medium: cpc, campaign: spring-sale');
    expect(mail.text).toContain(`${SITE_URL}/leads/lifecycle/${id}`);
    expect(mail.html).toContain(`href="${SITE_URL}/leads/lifecycle/${id}"`);
    expect(mail.html).toContain('Hopper &#38; Co');
    // the server has the message before the sender records it: wait for the log to say so
    await eventually(async () =>
      expect(await emailLog()).toEqual([
        {
          kind: 'new-lead',
          subject: 'New lead: Grace Mailer (Hopper & Co)',
          status: 'succeeded',
          attemptCount: 1,
          lastError: null,
        },
      ]),
    );
  });

  it('a booked call is announced with its time in the agency’s time zone and a link to its lead', async () => {
    const secret = 'cal-notifications-secret';
    await app.graphql(
      `mutation { updateSchedulingSettings(input: { calWebhookSecret: "${secret}" }) { calConfigured } }`,
      {},
      cookie,
    );
    const id = await postLead({ name: 'Booked Caller', email: 'booked.caller@example.com' });
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    const body = JSON.stringify({
      triggerEvent: 'BOOKING_CREATED',
      createdAt: new Date().toISOString(),
      payload: {
        uid: `notify-${randomUUID()}`,
        startTime: '2026-12-03T09:30:00Z',
        endTime: '2026-12-03T10:00:00Z',
        eventTitle: '30 Min Meeting',
        attendees: [{ name: 'Booked Caller', email: 'booked.caller@example.com', timeZone: 'Europe/Paris' }],
        responses: { name: { value: 'Booked Caller' }, email: { value: 'booked.caller@example.com' } },
      },
    });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const res = await app.request('/api/bookings/cal', {
      method: 'POST',
      rawBody: body,
      headers: { 'x-cal-signature-256': signature },
    });
    expect(res.status).toBe(200);
    await eventually(() => expect(smtp.messages).toHaveLength(2));
    const mail = smtp.messages[1];
    expect(mail.subject).toBe('Call booked: Booked Caller, Thu, 3 Dec 2026, 10:30 (Europe/Berlin)');
    expect(mail.text).toContain('Booked in:');
    expect(mail.text).toContain(`${SITE_URL}/leads/lifecycle/${id}`);
  });

  it('is not sent for spam, nor when switched off', async () => {
    await postLead({ contact_fax: 'bot' });
    await app.graphql('mutation { updateNotificationSettings(input: { newLead: false }) { newLead } }', {}, cookie);
    await postLead();
    await queuesSettled(app.dataSource);
    await app.graphql('mutation { updateNotificationSettings(input: { newLead: true }) { newLead } }', {}, cookie);
    expect(smtp.messages).toHaveLength(0);
  });

  it('is retried when the mail server refuses it, and sent once', async () => {
    smtp.refuseNext(1);
    await postLead({ name: 'Retry Person' });
    await eventually(async () => {
      const [row] = await emailLog();
      expect(row).toMatchObject({ status: 'succeeded', attemptCount: 2, lastError: null });
    });
    await queuesSettled(app.dataSource);
    expect(smtp.messages).toHaveLength(1);
  });

  it('shows as failed in the log once the last retry is refused too', async () => {
    // a lead (its email switched off meanwhile), whose event is then emailed here as on its last try
    await app.graphql('mutation { updateNotificationSettings(input: { newLead: false }) { newLead } }', {}, cookie);
    const id = await postLead({ name: 'Given Up' });
    await queuesSettled(app.dataSource);
    await app.graphql('mutation { updateNotificationSettings(input: { newLead: true }) { newLead } }', {}, cookie);
    smtp.refuseNext(1);
    const event = {
      id: randomUUID(),
      type: 'lead.created' as const,
      occurredAt: new Date().toISOString(),
      data: { id, name: 'Given Up', company: 'Nowhere', reply_due_at: new Date().toISOString() },
    };
    expect(await app.services.notifications.emailEvents([event], new Set([event.id]))).toEqual(new Set());
    expect(await emailLog()).toEqual([
      {
        kind: 'new-lead',
        subject: 'New lead: Given Up (Nowhere)',
        status: 'failed',
        attemptCount: 1,
        lastError: expect.stringContaining('Mailbox busy') as unknown,
      },
    ]);
  });
});

describe('a webhook endpoint disabled', () => {
  it('emails the recipients once its deliveries failed for 3 days', async () => {
    const created = await app.graphql<{ createWebhookEndpoint: { endpoint: { id: number } } }>(
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hooks", eventTypes: ["lead.created"] }) { endpoint { id } } }',
      {},
      cookie,
    );
    const id = created.data?.createWebhookEndpoint.endpoint.id;
    const sendTest = () => app.graphql(`mutation { sendTestWebhook(endpointId: ${id}) { status } }`, {}, cookie);
    clock = new Date();
    await sendTest();
    clock = new Date(Date.now() + 72 * HOUR_MS + 60_000);
    await sendTest();
    await eventually(() =>
      expect(smtp.messages.map((m) => m.subject)).toEqual(['Webhook endpoint disabled: http://127.0.0.1:9/hooks']),
    );
    expect(smtp.messages[0].text).toContain('failed for 3 days');
    await app.dataSource.query('DELETE FROM "webhook_endpoint"');
  });
});

describe('the reply reminders', () => {
  it('email once after 24 hours without a reply, once when overdue, and never for an answered lead', async () => {
    await app.dataSource.query('DELETE FROM "lead"');
    const start = new Date();
    clock = start;
    await postLead({ name: 'Slow Reply' });
    const answered = await postLead({ name: 'Fast Reply' });
    await app.graphql(`mutation { markLeadContacted(id: ${answered}) { id } }`, {}, cookie);
    await eventually(() => expect(smtp.messages).toHaveLength(2));
    smtp.messages.length = 0;

    const remind = async () => {
      await app.jobs.sendNow(LEAD_QUEUES.replyReminders);
      // the reminders' run, then the emails it announced
      await queuesSettled(app.dataSource, [LEAD_QUEUES.replyReminders]);
      await queuesSettled(app.dataSource);
    };
    clock = new Date(start.getTime() + 23 * HOUR_MS);
    await remind();
    expect(smtp.messages).toHaveLength(0);

    clock = new Date(start.getTime() + 24 * HOUR_MS + 60_000);
    await remind();
    await eventually(() =>
      expect(smtp.messages.map((m) => m.subject)).toEqual(['Reply due in 24 hours: Slow Reply (Northwind Outfitters)']),
    );
    await remind();
    expect(smtp.messages).toHaveLength(1);

    clock = new Date(start.getTime() + 48 * HOUR_MS + 60_000);
    await remind();
    await eventually(() => expect(smtp.messages).toHaveLength(2));
    expect(smtp.messages[1].subject).toBe('Reply overdue: Slow Reply (Northwind Outfitters)');
    expect(smtp.messages[1].text).toContain('ran out');
    await remind();
    expect(smtp.messages).toHaveLength(2);
  });
});
