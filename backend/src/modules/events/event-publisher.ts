import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../jobs/job-queue';
import type { DomainEvent, EventType } from './domain-event';

export const EVENTS_QUEUE = 'events';

/**
 * Records events in the caller's transaction, as jobs of the events queue: no event for a change
 * that was rolled back, no change without its event. After the commit, `wake()` lets this
 * instance deliver at once instead of at its next poll.
 */
export class EventPublisher {
  constructor(private readonly queue: JobQueue) {}

  async publish(
    manager: EntityManager,
    type: EventType,
    data: Record<string, unknown>,
    at = new Date(),
  ): Promise<void> {
    const event: DomainEvent = { id: randomUUID(), type, occurredAt: at.toISOString(), data };
    await this.queue.send(manager, EVENTS_QUEUE, event);
  }

  wake(): void {
    this.queue.wake(EVENTS_QUEUE);
  }
}
