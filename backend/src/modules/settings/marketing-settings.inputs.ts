import { IsBoolean, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';

/** Text settings are validated unless absent, null or empty (which clears them). */
const isSet = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

/** One or more settings to change; an empty string clears a text setting. */
@InputType()
export class UpdateMarketingSettingsInput {
  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  gaEnabled?: boolean;

  @Field(() => String, { nullable: true })
  @ValidateIf(isSet)
  @IsString()
  @MaxLength(64)
  @Matches(/^G-[A-Z0-9]+$/i, { message: 'The Google Analytics measurement ID must start with G- (e.g. G-XXXXXXXXXX)' })
  gaMeasurementId?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  fbCapiEnabled?: boolean;

  @Field(() => String, { nullable: true })
  @ValidateIf(isSet)
  @IsString()
  @Matches(/^\d{5,20}$/, { message: 'The Facebook pixel ID is a number of 5 to 20 digits' })
  fbPixelId?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  requireConsent?: boolean;

  @Field(() => String, { nullable: true, description: 'write-only: never read back in full' })
  @ValidateIf(isSet)
  @IsString()
  @MaxLength(1024)
  @Matches(/^\S+$/, { message: 'The access token cannot contain spaces' })
  fbAccessToken?: string | null;
}
