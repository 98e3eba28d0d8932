import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { WEBHOOK_EVENT_TYPES } from '../events';

const EVENTS_MESSAGE = `Choose events among ${WEBHOOK_EVENT_TYPES.join(', ')}`;

@InputType()
export class CreateWebhookEndpointInput {
  @Field(() => String)
  @IsString()
  @MaxLength(2000)
  url: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;

  @Field(() => [String], { description: `any of ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  eventTypes: string[];
}

/** What to change; absent fields stay as they are. Enabling again forgets the failures that disabled it. */
@InputType()
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  url?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  eventTypes?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean | null;
}
