import { IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { ApiTokenScope } from '../../engine/auth/api-token-scope';

@InputType()
export class CreateApiTokenInput {
  @Field(() => String, { description: 'what the token is for, e.g. "Looker Studio"' })
  @IsString()
  @MinLength(1, { message: 'Name the token' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name: string;

  @Field(() => ApiTokenScope, { description: "READ runs queries only; an analyst's tokens are READ" })
  @IsEnum(ApiTokenScope, { message: 'Scope must be READ or WRITE' })
  scope: ApiTokenScope;

  @Field(() => Int, { nullable: true, description: 'days until it stops working; null: never' })
  @IsOptional()
  @IsInt({ message: 'Expiry must be a whole number of days' })
  @Min(1, { message: 'Expiry must be between 1 and 3650 days, or none' })
  @Max(3650, { message: 'Expiry must be between 1 and 3650 days, or none' })
  expiresInDays?: number | null;
}
