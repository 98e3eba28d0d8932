import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useCreateLeadMutation, type CreateLeadMutation } from '../../graphql/generated/graphql';
import { readConsent } from '../consent';
import { createLeadEventId, sendFunnelEvent, storedTouches, trackLeadSubmission } from '../tracking';
import { ContactField, type ContactFieldName, type ContactFieldProps } from './ContactField';
import { ContactHoneypot } from './ContactHoneypot';
import { createContactFormSchema } from './contactFormSchema';
import { emptyContactFormValues, type ContactFormValues } from './contactFormValues';
import { FocusFirstInvalidField } from './FocusFirstInvalidField';
import { LEAD_FIELDS, LEAD_FORM_SECTIONS, normalizeWebsite, type LeadField } from './leadFields';
import { toLeadPayload } from './toLeadPayload';
import { useCurrentHost } from './useCurrentHost';
import { useFormFillTime } from './useFormFillTime';

type CreatedLead = CreateLeadMutation['createLead'];

export type ContactFormProps = {
  /** called once the lead is stored; the section then shows its success panel */
  onSubmitted: (lead: CreatedLead) => void;
};

const FIELD_ORDER: readonly ContactFieldName[] = LEAD_FIELDS.map((field) => field.formName);

/** How the form asks an answer (lead-fields.ts): its control, label, hints and autofill. */
function questionProps(field: LeadField, host: string): ContactFieldProps {
  const common = {
    // LEAD_FIELDS' entries: each formName is one of ContactFieldName
    name: field.formName as ContactFieldName,
    label: field.required === false ? `${field.label} (optional)` : field.label,
    required: field.required !== false,
    wide: 'wide' in field,
  };
  switch (field.kind) {
    case 'choice':
      return { ...common, kind: 'select', options: field.options, placeholder: field.placeholder ?? 'Select' };
    case 'paragraph':
      return { ...common, kind: 'textarea', placeholder: field.placeholder, rows: field.rows };
    case 'website':
      return {
        ...common,
        kind: 'input',
        inputMode: 'url',
        autoComplete: field.autoComplete,
        hint: `Just enter the domain name (e.g., ${host})`,
      };
    case 'email':
      return { ...common, kind: 'input', type: 'email', inputMode: 'email', autoComplete: field.autoComplete };
    case 'tel':
      return { ...common, kind: 'input', type: 'tel', autoComplete: field.autoComplete };
    default:
      return { ...common, kind: 'input', autoComplete: field.autoComplete };
  }
}

/**
 * The application form (spec sections 3-5, 8): validates, sends the lead, toasts, tracks. With the
 * lead go the spam guard's two signals (the hidden honeypot's value and the time spent on the form),
 * the visit's first and last campaign touches, and the visitor's cookie choice, if they made one
 * (the server sends its Conversions API event only when that allows marketing).
 */
export function ContactForm({ onSubmitted }: ContactFormProps) {
  const host = useCurrentHost();
  const schema = useMemo(() => createContactFormSchema(host), [host]);
  const [createLead] = useCreateLeadMutation();
  const { toast } = useToast();
  const honeypot = useRef<HTMLInputElement>(null);
  const formFillMs = useFormFillTime();
  const started = useRef(false);
  // the funnel's form start: the first field the visitor focuses
  const countStart = () => {
    if (started.current) return;
    started.current = true;
    sendFunnelEvent('form_start');
  };

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    const companyWebsite = normalizeWebsite(values.companyWebsite);
    // show the visitor the domain we understood, in case the form stays on screen after an error
    if (companyWebsite !== values.companyWebsite) void helpers.setFieldValue('companyWebsite', companyWebsite, false);
    const leadEventId = createLeadEventId();
    const spamSignals = { contactFax: honeypot.current?.value ?? '', formFillMs: formFillMs() };
    const consent = readConsent();
    try {
      const { data } = await createLead({
        variables: {
          input: {
            ...toLeadPayload({ ...values, companyWebsite }, spamSignals),
            leadEventId,
            ...storedTouches(),
            ...(consent ? { consent } : {}),
          },
        },
      });
      if (!data) throw new Error('Failed to submit form');
      helpers.resetForm();
      toast({
        title: 'Application Received',
        description: "We'll review your details and contact you within 48 hours.",
      });
      trackLeadSubmission(data.createLead, leadEventId);
      sendFunnelEvent('form_submit');
      onSubmitted(data.createLead);
    } catch {
      toast({ variant: 'destructive', title: 'Something went wrong', description: 'Please try again later.' });
    }
  };

  return (
    <Formik initialValues={emptyContactFormValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-label="Application form" onFocus={countStart}>
          <FocusFirstInvalidField order={FIELD_ORDER} />
          <ContactHoneypot inputRef={honeypot} />
          {LEAD_FORM_SECTIONS.map((section) => (
            <Fieldset key={section.id}>
              <Legend>{section.legend}</Legend>
              <Grid>
                {LEAD_FIELDS.filter((field) => field.section === section.id).map((field) => (
                  <ContactField key={field.key} {...questionProps(field, host)} />
                ))}
              </Grid>
            </Fieldset>
          ))}

          <Footer>
            <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
              {isSubmitting ? 'Submitting Application...' : 'Submit Application'}
            </Button>
            <Note>
              Fields marked <RequiredMark aria-hidden="true">*</RequiredMark>
              <VisuallyHidden>with an asterisk</VisuallyHidden> are required. We use your answers only to prepare for
              your strategy call; see our <Link to="/privacy">Privacy Policy</Link>.
            </Note>
          </Footer>
        </StyledForm>
      )}
    </Formik>
  );
}

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]}px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px`};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;
