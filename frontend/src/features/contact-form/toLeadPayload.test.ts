import { contactFormExamples } from './contactForm.examples';
import { leadPayloadFieldOf, toLeadPayload } from './toLeadPayload';

describe('toLeadPayload', () => {
  const values = {
    ...contactFormExamples[0].values,
    fullName: '  Jane Doe ',
    companyWebsite: ' https://www.example.com/ ',
    additionalInfo: ' Start in June. ',
  };

  it('maps the form to the lead input, with the service interest and the website normalised', () => {
    expect(toLeadPayload(values)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 415 555 0134',
      company: 'Northwind Studio',
      businessType: 'service-business',
      companySize: '11-25',
      annualRevenue: '1m-5m',
      clientValue: '5k-10k',
      marketingNeeds: 'Our cost per lead doubled this year and referrals have dried up.',
      serviceInterest: 'paid-media',
      companyWebsite: 'example.com',
      timeline: 'short-term',
      budget: '10k-25k',
      source: 'contact_form',
      message: 'Start in June.',
    });
  });

  it('sends no spam signals unless given them', () => {
    const payload = toLeadPayload(values);
    expect(payload).not.toHaveProperty('contactFax');
    expect(payload).not.toHaveProperty('formFillMs');
  });

  it('adds the honeypot value and the fill time, as they are, to the same mapping', () => {
    expect(toLeadPayload(values, { contactFax: '', formFillMs: 41_250 })).toEqual({
      ...toLeadPayload(values),
      contactFax: '',
      formFillMs: 41_250,
    });
    expect(toLeadPayload(values, { contactFax: ' 555 0100 ', formFillMs: 12 })).toMatchObject({
      contactFax: ' 555 0100 ',
      formFillMs: 12,
    });
  });

  it('omits an empty message, service interest or website', () => {
    const payload = toLeadPayload({
      ...values,
      additionalInfo: '   ',
      serviceInterest: '',
      companyWebsite: ' https:// ',
    });
    expect(payload).not.toHaveProperty('message');
    expect(payload).not.toHaveProperty('serviceInterest');
    expect(payload).not.toHaveProperty('companyWebsite');
  });

  it('agrees with the field map used by the server-side table test', () => {
    // every answer given (an empty optional one is left out, above), the website as sent
    const answered = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, value.trim() === '' ? 'Answered' : value]),
    ) as typeof values;
    const payload = toLeadPayload(answered);
    const sent = { ...answered, companyWebsite: 'example.com' };
    for (const [formField, payloadField] of Object.entries(leadPayloadFieldOf)) {
      const formValue = sent[formField as keyof typeof sent];
      expect({ formField, value: payload[payloadField] }).toEqual({ formField, value: formValue.trim() });
    }
  });
});
