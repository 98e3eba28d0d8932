import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Pool, PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';
import { connectionStatementName } from '../../db/prepared-query';

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

const statementNames = new Map<string, string>();

/**
 * A name for one of pg-boss's statements, to run it prepared: its insert is long, and parsing and
 * planning it again for every job cost the server more than running it.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `pgboss_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}
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
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    const { pool } = options;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
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
        executeSql: (text: string, values: unknown[]) =>
          client.query({ name: connectionStatementName(client, statementName(text)), text, values }),
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

  /** Stops fetching, waits for the jobs in hand, then stops pg-boss's maintenance. */
  async stop(): Promise<void> {
    await Promise.all(this.loops.map((loop) => loop.stop()));
    if (this.started) await this.boss.stop({ graceful: true, wait: true, close: false });
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
    let outcomes: JobOutcome[];
    try {
      outcomes = await this.handler(
        jobs.map((job) => ({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit })),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      outcomes = jobs.map(() => ({ ok: false, reason }));
    }
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
}
