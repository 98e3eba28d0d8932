import { randomBytes } from 'node:crypto';

const SECRET_BYTES = 24;

/** A new signing secret in the Standard Webhooks format: whsec_ + base64 of random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * The purpose the signing secrets are sealed under (engine/secret-box.ts). The server needs them
 * back to sign, so they are encrypted rather than hashed; a changed SESSION_SECRET makes the
 * deliveries fail with a message saying to rotate the secret.
 */
export const WEBHOOK_SECRETS_PURPOSE = 'webhook-secrets';
