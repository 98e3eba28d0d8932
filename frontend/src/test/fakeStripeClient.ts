import type { Stripe } from '@stripe/stripe-js';

/** Test-only: a Stripe.js stand-in good enough for <Elements> and <PaymentElement> under jsdom. */
export type FakeStripeClient = {
  stripe: Stripe;
  /** stripe.elements, which <Elements> calls with its options */
  elements: jest.Mock;
  confirmPayment: jest.Mock;
  retrievePaymentIntent: jest.Mock;
};

export function fakeStripeClient(): FakeStripeClient {
  const element = {
    mount: jest.fn(),
    destroy: jest.fn(),
    update: jest.fn(),
    on: jest.fn(),
    off: jest.fn(),
    unmount: jest.fn(),
    focus: jest.fn(),
  };
  const elementsGroup = {
    create: jest.fn(() => element),
    getElement: jest.fn(() => element),
    update: jest.fn(),
    submit: jest.fn(),
  };
  const confirmPayment = jest.fn();
  const retrievePaymentIntent = jest.fn();
  const elements = jest.fn(() => elementsGroup);
  const stripe = {
    elements,
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardPayment: jest.fn(),
    confirmPayment,
    retrievePaymentIntent,
  } as unknown as Stripe;
  return { stripe, elements, confirmPayment, retrievePaymentIntent };
}
