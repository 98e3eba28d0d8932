import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { SharedApolloProvider } from '../../components/SharedApolloProvider';
import { ContactForm } from './ContactForm';
import { ContactSuccessPanel } from './ContactSuccessPanel';

const subscribe = () => () => undefined;

/** False in prerendered HTML and while that HTML hydrates; true once React runs the form. */
function useIsInteractive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The form card's content: the application form, then the success panel. Loaded lazily with
 * Formik, Yup and Apollo Client (see DeferredContactForm), so it brings the shared GraphQL client.
 * In prerendered HTML, and until that HTML has hydrated, the controls are disabled: typing into a
 * form React does not run yet would be lost, and a click on submit would send the page away.
 */
export function ContactFormPanel() {
  // the lead just sent: its thank-you offers to book the call with its name and email
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const interactive = useIsInteractive();
  return (
    <SharedApolloProvider>
      <Enabler role="presentation" disabled={!interactive}>
        {sent === null ? (
          <ContactForm onSubmitted={({ name, email }) => setSent({ name, email })} />
        ) : (
          <ContactSuccessPanel lead={sent} onSubmitAnother={() => setSent(null)} />
        )}
      </Enabler>
    </SharedApolloProvider>
  );
}

// A bare fieldset: its only job is `disabled`, which reaches every control inside it.
const Enabler = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
