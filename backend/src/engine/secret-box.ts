import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals secrets the server must read back (webhook signing secrets, authenticator-app secrets)
 * at rest with AES-256-GCM under a key derived from SESSION_SECRET (HKDF) and the secrets' purpose:
 * the database alone does not give them away. Changing SESSION_SECRET makes them unreadable.
 */
export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` keeps each kind of secret under its own key */
  constructor(serverSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, purpose, 'aes-256-gcm key', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
  }

  /** null when the secret was sealed under another key */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A secret as the back office shows it once saved: its last four characters, e.g. ••••••••a1b2. */
export function maskSecret(secret: string): string {
  return `${'•'.repeat(8)}${secret.slice(-4)}`;
}
