import type { WebhookDeliveryFieldsFragment } from '../../graphql/generated/graphql';

/** What each event type means, beside its name in the forms. */
export const EVENT_DESCRIPTIONS: Record<string, string> = {
  'lead.created': 'A lead comes in from the contact form',
  'lead.contacted': 'A lead gets its first reply',
  'lead.milestone_completed': 'A lifecycle milestone is completed',
  'lead.deleted': 'A lead is deleted',
  'lead.merged': 'Two leads of one person are merged into one',
  'order.paid': 'An order is paid',
  'order.failed': 'A payment fails',
  'booking.created': 'A call is booked in Calendly or Cal.com',
  'booking.canceled': 'A booked call is canceled (or moved)',
};

type Attempt = WebhookDeliveryFieldsFragment['attempts'][number];

/** The latest attempt of a delivery (attempts come oldest first), or null before the first. */
export function latestAttempt(delivery: WebhookDeliveryFieldsFragment): Attempt | null {
  return delivery.attempts.at(-1) ?? null;
}

/** 'HTTP 200 in 142 ms', or 'No response after 10000 ms' when the receiver never answered. */
export function attemptSummary(attempt: Attempt): string {
  return attempt.statusCode === null
    ? `No response after ${attempt.latencyMs} ms`
    : `HTTP ${attempt.statusCode} in ${attempt.latencyMs} ms`;
}

/** A delivery's outcome in one sentence, for a toast: its latest attempt and that attempt's error. */
function deliveryOutcome(delivery: WebhookDeliveryFieldsFragment): string {
  const attempt = latestAttempt(delivery);
  if (!attempt) return 'No attempt was made.';
  return attempt.error ? `${attemptSummary(attempt)}: ${attempt.error}` : `${attemptSummary(attempt)}.`;
}

/** The toast after a delivery was sent from this page: its outcome, as an error when it failed. */
export function deliveryToast(
  delivery: WebhookDeliveryFieldsFragment,
  titles: { sent: string; failed: string },
): { title: string; description: string; variant: 'default' | 'destructive' } {
  const sent = delivery.status === 'succeeded';
  return {
    title: sent ? titles.sent : titles.failed,
    description: deliveryOutcome(delivery),
    variant: sent ? 'default' : 'destructive',
  };
}
