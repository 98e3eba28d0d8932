import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import {
  ANNUAL_REVENUES,
  BUSINESS_TYPES,
  CLIENT_VALUES,
  COMPANY_SIZES,
  LEAD_LIMITS,
  MARKETING_BUDGETS,
  SERVICE_INTERESTS,
  TIMELINES,
} from './lead-options';
import { isWebsiteOrEmpty } from './lead-website';
import { LeadConsentInput } from './lead-consent';
import type { TouchFields } from './lead-touch';

const choose = (what: string) => ({ message: `Please select your ${what}` });

/**
 * A touch as the browser sends it. Typed, so a value of another type is a GraphQL error; but no
 * rules: the lead service keeps what it can read of it (lead-touch.ts) and never refuses a lead
 * over its touches.
 */
@InputType({
  description:
    'a visit as the browser recorded it; the server trims, cuts to 200 characters and ignores what it cannot read',
})
class TouchInput implements TouchFields {
  @Field(() => String, { nullable: true })
  source?: string | null;

  @Field(() => String, { nullable: true })
  medium?: string | null;

  @Field(() => String, { nullable: true })
  campaign?: string | null;

  @Field(() => String, { nullable: true })
  term?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;

  @Field(() => String, { nullable: true })
  gclid?: string | null;

  @Field(() => String, { nullable: true })
  fbclid?: string | null;

  @Field(() => String, { nullable: true })
  referrer?: string | null;

  @Field(() => String, { nullable: true })
  landingPath?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 time of the visit' })
  at?: string | null;
}

/**
 * The lead payload with the contact form's rules (spec section 5). The REST route validates the
 * same class, so both APIs accept and refuse exactly the same submissions.
 */
@InputType()
export class CreateLeadInput {
  @Field(() => String)
  @IsString()
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(LEAD_LIMITS.name, { message: `Name must be at most ${LEAD_LIMITS.name} characters` })
  name: string;

  @Field(() => String)
  @IsString()
  @MaxLength(LEAD_LIMITS.email, { message: `Email must be at most ${LEAD_LIMITS.email} characters` })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @Field(() => String)
  @IsString()
  @MinLength(10, { message: 'Phone number must be at least 10 digits' })
  @MaxLength(LEAD_LIMITS.phone, { message: `Phone number must be at most ${LEAD_LIMITS.phone} characters` })
  phone: string;

  @Field(() => String)
  @IsString()
  @MinLength(2, { message: 'Company name is required' })
  @MaxLength(LEAD_LIMITS.company, { message: `Company name must be at most ${LEAD_LIMITS.company} characters` })
  company: string;

  @Field(() => String)
  @IsIn(BUSINESS_TYPES, choose('type of business'))
  businessType: string;

  @Field(() => String)
  @IsIn(COMPANY_SIZES, choose('company size'))
  companySize: string;

  @Field(() => String)
  @IsIn(ANNUAL_REVENUES, choose('annual revenue'))
  annualRevenue: string;

  @Field(() => String)
  @IsIn(CLIENT_VALUES, choose('average client value'))
  clientValue: string;

  @Field(() => String)
  @IsString()
  @MinLength(10, { message: 'Please provide more detail' })
  @MaxLength(LEAD_LIMITS.marketingNeeds, { message: `Please keep this under ${LEAD_LIMITS.marketingNeeds} characters` })
  marketingNeeds: string;

  @Field(() => String, {
    nullable: true,
    description:
      'the primary service interest (paid-media, funnel-buildouts, offer-creation, local-marketing, social-media, data-analytics, psychology-based, linkedin-marketing, multiple); the contact form always sends it',
  })
  @IsOptional()
  @IsIn(SERVICE_INTERESTS, choose('primary service interest'))
  serviceInterest?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "the company's website; stored as a bare domain (scheme, www. and trailing slashes removed)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(LEAD_LIMITS.companyWebsite, { message: 'Please enter a valid domain (e.g., example.com)' })
  @ValidateBy(
    { name: 'isWebsite', validator: { validate: (value) => typeof value === 'string' && isWebsiteOrEmpty(value) } },
    { message: 'Please enter a valid domain (e.g., example.com)' },
  )
  companyWebsite?: string | null;

  @Field(() => String)
  @IsIn(TIMELINES, choose('implementation timeline'))
  timeline: string;

  @Field(() => String)
  @IsIn(MARKETING_BUDGETS, choose('monthly marketing budget'))
  budget: string;

  @Field(() => String, { nullable: true, description: 'where the lead came from; the contact form sends contact_form' })
  @IsOptional()
  @IsString()
  @MaxLength(LEAD_LIMITS.source)
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'the additional information the visitor wrote' })
  @IsOptional()
  @IsString()
  @MaxLength(LEAD_LIMITS.message, { message: `Please keep this under ${LEAD_LIMITS.message} characters` })
  message?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'the id the browser pixel gave its Lead event, so Meta counts the lead once',
  })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'leadEventId must be 8 to 64 letters, digits, - or _' })
  leadEventId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'a field people never see or fill in; a submission with it filled is quarantined as spam (answered like any other)',
  })
  @IsOptional()
  @IsString({ message: 'contactFax must be text' })
  contactFax?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'milliseconds from the form appearing to its submission; one faster than the configured minimum is quarantined as spam (answered like any other)',
  })
  @IsOptional()
  @IsInt({ message: 'formFillMs must be a whole number of milliseconds' })
  @Min(0, { message: 'formFillMs must not be negative' })
  formFillMs?: number | null;

  @Field(() => TouchInput, { nullable: true, description: 'the earliest visit seen in this browser' })
  @IsOptional()
  firstTouch?: TouchFields | null;

  @Field(() => TouchInput, { nullable: true, description: 'the visit the form is sent from' })
  @IsOptional()
  lastTouch?: TouchFields | null;

  @Field(() => LeadConsentInput, {
    nullable: true,
    description:
      "the visitor's cookie choice; with 'Require consent before tracking' on, the Conversions API event is sent only when it allows marketing",
  })
  @IsOptional()
  @ValidateNested()
  consent?: LeadConsentInput | null;
}

export const CREATE_LEAD_KEYS = [
  'name',
  'email',
  'phone',
  'company',
  'businessType',
  'companySize',
  'annualRevenue',
  'clientValue',
  'marketingNeeds',
  'serviceInterest',
  'companyWebsite',
  'timeline',
  'budget',
  'source',
  'message',
  'leadEventId',
  'contactFax',
  'formFillMs',
] as const satisfies readonly (keyof CreateLeadInput)[];
