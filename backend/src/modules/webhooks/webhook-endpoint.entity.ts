import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A receiver registered by an admin: where events of the chosen types are POSTed, signed. */
@ObjectType()
@Entity({ name: 'webhook_endpoint' })
export class WebhookEndpoint {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text' })
  url: string;

  @Field(() => String)
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => [String], { description: 'the event types sent to this endpoint, e.g. lead.created' })
  @Column({ name: 'event_types', type: 'text', array: true })
  eventTypes: string[];

  /** the signing secret (whsec_...), encrypted (engine/secret-box.ts); never leaves the server after creation */
  @Column({ name: 'secret_encrypted', type: 'text' })
  secretEncrypted: string;

  @Field(() => Boolean, { description: 'false once disabled by an admin, or after 3 days of failed deliveries' })
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'why the endpoint was disabled automatically' })
  @Column({ name: 'disabled_reason', type: 'text', nullable: true })
  disabledReason: string | null;

  @Field(() => Date, { nullable: true, description: 'since when every delivery has failed; null after a success' })
  @Column({ name: 'failing_since', type: 'timestamptz', precision: 3, nullable: true })
  failingSince: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
