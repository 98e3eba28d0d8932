import express, { Router, type Response } from 'express';
import { InvalidInputError } from '../../engine/errors';
import { answersConfigurationState } from '../../engine/http/request-log';
import { readPaymentIntentRequest } from './payment-intent.rest';
import {
  PaymentIntentNotFoundError,
  PaymentProviderError,
  PaymentsNotConfiguredError,
  WebhookSignatureError,
} from './payment-errors';
import type { PaymentsService } from './payments.service';

const WEBHOOK_BODY_LIMIT = '512kb';

/** The checkout reads `error` from any failure and shows it in its toast. */
function sendPaymentError(res: Response, error: unknown): boolean {
  if (error instanceof InvalidInputError) {
    res.status(400).json({ error: error.message, fields: error.fields });
  } else if (error instanceof PaymentIntentNotFoundError) {
    res.status(404).json({ error: error.message });
  } else if (error instanceof PaymentsNotConfiguredError) {
    answersConfigurationState(res);
    res.status(503).json({ error: error.message });
  } else if (error instanceof PaymentProviderError) {
    res.status(502).json({ error: error.message });
  } else {
    return false;
  }
  return true;
}

/** POST /api/create-payment-intent (spec section 7): `{ clientSecret }`, or `{ error }`. */
export function paymentsRoutes(payments: PaymentsService): Router {
  const router = Router();
  router.post('/api/create-payment-intent', async (req, res) => {
    try {
      const { clientSecret, order, product } = await payments.createPaymentIntent(
        await readPaymentIntentRequest(req.body),
      );
      res.status(200).json({
        clientSecret,
        // what is actually charged, so the page shows the catalogue's price and not its own guess
        amount: order.amountCents / 100,
        currency: order.currency,
        product: { id: product.id, name: product.name, description: product.description },
      });
    } catch (error) {
      if (!sendPaymentError(res, error)) throw error;
    }
  });
  /**
   * GET /api/payments/{paymentIntentId}/summary?client_secret=…: the payment result page's amount,
   * status and card (`{ type, brand, last4 }`), for the browser that holds the intent's client secret.
   */
  router.get('/api/payments/:paymentIntentId/summary', async (req, res) => {
    const clientSecret = req.query.client_secret;
    if (typeof clientSecret !== 'string' || clientSecret === '') {
      res.status(400).json({ error: 'client_secret is required' });
      return;
    }
    try {
      const { order, status, method } = await payments.paymentSummary(req.params.paymentIntentId, clientSecret);
      res.status(200).json({
        success: true,
        data: {
          amount: order.amountCents / 100,
          currency: order.currency,
          product: { id: order.productId, name: order.productName },
          status,
          payment_method: method,
        },
      });
    } catch (error) {
      if (!sendPaymentError(res, error)) throw error;
    }
  });
  return router;
}

/**
 * POST /api/stripe/webhook. Mounted before the JSON body parser and the session: the signature
 * covers the exact bytes Stripe sent, and Stripe carries no cookie or CSRF token.
 */
export function stripeWebhookRoutes(payments: PaymentsService): Router {
  const router = Router();
  router.post('/api/stripe/webhook', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const outcome = await payments.handleWebhook(body, req.get('stripe-signature'));
      res.status(200).json({ received: true, outcome });
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        res.status(400).json({ error: error.message });
        return;
      }
      if (!sendPaymentError(res, error)) throw error;
    }
  });
  return router;
}
