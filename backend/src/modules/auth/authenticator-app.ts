import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'AI Marketing Agency';
/** one 30-second step either side of the server's clock */
const WINDOW = 1;

function totp(secret: string, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret) });
}

/** A new authenticator-app secret, base32 (what the manual key shows). */
export function newAuthenticatorSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an app reads from the QR code, and the QR code as an SVG. */
export async function enrolmentLink(secret: string, username: string): Promise<{ url: string; qrCodeSvg: string }> {
  const url = totp(secret, username).toString();
  return { url, qrCodeSvg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/**
 * The time step a six-digit code belongs to, when it is right for `atMs` give or take one step;
 * null otherwise. The caller refuses a step it has already accepted.
 */
export function acceptedStep(secret: string, code: string, atMs: number): number | null {
  const generator = totp(secret, '');
  const delta = generator.validate({ token: code, timestamp: atMs, window: WINDOW });
  return delta === null ? null : generator.counter({ timestamp: atMs }) + delta;
}
