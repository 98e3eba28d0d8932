import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'amk_';
/** 32 random bytes, base64url: 43 characters */
const TOKEN_PATTERN = /^amk_[A-Za-z0-9_-]{43}$/;
const HINT_LENGTH = PREFIX.length + 6;

/** A new token: amk_ followed by 32 random bytes. */
export function newApiToken(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/** True when the text has a token's shape; anything else is refused without a lookup. */
export function isApiTokenShaped(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** What is stored: the token's SHA-256 (a token is random, so a fast hash is as strong as a slow one). */
export function apiTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The first characters, enough to tell one's tokens apart in a list. */
export function apiTokenHint(token: string): string {
  return token.slice(0, HINT_LENGTH);
}
