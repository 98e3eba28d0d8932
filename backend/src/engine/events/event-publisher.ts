import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../queue/job-queue';
import type { DomainEvent } from './domain-event';

export const EVENTS_QUEUE = 'events';

/**
 * Records events in the caller's transaction, as jobs of the events queue: no event for a change
 * that was rolled back, no change without its event. After the commit, `wake()` lets this
 * instance deliver at once instead of at its next poll.
 */
export class EventPublisher<Type extends string = string> {
  constructor(private readonly queue: JobQueue) {}

  async publish(manager: EntityManager, type: Type, data: Record<string, unknown>, at = new Date()): Promise<void> {
    const event: DomainEvent<Type> = { id: randomUUID(), type, occurredAt: at.toISOString(), data };
    await this.queue.send(manager, EVENTS_QUEUE, event);
  }

  /**
   * Forgets the events whose type starts with `typePrefix` (`lead.`) about these subjects (their
   * data's `subjectKey`, its id by default) that are queued or kept, in the erasure's transaction:
   * their data is the subject as it was. One being delivered right now goes on with its data
   * replaced by `{ <subjectKey>, redacted: true }`, which the delivery skips.
   */
  async forgetEvents(
    manager: EntityManager,
    typePrefix: string,
    subjectIds: readonly number[],
    subjectKey = 'id',
  ): Promise<number> {
    if (subjectIds.length === 0) return 0;
    return this.queue.forgetJobs(
      manager,
      EVENTS_QUEUE,
      `starts_with(data ->> 'type', $3) AND data -> 'data' ->> $4::text = ANY ($2::text[])`,
      [subjectIds.map(String), typePrefix, subjectKey],
      `jsonb_set(data, '{data}', jsonb_build_object($4::text, data -> 'data' -> $4::text, 'redacted', true))`,
    );
  }

  wake(): void {
    this.queue.wake(EVENTS_QUEUE);
  }
}
