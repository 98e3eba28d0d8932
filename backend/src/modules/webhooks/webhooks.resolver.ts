import { Arg, Authorized, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../engine/db/keyset-pagination';
import { PageInfo, toConnection } from '../../engine/graphql/connection';
import { WEBHOOK_EVENT_TYPES } from '../events';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './webhooks.inputs';
import type { WebhookDeliveryService } from './webhook-delivery.service';
import type { WebhookEndpointsService } from './webhook-endpoints.service';
import { UserRole } from '../../engine/auth/user-role';

@ObjectType({ description: 'an endpoint with its signing secret: returned only when the secret is created' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint)
  endpoint: WebhookEndpoint;

  @Field(() => String, { description: 'whsec_...: shown this once; store it in the receiver now' })
  secret: string;
}

@ObjectType()
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDelivery])
  nodes: WebhookDelivery[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int)
  totalCount: number;
}

@Resolver()
export class WebhooksResolver {
  constructor(
    private readonly webhooks: WebhookEndpointsService,
    private readonly delivery: WebhookDeliveryService,
  ) {}

  @Authorized()
  @Query(() => [WebhookEndpoint])
  webhookEndpoints(): Promise<WebhookEndpoint[]> {
    return this.webhooks.list();
  }

  @Authorized()
  @Query(() => [String], { description: 'the event types an endpoint can subscribe to' })
  webhookEventTypes(): string[] {
    return [...WEBHOOK_EVENT_TYPES];
  }

  @Authorized()
  @Query(() => WebhookDeliveryConnection, {
    description: `an endpoint's deliveries, newest first; at most ${MAX_PAGE_SIZE} a page`,
  })
  async webhookDeliveries(
    @Arg('endpointId', () => Int) endpointId: number,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<WebhookDeliveryConnection> {
    return toConnection(await this.delivery.deliveries(endpointId, first, after));
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => WebhookEndpointWithSecret)
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput) input: CreateWebhookEndpointInput,
  ): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.create(input);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => WebhookEndpoint)
  updateWebhookEndpoint(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateWebhookEndpointInput) input: UpdateWebhookEndpointInput,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.update(id, {
      url: input.url ?? undefined,
      description: input.description ?? undefined,
      eventTypes: input.eventTypes ?? undefined,
      enabled: input.enabled,
    });
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Boolean, { description: 'deletes the endpoint and its delivery log' })
  async deleteWebhookEndpoint(@Arg('id', () => Int) id: number): Promise<boolean> {
    await this.webhooks.delete(id);
    return true;
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => WebhookEndpointWithSecret, { description: 'a new signing secret; the old one stops at once' })
  rotateWebhookSecret(@Arg('id', () => Int) id: number): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.rotateSecret(id);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => WebhookDelivery, { description: 'sends the delivery again now, with the same webhook-id' })
  resendWebhookDelivery(@Arg('id', () => Int) id: number): Promise<WebhookDelivery> {
    return this.delivery.resend(id);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => WebhookDelivery, { description: 'sends a signed webhook.test message now' })
  sendTestWebhook(@Arg('endpointId', () => Int) endpointId: number): Promise<WebhookDelivery> {
    return this.delivery.sendTest(endpointId);
  }
}
