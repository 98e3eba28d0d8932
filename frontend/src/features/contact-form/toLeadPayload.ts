import type { ContactFormValues } from './contactFormValues';
import { LEAD_FIELDS, normalizeWebsite, type LeadAnswerKey, type LeadAnswersInput, type LeadField } from './leadFields';

/** Where a lead came from; the contact form always sends this value (spec section 3). */
const CONTACT_FORM_SOURCE = 'contact_form';

/** The server's CreateLeadInput (schema.graphql) without the touches and the consent the form adds. */
export type LeadPayload = LeadAnswersInput & {
  source: string;
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
export const leadPayloadFieldOf = Object.fromEntries(LEAD_FIELDS.map((field) => [field.formName, field.key])) as Record<
  keyof ContactFormValues,
  LeadAnswerKey
>;

/** An answer as the form sends it: text trimmed, a website as its bare domain (as the form validated it). */
function sentAnswer(field: LeadField, value: string): string {
  if (field.kind === 'website') return normalizeWebsite(value);
  return field.kind === 'choice' ? value : value.trim();
}

/**
 * Maps the form to the lead the server stores (spec section 3), every answer under its payload
 * name (lead-fields.ts). An answer the API does not require is left out when empty rather than
 * sent as ''. The spam signals, when given, are sent as they are (the honeypot's value untrimmed:
 * the server decides).
 */
export const toLeadPayload = (values: ContactFormValues, spamSignals?: LeadSpamSignals): LeadPayload => {
  const answers: Record<string, string> = {};
  for (const field of LEAD_FIELDS) {
    const value = sentAnswer(field, values[field.formName]);
    if (field.required === true || value !== '') answers[field.key] = value;
  }
  return {
    ...(answers as LeadAnswersInput),
    source: CONTACT_FORM_SOURCE,
    ...(spamSignals ? { contactFax: spamSignals.contactFax, formFillMs: spamSignals.formFillMs } : {}),
  };
};
