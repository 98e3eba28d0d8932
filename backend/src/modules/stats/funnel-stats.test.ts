import { startTestApp, type TestApp } from '../../test/start-test-app';
import { addMember, type Member } from '../../test/team';

/*
 * The funnel against figures counted by hand from known rows: counters sent through the public
 * route (on NOW's day) and stored for other days, leads with chosen touches and times, and bookings.
 */
const NOW = new Date('2026-04-20T12:00:00Z');

let app: TestApp;
let analyst: Member;

async function insertLead(id: number, createdAt: string, lastSource: string | null, spam = false): Promise<void> {
  await app.dataSource.query(
    `INSERT INTO lead (id, name, email, spam, first_touch, last_touch, created_at, reply_due_at)
     VALUES ($1, 'Funnel Lead', 'funnel@example.com', $2, '{"source":"facebook"}', $3, $4, $4::timestamptz + interval '48 hours')`,
    [id, spam, lastSource === null ? null : JSON.stringify({ source: lastSource }), createdAt],
  );
}

async function insertBooking(leadId: number, createdAt: string, heldAt: string | null, status = 'scheduled') {
  await app.dataSource.query(
    `INSERT INTO booking (lead_id, provider, external_id, status, start_time, end_time, created_at, held_at)
     VALUES ($1, 'cal', $2, $3, $4::timestamptz - interval '30 minutes', $4, $5, $6)`,
    [leadId, `uid-${leadId}`, status, heldAt ?? '2026-05-01T10:30:00Z', createdAt, heldAt],
  );
}

beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
  analyst = await addMember(app, await app.signIn(), 'ANALYST');
  const beacons = [
    ...Array<object>(4).fill({ event: 'page_view', source: 'google', campaign: 'spring' }),
    ...Array<object>(2).fill({ event: 'page_view' }),
    ...Array<object>(2).fill({ event: 'form_start', source: 'google', campaign: 'spring' }),
    { event: 'form_start' },
    { event: 'booking_click', source: 'Google', campaign: 'spring' },
  ];
  for (const body of beacons) {
    const res = await app.request('/api/funnel', { method: 'POST', body });
    if (res.status !== 204) throw new Error(`POST /api/funnel answered ${res.status}`);
  }
  await app.dataSource.query(
    `INSERT INTO funnel_count (day, event, source, campaign, count) VALUES
       ('2026-03-31', 'page_view', 'google', '', 100),
       ('2026-04-05', 'page_view', 'facebook', 'retarget', 6),
       ('2026-04-05', 'form_start', 'facebook', 'retarget', 3)`,
  );
  // last touches decide the source, whatever the first touch (facebook for every one)
  await insertLead(1, '2026-04-02T09:00:00Z', 'Google');
  await insertLead(2, '2026-04-12T09:00:00Z', 'google');
  await insertLead(3, '2026-04-06T09:00:00Z', 'facebook');
  await insertLead(4, '2026-04-19T23:00:00Z', null);
  await insertLead(5, '2026-04-08T09:00:00Z', 'google', true);
  await insertLead(6, '2026-03-20T09:00:00Z', 'google');
  await insertBooking(1, '2026-04-02T10:00:00Z', '2026-04-03T10:30:00Z');
  await insertBooking(3, '2026-03-28T10:00:00Z', '2026-04-02T10:30:00Z');
  await insertBooking(4, '2026-04-10T10:00:00Z', null, 'canceled');
});
afterAll(() => app.close());

const FUNNEL = `query ($from: DateTimeISO!, $to: DateTimeISO!, $tz: String!) {
  funnelStats(from: $from, to: $to, timeZone: $tz) {
    totals { ...f }
    bySource { ...f }
  }
}
fragment f on FunnelFigures {
  source label visits formStarts formSubmits bookingClicks leads callsBooked callsHeld
  formStartPercent leadPercent callsBookedPercent callsHeldPercent
}`;

async function funnel(from: string, to: string, tz = 'UTC', cookie = analyst.cookie) {
  return app.graphql<{ funnelStats: { totals: object; bySource: object[] } }>(FUNNEL, { from, to, tz }, cookie);
}

const APRIL = {
  totals: {
    source: null,
    label: 'All sources',
    visits: 12,
    formStarts: 6,
    formSubmits: 0,
    bookingClicks: 1,
    leads: 4,
    callsBooked: 2,
    callsHeld: 2,
    formStartPercent: 50,
    leadPercent: 66.7,
    callsBookedPercent: 50,
    callsHeldPercent: 100,
  },
  bySource: [
    {
      source: 'facebook',
      label: 'facebook',
      visits: 6,
      formStarts: 3,
      formSubmits: 0,
      bookingClicks: 0,
      leads: 1,
      callsBooked: 0,
      callsHeld: 1,
      formStartPercent: 50,
      leadPercent: 33.3,
      callsBookedPercent: 0,
      callsHeldPercent: null,
    },
    {
      source: 'google',
      label: 'google',
      visits: 4,
      formStarts: 2,
      formSubmits: 0,
      bookingClicks: 1,
      leads: 2,
      callsBooked: 1,
      callsHeld: 1,
      formStartPercent: 50,
      leadPercent: 100,
      callsBookedPercent: 50,
      callsHeldPercent: 100,
    },
    {
      source: '',
      label: 'Direct',
      visits: 2,
      formStarts: 1,
      formSubmits: 0,
      bookingClicks: 0,
      leads: 1,
      callsBooked: 1,
      callsHeld: 0,
      formStartPercent: 50,
      leadPercent: 100,
      callsBookedPercent: 100,
      callsHeldPercent: 0,
    },
  ],
};

describe('funnelStats', () => {
  it('counts visits, form starts, leads (not spam, by last touch), calls booked and held per source, with the percentages', async () => {
    const res = await funnel('2026-04-01T00:00:00Z', '2026-04-21T00:00:00Z');
    expect(res.errors).toBeUndefined();
    expect(res.data?.funnelStats).toEqual(APRIL);
  });

  it('gives the same figures once the daily roll-up has counted the days', async () => {
    expect(await app.services.leadStatsRollup.rollUp()).toBeGreaterThan(0);
    const res = await funnel('2026-04-01T00:00:00Z', '2026-04-21T00:00:00Z');
    expect(res.data?.funnelStats).toEqual(APRIL);
  });

  it('counts the counters of the period’s dates in its time zone', async () => {
    // 5 April in Berlin: 4 April 22:00 to 5 April 22:00 UTC
    const res = await funnel('2026-04-04T22:00:00Z', '2026-04-05T22:00:00Z', 'Europe/Berlin');
    expect(res.data?.funnelStats.totals).toMatchObject({ visits: 6, formStarts: 3, leads: 0, callsBooked: 0 });
  });

  it('answers zeros and no percentages for a period without anything', async () => {
    const res = await funnel('2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z');
    expect(res.data?.funnelStats.bySource).toEqual([]);
    expect(res.data?.funnelStats.totals).toMatchObject({ visits: 0, leads: 0, callsHeld: 0, formStartPercent: null });
  });

  it('counts a call booked when it is written and held when its end passes, under its lead’s source', async () => {
    const google = async () =>
      (await funnel('2026-04-01T00:00:00Z', '2026-04-21T00:00:00Z')).data?.funnelStats.bySource.find(
        (row) => (row as { source: string }).source === 'google',
      );
    await insertBooking(2, '2026-04-14T10:00:00Z', null);
    expect(await google()).toMatchObject({ callsBooked: 2, callsHeld: 1 });
    await app.dataSource.query(`UPDATE booking SET held_at = '2026-04-15T10:30:00Z' WHERE lead_id = 2`);
    expect(await google()).toMatchObject({ callsBooked: 2, callsHeld: 2, callsHeldPercent: 100 });
  });

  it('refuses a visitor, a reversed period and an unknown time zone', async () => {
    const anonymous = await funnel('2026-04-01T00:00:00Z', '2026-04-21T00:00:00Z', 'UTC', '');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reversed = await funnel('2026-04-21T00:00:00Z', '2026-04-01T00:00:00Z');
    expect(reversed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const zone = await funnel('2026-04-01T00:00:00Z', '2026-04-21T00:00:00Z', 'Mars/Olympus');
    expect(zone.errors?.[0]?.message).toMatch(/Unknown time zone/);
  });
});
