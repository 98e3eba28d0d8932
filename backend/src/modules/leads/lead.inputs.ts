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
  answerDescription,
  LEAD_FIELDS,
  optionValues,
  tooLongMessage,
  type LeadAnswersInput,
  type LeadField,
} from './lead-fields';
import { SOURCE_MAX_LENGTH } from './lead-options';
import { isWebsiteOrEmpty } from './lead-website';
import { LeadConsentInput } from './lead-consent';
import type { TouchFields } from './lead-touch';

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

/** The answers' properties (lead-fields.ts), typed for the class that extends it; their rules are applied below it. */
const WithAnswerInputs = class {} as new () => LeadAnswersInput;

/**
 * The lead payload with the contact form's rules (spec section 5). The REST route validates the
 * same class, so both APIs accept and refuse exactly the same submissions.
 */
@InputType()
export class CreateLeadInput extends WithAnswerInputs {
  @Field(() => String, { nullable: true, description: 'where the lead came from; the contact form sends contact_form' })
  @IsOptional()
  @IsString()
  @MaxLength(SOURCE_MAX_LENGTH)
  source?: string | null;

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

/** An answer's rules, in the order its decorators would run (the last failing one's message is shown). */
function answerRules(field: LeadField): PropertyDecorator[] {
  const message = { message: field.message };
  if (field.kind === 'choice') return [IsIn(optionValues(field), message)];
  switch (field.kind) {
    case 'email':
      return [IsEmail({}, message), MaxLength(field.maxLength, message), IsString()];
    case 'website':
      return [
        ValidateBy(
          {
            name: 'isWebsite',
            validator: { validate: (value) => typeof value === 'string' && isWebsiteOrEmpty(value) },
          },
          message,
        ),
        MaxLength(field.maxLength, message),
        IsString(),
      ];
    default:
      return [
        MaxLength(field.maxLength, { message: tooLongMessage(field.maxLength) }),
        ...(field.minLength === undefined ? [] : [MinLength(field.minLength, message)]),
        IsString(),
      ];
  }
}

for (const field of LEAD_FIELDS) {
  const optional = field.required !== true;
  const description = answerDescription(field);
  const decorators = [
    ...answerRules(field),
    ...(optional ? [IsOptional()] : []),
    Field(() => String, { nullable: optional, description }),
  ];
  for (const decorate of decorators) decorate(CreateLeadInput.prototype, field.key);
}

/** What a submission may carry: the answers, then what the form sends besides them. */
export const CREATE_LEAD_KEYS = [
  ...LEAD_FIELDS.map((field) => field.key),
  'source',
  'leadEventId',
  'contactFax',
  'formFillMs',
] as const satisfies readonly (keyof CreateLeadInput)[];
