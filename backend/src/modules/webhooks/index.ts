import type { ModuleDefinition } from '../../engine/module';
import { appEvents } from '../events';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhooksResolver } from './webhooks.resolver';
import type { WebhookDeliveryService } from './webhook-delivery.service';
import type { WebhookEndpointsService } from './webhook-endpoints.service';

/** What other modules use of this one. */
export { DeliveryStatusEnum } from './webhook-delivery.entity';
export type { DeliveryStatus } from './webhook-delivery.entity';
export type { WebhookDeliveryService } from './webhook-delivery.service';

/** Signed webhooks: the endpoints an admin adds, and the delivery of the events to them. */
export const webhooksModule: ModuleDefinition<{
  webhooks: WebhookEndpointsService;
  webhookDelivery: WebhookDeliveryService;
}> = {
  name: 'webhooks',
  auditActions: ['webhook.created', 'webhook.updated', 'webhook.secret_rotated', 'webhook.deleted'],
  entities: [WebhookEndpoint, WebhookDelivery, WebhookAttempt],
  resolvers: [{ type: WebhooksResolver, create: (s) => new WebhooksResolver(s.webhooks, s.webhookDelivery) }],
  subscribers: (s) => [
    {
      waitingFor: 'webhook deliveries',
      deliver: async (events, finalAttempt) => {
        const pending = await s.webhookDelivery.deliverEvents(appEvents(events), finalAttempt);
        return new Set([...pending].filter(([, count]) => count > 0).map(([eventId]) => eventId));
      },
    },
  ],
};
