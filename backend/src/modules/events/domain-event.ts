/** The events other tools may subscribe to with a webhook. */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.contacted',
  'lead.milestone_completed',
  'lead.deleted',
  'order.paid',
  'order.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Events only the team's email hears of. */
type InternalEventType = 'lead.reply_due_soon' | 'lead.reply_overdue' | 'webhook.endpoint_disabled';

export type EventType = WebhookEventType | InternalEventType;

/**
 * Something that happened, as the job queue carries it: recorded in the transaction that made
 * it happen, then delivered (webhooks, email) by the events queue's worker. `data` is the REST
 * shape of the lead or order at that moment, as webhook receivers get it.
 */
export type DomainEvent = {
  id: string;
  type: EventType;
  /** ISO 8601 */
  occurredAt: string;
  data: Record<string, unknown>;
};

/** An event whose data an erasure took away while it was being delivered: nothing is left to send. */
export function isRedacted(event: DomainEvent): boolean {
  return event.data.redacted === true;
}

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}
