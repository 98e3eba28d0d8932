import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../events';

/** The lead a lead's event carries (its data is the lead as it was), or null for any other event. */
function leadOf(event: DomainEvent): number | null {
  // a booked call's events name their lead by lead_id (their own id is the booking's)
  if (event.type.startsWith('booking.')) return Number(event.data.lead_id);
  // a merge names the lead kept (the other is gone by then)
  if (event.type === 'lead.merged') return Number(event.data.targetId);
  // the erasure's own notice (lead.deleted: { id, erased, reason }) holds nothing to erase
  if (!event.type.startsWith('lead.') || event.data.erased === true) return null;
  return Number(event.data.id);
}

/**
 * The advisory lock between an erasure and the writers of a lead's copies: an erasure holds it
 * alone, each writer shared, each until its transaction ends. One key for every lead, not one per
 * lead: a retention purge erases thousands of leads in one transaction, more locks than the
 * server's lock table holds, and erasures are rare and short enough that writers waiting behind
 * one cost nothing worth a finer grain.
 */
const ERASURE_LOCK = { space: 1_701_146_720, key: 1 } as const;

/**
 * Taken by an erasure before it reads the leads it erases: it waits for the writers under way to
 * commit (their copies are then there to forget) and makes later ones wait until it has committed
 * (they then find the lead gone, eventsOfLiveLeads).
 */
export async function holdErasureLock(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [ERASURE_LOCK.space, ERASURE_LOCK.key]);
}

/**
 * The events that may still be written down (a webhook delivery, an email): all but those about
 * a lead that no longer exists. A worker holds an event from before it writes it, and the lead's
 * erasure (or deletion, which is one) may commit in between: in the writer's transaction, the
 * erasure lock is taken shared and the lead is read again, so that a copy is written either before
 * an erasure begins (which then forgets it) or, after it commits, not at all.
 *
 * The leads themselves are not locked: FOR KEY SHARE here crashed the embedded engine (PGlite
 * aborted under test:load); an advisory lock takes no row lock.
 */
export async function eventsOfLiveLeads<E extends DomainEvent>(
  manager: EntityManager,
  events: readonly E[],
): Promise<E[]> {
  const leadIds = [...new Set(events.map(leadOf).filter((id): id is number => id !== null))];
  if (leadIds.length === 0) return [...events];
  await manager.query(`SELECT pg_advisory_xact_lock_shared($1, $2)`, [ERASURE_LOCK.space, ERASURE_LOCK.key]);
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
