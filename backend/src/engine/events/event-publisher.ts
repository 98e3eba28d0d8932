import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../queue/job-queue';
import type { DomainEvent, EventType } from '../../modules/events/domain-event';

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

  /**
   * Forgets the lead events (lead.*) about these leads that are queued or kept, in the erasure's
   * transaction: their data is the lead as it was. One being delivered right now goes on with its
   * data replaced by `{ id, redacted: true }`, which the delivery skips.
   */
  async forgetLeads(manager: EntityManager, leadIds: readonly number[]): Promise<number> {
    if (leadIds.length === 0) return 0;
    return this.queue.forgetJobs(
      manager,
      EVENTS_QUEUE,
      `data ->> 'type' LIKE 'lead.%' AND data -> 'data' ->> 'id' = ANY ($2::text[])`,
      [leadIds.map(String)],
      `jsonb_set(data, '{data}', jsonb_build_object('id', data -> 'data' -> 'id', 'redacted', true))`,
    );
  }

  wake(): void {
    this.queue.wake(EVENTS_QUEUE);
  }
}
