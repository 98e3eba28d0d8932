import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Who gets the team's emails and which ones (a single row, id 1). */
@ObjectType()
@Entity({ name: 'notification_settings' })
export class NotificationSettings {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  recipients: string[];

  @Field(() => Boolean, { description: 'an email for every new lead' })
  @Column({ name: 'new_lead', type: 'boolean', default: true })
  newLead: boolean;

  @Field(() => Boolean, { description: 'an email when a lead has waited 24 hours for a reply, and when it is overdue' })
  @Column({ name: 'reply_overdue', type: 'boolean', default: true })
  replyOverdue: boolean;

  @Field(() => Boolean, { description: 'an email for every paid order' })
  @Column({ name: 'payment_received', type: 'boolean', default: true })
  paymentReceived: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
