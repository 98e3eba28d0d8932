import Stripe from 'stripe';
import type { StripeConfig } from '../../engine/config';
import { PaymentIntentNotFoundError, PaymentProviderError, WebhookSignatureError } from './payment-errors';
import {
  chargeCustomer,
  summariseCharge,
  type CreatedPaymentIntent,
  type CreatePaymentIntentRequest,
  type PaymentProvider,
  type RetrievedPaymentIntent,
} from './payment-provider';

const TIMEOUT_MS = 20_000;
const NETWORK_RETRIES = 2;

type ConfiguredStripe = StripeConfig & { secretKey: string };

/** Stripe's API through the official SDK (any base URL in tests: STRIPE_API_BASE_URL). */
export class StripePaymentProvider implements PaymentProvider {
  private readonly stripe: Stripe;

  constructor(private readonly config: ConfiguredStripe) {
    const base = config.apiBaseUrl ? new URL(config.apiBaseUrl) : null;
    this.stripe = new Stripe(config.secretKey, {
      timeout: TIMEOUT_MS,
      maxNetworkRetries: NETWORK_RETRIES,
      telemetry: false,
      appInfo: { name: 'ai-marketing-agency-checkout' },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async createPaymentIntent(request: CreatePaymentIntentRequest): Promise<CreatedPaymentIntent> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          description: request.description,
          metadata: request.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      throw new PaymentProviderError(visitorMessage(error), error);
    }
    if (!intent.client_secret) throw new PaymentProviderError('No client secret returned');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<RetrievedPaymentIntent> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        throw new PaymentIntentNotFoundError();
      throw new PaymentProviderError('Could not read the payment from Stripe. Please refresh the page.', error);
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      id: intent.id,
      status: intent.status,
      clientSecret: intent.client_secret,
      method: summariseCharge(charge),
      customer: chargeCustomer(charge),
    };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!this.config.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
  }
}

/**
 * Card errors carry a message meant for the buyer; anything else (bad key, Stripe down) gets a
 * generic one, and the details are logged by the service.
 */
function visitorMessage(error: unknown): string {
  if (error instanceof Stripe.errors.StripeCardError && error.message) return error.message;
  return 'Could not initialize payment. Please try again.';
}
