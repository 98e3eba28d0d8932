import type { PoolClient } from 'pg';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './database';
import { poolOf } from './pool';
import { preparedQuery, preparedRead, runPrepared } from './prepared-query';

/*
 * The one helper that runs the hot paths' statements prepared: what a caller can see of it on the
 * database (either engine): the right rows, values that stay values, one preparation per text and
 * connection, and a transaction's statements on the transaction's own connection.
 */

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const pool = () => poolOf(database.dataSource);

/** The statements prepared with this text, as the connection's session lists them. */
async function preparedWith(client: PoolClient, text: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT name FROM pg_prepared_statements WHERE statement = $1 ORDER BY name',
    [text],
  );
  return rows.map((row) => row.name);
}

async function withClient<T>(work: (client: PoolClient) => Promise<T>, destroy = false): Promise<T> {
  const client = await pool().connect();
  try {
    return await work(client);
  } finally {
    client.release(destroy);
  }
}

test('reads the rows of its values', async () => {
  const text = 'SELECT n, n * $2::int AS times FROM generate_series(1, $1::int) AS n ORDER BY n';
  expect(await preparedRead(pool(), text, [3, 10])).toEqual([
    { n: 1, times: 10 },
    { n: 2, times: 20 },
    { n: 3, times: 30 },
  ]);
  expect(await preparedRead(pool(), text, [1, 7])).toEqual([{ n: 1, times: 7 }]);
});

test('a hostile value is data, never SQL', async () => {
  const hostile = `x'); DROP TABLE "lead"; --`;
  const text = `SELECT $1::text AS value, $1::text = 'x' AS matched`;
  expect(await preparedRead(pool(), text, [hostile])).toEqual([{ value: hostile, matched: false }]);
  const [{ exists }] = await preparedRead<{ exists: boolean }>(
    pool(),
    `SELECT to_regclass('lead') IS NOT NULL AS exists`,
    [],
  );
  expect(exists).toBe(true);
});

test('a text is prepared once per connection, whatever its values', async () => {
  const text = 'SELECT $1::int + 1 AS next';
  await withClient(async (client) => {
    for (const value of [1, 2, 3])
      expect((await runPrepared(client, text, [value])).rows).toEqual([{ next: value + 1 }]);
    expect(await preparedWith(client, text)).toHaveLength(1);
    // another text is another statement
    await runPrepared(client, 'SELECT $1::int + 2 AS next', [1]);
    expect(await preparedWith(client, text)).toHaveLength(1);
  });
});

test('a new connection prepares it again, even where the old one left it behind (the embedded engine keeps one session)', async () => {
  const text = 'SELECT $1::text AS said';
  // the first connection is closed, not returned to the pool: the next one is new
  const first = await withClient(async (client) => {
    await runPrepared(client, text, ['first']);
    return preparedWith(client, text);
  }, true);
  await withClient(async (client) => {
    expect((await runPrepared(client, text, ['second'])).rows).toEqual([{ said: 'second' }]);
    const now = await preparedWith(client, text);
    // its own name: on a server the first connection's statement went with it; on the embedded
    // engine it is still there, and a name of the text alone would have clashed with it
    expect(now.filter((name) => !first.includes(name))).toHaveLength(1);
  });
});

test("in a transaction, runs on the transaction's own connection, and refuses to run outside one", async () => {
  const text = `SELECT current_setting('prepared_query_test.mark', true) AS mark`;
  const seen = await database.dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL prepared_query_test.mark = 'inside'`);
    return preparedQuery<{ mark: string }>(manager, text, []);
  });
  expect(seen).toEqual([{ mark: 'inside' }]);
  await expect(preparedQuery(database.dataSource.manager, text, [])).rejects.toThrow(/inside a transaction/);
});

test('past its limit of texts, a new text runs unprepared, and right', async () => {
  const texts = Array.from({ length: 501 }, (_, i) => `SELECT $1::int * ${i + 1} AS product`);
  await withClient(async (client) => {
    for (const text of texts) await runPrepared(client, text, [2]);
    const last = texts[texts.length - 1];
    expect((await runPrepared(client, last, [3])).rows).toEqual([{ product: 3 * 501 }]);
    expect(await preparedWith(client, last)).toEqual([]);
  });
});
