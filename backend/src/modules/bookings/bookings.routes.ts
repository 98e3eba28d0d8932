import express, { Router, type Request } from 'express';
import { requireSignedIn } from '../../engine/http/authentication';
import type { RateLimits } from '../../engine/http/rate-limit/rate-limits';
import { InvalidInputError } from '../../engine/errors';
import type { LeadDetailPart } from '../leads';
import type { BookingProvider } from './booking.entity';
import { BookingStatus } from './booking.entity';
import { bookingPayload } from './booking-payload';
import { BookingSignatureError } from './booking-signatures';
import type { BookingsService } from './bookings.service';

/** The biggest webhook body accepted: a booking with long answers is a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '256kb';

const SIGNATURE_HEADERS: Record<BookingProvider, string> = {
  calendly: 'calendly-webhook-signature',
  cal: 'x-cal-signature-256',
};

/**
 * POST /api/bookings/calendly and /api/bookings/cal: the scheduling tools' signed webhooks, on
 * the raw bytes the signature covers. 200 for an event applied, a retry of one, or an event type
 * ignored; 400 for a missing or wrong signature, a stale timestamp, a tool not set up, or a body
 * that is no booking.
 */
export function bookingWebhookRoutes(bookings: BookingsService, limits: RateLimits): Router {
  const router = Router();
  for (const provider of ['calendly', 'cal'] as const) {
    router.post(
      `/api/bookings/${provider}`,
      limits.bookings,
      express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
      async (req, res) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        try {
          const outcome = await bookings.receive(provider, body, req.get(SIGNATURE_HEADERS[provider]));
          res.status(200).json({ received: true, outcome });
        } catch (error) {
          if (!(error instanceof BookingSignatureError)) throw error;
          res.status(400).json({ success: false, error: error.message });
        }
      },
    );
  }
  return router;
}

function queryDate(req: Request, key: string): Date | null {
  const raw = req.query[key];
  if (raw === undefined || raw === '') return null;
  const date = typeof raw === 'string' ? new Date(raw) : null;
  if (!date || Number.isNaN(date.getTime()))
    throw new InvalidInputError({ [key]: `${key} must be an ISO 8601 date-time` });
  return date;
}

function queryStatus(req: Request): BookingStatus | null {
  const raw = req.query.status;
  if (raw === undefined || raw === '') return null;
  if (raw === BookingStatus.SCHEDULED || raw === BookingStatus.CANCELED) return raw;
  throw new InvalidInputError({ status: 'status must be scheduled or canceled' });
}

function queryLimit(req: Request): number {
  const raw = req.query.limit;
  if (raw === undefined || raw === '') return 100;
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(limit)) throw new InvalidInputError({ limit: 'limit must be a whole number' });
  return limit;
}

/** GET /api/bookings?from&to&status&limit&after: the team's calendar, by start time. */
export function bookingsRoutes(bookings: BookingsService): Router {
  const router = Router();
  router.get('/api/bookings', requireSignedIn, async (req, res) => {
    const after = typeof req.query.after === 'string' ? req.query.after : null;
    const page = await bookings.list(queryLimit(req), after, {
      from: queryDate(req, 'from'),
      to: queryDate(req, 'to'),
      status: queryStatus(req),
    });
    res.json({
      success: true,
      data: page.nodes.map((booking) => bookingPayload(booking, null)),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    });
  });
  return router;
}

/** A lead's bookings in GET /api/leads/{id}'s answer. */
export function leadBookingsDetail(bookings: BookingsService): LeadDetailPart {
  return {
    key: 'bookings',
    read: async (leadId) => ((await bookings.forLeads([leadId])).get(leadId) ?? []).map((b) => bookingPayload(b, null)),
  };
}
