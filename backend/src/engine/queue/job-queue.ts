import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Pool, PoolClient, QueryResult } from 'pg';
import type { EntityManager } from 'typeorm';
import { runPrepared } from '../db/prepared-query';

/** A job as its handler sees it: retryCount counts the attempts before this one. */
type QueuedJob<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/**
 * What a handler says of one job: done, or failed with a reason (retried with backoff until the
 * retry limit, then kept as failed).
 */
type JobOutcome = { ok: true } | { ok: false; reason: string };

/** Handles a batch of jobs at once (set-based SQL), with one outcome per job, in order. */
export type BatchHandler<T> = (jobs: QueuedJob<T>[]) => Promise<JobOutcome[]>;

export type QueueDefinition = {
  name: string;
  /** an active job not finished in this long (a killed instance) is failed and retried */
  expireInSeconds: number;
  /** jobs fetched per round and handed to the handler together */
  batchSize: number;
  /** how often an idle worker asks for jobs; a job sent by this instance wakes it at once */
  pollingIntervalSeconds: number;
  /** cron expression (UTC) for scheduled work; the queue's handler runs it */
  cron?: string;
};

export type JobQueueOptions = {
  pool: Pool;
  logger: Logger;
  retryDelaySeconds: number;
  retryLimit: number;
};

const SCHEMA = 'pgboss';

/** An arbitrary constant: the advisory lock an instance holds while it creates the queues. */
const QUEUE_SETUP_LOCK = 741_852_964;

/**
 * The durable job queue: pg-boss 10 in the app's own PostgreSQL (or the embedded engine), on the
 * app's pool (the embedded engine allows one session per socket client; a second pool could
 * cross statements). pg-boss stores the jobs, hands each to one worker at a time across
 * instances (SKIP LOCKED), retries failures with exponential backoff, expires jobs left active by
 * a killed instance and fires cron schedules. The workers are our own loops over fetch(): each
 * job's outcome is recorded (awaited, errors caught), where pg-boss's work() completes a batch
 * without awaiting and would turn a database outage into an unhandled rejection. The loops poll,
 * since the embedded engine never delivers NOTIFY to a listener.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly loops: WorkerLoop[] = [];
  private readonly queues = new Map<string, QueueDefinition>();
  private readonly bossStatements: StatementGate;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    const { pool } = options;
    this.bossStatements = new StatementGate((text, values) => pool.query(text, values));
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => this.bossStatements.run(text, values) },
      schema: SCHEMA,
      // completed and failed jobs stay visible for a week, then pg-boss archives and deletes them
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 7,
      // how soon a job left active by a killed instance is noticed
      monitorStateIntervalSeconds: 10,
      maintenanceIntervalSeconds: 10,
    });
    this.boss.on('error', (error: Error) => {
      options.logger.warn({ reason: error.message }, 'job queue maintenance failed');
    });
  }

  /**
   * Creates pg-boss's tables (once, under its advisory lock), the queues and their schedules, and
   * removes the retired queues (work folded into another) with their schedules and jobs.
   */
  async start(queues: QueueDefinition[], retired: readonly string[] = []): Promise<void> {
    await this.boss.start();
    await this.createQueues(queues, retired);
    for (const queue of queues) this.queues.set(queue.name, queue);
    this.started = true;
  }

  /**
   * Creates the queues and their schedules, one instance at a time: pg-boss 10 creates a queue's
   * partition in a function that two instances starting together deadlock in. The instance holds
   * an advisory lock on one connection and creates them through it (existing ones are kept).
   */
  private async createQueues(queues: QueueDefinition[], retired: readonly string[]): Promise<void> {
    const client = await this.options.pool.connect();
    const setup = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
      schema: SCHEMA,
    });
    try {
      await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      for (const queue of queues) {
        await setup.createQueue(queue.name, {
          name: queue.name,
          retryLimit: this.options.retryLimit,
          retryDelay: this.options.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds,
        });
        if (queue.cron) await setup.schedule(queue.name, queue.cron, {}, { singletonKey: queue.name });
      }
      for (const name of retired) {
        await setup.unschedule(name);
        await setup.deleteQueue(name);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
      client.release();
    }
  }

  /**
   * Enqueues a job in the caller's transaction: it exists if and only if the transaction commits.
   * Call wake(name) after the commit for this instance to take it at once.
   */
  async send(manager: EntityManager, name: string, data: object): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) throw new Error(`job ${name} must be sent inside a transaction`);
    const client = (await runner.connect()) as PoolClient;
    await this.boss.send(name, data, {
      db: {
        // prepared: pg-boss's insert is long, and parsing and planning it for every job cost the
        // server more than running it
        executeSql: (text: string, values: unknown[]) => runPrepared(client, text, values),
      },
    });
  }

  /**
   * Forgets, in the caller's transaction, the jobs of a queue whose data matches `where` (SQL over
   * the column `data`; its parameters are $2 on): deleted from the queue and its archive, whatever
   * their state, except a job being worked right now, which keeps running with its data replaced
   * by `redacted` (SQL over `data`). Returns how many were deleted or redacted. An erasure uses it:
   * a queued event must not keep a copy of what was erased.
   */
  async forgetJobs(
    manager: EntityManager,
    name: string,
    where: string,
    params: unknown[],
    redacted: string,
  ): Promise<number> {
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH deleted AS (
         DELETE FROM ${SCHEMA}.job WHERE name = $1 AND state <> 'active' AND (${where}) RETURNING 1
       ), archived AS (
         DELETE FROM ${SCHEMA}.archive WHERE name = $1 AND (${where}) RETURNING 1
       ), active AS (
         UPDATE ${SCHEMA}.job SET data = ${redacted} WHERE name = $1 AND state = 'active' AND (${where}) RETURNING 1
       )
       SELECT ((SELECT count(*) FROM deleted) + (SELECT count(*) FROM archived) + (SELECT count(*) FROM active))::int AS count`,
      [name, ...params],
    );
    return count;
  }

  /** Enqueues a job on its own (no transaction to join): scheduled work started by hand, tests. */
  async sendNow(name: string, data: object = {}): Promise<void> {
    await this.boss.send(name, data);
    this.wake(name);
  }

  /** Starts `concurrency` loops working the queue with the handler. */
  work<T>(name: string, handler: BatchHandler<T>, concurrency = 1): void {
    const queue = this.queues.get(name);
    if (!this.started || !queue) throw new Error(`queue ${name} is not started`);
    for (let i = 0; i < concurrency; i += 1) {
      const loop = new WorkerLoop(
        this.boss,
        queue,
        handler as BatchHandler<unknown>,
        this.options.logger,
        queue.pollingIntervalSeconds * 1000,
      );
      this.loops.push(loop);
      loop.run();
    }
  }

  /** Wakes this instance's idle workers of a queue (a job was just committed). */
  wake(name: string): void {
    for (const loop of this.loops) if (loop.queue.name === name) loop.wake();
  }

  /**
   * Stops fetching, waits for the jobs in hand to finish and be recorded (each exactly once), then
   * stops pg-boss between two of its statements, so that nothing of the queue runs afterwards and
   * the pool can be ended. Bounded by `timeoutMs`: past it, what is still running is left to
   * finish or fail on its own (its jobs are retried when they expire) and a warning says so.
   */
  async stop(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const loopsDone = await settlesBefore(Promise.all(this.loops.map((loop) => loop.stop())), deadline);
    if (!loopsDone) {
      this.options.logger.warn(
        { timeoutMs },
        'job queue: jobs still in hand at stop; they are retried when they expire',
      );
    }
    if (!this.started) return;
    this.started = false;
    // pg-boss 10's own stop() neither awaits its cron worker's round nor the timer that removes
    // that worker: stopped mid-statement, both ran on after it returned, into an ended pool or a
    // torn-down test environment. Stopped while none of its statements is in flight, every part
    // of it is parked on a timer that stop() clears.
    const quiet = await this.bossStatements.closeWhenQuiet(deadline, () =>
      this.boss.stop({ graceful: false, close: false }),
    );
    if (!quiet) this.options.logger.warn({ timeoutMs }, 'job queue: pg-boss was still busy at stop');
  }
}

/**
 * How long stop() waits by default, within main.ts's 10 s grace: a batch in hand takes
 * milliseconds; a receiver that holds a webhook to its 10 s limit can outlast it, and that batch is
 * retried when it expires (the receiver sees the same webhook-id again).
 */
const STOP_TIMEOUT_MS = 8000;

/** Whether `work` settles before `deadline` (epoch ms); it is left running if not. */
async function settlesBefore(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long the queue's own statements (fetch, complete, fail), and a batch's handler, wait their
 * turn for a connection.
 * The pool gives up on a wait after 2 s, so that a request answers 503 rather than hang; on the
 * embedded engine, where the app and the queue share one connection, a backlog of deliveries
 * made that wait longer, and a completion lost to it left its jobs active until they expired
 * (60 s) and ran them again. The queue waits instead: its statements are short, and each lost one
 * costs a minute.
 */
const POOL_WAIT_RETRY_MS = 30_000;

/** pg-pool's error for a caller that waited too long for a free connection (the database was up) */
function isPoolWait(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

/**
 * Runs pg-boss's own statements and counts those in flight, so that pg-boss can be stopped at a
 * moment when none is: a turn of the event loop that starts with none in flight finds every part
 * of pg-boss (cron worker, cron monitor, maintenance) waiting on a timer, since each awaits only
 * its statements between two steps. Once closed, a statement is refused.
 */
class StatementGate {
  private inFlight = 0;
  private closed = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly execute: (text: string, values: unknown[]) => Promise<QueryResult>) {}

  async run(text: string, values: unknown[]): Promise<QueryResult> {
    if (this.closed) throw new Error('the job queue is stopped');
    this.inFlight += 1;
    const giveUpAt = Date.now() + POOL_WAIT_RETRY_MS;
    try {
      for (;;) {
        try {
          return await this.execute(text, values);
        } catch (error) {
          if (!isPoolWait(error) || this.closed || Date.now() >= giveUpAt) throw error;
        }
      }
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of this.waiting.splice(0)) wake();
    }
  }

  /**
   * Calls `stop` (synchronously, in a turn that began with no statement in flight) and closes the
   * gate; past the deadline calls it anyway. Resolves when `stop`'s promise does: true if it was
   * quiet.
   */
  async closeWhenQuiet(deadline: number, stop: () => Promise<void>): Promise<boolean> {
    let quiet = false;
    while (Date.now() < deadline) {
      const stopped = await new Promise<boolean>((resolve) => {
        setImmediate(() => resolve(this.inFlight === 0));
      });
      if (stopped) {
        quiet = true;
        break;
      }
      await settlesBefore(new Promise<void>((wake) => this.waiting.push(wake)), deadline);
    }
    const stopping = stop();
    this.closed = true;
    await stopping;
    // pg-boss removes its stopped cron worker in an immediate queued by stop(); immediates run in
    // the order they were queued, so this one runs after it
    await new Promise((resolve) => setImmediate(resolve));
    return quiet;
  }
}

/** pg-boss 10 takes (name, ids, data) at run time; its type declarations give data only for a single id. */
type FailMany = (name: string, ids: string[], data: object) => Promise<void>;

class WorkerLoop {
  private stopping = false;
  private done: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: QueueDefinition,
    private readonly handler: BatchHandler<unknown>,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {
    this.failMany = (boss.fail as unknown as FailMany).bind(boss);
  }

  private readonly failMany: FailMany;

  run(): void {
    this.done = this.loop();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.done;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      let fetched = 0;
      try {
        fetched = await this.round();
      } catch (error) {
        this.logger.warn(
          { queue: this.queue.name, reason: error instanceof Error ? error.message : String(error) },
          'job queue: a round failed; its jobs are retried when they expire',
        );
      }
      // a full batch means more may be waiting: go again at once
      if (!this.stopping && !this.woken && fetched < this.queue.batchSize) await this.pause();
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(finish, this.intervalMs);
      this.wakeUp = finish;
    });
  }

  private async round(): Promise<number> {
    const jobs = await this.boss.fetch<object>(this.queue.name, {
      batchSize: this.queue.batchSize,
      includeMetadata: true,
    });
    if (jobs.length === 0) return 0;
    const outcomes = await this.handle(
      jobs.map((job) => ({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit })),
    );
    const completed = jobs.filter((_, i) => outcomes[i].ok).map((job) => job.id);
    const failedByReason = new Map<string, string[]>();
    jobs.forEach((job, i) => {
      const outcome = outcomes[i];
      if (!outcome.ok) failedByReason.set(outcome.reason, [...(failedByReason.get(outcome.reason) ?? []), job.id]);
    });
    if (completed.length > 0) await this.boss.complete(this.queue.name, completed);
    for (const [reason, ids] of failedByReason) await this.failMany(this.queue.name, ids, { message: reason });
    return jobs.length;
  }

  /**
   * The handler's outcomes for a batch; a handler that throws fails the whole batch. One that
   * lost a statement to the pool wait is run again at once (within POOL_WAIT_RETRY_MS), like the
   * queue's own statements: the database is up, and on the embedded engine's one connection a busy
   * moment had cost each of the batch's jobs the retry delay (30 s and more) before its email or
   * webhook went. Handlers are written to be run again (each run sends only what has not gone).
   */
  private async handle(jobs: QueuedJob<unknown>[]): Promise<JobOutcome[]> {
    const giveUpAt = Date.now() + POOL_WAIT_RETRY_MS;
    for (;;) {
      try {
        return await this.handler(jobs);
      } catch (error) {
        if (isPoolWait(error) && !this.stopping && Date.now() < giveUpAt) continue;
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn(
          { queue: this.queue.name, jobs: jobs.length, reason },
          'job queue: a batch failed; its jobs are retried with backoff',
        );
        return jobs.map(() => ({ ok: false, reason }));
      }
    }
  }
}
