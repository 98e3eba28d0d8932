import { ValidationError } from 'yup';
import { contactFormExamples, formRequiredOnlyFields } from './contactForm.examples';
import { createContactFormSchema } from './contactFormSchema';
import type { ContactFormValues } from './contactFormValues';

const schema = createContactFormSchema('example.com');

const invalidFieldsOf = async (values: ContactFormValues): Promise<string[]> => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [...new Set(error.inner.map((inner) => inner.path ?? ''))].sort();
  }
};

describe('contact form examples against the yup schema', () => {
  it('has enough rows to cover every rule', () => {
    expect(contactFormExamples.length).toBeGreaterThanOrEqual(25);
  });

  it.each(contactFormExamples.map((example) => [example.description, example] as const))(
    '%s',
    async (_description, example) => {
      expect(await invalidFieldsOf(example.values)).toEqual([...example.invalidFields].sort());
    },
  );

  it('marks client-only exactly the rows whose only invalid fields are form-only requirements left empty', () => {
    for (const example of contactFormExamples) {
      const onlyClientFields =
        example.invalidFields.length > 0 &&
        example.invalidFields.every((field) => formRequiredOnlyFields.includes(field) && example.values[field] === '');
      expect({ row: example.description, clientOnly: example.clientOnly === true }).toEqual({
        row: example.description,
        clientOnly: onlyClientFields,
      });
    }
  });
});

describe('contact form schema details', () => {
  const baseline = contactFormExamples[0].values;

  it('normalises the website before checking it', async () => {
    const cast = await schema.validate({ ...baseline, companyWebsite: '  https://www.example.com//  ' });
    expect(cast.companyWebsite).toBe('example.com');
  });

  it('names the current host in the website message', async () => {
    const withHost = createContactFormSchema('agency.test:5173');
    await expect(withHost.validateAt('companyWebsite', { companyWebsite: 'a b' })).rejects.toThrow(
      'Please enter a valid domain (e.g., agency.test:5173)',
    );
  });

  it.each([
    ['fullName', 'J', 'Name must be at least 2 characters'],
    ['email', 'nope', 'Please enter a valid email address'],
    ['phone', '12345', 'Phone number must be at least 10 digits'],
    ['companyName', '', 'Company name is required'],
    ['primaryChallenges', 'short', 'Please provide more detail'],
    ['businessType', '', 'Please select your type of business'],
    ['additionalInfo', 'a'.repeat(5001), 'Please keep this under 5000 characters'],
  ] as const)('%s %j fails with "%s"', async (field, value, message) => {
    await expect(schema.validateAt(field, { ...baseline, [field]: value })).rejects.toThrow(message);
  });
});
