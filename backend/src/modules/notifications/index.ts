import type { ModuleDefinition } from '../../engine/module';
import { appEvents } from '../events';
import { EmailDelivery } from './email-delivery.entity';
import { NotificationSettings } from './notification-settings.entity';
import { NotificationsResolver } from './notifications.resolver';
import type { NotificationsService } from './notifications.service';

/** What other modules use of this one. */
export type { NotificationsService } from './notifications.service';

/** The team's email about the events, and its settings and delivery log. */
export const notificationsModule: ModuleDefinition<{ notifications: NotificationsService }> = {
  name: 'notifications',
  auditActions: ['settings.notifications_updated'],
  entities: [NotificationSettings, EmailDelivery],
  resolvers: [{ type: NotificationsResolver, create: (s) => new NotificationsResolver(s.notifications) }],
  subscribers: (s) => [
    {
      waitingFor: 'the email',
      deliver: (events, finalAttempt) => s.notifications.emailEvents(appEvents(events), finalAttempt),
    },
  ],
};
