import { IsBoolean, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

const CODE_MESSAGE = 'Enter the 6-digit code from your app or a recovery code';

/** A code typed at the second step: six digits from the app, or a recovery code (xxxxx-xxxxx). */
@ArgsType()
export class TwoFactorCodeArgs {
  @Field(() => String, { description: 'six digits from the authenticator app, or a recovery code' })
  @IsString({ message: CODE_MESSAGE })
  @MinLength(6, { message: CODE_MESSAGE })
  @MaxLength(20, { message: CODE_MESSAGE })
  code: string;
}

/** Turning two-step sign-in off takes the password and a code. */
@ArgsType()
export class DisableTwoFactorArgs extends TwoFactorCodeArgs {
  @Field(() => String)
  @IsString()
  @MinLength(1, { message: 'Enter your password' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;
}

const MAX_GRACE_PERIOD_DAYS = 90;

@InputType()
export class SecuritySettingsInput {
  @Field(() => Boolean, { description: 'every member must use two-step sign-in (after the grace period)' })
  @IsBoolean()
  requireTwoFactor: boolean;

  @Field(() => Int, { description: `days members have to enrol once it is required (0-${MAX_GRACE_PERIOD_DAYS})` })
  @IsInt({ message: 'The grace period is a whole number of days' })
  @Min(0, { message: 'The grace period cannot be negative' })
  @Max(MAX_GRACE_PERIOD_DAYS, { message: `The grace period is at most ${MAX_GRACE_PERIOD_DAYS} days` })
  gracePeriodDays: number;
}
