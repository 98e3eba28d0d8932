import type { Logger } from 'pino';
import type { LeadsService } from './leads.service';

const HOUR_MS = 60 * 60 * 1000;

export type SpamPurge = {
  /** clears the schedule and waits for a purge in progress */
  stop(): Promise<void>;
};

/**
 * Purges the quarantined spam past its retention (SPAM_RETENTION_DAYS) at start and then every
 * hour, logging how many leads went. The DELETE is idempotent, so two instances doing it too is
 * harmless; the job queue of a later issue takes this over as one of its schedules. The timer
 * never keeps the process alive.
 */
export function startSpamPurge(leads: LeadsService, logger: Logger, intervalMs = HOUR_MS): SpamPurge {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = leads
      .purgeExpiredSpam()
      .then((removed) => logger.info({ removed }, `spam purge: ${removed} expired spam lead(s) deleted`))
      .catch((error: unknown) => {
        logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'spam purge failed');
      })
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
