import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useFormik } from 'formik';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { BareFieldset, FieldError, FieldLabel, TextInput } from '../../components/FormControls';
import { useToast } from '../../components/Toast';
import { buyerSchema, type BuyerValues } from './buyerSchema';
import { formatDollars } from './formatAmount';

export type CheckoutFormProps = {
  /** in dollars, as the server charges it */
  amount: number;
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Buyer = styled(BareFieldset)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Field = styled.div`
  min-width: 0;
`;

const ElementBox = styled.div`
  min-height: 120px;
`;

const UNEXPECTED = 'An unexpected error occurred.';

/** The return address Stripe sends the visitor to after confirming (spec section 7). */
function paymentReturnUrl(): string {
  return `${window.location.origin}/payment-success`;
}

type BuyerFieldProps = {
  id: string;
  name: keyof BuyerValues;
  label: string;
  type: 'text' | 'email';
  autoComplete: string;
  formik: ReturnType<typeof useFormik<BuyerValues>>;
};

function BuyerField({ id, name, label, type, autoComplete, formik }: BuyerFieldProps) {
  const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
  const errorId = `${id}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        {...(type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

/**
 * The buyer's name and email, Stripe's Payment Element and the Pay button. The name and email go
 * to Stripe as the payment's billing details (the order shows them); the card is typed into
 * Stripe's own frames and confirmed by Stripe.js directly with Stripe: nothing of it passes
 * through this site's server.
 */
export function CheckoutForm({ amount }: CheckoutFormProps) {
  const id = useId();
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const ready = stripe !== null && elements !== null;

  const formik = useFormik<BuyerValues>({
    initialValues: { name: '', email: '' },
    validationSchema: buyerSchema,
    onSubmit: async (values) => {
      if (!stripe || !elements) {
        toast({ title: 'Error', description: 'Stripe has not loaded yet. Please try again.', variant: 'destructive' });
        return;
      }
      const buyer = buyerSchema.cast(values);
      try {
        const { error } = await stripe.confirmPayment({
          elements,
          confirmParams: {
            return_url: paymentReturnUrl(),
            payment_method_data: { billing_details: { name: buyer.name, email: buyer.email } },
          },
        });
        // on success Stripe.js has already navigated away; an answer here is always a failure
        if (error) toast({ title: 'Payment Failed', description: error.message || UNEXPECTED, variant: 'destructive' });
      } catch (error) {
        toast({
          title: 'Payment Error',
          description: error instanceof Error && error.message ? error.message : UNEXPECTED,
          variant: 'destructive',
        });
      }
    },
  });
  const processing = formik.isSubmitting;

  // a refused submit moves focus to the first field to fix, whose message is tied to it
  const { submitCount, errors } = formik;
  const focusedFor = useRef(0);
  useEffect(() => {
    if (submitCount === focusedFor.current) return;
    const first = (['name', 'email'] as const).find((name) => errors[name]);
    if (!first) return;
    focusedFor.current = submitCount;
    document.getElementById(`${id}-${first}`)?.focus();
  }, [submitCount, errors, id]);

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label="Payment details" aria-busy={processing}>
      <Buyer>
        <Legend>Your details</Legend>
        <BuyerField id={`${id}-name`} name="name" label="Full name" type="text" autoComplete="name" formik={formik} />
        <BuyerField id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" formik={formik} />
      </Buyer>
      <ElementBox>
        {/* the name and email are asked above and passed on confirming: Stripe does not ask again */}
        <PaymentElement options={{ layout: 'tabs', fields: { billingDetails: { name: 'never', email: 'never' } } }} />
      </ElementBox>
      <Button type="submit" size="lg" fullWidth disabled={!ready || processing}>
        {processing ? 'Processing...' : `Pay $${formatDollars(amount)}`}
      </Button>
    </Form>
  );
}
