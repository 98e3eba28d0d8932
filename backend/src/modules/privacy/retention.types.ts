import { Field, Int, ObjectType } from 'type-graphql';
import type { RetentionField } from './retention-periods';

@ObjectType('RetentionPeriods', { description: 'how long each kind of data is kept before the daily purge deletes it' })
export class RetentionPeriodsType {
  @Field(() => Int, {
    nullable: true,
    description:
      'leads that never reached Discovery Call: erased this many days after they arrived (as eraseLead does); null: kept until erased',
  })
  leadsWithoutDiscoveryCallDays: number | null;

  @Field(() => Int, { description: 'quarantined spam: deleted this many days after it arrived' })
  spamDays: number;

  @Field(() => Int, {
    description: 'chat conversations linked to no lead: deleted this many days after their last message',
  })
  unlinkedChatDays: number;

  @Field(() => Int, { description: 'spoken chat replies: deleted this many hours after they were made' })
  chatAudioHours: number;

  @Field(() => Int, { description: 'audit events: deleted this many days after they were recorded' })
  auditDays: number;
}

@ObjectType({ description: 'what a retention period may be set to' })
export class RetentionLimitType {
  @Field(() => String, { description: 'the period it applies to, e.g. spamDays' })
  field: RetentionField;

  @Field(() => String, { description: 'what the period applies to, as the settings page names it' })
  label: string;

  @Field(() => String, { description: 'days or hours' })
  unit: string;

  @Field(() => Int)
  min: number;

  @Field(() => Int)
  max: number;
}

@ObjectType({ description: 'the retention periods in force, their defaults and what they may be set to' })
export class RetentionSettings extends RetentionPeriodsType {
  @Field(() => RetentionPeriodsType, {
    description: 'the periods when not set: the environment decides spam, chat audio and audit events',
  })
  defaults: RetentionPeriodsType;

  @Field(() => [RetentionLimitType])
  limits: RetentionLimitType[];

  @Field(() => Date, { nullable: true, description: 'when an admin last changed them' })
  updatedAt: Date | null;
}
