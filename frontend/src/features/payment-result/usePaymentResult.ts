import { useEffect, useState } from 'react';
import { getAppConfig } from '../../config/appConfig';
import { centsToDollars, loadStripeOnce } from '../checkout';
import { paymentMethodSummary, type PaymentMethodSummary } from './paymentMethodSummary';

export type PaymentResult =
  | { status: 'loading' }
  | { status: 'success'; amount: number; method: PaymentMethodSummary | null }
  | { status: 'error' };

/**
 * Retrieves the PaymentIntent named by the client secret once Stripe.js has loaded: success only
 * when its status is succeeded. No secret, no key, a script that fails or does not load within
 * its time-out, or a failed retrieval: error.
 */
export function usePaymentResult(clientSecret: string | null): PaymentResult {
  const [result, setResult] = useState<PaymentResult>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const settle = (next: PaymentResult) => {
      if (current) setResult(next);
    };
    const publishableKey = getAppConfig().stripePublishableKey;
    if (!clientSecret || !publishableKey) {
      settle({ status: 'error' });
      return undefined;
    }
    setResult({ status: 'loading' });
    loadStripeOnce(publishableKey)
      .then((stripe) => stripe.retrievePaymentIntent(clientSecret))
      .then(({ paymentIntent, error }) => {
        if (error || !paymentIntent || paymentIntent.status !== 'succeeded') {
          settle({ status: 'error' });
          return;
        }
        settle({
          status: 'success',
          amount: centsToDollars(paymentIntent.amount),
          method: paymentMethodSummary(paymentIntent),
        });
      })
      .catch(() => settle({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [clientSecret]);

  return result;
}
