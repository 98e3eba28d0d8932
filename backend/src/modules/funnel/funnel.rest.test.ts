import { startTestApp, type TestApp } from '../../test/start-test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type CountRow = { day: string; event: string; source: string; campaign: string; count: number };

const counts = (): Promise<CountRow[]> =>
  app.dataSource.query(
    `SELECT to_char("day", 'YYYY-MM-DD') AS day, "event", "source", "campaign", "count"
     FROM "funnel_count" ORDER BY "event", "source", "campaign"`,
  );

const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/funnel', () => {
  beforeEach(() => app.dataSource.query(`DELETE FROM "funnel_count"`));

  it('counts each event per day, source (lowercased) and campaign, and answers 204 without a cookie', async () => {
    const sent = [
      { event: 'page_view', source: 'Facebook', campaign: 'spring' },
      { event: 'page_view', source: ' facebook ', campaign: 'spring' },
      { event: 'page_view' },
      { event: 'form_start', source: 'google', campaign: 'brand' },
      { event: 'booking_click', source: 'google', campaign: 'brand' },
    ];
    for (const body of sent) {
      const res = await app.request('/api/funnel', { method: 'POST', body });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await counts()).toEqual([
      { day: today(), event: 'booking_click', source: 'google', campaign: 'brand', count: 1 },
      { day: today(), event: 'form_start', source: 'google', campaign: 'brand', count: 1 },
      { day: today(), event: 'page_view', source: '', campaign: '', count: 1 },
      { day: today(), event: 'page_view', source: 'facebook', campaign: 'spring', count: 2 },
    ]);
  });

  it('reads the text/plain body navigator.sendBeacon sends, and cuts long values to 100 characters', async () => {
    const res = await app.request('/api/funnel', {
      method: 'POST',
      rawBody: JSON.stringify({ event: 'form_submit', source: 'x'.repeat(500), campaign: 'c'.repeat(500) }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(204);
    expect(await counts()).toEqual([
      { day: today(), event: 'form_submit', source: 'x'.repeat(100), campaign: 'c'.repeat(100), count: 1 },
    ]);
  });

  it.each([
    ['an unknown event', { event: 'purchase' }, /event must be one of page_view/],
    ['no event', { source: 'google' }, /event must be one of/],
    ['a source that is not text', { event: 'page_view', source: 42 }, /source must be a string/],
    ['a campaign that is not text', { event: 'page_view', campaign: ['a'] }, /campaign must be a string/],
    ['a JSON array', [{ event: 'page_view' }], /must be a JSON object/],
  ])('refuses %s with a 400 and counts nothing', async (_, body, message) => {
    const res = await app.request('/api/funnel', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(message);
    expect(await counts()).toEqual([]);
  });

  it('refuses a text/plain body that is not JSON with a 400', async () => {
    const res = await app.request('/api/funnel', {
      method: 'POST',
      rawBody: 'event=page_view',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toBe('The body must be JSON');
    expect(await counts()).toEqual([]);
  });
});

describe('POST /api/funnel rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_FUNNEL_PER_IP: '3' } });
  });
  afterAll(() => limited.close());

  it('answers 429 past RATE_LIMIT_FUNNEL_PER_IP events a minute from one address, and counts only the allowed ones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await limited.request('/api/funnel', { method: 'POST', body: { event: 'page_view' } })).status);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    const [{ count }] = await limited.dataSource.query<{ count: number }[]>(
      `SELECT sum("count")::int AS count FROM "funnel_count"`,
    );
    expect(count).toBe(3);
  });
});
