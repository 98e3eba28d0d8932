import { EXACT_TOTAL_LIMIT } from './lead-list.service';
import { startTestApp, type TestApp } from '../../test/start-test-app';

/**
 * A list's total: exact for a whole view (kept counts) and for a filter matching up to
 * EXACT_TOTAL_LIMIT leads; beyond that, an estimate from a sample of the table, marked as one.
 */

/** Enough leads of one type that the estimate samples about half the table rather than all of it. */
const MANY = 20_000;
const INSERT_BATCH = 4000;

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
  // in batches: one statement of 20,000 rows (each counted into the view counts by a trigger)
  // outlasted the app's 15 s query limit on a loaded machine ("Query read timeout")
  const insert = async (type: string, count: number) => {
    for (let from = 1; from <= count; from += INSERT_BATCH) {
      await app.dataSource.query(
        `INSERT INTO lead (name, email, business_type, created_at, reply_due_at)
         SELECT 'Totals ' || i, $1 || '-' || i || '@example.com', $1, now() - i * interval '1 minute', now() + interval '1 day'
         FROM generate_series($2::int, $3::int) AS i`,
        [type, from, Math.min(count, from + INSERT_BATCH - 1)],
      );
    }
  };
  await insert('agency', MANY);
  await insert('coaching', EXACT_TOTAL_LIMIT);
  await app.dataSource.query('ANALYZE lead');
});
afterAll(() => app.close());

type Total = { totalCount: number; totalCountIsEstimate: boolean };

async function total(filter: Record<string, unknown> | null): Promise<Total> {
  const res = await app.graphql<{ leads: Total }>(
    `query ($filter: LeadFilter) { leads(first: 1, filter: $filter) { totalCount totalCountIsEstimate } }`,
    { filter },
    cookie,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.leads;
}

async function restTotal(query: string): Promise<{ total: number; total_is_estimate: boolean }> {
  const res = await app.request(`/api/leads?limit=1&${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.body as { total: number; total_is_estimate: boolean };
}

describe('lead list totals', () => {
  it('are exact for a whole view, however many leads it holds', async () => {
    expect(await total(null)).toEqual({ totalCount: MANY + EXACT_TOTAL_LIMIT, totalCountIsEstimate: false });
    expect(await restTotal('')).toMatchObject({ total: MANY + EXACT_TOTAL_LIMIT, total_is_estimate: false });
  });

  it('are there on a page past the last lead, which has no row to carry them', async () => {
    const oldest = await app.graphql<{ leads: { pageInfo: { endCursor: string } } }>(
      '{ leads(first: 1, sort: OLDEST_FIRST) { pageInfo { endCursor } } }',
      {},
      cookie,
    );
    const res = await app.graphql<{ leads: { nodes: unknown[] } & Total }>(
      'query ($after: String) { leads(first: 5, after: $after) { nodes { id } totalCount totalCountIsEstimate } }',
      { after: oldest.data?.leads.pageInfo.endCursor },
      cookie,
    );
    expect(res.data?.leads).toEqual({ nodes: [], totalCount: MANY + EXACT_TOTAL_LIMIT, totalCountIsEstimate: false });
  });

  it('are exact for a filter matching up to the limit', async () => {
    expect(await total({ businessType: 'coaching' })).toEqual({
      totalCount: EXACT_TOTAL_LIMIT,
      totalCountIsEstimate: false,
    });
    expect(await total({ search: 'coaching-17@' })).toEqual({ totalCount: 1, totalCountIsEstimate: false });
    expect(await restTotal('businessType=coaching')).toMatchObject({
      total: EXACT_TOTAL_LIMIT,
      total_is_estimate: false,
    });
  });

  it('are an estimate, marked as one and never under the limit, for a filter matching more', async () => {
    const agency = await total({ businessType: 'agency' });
    expect(agency.totalCountIsEstimate).toBe(true);
    // counted in a sample of about half the table's pages, scaled up: near the truth
    expect(Math.abs(agency.totalCount - MANY) / MANY).toBeLessThan(0.1);
    // the same sample each time: the figure does not move from page to page
    expect(await total({ businessType: 'agency' })).toEqual(agency);
    expect(await restTotal('businessType=agency')).toMatchObject({ total: agency.totalCount, total_is_estimate: true });
    // a search matching a few of the many is counted exactly
    expect(await total({ businessType: 'agency', search: 'agency-1999' })).toEqual({
      totalCount: 11,
      totalCountIsEstimate: false,
    });
  });
});
