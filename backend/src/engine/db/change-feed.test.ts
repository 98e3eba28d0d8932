import pino from 'pino';
import { openTestDatabase } from '../../test/test-database';
import { ChangeFeed } from './change-feed';
import type { Database } from './database';
import { poolOf } from './pool';

/**
 * The change feed between app instances. On a PostgreSQL server (DATABASE_URL) the two feeds here
 * are as two processes: each has its own listening connection and hears the other only by NOTIFY.
 * The embedded engine belongs to one process, whose instances share one in-process bus.
 */
const CHANNEL = 'change_feed_test';
const onServer = Boolean(process.env.DATABASE_URL);
let database: Database;
let a: ChangeFeed;
let b: ChangeFeed;

beforeAll(async () => {
  database = await openTestDatabase();
  const pool = onServer ? poolOf(database.dataSource) : null;
  const logger = pino({ level: 'silent' });
  const processOf = (name: string) => (onServer ? { name } : database);
  a = new ChangeFeed(processOf('a'), pool, [CHANNEL], logger);
  b = new ChangeFeed(processOf('b'), pool, [CHANNEL], logger);
  await a.start();
  await b.start();
});
afterAll(async () => {
  await a.stop();
  await b.stop();
  await database.close();
});

test('caughtUp answers once every change committed before it has been heard, every time', async () => {
  let heard = 0;
  a.subscribe(CHANNEL, () => (heard += 1));
  for (let round = 0; round < 30; round += 1) {
    const before = heard;
    await database.dataSource.transaction((manager) => b.announce(manager, CHANNEL));
    b.changed(CHANNEL);
    expect(await a.caughtUp()).toBe(true);
    expect(heard).toBeGreaterThan(before);
  }
});

test('callers arriving together share the answer', async () => {
  const answers = await Promise.all(Array.from({ length: 50 }, () => a.caughtUp()));
  expect(answers).toEqual(Array.from({ length: 50 }, () => true));
});

test('caughtUp answers false once the feed has stopped listening on a server', async () => {
  await b.stop();
  // on a server nothing more can be heard: the caller must read the database; in one process the bus still tells all
  expect(await b.caughtUp()).toBe(!onServer);
});
