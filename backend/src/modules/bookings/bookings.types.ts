import { IsDate, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { PageInfo } from '../../engine/graphql/connection';
import { Booking, BookingStatus } from './booking.entity';

@ObjectType({ description: "the team's calendar: calls by start time" })
export class BookingConnection {
  @Field(() => [Booking])
  nodes: Booking[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

@InputType()
export class BookingFilter {
  @Field(() => Date, { nullable: true, description: 'calls starting at or after' })
  @IsOptional()
  @IsDate()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'calls starting before' })
  @IsOptional()
  @IsDate()
  to?: Date | null;

  @Field(() => BookingStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(BookingStatus))
  status?: BookingStatus | null;
}

@ObjectType({ description: 'Settings → Scheduling: the secrets are never answered, only whether each is set' })
export class SchedulingSettings {
  @Field(() => Boolean)
  calendlyConfigured: boolean;

  @Field(() => Boolean)
  calConfigured: boolean;

  @Field(() => String, { nullable: true, description: 'the signing key masked, e.g. ••••••••a1b2' })
  calendlySigningKeyMasked: string | null;

  @Field(() => String, { nullable: true, description: 'the webhook secret masked' })
  calWebhookSecretMasked: string | null;

  @Field(() => String, { description: "the address to paste into Calendly's webhook subscription" })
  calendlyWebhookUrl: string;

  @Field(() => String, { description: "the address to paste into Cal.com's webhook" })
  calWebhookUrl: string;

  @Field(() => Date, { nullable: true, description: 'when Calendly last sent an event with a valid signature' })
  calendlyLastEventAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'when Cal.com last sent an event with a valid signature' })
  calLastEventAt: Date | null;
}

@InputType({ description: 'a secret left out stays as it is; an empty string removes it' })
export class UpdateSchedulingSettingsInput {
  @Field(() => String, { nullable: true, description: "Calendly's webhook signing key" })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  calendlySigningKey?: string | null;

  @Field(() => String, { nullable: true, description: "Cal.com's webhook secret" })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  calWebhookSecret?: string | null;
}
