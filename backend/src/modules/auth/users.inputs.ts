import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { NEW_PASSWORD_MIN_LENGTH } from './password-policy';
import { UserRole } from '../../engine/auth/user-role';

const ROLE_MESSAGE = 'Role must be ADMIN or ANALYST';

/** A new member of the team: the sign-in form's username rules, the new-password rules. */
@InputType()
export class CreateUserInput {
  @Field(() => String)
  @IsString()
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  username: string;

  @Field(() => String, { description: `at least ${NEW_PASSWORD_MIN_LENGTH} characters, not a common password` })
  @IsString()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;

  @Field(() => UserRole)
  @IsEnum(UserRole, { message: ROLE_MESSAGE })
  role: UserRole;
}

/** What to change; absent fields stay as they are. */
@InputType()
export class UpdateUserInput {
  @Field(() => UserRole, { nullable: true })
  @IsOptional()
  @IsEnum(UserRole, { message: ROLE_MESSAGE })
  role?: UserRole | null;

  @Field(() => Boolean, { nullable: true, description: 'false deactivates: sessions and tokens end at once' })
  @IsOptional()
  @IsBoolean()
  active?: boolean | null;
}

@ArgsType()
export class ResetUserPasswordArgs {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  @IsString()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;

  @Field(() => Boolean, {
    defaultValue: true,
    description: 'revoke their API tokens too (default); false keeps them working',
  })
  @IsBoolean()
  revokeTokens: boolean;
}

@ArgsType()
export class ChangeMyPasswordArgs {
  @Field(() => String)
  @IsString()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  currentPassword: string;

  @Field(() => String)
  @IsString()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  newPassword: string;
}
