import type { Logger } from 'pino';
import { eventDelivery } from './engine/events/event-delivery';
import { EVENTS_QUEUE } from './engine/events/event-publisher';
import type { Services } from './services';
import type { BatchHandler, JobQueue, QueueDefinition } from './engine/queue/job-queue';

/** Scheduled work: each runs on one instance at a time, whichever takes the job. */
export const SCHEDULED_QUEUES = {
  replyReminders: 'reply-reminders',
  audioCleanup: 'chat-audio-cleanup',
  retentionPurge: 'retention-purge',
  statsRollup: 'lead-stats-rollup',
  viewCountsFold: 'lead-view-counts-fold',
} as const;

const QUEUES: QueueDefinition[] = [
  // a batch's webhooks (10 s timeout each, in parallel) and its emails fit well within a minute
  // polled twice a second: the embedded engine never delivers NOTIFY, and another instance's events must not wait
  { name: EVENTS_QUEUE, expireInSeconds: 60, batchSize: 100, pollingIntervalSeconds: 0.5 },
  // a cron job is due at most once a minute; a few seconds late is on time
  ...[
    { name: SCHEDULED_QUEUES.replyReminders, cron: '* * * * *' },
    // spoken replies are kept for hours: their part of the retention purge runs hourly too
    { name: SCHEDULED_QUEUES.audioCleanup, cron: '41 * * * *' },
    { name: SCHEDULED_QUEUES.retentionPurge, cron: '23 3 * * *' },
    // counts the leads up to 5 minutes ago; a change to a counted day is read from the leads until the next run
    { name: SCHEDULED_QUEUES.statsRollup, cron: '*/5 * * * *' },
    // each connection that changed leads since holds a row of the lead table's counts
    { name: SCHEDULED_QUEUES.viewCountsFold, cron: '*/10 * * * *' },
  ].map((scheduled) => ({ ...scheduled, expireInSeconds: 300, batchSize: 1, pollingIntervalSeconds: 5 })),
];

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

type JobServices = Pick<Services, 'leads' | 'webhooks' | 'notifications' | 'retention' | 'leadStatsRollup'>;

/** Starts the queue, its schedules and this instance's workers. */
export async function startBackgroundJobs(queue: JobQueue, services: JobServices, logger: Logger): Promise<void> {
  await queue.start(QUEUES, RETIRED_QUEUES);
  queue.work(EVENTS_QUEUE, eventDelivery(services.webhooks, services.notifications), EVENT_WORKERS);
  queue.work(
    SCHEDULED_QUEUES.replyReminders,
    scheduled(async () => {
      const sent = await services.leads.sendReplyReminders();
      if (sent > 0) logger.info({ sent }, `reply reminders: ${sent} lead(s) announced`);
    }),
  );
  queue.work(
    SCHEDULED_QUEUES.audioCleanup,
    scheduled(async () => {
      const removed = await services.retention.purgeChatAudio();
      logger.info({ removed }, `chat audio clean-up: ${removed} expired reply(ies) deleted`);
    }),
  );
  queue.work(
    SCHEDULED_QUEUES.retentionPurge,
    scheduled(async () => {
      const removed = await services.retention.purge();
      const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
      logger.info(
        { removed },
        `retention purge: ${total} removed (${removed.leads} lead(s) that never reached Discovery Call, ${removed.spam} spam, ${removed.unlinkedChats} unlinked chat(s), ${removed.chatAudio} chat audio, ${removed.auditEvents} audit event(s))`,
      );
    }),
  );
  queue.work(
    SCHEDULED_QUEUES.viewCountsFold,
    scheduled(async () => {
      await services.leads.foldViewCounts();
    }),
  );
  queue.work(
    SCHEDULED_QUEUES.statsRollup,
    scheduled(async () => {
      const days = await services.leadStatsRollup.rollUp();
      if (days > 0) logger.info({ days }, `statistics roll-up: ${days} day(s) counted`);
    }),
  );
}
