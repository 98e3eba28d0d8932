import { startTestApp, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';

/**
 * Campaign attribution through the real HTTP APIs: the first and last touch travel with the lead
 * (GraphQL input, REST snake_case), come back from GraphQL, REST and the CSV export, filter the
 * list, and whatever the browser sent, the lead is never refused over them.
 */

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

const TOUCH_FIELDS = 'source medium campaign term content gclid fbclid referrer landingPath at';
const CREATE = `mutation ($input: CreateLeadInput!) { createLead(input: $input) { id firstTouch { ${TOUCH_FIELDS} } lastTouch { ${TOUCH_FIELDS} } } }`;
const LEAD = `query ($id: Int!) { lead(id: $id) { firstTouch { ${TOUCH_FIELDS} } lastTouch { ${TOUCH_FIELDS} } } }`;
const LEADS = `query ($filter: LeadFilter) { leads(first: 200, filter: $filter) { totalCount nodes { id } } }`;

type GqlTouch = Record<string, string | null>;
type StoredTouches = { firstTouch: GqlTouch | null; lastTouch: GqlTouch | null };
type RestLead = { id: number; first_touch: Record<string, string | null> | null; last_touch: unknown };

const SPRING = {
  source: 'spring',
  medium: 'cpc',
  campaign: 'launch',
  fbclid: 'AbC123',
  landingPath: '/?utm_source=spring&utm_medium=cpc&utm_campaign=launch&fbclid=AbC123',
  at: '2026-03-01T09:30:00.000Z',
};
const NEWSLETTER = { source: 'newsletter', landingPath: '/?utm_source=newsletter', at: '2026-03-02T10:00:00.000Z' };

/** A GraphQL touch with every field, null where the input had none. */
function gqlTouch(values: Record<string, string>): GqlTouch {
  return Object.fromEntries(TOUCH_FIELDS.split(' ').map((f) => [f, values[f] ?? null]));
}

async function stored(id: number): Promise<StoredTouches> {
  const res = await app.graphql<{ lead: StoredTouches }>(LEAD, { id }, cookie);
  if (!res.data?.lead) throw new Error(JSON.stringify(res.errors));
  return res.data.lead;
}

async function restLead(id: number): Promise<RestLead> {
  const res = await app.request(`/api/leads/${id}`, { cookie });
  return (res.body as { data: RestLead }).data;
}

async function postRest(body: Record<string, unknown>): Promise<{ status: number; id: number }> {
  const res = await app.request('/api/leads', { method: 'POST', body });
  return { status: res.status, id: (res.body as { data?: { id: number } }).data?.id ?? 0 };
}

describe('first and last touch', () => {
  it('travel with a GraphQL lead and come back from GraphQL and REST (snake_case)', async () => {
    const res = await app.graphql<{ createLead: StoredTouches & { id: number } }>(CREATE, {
      input: validLeadInput({ firstTouch: SPRING, lastTouch: NEWSLETTER }),
    });
    expect(res.errors).toBeUndefined();
    const { id, ...touches } = res.data!.createLead;
    expect(touches).toEqual({ firstTouch: gqlTouch(SPRING), lastTouch: gqlTouch(NEWSLETTER) });
    expect(await stored(id)).toEqual(touches);

    const rest = await restLead(id);
    expect(rest.first_touch).toEqual({
      source: 'spring',
      medium: 'cpc',
      campaign: 'launch',
      term: null,
      content: null,
      gclid: null,
      fbclid: 'AbC123',
      referrer: null,
      landing_path: SPRING.landingPath,
      at: SPRING.at,
    });
    expect(rest.last_touch).toMatchObject({ source: 'newsletter', landing_path: '/?utm_source=newsletter' });
  });

  it('are read from REST first_touch / last_touch with snake_case keys', async () => {
    const { status, id } = await postRest(
      validRestLead({
        first_touch: {
          source: 'google',
          medium: 'cpc',
          gclid: 'Cj0KCQ',
          landing_path: '/pricing',
          referrer: 'www.google.com',
        },
        last_touch: { source: 'linkedin', campaign: 'q3-b2b', term: 'ai marketing', content: 'carousel' },
      }),
    );
    expect(status).toBe(201);
    expect(await stored(id)).toEqual({
      firstTouch: gqlTouch({
        source: 'google',
        medium: 'cpc',
        gclid: 'Cj0KCQ',
        landingPath: '/pricing',
        referrer: 'www.google.com',
      }),
      lastTouch: gqlTouch({ source: 'linkedin', campaign: 'q3-b2b', term: 'ai marketing', content: 'carousel' }),
    });
  });

  it('are null when the lead came without them', async () => {
    const { id } = await postRest(validRestLead());
    expect(await stored(id)).toEqual({ firstTouch: null, lastTouch: null });
    expect(await restLead(id)).toMatchObject({ first_touch: null, last_touch: null });
  });

  it('are not part of the anonymous REST answer, which keeps its shape', async () => {
    const res = await app.request('/api/leads', { method: 'POST', body: validRestLead({ first_touch: SPRING }) });
    expect(Object.keys((res.body as { data: object }).data)).not.toContain('first_touch');
  });
});

describe('hostile touches never cost the lead', () => {
  const huge = 'x'.repeat(50_000);
  const cases: [string, unknown, StoredTouches['firstTouch']][] = [
    [
      '50 kB values (cut to 200 characters)',
      { source: huge, campaign: `  ${'é'.repeat(300)}` },
      gqlTouch({ source: 'x'.repeat(200), campaign: 'é'.repeat(200) }),
    ],
    [
      'emoji cut between code points, never inside one',
      { source: '😀'.repeat(250) },
      gqlTouch({ source: '😀'.repeat(200) }),
    ],
    [
      'control characters (stripped) and padding (trimmed)',
      { source: ' \u0000go\u0007og\u001fle\u007f\n', medium: '\t\r\n' },
      gqlTouch({ source: 'google' }),
    ],
    ['a lone surrogate (dropped)', { source: 'a\ud800b' }, gqlTouch({ source: 'ab' })],
    [
      'arrays, numbers, objects and booleans as values (ignored)',
      { source: ['google'], medium: 42, campaign: { $ne: null }, term: true, content: 'kept' },
      gqlTouch({ content: 'kept' }),
    ],
    [
      'unknown and prototype keys (ignored)',
      JSON.parse('{"source":"ok","__proto__":{"polluted":1},"constructor":"x","utm_source":"no","isAdmin":true}'),
      gqlTouch({ source: 'ok' }),
    ],
    ['an unreadable time (ignored)', { source: 'ok', at: 'yesterday' }, gqlTouch({ source: 'ok' })],
    ['a time out of range (ignored)', { source: 'ok', at: '+275760-09-13T00:00:00.000Z' }, gqlTouch({ source: 'ok' })],
    ['a time that is no string (ignored)', { source: 'ok', at: 1767225600000 }, gqlTouch({ source: 'ok' })],
    [
      'a readable time (kept, in ISO form)',
      { at: '2026-03-01T10:30:00+01:00' },
      gqlTouch({ at: '2026-03-01T09:30:00.000Z' }),
    ],
    ['only blanks (no touch)', { source: '   ', medium: '' }, null],
    ['a string', 'utm_source=google', null],
    ['a number', 12, null],
    ['an array', [{ source: 'google' }], null],
    ['null', null, null],
    ['an empty object', {}, null],
    ['deep nesting', { source: { a: { b: { c: ['d'] } } } }, null],
  ];

  it.each(cases)('REST: %s', async (_what, touch, expected) => {
    const before = await app.count('lead');
    const { status, id } = await postRest(validRestLead({ first_touch: touch, last_touch: touch }));
    expect(status).toBe(201);
    expect(await app.count('lead')).toBe(before + 1);
    expect(await stored(id)).toEqual({ firstTouch: expected, lastTouch: expected });
  });

  it('REST: 50 kB in every field of both touches at once', async () => {
    const all = Object.fromEntries(
      ['source', 'medium', 'campaign', 'term', 'content', 'gclid', 'fbclid', 'referrer', 'landing_path'].map((k) => [
        k,
        'y'.repeat(4_500),
      ]),
    );
    const { status, id } = await postRest(validRestLead({ first_touch: all, last_touch: all }));
    expect(status).toBe(201);
    const { firstTouch } = await stored(id);
    expect(Object.values(firstTouch!).filter((v) => v === 'y'.repeat(200))).toHaveLength(9);
  });

  it.each(
    cases.filter(
      ([, touch]) =>
        typeof touch === 'object' &&
        touch !== null &&
        !Array.isArray(touch) &&
        Object.values(touch).every((v) => typeof v === 'string'),
    ),
  )('GraphQL: %s', async (_what, touch, expected) => {
    const res = await app.graphql<{ createLead: StoredTouches & { id: number } }>(CREATE, {
      input: validLeadInput({ firstTouch: touch, lastTouch: touch }),
    });
    expect(res.errors).toBeUndefined();
    expect(await stored(res.data!.createLead.id)).toEqual({ firstTouch: expected, lastTouch: expected });
  });

  it.each([
    ['a number for the source', { source: 42 }],
    ['a list for the campaign', { campaign: ['launch'] }],
    ['a field the input does not have', { utm_source: 'google' }],
    ['a string for the whole touch', 'utm_source=google'],
  ])('GraphQL: refuses %s as a typed input error, storing nothing', async (_what, touch) => {
    const before = await app.count('lead');
    const res = await app.graphql(CREATE, { input: validLeadInput({ firstTouch: touch }) });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.count('lead')).toBe(before);
  });
});

describe('first-touch filters and the export', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const leads: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['spring-launch', { source: 'spring-fair', campaign: 'launch-2026' }, {}],
      ['spring-autumn', { source: 'spring-fair', campaign: 'autumn-2026' }, {}],
      ['fb-launch', { source: 'facebook', campaign: 'launch-2026' }, {}],
      ['spam-spring', { source: 'spring-fair', campaign: 'launch-2026' }, { contact_fax: 'bot' }],
      ['direct', {}, {}],
    ];
    for (const [name, touch, extra] of leads) {
      const { id } = await postRest(validRestLead({ name: `Filter ${name}`, first_touch: touch, ...extra }));
      ids[name] = id;
    }
  });

  async function gqlIds(filter: Record<string, unknown>) {
    const res = await app.graphql<{ leads: { totalCount: number; nodes: { id: number }[] } }>(
      LEADS,
      { filter },
      cookie,
    );
    expect(res.errors).toBeUndefined();
    return { ids: res.data!.leads.nodes.map((n) => n.id), total: res.data!.leads.totalCount };
  }

  it.each([
    [{ firstTouchSource: 'spring-fair' }, '?first_touch_source=spring-fair', ['spring-autumn', 'spring-launch']],
    [{ firstTouchCampaign: 'launch-2026' }, '?first_touch_campaign=launch-2026', ['fb-launch', 'spring-launch']],
    [
      { firstTouchSource: 'spring-fair', firstTouchCampaign: 'launch-2026' },
      '?first_touch_source=spring-fair&first_touch_campaign=launch-2026',
      ['spring-launch'],
    ],
    [{ firstTouchSource: 'Spring-Fair' }, '?first_touch_source=Spring-Fair', []],
    [{ firstTouchSource: 'spring-fair', spam: true }, '?first_touch_source=spring-fair&spam=true', ['spam-spring']],
  ])('filter %j (REST %s) matches exactly, spam apart', async (filter, query, expected) => {
    const wanted = expected.map((name) => ids[name]);
    const graphql = await gqlIds(filter);
    expect(graphql.ids).toEqual(wanted);
    expect(graphql.total).toBe(wanted.length);

    const rest = await app.request(`/api/leads${query}`, { cookie });
    const body = rest.body as { data: { id: number }[]; total: number };
    expect(body.data.map((l) => l.id)).toEqual(wanted);
    expect(body.total).toBe(wanted.length);

    const csv = await app.request(`/api/leads/export${query}`, { cookie });
    const rows = csv.text.trim().split('\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(wanted);
  });

  it('refuses a filter value longer than any stored one with BAD_USER_INPUT', async () => {
    const res = await app.graphql(LEADS, { filter: { firstTouchSource: 's'.repeat(201) } }, cookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('exports both touches and the reply columns', async () => {
    const res = await app.graphql<{ createLead: { id: number } }>(CREATE, {
      input: validLeadInput({
        name: 'Export Touches',
        firstTouch: { ...SPRING, referrer: 'news.example.org', term: '=cmd' },
        lastTouch: NEWSLETTER,
      }),
    });
    const id = res.data!.createLead.id;
    const csv = await app.request('/api/leads/export?first_touch_campaign=launch', { cookie });
    const [header, ...rows] = csv.text.trim().split('\n');
    const touchColumns = (prefix: string) =>
      ['source', 'medium', 'campaign', 'term', 'content', 'gclid', 'fbclid', 'referrer', 'landing_path', 'at'].map(
        (c) => `${prefix}_${c}`,
      );
    const columns = header.split(',');
    // the spec's columns, then the two touches, the reply deadline and the answers kept since issue 25
    expect(columns).toEqual([
      ...'id name email phone company business_type company_size annual_revenue'.split(' '),
      ...'client_value marketing_needs timeline budget source message created_at'.split(' '),
      ...touchColumns('first_touch'),
      ...touchColumns('last_touch'),
      'reply_status',
      'reply_due_at',
      'first_response_at',
      'service_interest',
      'company_website',
    ]);
    const row = rows.find((line) => line.startsWith(`${id},`))!;
    const cells = row.split(',');
    const cell = (column: string) => cells[columns.indexOf(column)];
    expect(cell('first_touch_source')).toBe('spring');
    expect(cell('first_touch_medium')).toBe('cpc');
    expect(cell('first_touch_campaign')).toBe('launch');
    expect(cell('first_touch_term')).toBe("'=cmd"); // a formula stays text
    expect(cell('first_touch_fbclid')).toBe('AbC123');
    expect(cell('first_touch_referrer')).toBe('news.example.org');
    expect(cell('first_touch_at')).toBe(SPRING.at);
    expect(cell('last_touch_source')).toBe('newsletter');
    expect(cell('last_touch_campaign')).toBe('');
    expect(cell('reply_status')).toBe('awaiting');
    expect(new Date(cell('reply_due_at')).getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    expect(cell('first_response_at')).toBe('');
  });
});
