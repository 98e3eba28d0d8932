import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../events';

/** The lead a lead's event carries (its data is the lead as it was), or null for any other event. */
function leadOf(event: DomainEvent): number | null {
  // the erasure's own notice (lead.deleted: { id, erased, reason }) holds nothing to erase
  if (!event.type.startsWith('lead.') || event.data.erased === true) return null;
  return Number(event.data.id);
}

/**
 * The events that may still be written down (a webhook delivery, an email): all but those about
 * a lead that no longer exists. A worker holds an event from before it writes it, and the lead's
 * erasure (or deletion, which is one) may commit in between: the lead is read again here, in the
 * writer's transaction, so that the copy it would write goes nowhere.
 *
 * The leads are not locked: FOR KEY SHARE here crashed the embedded engine (PGlite aborted under
 * test:load). On a PostgreSQL server that leaves a window of one statement, between this read and
 * the writer's insert, in which an erasure could commit; docs/security.md says so.
 */
export async function eventsOfLiveLeads<E extends DomainEvent>(
  manager: EntityManager,
  events: readonly E[],
): Promise<E[]> {
  const leadIds = [...new Set(events.map(leadOf).filter((id): id is number => id !== null))];
  if (leadIds.length === 0) return [...events];
  const rows = await manager.query<{ id: number }[]>(
    `SELECT "id" FROM "lead" WHERE "id" = ANY ($1::int[]) ORDER BY "id"`,
    [leadIds],
  );
  const live = new Set(rows.map((row) => row.id));
  return events.filter((event) => {
    const leadId = leadOf(event);
    return leadId === null || live.has(leadId);
  });
}
