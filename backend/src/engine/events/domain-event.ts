/**
 * Something that happened, as the job queue carries it: recorded in the transaction that made
 * it happen, then delivered by the events queue's worker to each subscriber (webhooks, email).
 * `data` is what the subscribers get (for a lead or an order, its payload at that moment).
 * The modules name the types (modules/events/domain-event.ts).
 */
export type DomainEvent<Type extends string = string> = {
  id: string;
  type: Type;
  /** ISO 8601 */
  occurredAt: string;
  data: Record<string, unknown>;
};

/** An event whose data an erasure took away while it was being delivered: nothing is left to send. */
export function isRedacted(event: DomainEvent): boolean {
  return event.data.redacted === true;
}
