import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One POST of a delivery: when, what came back and how long it took. */
@ObjectType()
@Entity({ name: 'webhook_attempt' })
@Index('idx_webhook_attempt_delivery', ['deliveryId', 'at'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'delivery_id', type: 'integer' })
  deliveryId: number;

  @Field(() => Date)
  @Column({ type: 'timestamptz', precision: 3 })
  at: Date;

  @Field(() => Int, {
    nullable: true,
    description: "the receiver's HTTP status; null when none came (timeout, refused)",
  })
  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Field(() => Int)
  @Column({ name: 'latency_ms', type: 'integer' })
  latencyMs: number;

  @Field(() => String, { nullable: true, description: 'why the attempt failed; the response body is never stored' })
  @Column({ type: 'text', nullable: true })
  error: string | null;
}
