import { emptyContactFormValues, type ContactFormValues } from './contactFormValues';
import { LEAD_FIELDS } from './leadFields';

/**
 * ONE table of contact form submissions, run against the browser's yup schema and (mapped with
 * toLeadPayload) against the server's class-validator rules, so the two rule sets cannot drift.
 * Keep this file free of React and of `window`: it is imported from Node tests.
 */
export type ContactFormExample = {
  description: string;
  values: ContactFormValues;
  /** the fields the browser rejects; empty means the submission is valid */
  invalidFields: Array<keyof ContactFormValues>;
  /**
   * true when every invalid field is one the form requires but the server takes as optional
   * (a service interest left empty is not sent): the server must accept the mapped payload.
   */
  clientOnly?: true;
};

/**
 * Fields the form requires and the server takes as optional (API clients from before it was sent
 * keep working): left empty, the payload leaves them out.
 */
export const formRequiredOnlyFields: ReadonlyArray<keyof ContactFormValues> = LEAD_FIELDS.filter(
  (field) => field.required === 'form',
).map((field) => field.formName);

/** A valid submission; an answer added to lead-fields.ts since starts empty. */
const valid: ContactFormValues = {
  ...emptyContactFormValues,
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+1 415 555 0134',
  companyName: 'Northwind Studio',
  companyWebsite: '',
  businessType: 'service-business',
  companySize: '11-25',
  annualRevenue: '1m-5m',
  avgClientValue: '5k-10k',
  marketingBudget: '10k-25k',
  primaryChallenges: 'Our cost per lead doubled this year and referrals have dried up.',
  serviceInterest: 'paid-media',
  implementationTimeline: 'short-term',
  additionalInfo: '',
};

const withValues = (changes: Partial<ContactFormValues>): ContactFormValues => ({ ...valid, ...changes });

const text = (length: number, character = 'a'): string => character.repeat(length);

/** 260 characters in a well-formed shape: a 64-character local part and a long but valid domain */
const overlongEmail = `${text(64)}@${text(63, 'b')}.${text(63, 'c')}.${text(63, 'd')}.com`;

export const contactFormExamples: ContactFormExample[] = [
  { description: 'valid baseline with the optional fields empty', values: valid, invalidFields: [] },
  {
    description: 'valid with every optional field filled',
    values: withValues({
      companyWebsite: 'northwind.studio',
      additionalInfo: 'We would like to start before our Q3 launch.',
    }),
    invalidFields: [],
  },
  {
    description: 'every required field empty',
    values: emptyContactFormValues,
    invalidFields: [
      'fullName',
      'email',
      'phone',
      'companyName',
      'businessType',
      'companySize',
      'annualRevenue',
      'avgClientValue',
      'marketingBudget',
      'primaryChallenges',
      'serviceInterest',
      'implementationTimeline',
    ],
  },

  // fullName: 2 to 200 characters after trimming
  { description: 'name of 1 character', values: withValues({ fullName: 'J' }), invalidFields: ['fullName'] },
  { description: 'name of exactly 2 characters', values: withValues({ fullName: 'Jo' }), invalidFields: [] },
  {
    description: 'name of 1 character padded with spaces',
    values: withValues({ fullName: '  J  ' }),
    invalidFields: ['fullName'],
  },
  { description: 'name of 200 characters', values: withValues({ fullName: text(200) }), invalidFields: [] },
  {
    description: 'name of 201 characters',
    values: withValues({ fullName: text(201) }),
    invalidFields: ['fullName'],
  },

  // email
  {
    description: 'email with a plus tag and a multi-label domain',
    values: withValues({ email: 'jane+leads@mail.example.co.uk' }),
    invalidFields: [],
  },
  { description: 'email empty', values: withValues({ email: '' }), invalidFields: ['email'] },
  { description: 'email without @', values: withValues({ email: 'jane.example.com' }), invalidFields: ['email'] },
  {
    description: 'email without a top-level domain',
    values: withValues({ email: 'jane@example' }),
    invalidFields: ['email'],
  },
  {
    description: 'email with a space in the domain',
    values: withValues({ email: 'jane@exa mple.com' }),
    invalidFields: ['email'],
  },
  { description: 'email with two @', values: withValues({ email: 'jane@@example.com' }), invalidFields: ['email'] },
  {
    description: 'email with consecutive dots in the local part',
    values: withValues({ email: 'jane..doe@example.com' }),
    invalidFields: ['email'],
  },
  {
    description: 'email of 260 characters',
    values: withValues({ email: overlongEmail }),
    invalidFields: ['email'],
  },

  // phone: 10 to 40 characters
  { description: 'phone of 9 characters', values: withValues({ phone: '555123456' }), invalidFields: ['phone'] },
  { description: 'phone of exactly 10 characters', values: withValues({ phone: '5551234567' }), invalidFields: [] },
  { description: 'phone of 40 characters', values: withValues({ phone: text(40, '5') }), invalidFields: [] },
  {
    description: 'phone of 41 characters',
    values: withValues({ phone: text(41, '5') }),
    invalidFields: ['phone'],
  },

  // companyName: 2 to 200 characters
  { description: 'company name empty', values: withValues({ companyName: '' }), invalidFields: ['companyName'] },
  {
    description: 'company name of 1 character',
    values: withValues({ companyName: 'N' }),
    invalidFields: ['companyName'],
  },
  {
    description: 'company name of exactly 2 characters',
    values: withValues({ companyName: 'NW' }),
    invalidFields: [],
  },
  {
    description: 'company name of 201 characters',
    values: withValues({ companyName: text(201) }),
    invalidFields: ['companyName'],
  },

  // the seven selects: required, one of the spec's values
  {
    description: 'type of business not chosen',
    values: withValues({ businessType: '' }),
    invalidFields: ['businessType'],
  },
  {
    description: 'type of business not in the list',
    values: withValues({ businessType: 'restaurant' }),
    invalidFields: ['businessType'],
  },
  { description: 'company size 250+', values: withValues({ companySize: '250+' }), invalidFields: [] },
  {
    description: 'company size not in the list',
    values: withValues({ companySize: '250' }),
    invalidFields: ['companySize'],
  },
  {
    description: 'annual revenue not in the list',
    values: withValues({ annualRevenue: 'lots' }),
    invalidFields: ['annualRevenue'],
  },
  {
    description: 'average client value not chosen',
    values: withValues({ avgClientValue: '' }),
    invalidFields: ['avgClientValue'],
  },
  {
    description: 'monthly marketing budget not in the list',
    values: withValues({ marketingBudget: '5k' }),
    invalidFields: ['marketingBudget'],
  },
  {
    description: 'implementation timeline not in the list',
    values: withValues({ implementationTimeline: 'asap' }),
    invalidFields: ['implementationTimeline'],
  },
  {
    description: 'implementation timeline immediate',
    values: withValues({ implementationTimeline: 'immediate' }),
    invalidFields: [],
  },
  {
    description: 'service interest not chosen',
    values: withValues({ serviceInterest: '' }),
    invalidFields: ['serviceInterest'],
    clientOnly: true,
  },
  {
    description: 'service interest not in the list',
    values: withValues({ serviceInterest: 'seo' }),
    invalidFields: ['serviceInterest'],
  },

  // primaryChallenges: 10 to 5000 characters
  {
    description: 'challenges of 9 characters',
    values: withValues({ primaryChallenges: text(9) }),
    invalidFields: ['primaryChallenges'],
  },
  {
    description: 'challenges of exactly 10 characters',
    values: withValues({ primaryChallenges: text(10) }),
    invalidFields: [],
  },
  {
    description: 'challenges of 5000 characters',
    values: withValues({ primaryChallenges: text(5000) }),
    invalidFields: [],
  },
  {
    description: 'challenges of 5001 characters',
    values: withValues({ primaryChallenges: text(5001) }),
    invalidFields: ['primaryChallenges'],
  },

  // additionalInfo: optional, at most 5000 characters
  {
    description: 'additional information of 5000 characters',
    values: withValues({ additionalInfo: text(5000) }),
    invalidFields: [],
  },
  {
    description: 'additional information of 5001 characters',
    values: withValues({ additionalInfo: text(5001) }),
    invalidFields: ['additionalInfo'],
  },

  // companyWebsite: optional bare domain, checked after normalisation
  {
    description: 'website as a full URL with www and a trailing slash (normalised to example.com)',
    values: withValues({ companyWebsite: 'https://www.example.com/' }),
    invalidFields: [],
  },
  {
    description: 'website with a subdomain and a two-label suffix',
    values: withValues({ companyWebsite: 'shop.example.co.uk' }),
    invalidFields: [],
  },
  {
    description: 'website of spaces only (normalised to empty)',
    values: withValues({ companyWebsite: '   ' }),
    invalidFields: [],
  },
  {
    description: 'website with a path',
    values: withValues({ companyWebsite: 'example.com/pricing' }),
    invalidFields: ['companyWebsite'],
  },
  {
    description: 'website with a space',
    values: withValues({ companyWebsite: 'my site.com' }),
    invalidFields: ['companyWebsite'],
  },
  {
    description: 'website with a scheme other than http(s)',
    values: withValues({ companyWebsite: 'ftp://example.com' }),
    invalidFields: ['companyWebsite'],
  },
  {
    description: 'website without a top-level domain',
    values: withValues({ companyWebsite: 'localhost' }),
    invalidFields: ['companyWebsite'],
  },

  // several rules at once
  {
    description: 'short name, bad email and short challenges together',
    values: withValues({ fullName: 'J', email: 'jane@', primaryChallenges: 'Leads' }),
    invalidFields: ['fullName', 'email', 'primaryChallenges'],
  },
];
