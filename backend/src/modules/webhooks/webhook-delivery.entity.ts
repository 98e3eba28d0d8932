import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WebhookAttempt } from './webhook-attempt.entity';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export const DeliveryStatusEnum = {
  pending: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
} as const satisfies Record<DeliveryStatus, DeliveryStatus>;
registerEnumType(DeliveryStatusEnum, {
  name: 'DeliveryStatus',
  description: 'pending while retries remain; failed once they ran out (or the endpoint was disabled)',
});

/**
 * One event for one endpoint. Its message id is the `webhook-id` header: the same on every
 * attempt, so a receiver can de-duplicate retries. The body is kept as sent, so every attempt
 * sends the same bytes.
 */
@ObjectType()
@Entity({ name: 'webhook_delivery' })
@Unique('uq_webhook_delivery_event_endpoint', ['eventId', 'endpointId'])
@Index('idx_webhook_delivery_endpoint_created', ['endpointId', 'createdAt', 'id'])
export class WebhookDelivery {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: 'the webhook-id header (msg_...), the same on every attempt' })
  @Column({ name: 'message_id', type: 'text', unique: true })
  messageId: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Field(() => Int)
  @Column({ name: 'endpoint_id', type: 'integer' })
  endpointId: number;

  @Field(() => String)
  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  @Column({ type: 'text' })
  body: string;

  @Field(() => DeliveryStatusEnum)
  @Column({ type: 'text', default: 'pending' })
  status: DeliveryStatus;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  /** not a column: the service attaches the delivery's attempts, oldest first */
  @Field(() => [WebhookAttempt], { description: 'each POST, oldest first' })
  attempts?: WebhookAttempt[];
}
