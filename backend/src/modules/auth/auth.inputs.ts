import { IsString, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

/** Username and password with the sign-in form's rules (spec section 5). */
@ArgsType()
export class CredentialsArgs {
  @Field(() => String)
  @IsString()
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  username: string;

  @Field(() => String)
  @IsString()
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;
}
