import type { BatchHandler } from '../queue/job-queue';
import { isRedacted, type DomainEvent } from './domain-event';

/** A module that hears the events (the webhooks, the team's email). */
export type EventSubscriber = {
  /** what a retry waits for, in its reason: "webhook deliveries", "the email" */
  waitingFor: string;
  /**
   * Delivers its part of a batch, each at most once per success, and answers the ids of the
   * events it could not deliver yet. `finalAttempt` holds the events on their last try: what is
   * left of those is recorded as failed.
   */
  deliver(events: DomainEvent[], finalAttempt: Set<string>): Promise<ReadonlySet<string>>;
};

/**
 * The events queue's handler: each batch goes to every subscriber. While any subscriber has not
 * delivered an event its job fails and pg-boss retries it with backoff; each retry sends only
 * what has not gone.
 */
export function eventDelivery(subscribers: readonly EventSubscriber[]): BatchHandler<DomainEvent> {
  return async (jobs) => {
    // an event an erasure redacted meanwhile has nothing left to send
    const events = jobs.map((job) => job.data).filter((event) => !isRedacted(event));
    const finalAttempt = new Set(jobs.filter((job) => job.retryCount >= job.retryLimit).map((job) => job.data.id));
    const pending = await Promise.all(subscribers.map((subscriber) => subscriber.deliver(events, finalAttempt)));
    return jobs.map(({ data: event }) => {
      const waiting = subscribers.filter((_, index) => pending[index]?.has(event.id)).map((s) => s.waitingFor);
      if (waiting.length === 0) return { ok: true };
      return { ok: false, reason: `${waiting.join(' and ')} not delivered yet` };
    });
  };
}
