import { IsBoolean, IsInt, IsISO8601, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import type { ValueTransformer } from 'typeorm';
import { InvalidInputError } from '../../engine/errors';
import { isJsonObject, parseInput } from '../../engine/validation';
import type { LeadConsent } from './lead-consent.type';

/**
 * The visitor's cookie choice as their browser sends it with the lead (the consent banner): which
 * optional categories they allowed, when, and under which version of the banner. Unlike a touch it
 * is checked strictly: the Conversions API event depends on it, so a malformed one is refused.
 */
@InputType({ description: "the visitor's cookie choice, as the consent banner stored it in their browser" })
export class LeadConsentInput {
  @Field(() => Boolean, { description: 'Google Analytics allowed' })
  @IsBoolean({ message: 'consent.analytics must be true or false' })
  analytics: boolean;

  @Field(() => Boolean, { description: "Meta's pixel and the Conversions API allowed" })
  @IsBoolean({ message: 'consent.marketing must be true or false' })
  marketing: boolean;

  @Field(() => String, { description: 'when the choice was made, ISO 8601 (the browser clock)' })
  @IsString({ message: 'consent.at must be an ISO 8601 date and time' })
  @MaxLength(40, { message: 'consent.at must be an ISO 8601 date and time' })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'consent.at must be an ISO 8601 date and time' })
  at: string;

  @Field(() => Int, { description: 'the version of the banner the choice was made under' })
  @IsInt({ message: 'consent.version must be a whole number from 1' })
  @Min(1, { message: 'consent.version must be a whole number from 1' })
  @Max(1_000_000, { message: 'consent.version must be a whole number from 1' })
  version: number;
}

const CONSENT_KEYS = ['analytics', 'marketing', 'at', 'version'] as const satisfies readonly (keyof LeadConsentInput)[];

/**
 * REST's `consent`: absent or null is no choice; anything else must be a complete, valid choice,
 * its errors named `consent.<field>` as the client sent them.
 */
export async function readRestConsent(sent: unknown): Promise<LeadConsentInput | null> {
  if (sent === undefined || sent === null) return null;
  if (!isJsonObject(sent)) {
    throw new InvalidInputError({ consent: 'consent must be an object with analytics, marketing, at and version' });
  }
  try {
    return await parseInput(LeadConsentInput, sent, CONSENT_KEYS);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([field, why]) => [`consent.${field}`, why]));
    throw new InvalidInputError(fields, error.message);
  }
}

/** What the lead keeps of a validated choice. */
export function storedConsent(input: LeadConsentInput | null | undefined): LeadConsent | null {
  if (!input) return null;
  return { analytics: input.analytics, marketing: input.marketing, at: new Date(input.at), version: input.version };
}

type StoredConsent = Omit<LeadConsent, 'at'> & { at: string };

/** jsonb holds `at` as its ISO string (JSON.stringify of the Date); the app reads it back as a Date. */
export const consentColumn: ValueTransformer = {
  to: (consent: LeadConsent | null | undefined) => consent,
  from: (stored: StoredConsent | null): LeadConsent | null =>
    stored === null ? null : Object.assign(stored, { at: new Date(stored.at) }),
};
