import 'reflect-metadata';
import {
  contactFormExamples,
  formRequiredOnlyFields,
} from '../../../../frontend/src/features/contact-form/contactForm.examples';
import type { ContactFormValues } from '../../../../frontend/src/features/contact-form/contactFormValues';
import { leadPayloadFieldOf, toLeadPayload } from '../../../../frontend/src/features/contact-form/toLeadPayload';
import { InvalidInputError } from '../../engine/errors';
import { parseInput } from '../../engine/validation';
import { CREATE_LEAD_KEYS, CreateLeadInput } from './lead.inputs';

/**
 * The payload fields the server rejects, for a form submission mapped as the browser maps it (with
 * the spam guard's signals a person's browser sends: an empty honeypot and a human fill time).
 */
async function serverRejects(values: ContactFormValues): Promise<string[]> {
  try {
    await parseInput(CreateLeadInput, toLeadPayload(values, { contactFax: '', formFillMs: 95_000 }), CREATE_LEAD_KEYS);
    return [];
  } catch (error) {
    if (error instanceof InvalidInputError) return Object.keys(error.fields).sort();
    throw error;
  }
}

describe('the contact form example table against the server rules', () => {
  it('has enough rows to be meaningful', () => {
    expect(contactFormExamples.length).toBeGreaterThanOrEqual(25);
    expect(contactFormExamples.some((e) => e.invalidFields.length === 0)).toBe(true);
  });

  it.each(contactFormExamples.map((e) => [e.description, e] as const))('%s', async (_description, example) => {
    // a field only the form requires, left empty, is not sent, so the server has nothing to refuse
    const expected = example.invalidFields
      .filter((field) => !(formRequiredOnlyFields.includes(field) && example.values[field] === ''))
      .map((field) => leadPayloadFieldOf[field])
      .sort();
    expect(await serverRejects(example.values)).toEqual(expected);
  });
});
