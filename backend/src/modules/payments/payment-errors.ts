/** Errors of the payments service; the REST adapter maps them to a status and `{ error }`. */

/** The server has no Stripe keys: nothing can be charged. */
export class PaymentsNotConfiguredError extends Error {
  constructor(message = 'Card payments are not set up yet. Please contact us to complete your purchase.') {
    super(message);
    this.name = 'PaymentsNotConfiguredError';
  }
}

/** Stripe refused or could not be reached; the message is safe to show to the visitor. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook request whose signature does not verify against STRIPE_WEBHOOK_SECRET. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid Stripe signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Stripe has no PaymentIntent of that id (or it is not this account's). */
export class PaymentIntentNotFoundError extends Error {
  constructor(message = 'Payment not found') {
    super(message);
    this.name = 'PaymentIntentNotFoundError';
  }
}
