import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { limitMessage, RETENTION_LIMITS, type RetentionField } from './retention-periods';

/** A period is checked unless absent (unchanged) or null (back to its default). */
const isSet = (_: object, value: unknown) => value !== undefined && value !== null;

/** The rules of one period: a whole number within its limits, with one message for any breach. */
function period(field: RetentionField): PropertyDecorator {
  const { min, max } = RETENTION_LIMITS[field];
  const message = limitMessage(field);
  return (target, key) => {
    ValidateIf(isSet)(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

/** One or more periods to change: a number sets it, null puts it back to its default, absent leaves it. */
@InputType()
export class UpdateRetentionSettingsInput {
  @Field(() => Int, { nullable: true, description: 'days; null: kept until erased (the default)' })
  @period('leadsWithoutDiscoveryCallDays')
  leadsWithoutDiscoveryCallDays?: number | null;

  @Field(() => Int, { nullable: true, description: 'days; null: SPAM_RETENTION_DAYS' })
  @period('spamDays')
  spamDays?: number | null;

  @Field(() => Int, { nullable: true, description: 'days; null: 180' })
  @period('unlinkedChatDays')
  unlinkedChatDays?: number | null;

  @Field(() => Int, { nullable: true, description: 'hours; null: CHAT_AUDIO_RETENTION_HOURS' })
  @period('chatAudioHours')
  chatAudioHours?: number | null;

  @Field(() => Int, { nullable: true, description: 'days; null: AUDIT_RETENTION_DAYS' })
  @period('auditDays')
  auditDays?: number | null;
}
