import { IsBoolean, IsDate, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { Field, InputType } from 'type-graphql';

/*
 * The REST API's milestone records (spec section 4). Only REST writes records one by one, so the
 * messages name the fields as REST clients send them. GraphQL sends milestones back only to undo
 * a reset.
 */

const textOfAtMost = (field: string, max: number) => ({
  message: `${field} must be a string of at most ${max} characters`,
});

/** A record of one catalogue milestone; a missing title or description takes the catalogue's. */
export class NewMilestoneRecordInput {
  @IsNotEmpty({ message: 'milestone_id is required' })
  @IsString(textOfAtMost('milestone_id', 50))
  @MaxLength(50, textOfAtMost('milestone_id', 50))
  milestoneId: string;

  @IsOptional()
  @IsString(textOfAtMost('title', 200))
  @MaxLength(200, textOfAtMost('title', 200))
  title?: string | null;

  @IsOptional()
  @IsString(textOfAtMost('description', 2000))
  @MaxLength(2000, textOfAtMost('description', 2000))
  description?: string | null;

  @IsBoolean({ message: 'completed must be true or false' })
  completed: boolean;
}

const isDateText = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(new Date(value).getTime());

/** Marks a record completed (at the given time, or now) or not. */
export class MilestonePatchInput {
  @IsBoolean({ message: 'completed must be true or false' })
  completed: boolean;

  @IsOptional()
  @ValidateBy(
    { name: 'isDateText', validator: { validate: isDateText } },
    { message: 'completed_at must be an ISO date' },
  )
  completedAt?: string | null;
}

/** One milestone as it was before a reset, for undoing that reset. */
@InputType()
export class CompletedMilestoneInput {
  @Field(() => String)
  @IsNotEmpty({ message: 'milestoneId is required' })
  @IsString(textOfAtMost('milestoneId', 50))
  @MaxLength(50, textOfAtMost('milestoneId', 50))
  milestoneId: string;

  @Field(() => Date)
  @IsDate({ message: 'completedAt must be a date' })
  completedAt: Date;
}
