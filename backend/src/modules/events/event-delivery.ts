import type { JobHandler } from '../jobs/job-queue';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { DomainEvent } from './domain-event';

/**
 * The events queue's handler: an event's webhooks and its email, each sent at most once per
 * successful delivery. While any is still undelivered the job fails and pg-boss retries it with
 * backoff; each retry sends only what has not gone. The last try records what is left as failed.
 */
export function eventDelivery(webhooks: WebhooksService, notifications: NotificationsService): JobHandler<DomainEvent> {
  return async (job) => {
    const finalAttempt = job.retryCount >= job.retryLimit;
    const [webhooksPending, emailPending] = await Promise.all([
      webhooks.deliverEvent(job.data, finalAttempt),
      notifications.emailEvent(job.data, finalAttempt),
    ]);
    if (webhooksPending === 0 && !emailPending) return { ok: true };
    const waiting = [
      webhooksPending > 0 ? `${webhooksPending} webhook delivery(ies)` : null,
      emailPending ? 'the email' : null,
    ].filter(Boolean);
    return { ok: false, reason: `${waiting.join(' and ')} not delivered yet (${job.data.type} ${job.data.id})` };
  };
}
