/** What other modules use of this one. */
export { WEBHOOK_EVENT_TYPES, appEvents, isWebhookEventType } from './domain-event';
export type { AppEventPublisher, DomainEvent } from './domain-event';
