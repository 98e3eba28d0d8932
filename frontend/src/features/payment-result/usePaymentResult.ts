import { useEffect, useState } from 'react';
import { getAppConfig } from '../../config/appConfig';
import { centsToDollars, loadStripeOnce } from '../checkout';
import { fetchPaymentMethod, type PaymentMethodSummary } from './paymentMethodSummary';

export type PaymentResult =
  | { status: 'loading' }
  | { status: 'success'; amount: number; method: PaymentMethodSummary | null }
  | { status: 'error' };

/**
 * Stripe's answer for the PaymentIntent behind `clientSecret` (success only when it succeeded),
 * with the card from our server's summary. The summary is asked for only once the intent has
 * succeeded: for an unknown or failed intent the server has nothing to say (404).
 */
async function retrievePaymentResult(clientSecret: string): Promise<PaymentResult> {
  const publishableKey = getAppConfig().stripePublishableKey;
  if (!publishableKey) return { status: 'error' };
  try {
    const stripe = await loadStripeOnce(publishableKey);
    const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
    if (error || !paymentIntent || paymentIntent.status !== 'succeeded') return { status: 'error' };
    return {
      status: 'success',
      amount: centsToDollars(paymentIntent.amount),
      method: await fetchPaymentMethod(clientSecret),
    };
  } catch {
    return { status: 'error' };
  }
}

/**
 * Retrieves the PaymentIntent named by the client secret once Stripe.js has loaded: success only
 * when its status is succeeded. No secret, no key, a script that fails or does not load within
 * its time-out, or a failed retrieval: error.
 */
export function usePaymentResult(clientSecret: string | null): PaymentResult {
  // the answer for the secret it was asked for: another secret starts again from loading
  const [answer, setAnswer] = useState<{ clientSecret: string; result: PaymentResult } | null>(null);

  useEffect(() => {
    if (!clientSecret) return undefined;
    let current = true;
    void retrievePaymentResult(clientSecret).then((result) => {
      if (current) setAnswer({ clientSecret, result });
    });
    return () => {
      current = false;
    };
  }, [clientSecret]);

  if (!clientSecret) return { status: 'error' };
  return answer?.clientSecret === clientSecret ? answer.result : { status: 'loading' };
}
