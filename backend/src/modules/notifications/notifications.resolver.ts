import { Arg, Authorized, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../engine/db/keyset-pagination';
import { PageInfo, toConnection } from '../../engine/graphql/connection';
import { EmailDelivery } from './email-delivery.entity';
import { NotificationSettings } from './notification-settings.entity';
import { UpdateNotificationSettingsInput } from './notifications.inputs';
import type { NotificationsService } from './notifications.service';
import { UserRole } from '../../engine/auth/user-role';

@ObjectType()
export class NotificationSettingsView extends NotificationSettings {
  @Field(() => Boolean, { description: 'false while the server has no SMTP_URL: no email is sent' })
  emailEnabled: boolean;
}

@ObjectType()
export class EmailDeliveryConnection {
  @Field(() => [EmailDelivery])
  nodes: EmailDelivery[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int)
  totalCount: number;
}

@Resolver()
export class NotificationsResolver {
  constructor(private readonly notifications: NotificationsService) {}

  @Authorized()
  @Query(() => NotificationSettingsView)
  async notificationSettings(): Promise<NotificationSettingsView> {
    return { ...(await this.notifications.settings()), emailEnabled: this.notifications.emailEnabled };
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => NotificationSettingsView)
  async updateNotificationSettings(
    @Arg('input', () => UpdateNotificationSettingsInput) input: UpdateNotificationSettingsInput,
  ): Promise<NotificationSettingsView> {
    const saved = await this.notifications.updateSettings({
      recipients: input.recipients ?? undefined,
      newLead: input.newLead ?? undefined,
      replyOverdue: input.replyOverdue ?? undefined,
      paymentReceived: input.paymentReceived ?? undefined,
    });
    return { ...saved, emailEnabled: this.notifications.emailEnabled };
  }

  @Authorized()
  @Query(() => EmailDeliveryConnection, {
    description: `the notification emails, newest first; at most ${MAX_PAGE_SIZE} a page`,
  })
  async emailDeliveries(
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<EmailDeliveryConnection> {
    return toConnection(await this.notifications.deliveries(first, after));
  }
}
