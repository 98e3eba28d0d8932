import { startTestApp, validLeadInput, type TestApp } from '../../test/start-test-app';
import { Lead } from './lead.entity';
import type { LeadFilterValues } from './lead-query';
import { LEAD_COLUMNS, leadPageStatement, type LeadPageQuery } from './lead-statements';

/*
 * The lead table's plain SQL (lead-statements.ts): the rows it reads, as TypeORM itself reads a
 * lead; the filter's values always parameters, whatever they hold; and one text per combination of
 * filters, so a page is prepared once per connection and not once per value.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function createLead(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await app.graphql<{ createLead: { id: number } }>(
    `mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }`,
    { input: validLeadInput(extra) },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createLead.id;
}

/** Every filter, each value unlike any SQL the statement holds. */
function everyFilter(tag: string): LeadFilterValues {
  return {
    search: `search-${tag}'; DROP TABLE "lead"; --`,
    businessType: `type-${tag}`,
    companySize: `size-${tag}`,
    timeline: `timeline-${tag}`,
    createdFrom: new Date(Date.UTC(2020, 0, tag.length)),
    createdTo: new Date(Date.UTC(2030, 0, tag.length)),
    firstTouchSource: `source-${tag}`,
    firstTouchCampaign: `campaign-${tag}`,
    replyStatus: 'OVERDUE',
  };
}

function page(filter: LeadFilterValues | null, tag = 'x'): LeadPageQuery {
  return {
    filter,
    now: new Date(),
    sort: 'NEWEST_FIRST',
    cursor: { at: new Date(Date.UTC(2026, 0, tag.length)), id: 1000 + tag.length },
    limit: 51,
    columns: LEAD_COLUMNS,
  };
}

test('LEAD_COLUMNS are the columns the entity reads, each with its property', () => {
  const columns = app.dataSource
    .getMetadata(Lead)
    .columns.filter((column) => column.isSelect)
    .map((column) => [column.databaseName, column.propertyName]);
  expect([...LEAD_COLUMNS].sort()).toEqual(columns.sort());
});

test('a page reads each lead as TypeORM reads it (touches and consent included)', async () => {
  const id = await createLead({
    firstTouch: {
      source: 'spring',
      campaign: 'launch',
      landingPath: '/?utm_source=spring',
      at: '2026-03-01T09:30:00.000Z',
    },
    lastTouch: { source: 'newsletter', landingPath: '/', at: '2026-03-02T10:00:00.000Z' },
    consent: { analytics: true, marketing: false, at: '2026-03-02T10:00:00.000Z', version: 1 },
  });
  const leads = (await app.services.leadList.list({ first: 200 })).nodes;
  const read = leads.find((lead) => lead.id === id);
  expect(read).toBeInstanceOf(Lead);
  expect(read).toEqual(await app.dataSource.getRepository(Lead).findOneByOrFail({ id }));
  expect(read?.firstTouch?.at).toEqual(new Date('2026-03-01T09:30:00.000Z'));
});

test('every value of a filter and a cursor is a parameter, and other values give the same text', () => {
  const one = leadPageStatement(page(everyFilter('one'), 'one'));
  const other = leadPageStatement(page(everyFilter('other'), 'other'));
  // the values' text ("-one"), dates and the cursor's id appear nowhere in the statement
  expect(one.text).not.toMatch(/-one|DROP|2020|2030|1003/);
  expect(one.values).toEqual(
    expect.arrayContaining([
      `%search-one'; DROP TABLE "lead"; --%`,
      'type-one',
      'size-one',
      'timeline-one',
      'source-one',
      'campaign-one',
      1003,
    ]),
  );
  // one statement for every value of the same filters: prepared once per connection
  expect(other.text).toBe(one.text);
  expect(other.values).not.toEqual(one.values);
});

test('a hostile filter value is data: it matches only itself', async () => {
  const literal = await createLead({ name: `Robert'); DROP TABLE "lead"; -- 100% _sure_` });
  await createLead({ name: 'Plain Person' });
  const list = (filter: LeadFilterValues) => app.services.leadList.list({ first: 200, filter });
  const ids = async (filter: LeadFilterValues) => (await list(filter)).nodes.map((lead) => lead.id);

  expect(await ids({ search: `'); DROP TABLE "lead"; --` })).toEqual([literal]);
  expect(await ids({ search: `' OR 1=1 --` })).toEqual([]);
  // LIKE's wildcards are escaped: % and _ match themselves only
  expect(await ids({ search: '100%' })).toEqual([literal]);
  expect(await ids({ search: '_sure_' })).toEqual([literal]);
  expect(await ids({ search: '%' })).toEqual([literal]);
  expect(await ids({ businessType: `ecommerce' OR '1'='1` })).toEqual([]);
  expect(await app.count('lead')).toBeGreaterThanOrEqual(2);
});

test("the statistics' query builder and the pages select the same leads for a filter", async () => {
  await createLead({ name: 'Agency Lead', businessType: 'agency', timeline: 'exploring' });
  await createLead({ name: 'Shop Lead', businessType: 'ecommerce', timeline: 'exploring' });
  const now = new Date();
  const filters: (LeadFilterValues | null)[] = [
    null,
    { businessType: 'agency' },
    { timeline: 'exploring', search: 'lead' },
    { replyStatus: 'AWAITING', createdFrom: new Date(Date.now() - 3600_000) },
    { spam: true },
  ];
  for (const filter of filters) {
    const paged = (await app.services.leadList.list({ first: 200, filter })).nodes.map((lead) => lead.id);
    const matched = (
      await app.services.leadList
        .matching(filter, now)
        .select('lead.id', 'id')
        .orderBy('lead.id', 'DESC')
        .getRawMany<{ id: number }>()
    ).map((row) => row.id);
    expect([...paged].sort()).toEqual([...matched].sort());
  }
});

test('a row limit that is not a whole number is refused before it reaches the text', () => {
  for (const limit of [1.5, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
    expect(() => leadPageStatement({ ...page(null), limit })).toThrow(/not a row limit/);
  }
});
