import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a Calendly signature's timestamp may be (either way: clocks drift). */
const CALENDLY_TOLERANCE_SECONDS = 180;

/** A webhook request whose signature does not prove it came from the tool: 400, nothing stored. */
export class BookingSignatureError extends Error {}

function sameHex(expected: string, sent: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = /^[0-9a-f]+$/i.test(sent) ? Buffer.from(sent, 'hex') : Buffer.alloc(0);
  return a.length === b.length && timingSafeEqual(a, b);
}

const hmacHex = (key: string, data: Buffer) => createHmac('sha256', key).update(data).digest('hex');

/**
 * Calendly's `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256 with the
 * subscription's signing key over `<t>.` followed by the raw body, no older than 3 minutes.
 */
export function verifyCalendlySignature(body: Buffer, header: string | undefined, key: string, now: Date): void {
  if (!header) throw new BookingSignatureError('Missing Calendly-Webhook-Signature header');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const signature = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !signature)
    throw new BookingSignatureError('Malformed Calendly-Webhook-Signature header');
  if (Math.abs(now.getTime() / 1000 - Number(t)) > CALENDLY_TOLERANCE_SECONDS)
    throw new BookingSignatureError('Calendly-Webhook-Signature timestamp is outside the 3-minute tolerance');
  const signed = Buffer.concat([Buffer.from(`${t}.`, 'utf8'), body]);
  if (!sameHex(hmacHex(key, signed), signature))
    throw new BookingSignatureError('Calendly-Webhook-Signature does not match the body');
}

/** Cal.com's `X-Cal-Signature-256`: hex HMAC-SHA256 of the raw body with the webhook's secret. */
export function verifyCalSignature(body: Buffer, header: string | undefined, secret: string): void {
  if (!header) throw new BookingSignatureError('Missing X-Cal-Signature-256 header');
  if (!sameHex(hmacHex(secret, body), header.trim()))
    throw new BookingSignatureError('X-Cal-Signature-256 does not match the body');
}
