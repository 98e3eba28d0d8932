import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** A page never waits longer than this for Stripe.js: a hanging request would never fail by itself. */
const STRIPE_LOAD_TIMEOUT_MS = 10_000;

const loads = new Map<string, Promise<Stripe>>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('Failed to load Stripe.js'));
      },
    );
  });
}

/**
 * Loads Stripe.js once per key (the script is injected only when a page needs it) and resolves
 * with the Stripe object; rejects when the script fails or does not arrive within the time-out.
 */
export function loadStripeOnce(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = withTimeout(loadStripe(publishableKey), timeoutMs).then((stripe) => {
      if (!stripe) throw new Error('Failed to load Stripe.js');
      return stripe;
    });
    // callers handle the failure; this keeps an unobserved rejection out of the console
    load.catch(() => undefined);
    loads.set(publishableKey, load);
  }
  return load;
}

/** For <Elements>: the same promise every time, resolving null when Stripe.js could not load. */
const forElements = new Map<string, Promise<Stripe | null>>();
export function stripeForElements(publishableKey: string): Promise<Stripe | null> {
  let promise = forElements.get(publishableKey);
  if (!promise) {
    promise = loadStripeOnce(publishableKey).catch(() => null);
    forElements.set(publishableKey, promise);
  }
  return promise;
}
