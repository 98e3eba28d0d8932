import type { Pool } from 'pg';
import { poolOf } from '../db/pool';
import type { Database } from '../db/database';
import { createLogger } from '../logger';
import { eventually } from '../../test/eventually';
import { trackLiveHandles } from '../../test/live-handles';
import { openTestDatabase } from '../../test/test-database';
import { JobQueue, type BatchHandler, type QueueDefinition } from './job-queue';

/** pg-boss's own queue: its cron worker fetches from it every few seconds, from the moment it starts */
const CRON_WORKER_QUEUE = '__pgboss__send-it';

const QUEUE: QueueDefinition = {
  name: 'job-queue-test',
  expireInSeconds: 60,
  batchSize: 5,
  pollingIntervalSeconds: 0.2,
};

/** the stack of a handle made by the queue or by pg-boss */
const QUEUE_CODE = /pg-boss|job-queue\.ts/;
/** a connection of the pool: the database's, open until the database closes */
const POOL_CONNECTION = /pg-pool/;

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The app's pool as the queue sees it, holding pg-boss's first fetch for its cron worker until
 * released (so the queue can be stopped while a statement of pg-boss's own is in flight), and
 * recording every statement sent after `closed` is set.
 */
function holdingPool(pool: Pool) {
  const held = deferred();
  const holding = deferred();
  let heldOnce = false;
  const state = { closed: false, lateStatements: [] as string[] };
  const query = async (text: string, values?: unknown[]) => {
    if (state.closed) state.lateStatements.push(text);
    if (!heldOnce && values?.[0] === CRON_WORKER_QUEUE && text.includes('SKIP LOCKED')) {
      heldOnce = true;
      holding.resolve();
      await held.promise;
    }
    return pool.query(text, values);
  };
  return { pool: answeredBy(pool, query), holding: holding.promise, release: held.resolve, state };
}

/** The pool with its query() replaced by `query` (which reaches the real one itself) */
function answeredBy(pool: Pool, query: (text: string, values?: unknown[]) => Promise<unknown>): Pool {
  return new Proxy(pool, {
    get: (target, property, receiver): unknown =>
      property === 'query' ? query : Reflect.get(target, property, receiver),
  });
}

function newQueue(pool: Pool): JobQueue {
  return new JobQueue({ pool, logger: createLogger('silent'), retryDelaySeconds: 1, retryLimit: 2 });
}

async function jobStates(database: Database): Promise<string[]> {
  const rows: { state: string }[] = await database.dataSource.query(
    `SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    [QUEUE.name],
  );
  return rows.map((row) => row.state);
}

describe('a job whose completion had to wait for a connection', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('is recorded as completed once a connection is free, not left active to run again after it expires', async () => {
    const pool = poolOf(database.dataSource);
    let waitsRefused = 0;
    // pg-pool's answer to a caller that waited 2 s for a connection, given to the first completion
    const query = (text: string, values?: unknown[]) => {
      if (waitsRefused === 0 && text.includes("state = 'completed'")) {
        waitsRefused += 1;
        return Promise.reject(new Error('timeout exceeded when trying to connect'));
      }
      return pool.query(text, values);
    };
    const queue = newQueue(answeredBy(pool, query));
    await queue.start([QUEUE]);
    const runs: number[] = [];
    queue.work<{ n: number }>(QUEUE.name, (jobs) => {
      runs.push(...jobs.map((job) => job.data.n));
      return Promise.resolve(jobs.map(() => ({ ok: true })));
    });
    await queue.sendNow(QUEUE.name, { n: 1 });
    // without the wait, the job stays active until it expires (60 s), then runs again
    await eventually(async () => expect(await jobStates(database)).toEqual(['completed']));
    await queue.stop();
    expect(waitsRefused).toBe(1);
    expect(runs).toEqual([1]);
  });
});

describe('a batch whose handler had to wait too long for a connection', () => {
  let database: Database;

  beforeEach(async () => {
    database = await openTestDatabase();
  });

  afterEach(async () => {
    await database.close();
  });

  /**
   * Sends one job to a handler that throws `firstError` on its first run and succeeds after;
   * answers each run's retryCount once the job is completed.
   */
  async function attemptsAfterFirstRunThrows(firstError: Error): Promise<number[]> {
    const queue = newQueue(poolOf(database.dataSource));
    await queue.start([QUEUE]);
    const attempts: number[] = [];
    queue.work(QUEUE.name, (jobs) => {
      attempts.push(...jobs.map((job) => job.retryCount));
      if (attempts.length === 1) return Promise.reject(firstError);
      return Promise.resolve(jobs.map(() => ({ ok: true })));
    });
    await queue.sendNow(QUEUE.name);
    await eventually(async () => expect(await jobStates(database)).toEqual(['completed']));
    await queue.stop();
    return attempts;
  }

  it('is run again at once and completed on its first attempt, not failed into the retry delay', async () => {
    // pg-pool's answer to a caller that waited 2 s for a connection
    const attempts = await attemptsAfterFirstRunThrows(new Error('timeout exceeded when trying to connect'));
    // failed, the job would have come back after the retry delay as its second attempt (retryCount 1)
    expect(attempts).toEqual([0, 0]);
    const [{ retry_count }] = await database.dataSource.query<{ retry_count: number }[]>(
      'SELECT retry_count FROM pgboss.job WHERE name = $1',
      [QUEUE.name],
    );
    expect(retry_count).toBe(0);
  });

  it('fails as usual when the error is not the pool wait, and the retry runs it again', async () => {
    expect(await attemptsAfterFirstRunThrows(new Error('relation "missing" does not exist'))).toEqual([0, 1]);
  });
});

describe('stopping the job queue', () => {
  let database: Database;

  beforeEach(async () => {
    database = await openTestDatabase();
  });

  afterEach(async () => {
    await database.close();
  });

  it('stopped while a statement of pg-boss is in flight, waits for it and leaves no timer, worker or statement behind', async () => {
    const handles = trackLiveHandles();
    const { pool, holding, release, state } = holdingPool(poolOf(database.dataSource));
    const queue = newQueue(pool);
    await queue.start([QUEUE]);
    queue.work(QUEUE.name, (jobs) => Promise.resolve(jobs.map(() => ({ ok: true }))));
    await holding;

    const stopped = queue.stop();
    release();
    await stopped;
    state.closed = true;
    const live = await handles.live();
    handles.stop();

    // pg-boss 10's stop() returned with its cron worker mid-fetch and a timer polling for it: that
    // timer fired after a test file's environment was gone, and the worker's next statement found
    // the pool ended
    expect(
      live.filter((handle) => QUEUE_CODE.test(handle.createdAt) && !POOL_CONNECTION.test(handle.createdAt)),
    ).toEqual([]);
    expect(state.lateStatements).toEqual([]);
    await expect(queue.sendNow(QUEUE.name)).rejects.toThrow('the job queue is stopped');
  });

  it('stopped while a job is in hand, finishes and records it once: a queue started afterwards does not run it again', async () => {
    const pool = poolOf(database.dataSource);
    const first = newQueue(pool);
    await first.start([QUEUE]);
    const inHand = deferred();
    const finish = deferred();
    const firstRuns: unknown[] = [];
    const slow: BatchHandler<{ n: number }> = async (jobs) => {
      firstRuns.push(...jobs.map((job) => job.data.n));
      inHand.resolve();
      await finish.promise;
      return jobs.map(() => ({ ok: true }));
    };
    first.work(QUEUE.name, slow);
    await first.sendNow(QUEUE.name, { n: 1 });
    await inHand.promise;

    const stopped = first.stop();
    finish.resolve();
    await stopped;
    expect(firstRuns).toEqual([1]);
    expect(await jobStates(database)).toEqual(['completed']);

    // the second queue takes jobs oldest first: had the first job been left pending or active, it
    // would come before the marker
    const second = newQueue(pool);
    await second.start([QUEUE]);
    const secondRuns: number[] = [];
    const marker = deferred();
    second.work<{ n: number }>(QUEUE.name, (jobs) => {
      secondRuns.push(...jobs.map((job) => job.data.n));
      if (jobs.some((job) => job.data.n === 2)) marker.resolve();
      return Promise.resolve(jobs.map(() => ({ ok: true })));
    });
    await second.sendNow(QUEUE.name, { n: 2 });
    await marker.promise;
    await second.stop();
    expect(secondRuns).toEqual([2]);
    expect(await jobStates(database)).toEqual(['completed', 'completed']);
  });
});
