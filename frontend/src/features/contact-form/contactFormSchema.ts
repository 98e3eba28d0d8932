import { object, string, type StringSchema } from 'yup';
import { isValidEmail } from '../../components/isValidEmail';
import {
  EXAMPLE_DOMAIN,
  LEAD_FIELDS,
  isWebsiteOrEmpty,
  normalizeWebsite,
  optionValues,
  tooLongMessage,
  type LeadField,
} from './leadFields';

/**
 * An answer's rule, from its definition (lead-fields.ts): the server's limits and messages, so a
 * visitor is stopped before a round trip. Text is validated trimmed, and the website after
 * normalisation, so 'https://www.example.com/' passes as 'example.com'.
 */
function answerRule(field: LeadField, host: string): StringSchema {
  // the form requires every answer the API requires, and a few the API leaves optional for older clients
  const required = field.required !== false;
  switch (field.kind) {
    case 'choice': {
      const values = optionValues(field);
      return required
        ? string().required(field.message).oneOf(values, field.message)
        : string().oneOf(['', ...values], field.message);
    }
    case 'website': {
      const message = field.message.replace(EXAMPLE_DOMAIN, host);
      return string()
        .transform((value: unknown) => (typeof value === 'string' ? normalizeWebsite(value) : value))
        .max(field.maxLength, message)
        .test('domain', message, (value) => value === undefined || isWebsiteOrEmpty(value));
    }
    case 'email':
      return string()
        .trim()
        .required(field.message)
        .max(field.maxLength, field.message)
        .test('email', field.message, (value) => value === undefined || isValidEmail(value));
    default: {
      const text = string().trim().max(field.maxLength, tooLongMessage(field.maxLength));
      return required ? text.required(field.message).min(field.minLength ?? 1, field.message) : text;
    }
  }
}

/**
 * The contact form's rules (spec section 5), one per answer. `host` only feeds the website example
 * in its message; it is a parameter so this module never reads `window` and can run under Node
 * against the server's rules.
 */
export const createContactFormSchema = (host: string) =>
  object(Object.fromEntries(LEAD_FIELDS.map((field) => [field.formName, answerRule(field, host)])));
