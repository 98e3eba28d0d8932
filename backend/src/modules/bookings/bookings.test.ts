import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import path from 'node:path';
import { anyNumber, stringContaining, stringMatching } from '../../test/matchers';
import { startTestApp, TEST_ADMIN, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember } from '../../test/team';
import { eventually } from '../../test/eventually';
import { BOOKING_QUEUES } from '.';

/*
 * Calendly's and Cal.com's signed webhooks through real HTTP, signed here as each tool signs, with
 * payloads shaped as their documentation shows (fixtures/). The app's clock is the test's: the
 * reply deadlines, Calendly's signature tolerance and the held calls read it.
 */

type Json = Record<string, unknown>;
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as Json;

const CALENDLY_KEY = 'calendly-signing-key-0123456789';
const CAL_SECRET = 'cal-webhook-secret-9876543210';

let app: TestApp;
let admin: string;
let clock = new Date('2026-11-27T18:00:00.000Z');

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  admin = await app.signIn(TEST_ADMIN);
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  clock = new Date('2026-11-27T18:00:00.000Z');
});

async function configure(input: { calendlySigningKey?: string; calWebhookSecret?: string }) {
  const result = await app.graphql<{ updateSchedulingSettings: Json }>(
    `mutation ($input: UpdateSchedulingSettingsInput!) { updateSchedulingSettings(input: $input) {
       calendlyConfigured calConfigured calendlySigningKeyMasked calWebhookSecretMasked calendlyWebhookUrl calWebhookUrl
     } }`,
    { input },
    admin,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.updateSchedulingSettings;
}

function calendlySignature(body: string, key = CALENDLY_KEY, at = clock): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
}

const calSignature = (body: string, secret = CAL_SECRET) => createHmac('sha256', secret).update(body).digest('hex');

function postCalendly(body: string, signature: string | null = calendlySignature(body)) {
  return app.request('/api/bookings/calendly', {
    method: 'POST',
    rawBody: body,
    headers: signature === null ? {} : { 'calendly-webhook-signature': signature },
  });
}

function postCal(body: string, signature: string | null = calSignature(body)) {
  return app.request('/api/bookings/cal', {
    method: 'POST',
    rawBody: body,
    headers: signature === null ? {} : { 'x-cal-signature-256': signature },
  });
}

let sequence = 0;
/** A Calendly invitee.created for `email`, with an invitee URI of its own. */
function calendlyCreated(
  email: string,
  overrides: { start?: string; end?: string } = {},
): { body: string; uri: string } {
  sequence += 1;
  const event = fixture('calendly-invitee-created.json');
  const payload = event.payload as Json;
  const uri = `https://api.calendly.com/scheduled_events/EV${sequence}/invitees/INV${sequence}-${Date.now()}`;
  const scheduled = payload.scheduled_event as Json;
  Object.assign(payload, { email, uri });
  if (overrides.start) scheduled.start_time = overrides.start;
  if (overrides.end) scheduled.end_time = overrides.end;
  return { body: JSON.stringify(event), uri };
}

function calendlyCanceled(uri: string, rescheduled = false): string {
  const event = fixture('calendly-invitee-created.json');
  event.event = 'invitee.canceled';
  Object.assign(event.payload as Json, {
    uri,
    status: 'canceled',
    rescheduled,
    canceled: true,
    cancellation: { canceled_by: 'John Doe', reason: 'Something came up', canceler_type: 'invitee' },
  });
  return JSON.stringify(event);
}

const LEAD_FIELDS = `id name email phone message source replyStatus replyDueAt firstResponseAt nextMeetingAt firstTouch { source campaign medium }
  bookings { id provider status startTime endTime timezone eventName cancelUrl rescheduleUrl createdAt canceledAt }`;

type LeadView = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  source: string | null;
  replyStatus: string;
  replyDueAt: string;
  firstResponseAt: string | null;
  nextMeetingAt: string | null;
  firstTouch: { source: string | null; campaign: string | null; medium: string | null } | null;
  bookings: Json[];
  milestones: { milestoneId: string; completed: boolean; completedAt: string | null; completedBy: string | null }[];
};

async function leadsByEmail(email: string): Promise<LeadView[]> {
  const rows = await app.dataSource.query<{ id: number }[]>(
    `SELECT "id" FROM "lead" WHERE lower("email") = lower($1) ORDER BY "id"`,
    [email],
  );
  return Promise.all(rows.map((row) => lead(row.id)));
}

async function lead(id: number): Promise<LeadView> {
  const result = await app.graphql<{ lead: LeadView; leadMilestones: LeadView['milestones'] }>(
    `query ($id: Int!) { lead(id: $id) { ${LEAD_FIELDS} }
       leadMilestones(leadId: $id) { milestoneId completed completedAt completedBy } }`,
    { id },
    admin,
  );
  expect(result.errors).toBeUndefined();
  return { ...result.data!.lead, milestones: result.data!.leadMilestones };
}

async function submitForm(email: string): Promise<number> {
  const response = await app.request('/api/leads', { method: 'POST', body: validRestLead({ email }) });
  expect(response.status).toBe(201);
  return (response.body as { data: { id: number } }).data.id;
}

const bookingCount = async () =>
  Number((await app.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM "booking"'))[0].n);

describe('a scheduling tool that is not set up', () => {
  it('gets 400 and nothing is stored', async () => {
    const { body } = calendlyCreated('not-set-up@example.com');
    const leads = await app.count('lead');
    const response = await postCalendly(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: stringContaining('Calendly is not set up') });
    expect((await postCal(JSON.stringify(fixture('cal-booking-created.json')))).status).toBe(400);
    expect(await app.count('lead')).toBe(leads);
    expect(await bookingCount()).toBe(0);
  });

  it('gets 404 when it is no tool the app knows', async () => {
    const { body } = calendlyCreated('unknown-tool@example.com');
    const response = await app.request('/api/bookings/zoom', { method: 'POST', rawBody: body });
    expect(response.status).toBe(404);
    expect(await bookingCount()).toBe(0);
  });
});

describe('Settings → Scheduling', () => {
  it('keeps the secrets write-only: masked, the webhook URLs to paste, admins only', async () => {
    const view = await configure({ calendlySigningKey: CALENDLY_KEY, calWebhookSecret: CAL_SECRET });
    expect(view).toEqual({
      calendlyConfigured: true,
      calConfigured: true,
      calendlySigningKeyMasked: '••••••••6789',
      calWebhookSecretMasked: '••••••••3210',
      calendlyWebhookUrl: stringMatching(/^http:\/\/localhost:\d+\/api\/bookings\/calendly$/),
      calWebhookUrl: stringMatching(/\/api\/bookings\/cal$/),
    });
    const stored = await app.dataSource.query<Json[]>('SELECT * FROM "scheduling_settings"');
    expect(JSON.stringify(stored)).not.toContain(CALENDLY_KEY);
    expect(JSON.stringify(stored)).not.toContain(CAL_SECRET);

    const analyst = await addMember(app, admin, 'ANALYST');
    const read = await app.graphql<{ schedulingSettings: Json }>(
      '{ schedulingSettings { calendlyConfigured calendlySigningKeyMasked } }',
      {},
      analyst.cookie,
    );
    expect(read.data?.schedulingSettings).toEqual({
      calendlyConfigured: true,
      calendlySigningKeyMasked: '••••••••6789',
    });
    const write = await app.graphql(
      'mutation { updateSchedulingSettings(input: { calendlySigningKey: "" }) { calendlyConfigured } }',
      {},
      analyst.cookie,
    );
    expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await configure({})).calendlyConfigured).toBe(true);
  });
});

describe('Calendly', () => {
  beforeAll(async () => {
    await configure({ calendlySigningKey: CALENDLY_KEY, calWebhookSecret: CAL_SECRET });
  });

  it('refuses a missing or wrong signature, an altered body and a stale timestamp with 400, storing nothing', async () => {
    const { body } = calendlyCreated('refused@example.com');
    const leads = await app.count('lead');
    const bookings = await bookingCount();
    const cases: [string, string | null, string][] = [
      ['missing', null, body],
      ['wrong key', calendlySignature(body, 'another-key'), body],
      ['altered body', calendlySignature(body), body.replace('John Doe', 'Jane Doe')],
      ['stale', calendlySignature(body, CALENDLY_KEY, new Date(clock.getTime() - 181_000)), body],
      ['from the future', calendlySignature(body, CALENDLY_KEY, new Date(clock.getTime() + 181_000)), body],
      ['malformed header', 'v1=abc', body],
    ];
    for (const [label, signature, sent] of cases) {
      const response = await postCalendly(sent, signature);
      expect({ label, status: response.status }).toEqual({ label, status: 400 });
    }
    // inside the tolerance it passes
    const ok = await postCalendly(body, calendlySignature(body, CALENDLY_KEY, new Date(clock.getTime() - 170_000)));
    expect(ok.status).toBe(200);
    expect(await app.count('lead')).toBe(leads + 1);
    expect(await bookingCount()).toBe(bookings + 1);
  });

  it('makes a lead of an unknown email: source Booking, name, phone, answers, the UTM first touch, meeting booked', async () => {
    const { body } = calendlyCreated('New.Visitor@Example.com');
    const response = await postCalendly(body);
    expect(response).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    const [created] = await leadsByEmail('new.visitor@example.com');
    expect(created).toMatchObject({
      name: 'John Doe',
      email: 'New.Visitor@Example.com',
      phone: '+1 404-555-0123',
      message:
        'What does your business do? We sell handmade furniture online.\nWhat would you like to discuss? More qualified leads from paid social.',
      source: 'Booking',
      replyStatus: 'MEETING_BOOKED',
      firstResponseAt: '2026-11-27T17:51:18.327Z',
      nextMeetingAt: '2026-12-02T15:00:00.000Z',
      firstTouch: { source: 'spring', campaign: 'launch', medium: 'email' },
    });
    expect(created.bookings).toEqual([
      {
        id: anyNumber(),
        provider: 'CALENDLY',
        status: 'SCHEDULED',
        startTime: '2026-12-02T15:00:00.000Z',
        endTime: '2026-12-02T15:30:00.000Z',
        timezone: 'America/New_York',
        eventName: '30 Minute Meeting',
        cancelUrl: 'https://calendly.com/cancellations/AAAAAAAAAAAAAAAA',
        rescheduleUrl: 'https://calendly.com/reschedulings/AAAAAAAAAAAAAAAA',
        createdAt: '2026-11-27T17:51:18.327Z',
        canceledAt: null,
      },
    ]);
  });

  it('changes nothing when the same event comes again', async () => {
    const { body } = calendlyCreated('twice@example.com');
    expect((await postCalendly(body)).body).toMatchObject({ outcome: 'applied' });
    const bookings = await bookingCount();
    const leads = await app.count('lead');
    expect((await postCalendly(body)).body).toMatchObject({ outcome: 'duplicate' });
    expect(await bookingCount()).toBe(bookings);
    expect(await app.count('lead')).toBe(leads);
  });

  it("lands on the form's lead (one per person), by email in any capitals; the promise is met until it is canceled", async () => {
    const first = await submitForm('form-first@example.com');
    const newest = await submitForm('form-first@example.com');
    // the same person sending the form again is the same lead (lead-resubmissions.test.ts)
    expect(newest).toBe(first);
    expect((await lead(newest)).replyStatus).toBe('AWAITING');
    const { body, uri } = calendlyCreated('  FORM-FIRST@example.com ');
    expect((await postCalendly(body)).status).toBe(200);
    const leads = await leadsByEmail('form-first@example.com');
    expect(leads).toHaveLength(1);
    const [booked] = leads;
    expect(booked).toMatchObject({ id: newest, replyStatus: 'MEETING_BOOKED', source: 'contact_form' });
    expect(booked.bookings).toHaveLength(1);

    // canceled with nothing else done: awaiting again by the original deadline, then overdue
    expect((await postCalendly(calendlyCanceled(uri))).body).toMatchObject({ outcome: 'applied' });
    const canceled = await lead(newest);
    expect(canceled).toMatchObject({ replyStatus: 'AWAITING', firstResponseAt: null, nextMeetingAt: null });
    expect(canceled.bookings[0]).toMatchObject({ status: 'CANCELED', canceledAt: clock.toISOString() });
    clock = new Date(Date.parse(canceled.replyDueAt) + 60_000);
    expect((await lead(newest)).replyStatus).toBe('OVERDUE');
  });

  it('keeps a reschedule booked: the old call canceled (rescheduled), the new one scheduled', async () => {
    const first = calendlyCreated('moves@example.com');
    await postCalendly(first.body);
    await postCalendly(calendlyCanceled(first.uri, true));
    const second = calendlyCreated('moves@example.com', {
      start: '2026-12-04T10:00:00.000000Z',
      end: '2026-12-04T10:30:00.000000Z',
    });
    await postCalendly(second.body);
    const [moved] = await leadsByEmail('moves@example.com');
    expect(moved.replyStatus).toBe('MEETING_BOOKED');
    expect(moved.nextMeetingAt).toBe('2026-12-04T10:00:00.000Z');
    expect(moved.bookings.map((b) => b.status)).toEqual(['CANCELED', 'SCHEDULED']);
  });

  it('creates a new lead when the email matches only a spam lead, and restores nothing', async () => {
    const spamId = await submitForm('spammy@example.com');
    await app.dataSource.query(`UPDATE "lead" SET "spam" = true, "spam_reason" = 'honeypot' WHERE "id" = $1`, [spamId]);
    await postCalendly(calendlyCreated('spammy@example.com').body);
    const rows = await app.dataSource.query<{ id: number; spam: boolean; source: string | null }[]>(
      `SELECT "id", "spam", "source" FROM "lead" WHERE "email" = 'spammy@example.com' ORDER BY "id"`,
    );
    expect(rows).toEqual([
      { id: spamId, spam: true, source: 'contact_form' },
      { id: anyNumber(), spam: false, source: 'Booking' },
    ]);
  });

  it('leaves a lead the team already replied to as replied, booked or canceled', async () => {
    const id = await submitForm('replied@example.com');
    await app.graphql(`mutation { markLeadContacted(id: ${id}) { id } }`, {}, admin);
    expect((await lead(id)).replyStatus).toBe('REPLIED');
    const { body, uri } = calendlyCreated('replied@example.com');
    await postCalendly(body);
    expect((await lead(id)).replyStatus).toBe('REPLIED');
    await postCalendly(calendlyCanceled(uri));
    expect((await lead(id)).replyStatus).toBe('REPLIED');
  });

  it('answers malformed JSON with 400 and an event type it does not act on with 200, storing nothing', async () => {
    const leads = await app.count('lead');
    const malformed = '{"event": "invitee.created", ';
    expect((await postCalendly(malformed)).status).toBe(400);
    const noShow = JSON.stringify({ event: 'invitee_no_show.created', payload: {} });
    expect((await postCalendly(noShow)).body).toMatchObject({ outcome: 'ignored' });
    const noEmail = JSON.parse(calendlyCreated('x@example.com').body) as Json;
    delete (noEmail.payload as Json).email;
    expect((await postCalendly(JSON.stringify(noEmail))).status).toBe(400);
    expect(await app.count('lead')).toBe(leads);
  });

  it('completes the Discovery Call milestone once the call has ended, marked as the booking’s', async () => {
    const { body } = calendlyCreated('held@example.com', {
      start: '2026-11-28T10:00:00.000000Z',
      end: '2026-11-28T10:30:00.000000Z',
    });
    await postCalendly(body);
    const [before] = await leadsByEmail('held@example.com');
    const discovery = async () => (await lead(before.id)).milestones.find((m) => m.milestoneId === 'discovery_call');
    expect(await app.services.bookings.markHeldCalls()).toBe(0);
    expect((await discovery())?.completed).toBe(false);
    clock = new Date('2026-11-28T10:31:00.000Z');
    // the schedule's own queue, as its cron would start it
    await app.jobs.sendNow(BOOKING_QUEUES.heldCalls);
    await eventually(async () =>
      expect(await discovery()).toEqual({
        milestoneId: 'discovery_call',
        completed: true,
        completedAt: '2026-11-28T10:30:00.000Z',
        completedBy: 'booking',
      }),
    );
    // once only
    expect(await app.services.bookings.markHeldCalls()).toBe(0);
  });
});

describe('Cal.com', () => {
  beforeAll(async () => {
    await configure({ calendlySigningKey: CALENDLY_KEY, calWebhookSecret: CAL_SECRET });
  });

  const calEvent = (trigger: string, uid: string, extra: Json = {}) => {
    const event = fixture('cal-booking-created.json');
    event.triggerEvent = trigger;
    Object.assign(event.payload as Json, { uid }, extra);
    return JSON.stringify(event);
  };

  it('takes a booking, a reschedule and a cancellation, each signed, and refuses a wrong signature', async () => {
    const uid = `cal-${Date.now()}`;
    const created = calEvent('BOOKING_CREATED', uid);
    expect((await postCal(created, calSignature(created, 'wrong-secret'))).status).toBe(400);
    expect((await postCal(created, null)).status).toBe(400);
    expect((await postCal(created)).body).toMatchObject({ outcome: 'applied' });
    const [jane] = await leadsByEmail('jane@example.com');
    expect(jane).toMatchObject({
      name: 'Jane Roe',
      source: 'Booking',
      message: 'additional_notes: Looking at a spring campaign.',
      replyStatus: 'MEETING_BOOKED',
    });
    expect(jane.bookings[0]).toMatchObject({
      provider: 'CAL',
      timezone: 'Europe/Berlin',
      eventName: '30 Min Meeting',
      cancelUrl: `https://cal.com/booking/${uid}?cancel=true`,
      rescheduleUrl: `https://cal.com/reschedule/${uid}`,
    });

    const moved = calEvent('BOOKING_RESCHEDULED', `${uid}-2`, {
      rescheduleUid: uid,
      startTime: '2026-12-05T09:30:00Z',
      endTime: '2026-12-05T10:00:00Z',
    });
    expect((await postCal(moved)).status).toBe(200);
    expect((await lead(jane.id)).bookings.map((b) => b.status)).toEqual(['CANCELED', 'SCHEDULED']);
    expect((await lead(jane.id)).replyStatus).toBe('MEETING_BOOKED');

    const cancelled = calEvent('BOOKING_CANCELLED', `${uid}-2`, { cancellationReason: 'No longer needed' });
    expect((await postCal(cancelled)).status).toBe(200);
    expect((await postCal(cancelled)).body).toMatchObject({ outcome: 'duplicate' });
    expect((await lead(jane.id)).replyStatus).toBe('AWAITING');
    expect((await postCal(JSON.stringify({ triggerEvent: 'MEETING_ENDED', payload: {} }))).body).toMatchObject({
      outcome: 'ignored',
    });
  });
});

describe('signed bodies that are no booking (fuzz)', () => {
  /** Sets the value at a dotted path of a JSON object, making the objects on the way. */
  function setPath(root: Json, dotted: string, value: unknown): void {
    const keys = dotted.split('.');
    let at: Json = root;
    for (const key of keys.slice(0, -1)) {
      if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
      at = at[key] as Json;
    }
    at[keys[keys.length - 1]] = value;
  }

  const CALENDLY_PATHS = [
    'event',
    'payload',
    'payload.uri',
    'payload.email',
    'payload.name',
    'payload.text_reminder_number',
    'payload.questions_and_answers',
    'payload.tracking',
    'payload.tracking.utm_source',
    'payload.scheduled_event',
    'payload.scheduled_event.start_time',
    'payload.scheduled_event.end_time',
    'payload.cancel_url',
    'payload.rescheduled',
  ];
  const CAL_PATHS = [
    'triggerEvent',
    'payload',
    'payload.uid',
    'payload.startTime',
    'payload.endTime',
    'payload.attendees',
    'payload.responses',
    'payload.responses.email',
    'payload.responses.name.value',
    'payload.userFieldsResponses',
    'payload.bookerUrl',
    'payload.rescheduleUid',
    'payload.tracking',
    'payload.metadata',
  ];

  it('answers every mutation of the documented payloads with 200 or 400, never a 5xx', async () => {
    await configure({ calendlySigningKey: CALENDLY_KEY, calWebhookSecret: CAL_SECRET });
    const provider = fc.constantFrom('calendly' as const, 'cal' as const);
    const mutation = fc.record({
      provider,
      index: fc.nat(),
      value: fc.oneof(
        fc.jsonValue(),
        fc.string(),
        fc.constant(null),
        // dates before 2000 only: the calendar test below owns January 2030
        fc
          .date({ min: new Date('1970-01-01'), max: new Date('1999-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString()),
      ),
      events: fc.constantFrom(
        'invitee.created',
        'invitee.canceled',
        'BOOKING_CREATED',
        'BOOKING_RESCHEDULED',
        'BOOKING_CANCELLED',
      ),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ provider: tool, index, value, events }) => {
        const calendly = tool === 'calendly';
        const event = fixture(calendly ? 'calendly-invitee-created.json' : 'cal-booking-created.json');
        setPath(event, calendly ? 'event' : 'triggerEvent', events);
        setPath(event, calendly ? 'payload.uri' : 'payload.uid', `fuzz-${index}-${Math.random()}`);
        const paths = calendly ? CALENDLY_PATHS : CAL_PATHS;
        setPath(event, paths[index % paths.length], value);
        const body = JSON.stringify(event);
        const response = calendly ? await postCalendly(body) : await postCal(body);
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the team’s calendar', () => {
  it('lists calls by start time through GraphQL and REST, and puts them in a lead’s REST answer', async () => {
    const { body } = calendlyCreated('calendar@example.com', {
      start: '2030-01-10T09:00:00.000000Z',
      end: '2030-01-10T09:30:00.000000Z',
    });
    await postCalendly(body);
    const [booked] = await leadsByEmail('calendar@example.com');
    const page = await app.graphql<{ bookings: { nodes: { startTime: string; lead: { email: string } }[] } }>(
      '{ bookings(filter: { from: "2030-01-01T00:00:00Z", to: "2030-02-01T00:00:00Z" }) { nodes { startTime lead { email } } } }',
      {},
      admin,
    );
    expect(page.data?.bookings.nodes).toEqual([
      { startTime: '2030-01-10T09:00:00.000Z', lead: { email: 'calendar@example.com' } },
    ]);
    const rest = await app.request('/api/bookings?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z', {
      cookie: admin,
    });
    expect(rest.body).toMatchObject({ success: true, data: [{ lead_id: booked.id, status: 'scheduled' }] });
    expect((await app.request('/api/bookings?from=yesterday', { cookie: admin })).status).toBe(400);
    expect((await app.request('/api/bookings')).status).toBe(401);
    // an analyst reads the calendar too
    const analyst = await addMember(app, admin, 'ANALYST');
    const read = await app.graphql<{ bookings: { nodes: unknown[] } }>(
      '{ bookings(filter: { from: "2030-01-01T00:00:00Z", to: "2030-02-01T00:00:00Z" }) { nodes { id } } }',
      {},
      analyst.cookie,
    );
    expect(read.data?.bookings.nodes).toHaveLength(1);
    const detail = await app.request(`/api/leads/${booked.id}`, { cookie: admin });
    expect(detail.body).toMatchObject({
      data: { id: booked.id, reply_status: 'meeting_booked', bookings: [{ start_time: '2030-01-10T09:00:00.000Z' }] },
    });
  });

  it('pages through the calendar in start-time order, a page resuming after the last one', async () => {
    // February 2030 is this test's: booked in reverse order, so creation order is not start order
    for (const day of ['14', '12', '10']) {
      await postCalendly(
        calendlyCreated(`page-${day}@example.com`, {
          start: `2030-02-${day}T09:00:00.000000Z`,
          end: `2030-02-${day}T09:30:00.000000Z`,
        }).body,
      );
    }
    type CalendarPage = { bookings: { nodes: { lead: { email: string } }[]; pageInfo: { endCursor: string } } };
    const read = (after: string | null) =>
      app.graphql<CalendarPage>(
        `query ($after: String) { bookings(first: 2, after: $after, filter: { from: "2030-02-01T00:00:00Z", to: "2030-03-01T00:00:00Z" }) { nodes { lead { email } } pageInfo { endCursor } } }`,
        { after },
        admin,
      );
    const first = await read(null);
    expect(first.data?.bookings.nodes.map((node) => node.lead.email)).toEqual([
      'page-10@example.com',
      'page-12@example.com',
    ]);
    const second = await read(first.data?.bookings.pageInfo.endCursor ?? null);
    expect(second.data?.bookings.nodes.map((node) => node.lead.email)).toEqual(['page-14@example.com']);
    const bad = await app.request('/api/bookings?after=not-a-cursor', { cookie: admin });
    expect(bad.status).toBe(400);
  });
});
