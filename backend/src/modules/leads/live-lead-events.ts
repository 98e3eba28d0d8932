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
 * writer's transaction, so that the copy it would write goes nowhere. The leads still there stay
 * locked (FOR KEY SHARE, which an edit of the lead does not wait for) until that transaction
 * ends: an erasure, which locks its leads FOR UPDATE before it deletes their copies, waits for the
 * write to commit and then deletes it with the rest; a writer that comes second waits for the
 * erasure and finds no lead.
 */
export async function eventsOfLiveLeads<E extends DomainEvent>(
  manager: EntityManager,
  events: readonly E[],
): Promise<E[]> {
  const leadIds = [...new Set(events.map(leadOf).filter((id): id is number => id !== null))];
  if (leadIds.length === 0) return [...events];
  const rows = await manager.query<{ id: number }[]>(
    `SELECT "id" FROM "lead" WHERE "id" = ANY ($1::int[]) ORDER BY "id" FOR KEY SHARE`,
    [leadIds],
  );
  const live = new Set(rows.map((row) => row.id));
  return events.filter((event) => {
    const leadId = leadOf(event);
    return leadId === null || live.has(leadId);
  });
}
