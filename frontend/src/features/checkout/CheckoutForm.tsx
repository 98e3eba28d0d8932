import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { formatDollars } from './formatAmount';

export type CheckoutFormProps = {
  /** in dollars, as the server charges it */
  amount: number;
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const ElementBox = styled.div`
  min-height: 120px;
`;

const UNEXPECTED = 'An unexpected error occurred.';

/** The return address Stripe sends the visitor to after confirming (spec section 7). */
function paymentReturnUrl(): string {
  return `${window.location.origin}/payment-success`;
}

/**
 * Stripe's Payment Element and the Pay button. The card is typed into Stripe's own frames and
 * confirmed by Stripe.js directly with Stripe; nothing of it passes through this site's server.
 */
export function CheckoutForm({ amount }: CheckoutFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [processing, setProcessing] = useState(false);
  const ready = stripe !== null && elements !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) {
      toast({ title: 'Error', description: 'Stripe has not loaded yet. Please try again.', variant: 'destructive' });
      return;
    }
    setProcessing(true);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: paymentReturnUrl() } });
      // on success Stripe.js has already navigated away; an answer here is always a failure
      if (error) toast({ title: 'Payment Failed', description: error.message || UNEXPECTED, variant: 'destructive' });
    } catch (error) {
      toast({
        title: 'Payment Error',
        description: error instanceof Error && error.message ? error.message : UNEXPECTED,
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label="Payment details" aria-busy={processing}>
      <ElementBox>
        <PaymentElement options={{ layout: 'tabs' }} />
      </ElementBox>
      <Button type="submit" size="lg" fullWidth disabled={!ready || processing}>
        {processing ? 'Processing...' : `Pay $${formatDollars(amount)}`}
      </Button>
    </Form>
  );
}
