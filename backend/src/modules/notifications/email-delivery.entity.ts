import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { DeliveryStatusEnum, type DeliveryStatus } from '../webhooks';

/** One notification email: what was (or is to be) sent to whom, and how it went. */
@ObjectType()
@Entity({ name: 'email_delivery' })
@Unique('uq_email_delivery_event_kind', ['eventId', 'kind'])
@Index('idx_email_delivery_created', ['createdAt', 'id'])
export class EmailDelivery {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Field(() => String, {
    description:
      'new-lead, returning-lead, call-booked, reply-due-soon, reply-overdue, payment-received or endpoint-disabled',
  })
  @Column({ type: 'text' })
  kind: string;

  @Field(() => [String])
  @Column({ type: 'text', array: true })
  recipients: string[];

  @Field(() => String)
  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Field(() => DeliveryStatusEnum)
  @Column({ type: 'text', default: 'pending' })
  status: DeliveryStatus;

  @Field(() => Int)
  @Column({ name: 'attempt_count', type: 'integer', default: 0 })
  attemptCount: number;

  @Field(() => String, { nullable: true, description: "the mail server's last refusal" })
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'sent_at', type: 'timestamptz', precision: 3, nullable: true })
  sentAt: Date | null;
}
