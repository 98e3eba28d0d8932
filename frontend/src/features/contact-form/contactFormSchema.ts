import { object, string } from 'yup';
import {
  annualRevenueOptions,
  avgClientValueOptions,
  businessTypeOptions,
  companySizeOptions,
  implementationTimelineOptions,
  marketingBudgetOptions,
  optionValues,
  serviceInterestOptions,
} from './contactFormOptions';
import { isValidEmail } from '../../components/isValidEmail';
import { isBareDomain, normalizeWebsite } from './normalizeWebsite';

/** Upper bounds the server enforces too; keeping them here stops a visitor before a round trip. */
const contactFormLimits = {
  fullName: 200,
  email: 254,
  phone: 40,
  companyName: 200,
  primaryChallenges: 5000,
  additionalInfo: 5000,
} as const;

const contactFormMessages = {
  fullName: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 digits',
  companyName: 'Company name is required',
  companyWebsite: (host: string) => `Please enter a valid domain (e.g., ${host})`,
  primaryChallenges: 'Please provide more detail',
  businessType: 'Please select your type of business',
  companySize: 'Please select your company size',
  annualRevenue: 'Please select your annual revenue',
  avgClientValue: 'Please select your average client value',
  marketingBudget: 'Please select your monthly marketing budget',
  serviceInterest: 'Please select the service you are most interested in',
  implementationTimeline: 'Please select your implementation timeline',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

const requiredText = (min: number, max: number, message: string) =>
  string().trim().required(message).min(min, message).max(max, contactFormMessages.tooLong(max));

const requiredChoice = (values: readonly string[], message: string) =>
  string()
    .required(message)
    .oneOf([...values], message);

/**
 * The contact form's rules (spec section 5). Text values are validated trimmed, and the website
 * after normalisation, so 'https://www.example.com/' passes as 'example.com'.
 * `host` only feeds the website example in its message; it is a parameter so this module never
 * reads `window` and can run under Node against the server's rules.
 */
export const createContactFormSchema = (host: string) =>
  object({
    fullName: requiredText(2, contactFormLimits.fullName, contactFormMessages.fullName),
    email: string()
      .trim()
      .required(contactFormMessages.email)
      .max(contactFormLimits.email, contactFormMessages.email)
      .test('email', contactFormMessages.email, (value) => value === undefined || isValidEmail(value)),
    phone: requiredText(10, contactFormLimits.phone, contactFormMessages.phone),
    companyName: requiredText(2, contactFormLimits.companyName, contactFormMessages.companyName),
    companyWebsite: string()
      .transform((value: unknown) => (typeof value === 'string' ? normalizeWebsite(value) : value))
      .test(
        'domain',
        contactFormMessages.companyWebsite(host),
        (value) => value === undefined || value === '' || isBareDomain(value),
      ),
    businessType: requiredChoice(optionValues(businessTypeOptions), contactFormMessages.businessType),
    companySize: requiredChoice(optionValues(companySizeOptions), contactFormMessages.companySize),
    annualRevenue: requiredChoice(optionValues(annualRevenueOptions), contactFormMessages.annualRevenue),
    avgClientValue: requiredChoice(optionValues(avgClientValueOptions), contactFormMessages.avgClientValue),
    marketingBudget: requiredChoice(optionValues(marketingBudgetOptions), contactFormMessages.marketingBudget),
    primaryChallenges: requiredText(10, contactFormLimits.primaryChallenges, contactFormMessages.primaryChallenges),
    serviceInterest: requiredChoice(optionValues(serviceInterestOptions), contactFormMessages.serviceInterest),
    implementationTimeline: requiredChoice(
      optionValues(implementationTimelineOptions),
      contactFormMessages.implementationTimeline,
    ),
    additionalInfo: string()
      .trim()
      .max(contactFormLimits.additionalInfo, contactFormMessages.tooLong(contactFormLimits.additionalInfo)),
  });
