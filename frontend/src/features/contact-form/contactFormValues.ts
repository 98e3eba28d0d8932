import { LEAD_FIELDS, type LeadFormValues } from './leadFields';

/** A contact form submission: one string per answer (lead-fields.ts), under the form's names (spec section 3). */
export type ContactFormValues = LeadFormValues;

export const emptyContactFormValues = Object.fromEntries(
  LEAD_FIELDS.map((field) => [field.formName, '']),
) as ContactFormValues;
