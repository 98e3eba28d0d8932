import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ToastProvider } from '../../components/Toast';
import { CreateLeadDocument } from '../../graphql/generated/graphql';
import { actAndSettle } from '../../test/actAndSettle';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sendFunnelEvent, trackLeadSubmission } from '../tracking';
import { loadContactFormPanel, requestContactForm } from './contactFormLoader';
import { DeferredContactForm } from './DeferredContactForm';
import { toLeadPayload, type LeadPayload } from './toLeadPayload';
import { contactFormExamples } from './contactForm.examples';

// the id the pixel and the Conversions API share, and the visit's touches, fixed so the request can be matched exactly
const touches = {
  firstTouch: {
    source: 'spring',
    campaign: 'launch',
    fbclid: 'AbC123',
    landingPath: '/?utm_source=spring',
    at: '2025-05-01T09:00:00.000Z',
  },
  lastTouch: { source: 'newsletter', landingPath: '/?utm_source=newsletter', at: '2025-05-10T11:58:00.000Z' },
};
jest.mock('../tracking', () => ({
  createLeadEventId: () => 'lead_test-event-id',
  storedTouches: () => touches,
  trackLeadSubmission: jest.fn(),
  sendFunnelEvent: jest.fn(),
}));

const mockedTrackLead = jest.mocked(trackLeadSubmission);
const mockedFunnelEvent = jest.mocked(sendFunnelEvent);

const validValues = contactFormExamples[0].values;

// fillValidForm types a messy website URL: the form sends it as a bare domain
const expectedPayload: LeadPayload = toLeadPayload({
  ...validValues,
  companyWebsite: 'example.com',
  additionalInfo: 'Launch in June.',
});

const createdLead = {
  __typename: 'Lead' as const,
  id: 7,
  name: expectedPayload.name,
  email: expectedPayload.email,
  phone: expectedPayload.phone,
  company: expectedPayload.company,
  businessType: expectedPayload.businessType,
  companySize: expectedPayload.companySize,
  annualRevenue: expectedPayload.annualRevenue,
  clientValue: expectedPayload.clientValue,
  marketingNeeds: expectedPayload.marketingNeeds,
  serviceInterest: expectedPayload.serviceInterest ?? null,
  companyWebsite: expectedPayload.companyWebsite ?? null,
  timeline: expectedPayload.timeline,
  budget: expectedPayload.budget,
  source: 'contact_form',
  message: 'Launch in June.',
  createdAt: '2025-05-10T12:00:00.000Z',
};

/** Every createLead input the form sent in this test (the mocks record them). */
let sentInputs: Array<Record<string, unknown>> = [];

/**
 * The request the form must send: the mapped lead, an empty honeypot (unless a test fills it), a
 * whole, non-negative fill time, the shared event id and the visit's first and last touches.
 */
const leadRequest = (contactFax = '', consent?: object): MockLink.MockedRequest => ({
  query: CreateLeadDocument,
  variables: (variables: Record<string, unknown>) => {
    const input = variables.input as Record<string, unknown>;
    sentInputs.push(input);
    const fillTime = input.formFillMs;
    if (typeof fillTime !== 'number' || !Number.isInteger(fillTime) || fillTime < 0) return false;
    try {
      expect(input).toEqual({
        ...expectedPayload,
        contactFax,
        formFillMs: fillTime,
        leadEventId: 'lead_test-event-id',
        ...touches,
        ...(consent ? { consent } : {}),
      });
      return true;
    } catch {
      return false;
    }
  },
});

const successMock = (delay = 0, contactFax = '', consent?: object): MockLink.MockedResponse => ({
  request: leadRequest(contactFax, consent),
  result: { data: { createLead: createdLead } },
  delay,
});

const failureMock: MockLink.MockedResponse = {
  request: leadRequest(),
  error: new Error('500: Internal Server Error'),
};

beforeEach(() => {
  sentInputs = [];
});

// The form's code is a lazy chunk, requested as the visitor approaches it: here up front, once.
beforeAll(async () => {
  requestContactForm();
  await loadContactFormPanel();
});

/** Renders the form as the landing page does and waits for its lazily loaded code. */
const renderForm = async (mocks: MockLink.MockedResponse[] = []) => {
  await actAndSettle(() => {
    renderWithProviders(
      <ToastProvider>
        <Suspense fallback={null}>
          <DeferredContactForm />
        </Suspense>
      </ToastProvider>,
      { mocks },
    );
  });
  await screen.findByRole('form', { name: 'Application form' });
};

const field = (label: RegExp) => screen.getByLabelText(label);

/** Fills every field with the table's valid baseline, a messy website URL and a message. */
const fillValidForm = async (user: UserEvent) => {
  await user.type(field(/^Full Name/), validValues.fullName);
  await user.type(field(/^Email/), validValues.email);
  await user.type(field(/^Phone/), validValues.phone);
  await user.type(field(/^Company Name/), validValues.companyName);
  await user.type(field(/^Company Website/), ' https://www.example.com/ ');
  await user.selectOptions(field(/^Type of Business/), validValues.businessType);
  await user.selectOptions(field(/^Company Size/), validValues.companySize);
  await user.selectOptions(field(/^Annual Revenue/), validValues.annualRevenue);
  await user.selectOptions(field(/^Average Client Value/), validValues.avgClientValue);
  await user.selectOptions(field(/^Monthly Marketing Budget/), validValues.marketingBudget);
  await user.type(field(/^Primary Business Challenges/), validValues.primaryChallenges);
  await user.selectOptions(field(/^Primary Service Interest/), validValues.serviceInterest);
  await user.selectOptions(field(/^Implementation Timeline/), validValues.implementationTimeline);
  await user.type(field(/^Additional Information/), 'Launch in June.');
};

const submitButton = () => screen.getByRole('button', { name: /Submit/ });

/** The honeypot, found by its label: out of the accessibility tree, but labelled as every input must be. */
const honeypotInput = () => screen.getByLabelText<HTMLInputElement>('Fax');

afterEach(() => {
  mockedTrackLead.mockClear();
  mockedFunnelEvent.mockClear();
});

describe('the contact form', () => {
  it('suggests the domain name of this site as the website example', async () => {
    await renderForm();
    expect(screen.getByText(`Just enter the domain name (e.g., ${window.location.host})`)).toBeInTheDocument();
  });

  it('marks the twelve required fields and labels the two optional ones', async () => {
    await renderForm();
    const required = [
      /^Full Name/,
      /^Email/,
      /^Phone/,
      /^Company Name/,
      /^Type of Business/,
      /^Company Size/,
      /^Annual Revenue/,
      /^Average Client Value/,
      /^Monthly Marketing Budget/,
      /^Primary Business Challenges/,
      /^Primary Service Interest/,
      /^Implementation Timeline/,
    ];
    for (const label of required) expect(field(label)).toBeRequired();
    expect(field(/^Company Website \(optional\)/)).not.toBeRequired();
    expect(field(/^Additional Information \(optional\)/)).not.toBeRequired();
  });

  it('shows every required-field message on an empty submit and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(submitButton());

    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Phone number must be at least 10 digits',
      'Company name is required',
      'Please provide more detail',
      'Please select your type of business',
      'Please select your company size',
      'Please select your annual revenue',
      'Please select your average client value',
      'Please select your monthly marketing budget',
      'Please select the service you are most interested in',
      'Please select your implementation timeline',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const name = field(/^Full Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(field(/^Company Website/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the format messages for a bad email, short phone, bad website and short challenges', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(field(/^Full Name/), 'J');
    await user.type(field(/^Email/), 'jane@example');
    await user.type(field(/^Phone/), '555123456');
    await user.type(field(/^Company Website/), 'example.com/pricing');
    await user.type(field(/^Primary Business Challenges/), 'Too few');
    await user.click(submitButton());

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Please provide more detail')).toBeInTheDocument();
    const website = field(/^Company Website/);
    // the error first, then the hint, as in every form's FormField
    expect(website).toHaveAccessibleDescription(
      `Please enter a valid domain (e.g., ${window.location.host}) Just enter the domain name (e.g., ${window.location.host})`,
    );
  });

  it("sends the visitor's cookie choice with the lead when they made one", async () => {
    const consent = { analytics: false, marketing: true, at: new Date().toISOString(), version: 1 };
    window.localStorage.setItem('amk.consent', JSON.stringify(consent));
    try {
      const user = userEvent.setup();
      await renderForm([successMock(0, '', consent)]);
      await fillValidForm(user);
      await user.click(submitButton());
      expect(await screen.findByRole('heading', { name: 'Message Received!' })).toBeInTheDocument();
      expect(sentInputs[0].consent).toEqual(consent);
    } finally {
      window.localStorage.removeItem('amk.consent');
    }
  });

  it('sends the mapped lead, shows the submitting state, then the success panel and toast', async () => {
    const user = userEvent.setup();
    await renderForm([successMock(50)]);
    await fillValidForm(user);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Submitting Application...' });
    expect(busy).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Message Received!' })).toHaveFocus();
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Application Received');
    expect(toast).toHaveTextContent("We'll review your details and contact you within 48 hours.");

    await user.click(screen.getByRole('button', { name: 'Submit Another Message' }));
    expect(field(/^Full Name/)).toHaveValue('');
    expect(field(/^Company Website/)).toHaveValue('');
    expect(field(/^Type of Business/)).toHaveValue('');
    expect(field(/^Primary Business Challenges/)).toHaveValue('');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('offers to book the call now, in a new tab, with the name and email just sent filled in', async () => {
    const user = userEvent.setup();
    await renderForm([successMock()]);
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Received!' });

    const link = screen.getByRole('link', { name: /Book your call now/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Book your call now (opens in a new tab)');
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://calendly.com/ai-marketing-agency/30min');
    expect(url.searchParams.get('name')).toBe(validValues.fullName);
    expect(url.searchParams.get('email')).toBe(validValues.email);
  });

  it('counts the form started once, at the first field focused, and sent once the lead is stored', async () => {
    const user = userEvent.setup();
    await renderForm([successMock()]);
    expect(mockedFunnelEvent).not.toHaveBeenCalled();
    await user.click(field(/^Full Name/));
    await user.click(field(/^Email/));
    expect(mockedFunnelEvent.mock.calls).toEqual([['form_start']]);

    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Received!' });
    expect(mockedFunnelEvent.mock.calls).toEqual([['form_start'], ['form_submit']]);
  });

  it('keeps the values, normalises the website and shows a destructive toast when the server fails', async () => {
    const user = userEvent.setup();
    await renderForm([failureMock]);
    await fillValidForm(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Please try again later.');
    expect(screen.queryByText('Message Received!')).not.toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveValue(validValues.fullName);
    expect(field(/^Email/)).toHaveValue(validValues.email);
    expect(field(/^Type of Business/)).toHaveValue(validValues.businessType);
    expect(field(/^Company Website/)).toHaveValue('example.com');
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
  });

  it('reports the lead conversion with the event id the server was sent', async () => {
    const user = userEvent.setup();
    await renderForm([successMock()]);
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByText('Message Received!');

    expect(mockedTrackLead).toHaveBeenCalledTimes(1);
    expect(mockedTrackLead).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'contact_form', businessType: 'service-business' }),
      'lead_test-event-id',
    );
  });

  it('reports no conversion when the server fails', async () => {
    const user = userEvent.setup();
    await renderForm([failureMock]);
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(mockedTrackLead).not.toHaveBeenCalled();
  });

  describe('spam guard', () => {
    it('hides the honeypot field from people: off-screen, out of the tab order and the accessibility tree', async () => {
      const user = userEvent.setup();
      await renderForm();
      const honeypot = honeypotInput();
      expect(honeypot).toBeInTheDocument();
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(honeypot).toHaveValue('');
      const box = screen.getByTestId('contact-honeypot');
      expect(box).toContainElement(honeypot);
      expect(box).toHaveAttribute('aria-hidden', 'true');
      // off-screen rather than display:none, which bots recognise and skip
      expect(box).toHaveStyle({
        position: 'absolute',
        left: '-10000px',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      });
      expect(box).not.toHaveStyle({ display: 'none' });
      expect(screen.queryByRole('textbox', { name: /fax/i })).not.toBeInTheDocument();

      // the keyboard walks every control of the form and never lands on it
      const reached = new Set<EventTarget | null>();
      const record = (event: FocusEvent) => reached.add(event.target);
      document.addEventListener('focusin', record);
      for (let i = 0; i < 40; i += 1) await user.tab();
      document.removeEventListener('focusin', record);
      expect(reached).toContain(field(/^Full Name/));
      expect(reached).toContain(submitButton());
      expect(reached).not.toContain(honeypot);
    });

    it('sends an empty honeypot and the time since the form appeared with every submission', async () => {
      const user = userEvent.setup();
      const start = performance.now();
      await renderForm([successMock()]);
      await fillValidForm(user);
      await user.click(submitButton());
      await screen.findByText('Message Received!');
      const elapsed = performance.now() - start;

      expect(sentInputs).toHaveLength(1);
      const [input] = sentInputs;
      expect(input.contactFax).toBe('');
      expect(Number.isInteger(input.formFillMs)).toBe(true);
      expect(input.formFillMs as number).toBeGreaterThanOrEqual(0);
      expect(input.formFillMs as number).toBeLessThanOrEqual(Math.ceil(elapsed));
    });

    it('sends what a bot typed into the honeypot as contactFax (the server answers it like a success)', async () => {
      const user = userEvent.setup();
      await renderForm([successMock(0, '+1 415 555 0199')]);
      await fillValidForm(user);
      await user.type(honeypotInput(), '+1 415 555 0199');
      await user.click(submitButton());
      expect(await screen.findByText('Message Received!')).toBeInTheDocument();
      expect(sentInputs.at(-1)).toMatchObject({ contactFax: '+1 415 555 0199' });
    });
  });
});
