import type { ContactFormValues } from './contactFormValues';
import { normalizeWebsite } from './normalizeWebsite';

/** Where a lead came from; the contact form always sends this value (spec section 3). */
const CONTACT_FORM_SOURCE = 'contact_form';

/**
 * The server's CreateLeadInput (schema.graphql), spelled out here so the shared example table can
 * map a form submission without importing generated code.
 */
export type LeadPayload = {
  name: string;
  email: string;
  phone: string;
  company: string;
  businessType: string;
  companySize: string;
  annualRevenue: string;
  clientValue: string;
  marketingNeeds: string;
  serviceInterest?: string;
  companyWebsite?: string;
  timeline: string;
  budget: string;
  source: string;
  message?: string;
  /** the hidden honeypot field's value: empty from a person */
  contactFax?: string;
  /** milliseconds from the form first rendering to its submission */
  formFillMs?: number;
};

/** What the form sends besides the visitor's answers, for the server's spam guard. */
export type LeadSpamSignals = Required<Pick<LeadPayload, 'contactFax' | 'formFillMs'>>;

/**
 * Which payload field carries each form field. Lets a server-side test match its validation
 * errors to the shared example table.
 */
export const leadPayloadFieldOf = {
  fullName: 'name',
  email: 'email',
  phone: 'phone',
  companyName: 'company',
  companyWebsite: 'companyWebsite',
  businessType: 'businessType',
  companySize: 'companySize',
  annualRevenue: 'annualRevenue',
  avgClientValue: 'clientValue',
  marketingBudget: 'budget',
  primaryChallenges: 'marketingNeeds',
  serviceInterest: 'serviceInterest',
  implementationTimeline: 'timeline',
  additionalInfo: 'message',
} as const satisfies Record<keyof ContactFormValues, keyof LeadPayload>;

/**
 * Maps the form to the lead the server stores (spec section 3), plus the two answers the spec's
 * payload left out and the agency wants kept (issue 25): serviceInterest, and companyWebsite
 * normalised as the form does. Text is trimmed, matching what the form validated; an empty
 * additionalInfo, service interest or website is left out rather than sent as ''. The spam
 * signals, when given, are sent as they are (the honeypot's value untrimmed: the server decides).
 */
export const toLeadPayload = (values: ContactFormValues, spamSignals?: LeadSpamSignals): LeadPayload => {
  const message = values.additionalInfo.trim();
  const companyWebsite = normalizeWebsite(values.companyWebsite);
  return {
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.companyName.trim(),
    businessType: values.businessType,
    companySize: values.companySize,
    annualRevenue: values.annualRevenue,
    clientValue: values.avgClientValue,
    marketingNeeds: values.primaryChallenges.trim(),
    ...(values.serviceInterest === '' ? {} : { serviceInterest: values.serviceInterest }),
    ...(companyWebsite === '' ? {} : { companyWebsite }),
    timeline: values.implementationTimeline,
    budget: values.marketingBudget,
    source: CONTACT_FORM_SOURCE,
    ...(message === '' ? {} : { message }),
    ...(spamSignals ? { contactFax: spamSignals.contactFax, formFillMs: spamSignals.formFillMs } : {}),
  };
};
