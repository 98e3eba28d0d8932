import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One line of the audit log: who did what, when, from which IP. Never updated. */
@ObjectType()
@Entity({ name: 'audit_event' })
export class AuditEvent {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Date, { name: 'at' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Field(() => Int, { nullable: true, description: 'null for a failed sign-in of an unknown name' })
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Field(() => String, { nullable: true, description: 'the username at the time' })
  @Column({ name: 'actor_username', type: 'text', nullable: true })
  actorUsername: string | null;

  @Field(() => String, { description: 'e.g. auth.sign_in, user.created, leads.exported' })
  @Column({ type: 'text' })
  action: string;

  @Field(() => String, { nullable: true, description: 'lead, user, api_token, webhook_endpoint, settings…' })
  @Column({ name: 'target_type', type: 'text', nullable: true })
  targetType: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'target_id', type: 'text', nullable: true })
  targetId: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  ip: string | null;

  /**
   * what changed: field names, a filter, a role; never a password, token or secret, nor a lead's
   * personal data (an event names a lead by its target id only)
   */
  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  @Field(() => Date, {
    nullable: true,
    description: "when an erasure (or deletion) of the lead this event is about wiped the event's details",
  })
  @Column({ name: 'redacted_at', type: 'timestamptz', precision: 3, nullable: true })
  redactedAt: Date | null;
}
