import type { SelectQueryBuilder } from 'typeorm';
import type { LeadFilterValues } from '../../modules/leads/lead-query';
import type { Lead } from '../../modules/leads/lead.entity';
import { startTestApp, type TestApp } from '../../test/start-test-app';
import { keysetPage, type Cursor } from './keyset-pagination';
import { statementOf } from './query-statements';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000); // the embedded engine starts slowly on a busy machine
afterAll(() => app.close());

type Shape = { filter: LeadFilterValues | null; cursor: boolean; columns: (keyof Lead)[] | null };

/** A lead page's query as LeadsService builds it, with values that differ by `round`. */
function pageQuery({ filter, cursor, columns }: Shape, round: number): SelectQueryBuilder<Lead> {
  const at = new Date(Date.UTC(2026, 0, 1 + round));
  const values = filter && {
    ...filter,
    ...(filter.search ? { search: `${filter.search}${round}` } : {}),
    ...(filter.businessType ? { businessType: `type-${round}` } : {}),
    ...(filter.createdFrom ? { createdFrom: at } : {}),
    ...(filter.createdTo ? { createdTo: new Date(at.getTime() + 86_400_000) } : {}),
  };
  const query = keysetPage(
    app.services.leadList.matching(values, at),
    'lead',
    round % 2 === 0 ? 'DESC' : 'ASC',
    cursor ? ({ createdAt: at, id: 1000 + round } satisfies Cursor) : null,
    51,
  );
  if (columns) query.select(columns.map((column) => `lead.${column}`));
  return query;
}

const SHAPES: [string, Shape][] = [
  ['the whole list', { filter: null, cursor: false, columns: null }],
  ['a later page', { filter: null, cursor: true, columns: null }],
  ['some columns', { filter: null, cursor: false, columns: ['id', 'createdAt', 'name'] }],
  // the search's one value appears three times in the SQL
  ['a search', { filter: { search: 'son' }, cursor: true, columns: null }],
  [
    'several filters and a cursor',
    {
      filter: {
        search: 'acme',
        businessType: 'x',
        createdFrom: new Date(0),
        createdTo: new Date(0),
        replyStatus: 'OVERDUE',
      },
      cursor: true,
      columns: ['id', 'createdAt', 'email'],
    },
  ],
  ['the spam view', { filter: { spam: true, replyStatus: 'REPLIED' }, cursor: false, columns: null }],
];

test.each(SHAPES)('%s: the same SQL and values as TypeORM builds, for new values of a known shape too', (_, shape) => {
  for (let round = 0; round < 4; round += 1) {
    const [sql, parameters] = pageQuery(shape, round).getQueryAndParameters();
    const statement = statementOf(pageQuery(shape, round));
    expect(statement.sql).toBe(sql);
    expect(statement.parameters).toEqual(parameters);
  }
});

test('a statement name belongs to one SQL text', () => {
  const names = new Map<string, string>();
  for (const [, shape] of SHAPES) {
    for (let round = 0; round < 2; round += 1) {
      const { sql, name } = statementOf(pageQuery(shape, round));
      expect(names.get(name) ?? sql).toBe(sql);
      names.set(name, sql);
    }
  }
  expect(new Set(names.values()).size).toBe(names.size);
});

test('a query with a list as a value is built each time, and right', () => {
  for (const ids of [[1], [1, 2, 3]]) {
    const query = app.dataSource
      .getRepository('Lead')
      .createQueryBuilder('lead')
      .where('lead.id IN (:...ids)', { ids });
    const [sql, parameters] = query.getQueryAndParameters();
    expect(statementOf(query)).toMatchObject({ sql, parameters });
  }
});
