import type { DomainEvent as QueuedEvent } from '../../engine/events/domain-event';
import type { EventPublisher } from '../../engine/events/event-publisher';

/** The events other tools may subscribe to with a webhook. */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.resubmitted',
  'lead.contacted',
  'lead.milestone_completed',
  'lead.deleted',
  'lead.merged',
  'order.paid',
  'order.failed',
  'booking.created',
  'booking.canceled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Events only the team's email hears of. */
type InternalEventType = 'lead.reply_due_soon' | 'lead.reply_overdue' | 'webhook.endpoint_disabled';

type EventType = WebhookEventType | InternalEventType;

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}

/** One of this app's events, as the events queue carries it. */
export type DomainEvent = QueuedEvent<EventType>;

/** The events queue's events as this app's: only AppEventPublisher puts events on it. */
export function appEvents(events: readonly QueuedEvent[]): DomainEvent[] {
  return events as DomainEvent[];
}

/** Records this app's events, in the transaction of their change. */
export type AppEventPublisher = EventPublisher<EventType>;
