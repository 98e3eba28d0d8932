import type { Logger } from 'pino';
import { eventDelivery } from './engine/events/event-delivery';
import { EVENTS_QUEUE } from './engine/events/event-publisher';
import type { BatchHandler, JobQueue, QueueDefinition } from './engine/queue/job-queue';
import { MODULES } from './app-modules';
import type { Services } from './services';

/** Queues whose work the retention purge took over (issue 17): removed at start with their schedules. */
const RETIRED_QUEUES = ['spam-purge', 'audit-purge'];

/** Loops working the events queue on each instance; each takes a batch at a time, with set-based SQL. */
const EVENT_WORKERS = 2;

/** A scheduled job's work, as a handler of its (single-job) batches. */
function scheduled(work: () => Promise<void>): BatchHandler<object> {
  return async (jobs) => {
    await work();
    return jobs.map(() => ({ ok: true }));
  };
}

/** Starts the queue, the modules' schedules and this instance's workers. */
export async function startBackgroundJobs(queue: JobQueue, services: Services, logger: Logger): Promise<void> {
  const schedules = MODULES.flatMap((module) => module.schedules ?? []);
  const workers = MODULES.flatMap((module) => module.queues ?? []);
  const queues: QueueDefinition[] = [
    // a batch's webhooks (10 s timeout each, in parallel) and its emails fit well within a minute
    // polled twice a second: the embedded engine never delivers NOTIFY, and another instance's events must not wait
    { name: EVENTS_QUEUE, expireInSeconds: 60, batchSize: 100, pollingIntervalSeconds: 0.5 },
    ...workers.map(({ queue: name, batchSize, expireInSeconds, pollingIntervalSeconds }) => ({
      name,
      batchSize,
      expireInSeconds,
      pollingIntervalSeconds,
    })),
    // a cron job is due at most once a minute; a few seconds late is on time
    ...schedules.map(({ queue: name, cron }) => ({
      name,
      cron,
      expireInSeconds: 300,
      batchSize: 1,
      pollingIntervalSeconds: 5,
    })),
  ];
  await queue.start(queues, RETIRED_QUEUES);
  const subscribers = MODULES.flatMap((module) => module.subscribers?.(services) ?? []);
  queue.work(EVENTS_QUEUE, eventDelivery(subscribers), EVENT_WORKERS);
  for (const { queue: name, handler } of workers) queue.work(name, handler(services));
  for (const { queue: name, run } of schedules)
    queue.work(
      name,
      scheduled(() => run(services, logger)),
    );
}
