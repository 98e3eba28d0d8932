import type { BatchHandler } from '../queue/job-queue';
import type { NotificationsService } from '../../modules/notifications/notifications.service';
import type { WebhooksService } from '../../modules/webhooks/webhooks.service';
import { isRedacted, type DomainEvent } from '../../modules/events/domain-event';

/**
 * The events queue's handler: the webhooks and the email of a batch of events, each sent at most
 * once per successful delivery. While any of an event's is still undelivered its job fails and
 * pg-boss retries it with backoff; each retry sends only what has not gone. The last try records
 * what is left as failed.
 */
export function eventDelivery(
  webhooks: WebhooksService,
  notifications: NotificationsService,
): BatchHandler<DomainEvent> {
  return async (jobs) => {
    // an event an erasure redacted meanwhile has nothing left to send
    const events = jobs.map((job) => job.data).filter((event) => !isRedacted(event));
    const finalAttempt = new Set(jobs.filter((job) => job.retryCount >= job.retryLimit).map((job) => job.data.id));
    const [webhooksPending, emailsPending] = await Promise.all([
      webhooks.deliverEvents(events, finalAttempt),
      notifications.emailEvents(events, finalAttempt),
    ]);
    return jobs.map(({ data: event }) => {
      const hooks = webhooksPending.get(event.id) ?? 0;
      const email = emailsPending.has(event.id);
      if (hooks === 0 && !email) return { ok: true };
      const waiting = [hooks > 0 ? 'webhook deliveries' : null, email ? 'the email' : null].filter(Boolean);
      return { ok: false, reason: `${waiting.join(' and ')} not delivered yet` };
    });
  };
}
