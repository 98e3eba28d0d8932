import type { ModuleDefinition } from '../../engine/module';
import { appEvents } from '../events/domain-event';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhooksResolver } from './webhooks.resolver';
import type { WebhooksService } from './webhooks.service';

/** Signed webhooks: the endpoints an admin adds, and the delivery of the events to them. */
export const webhooksModule: ModuleDefinition<{ webhooks: WebhooksService }> = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery, WebhookAttempt],
  resolvers: [{ type: WebhooksResolver, create: (s) => new WebhooksResolver(s.webhooks) }],
  subscribers: (s) => [
    {
      waitingFor: 'webhook deliveries',
      deliver: async (events, finalAttempt) => {
        const pending = await s.webhooks.deliverEvents(appEvents(events), finalAttempt);
        return new Set([...pending].filter(([, count]) => count > 0).map(([eventId]) => eventId));
      },
    },
  ],
};
