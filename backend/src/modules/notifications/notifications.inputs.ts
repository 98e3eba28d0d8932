import { ArrayMaxSize, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

/** What to change; absent fields stay as they are. */
@InputType()
export class UpdateNotificationSettingsInput {
  @Field(() => [String], { nullable: true, description: 'the email addresses that get the notifications' })
  @IsOptional()
  @ArrayMaxSize(20, { message: 'At most 20 recipients' })
  @IsString({ each: true })
  @MaxLength(254, { each: true })
  recipients?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  newLead?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  replyOverdue?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  paymentReceived?: boolean | null;
}
