import { createHash, randomBytes } from 'node:crypto';

const RECOVERY_CODE_COUNT = 10;
/** base32 without the letters people misread (0/O, 1/I/L) */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** Ten fresh codes, shown once: xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(GROUP * 2)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
  });
}

/** A typed code as stored: lower case, without spaces or dashes; null when it cannot be one. */
export function normalisedRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return code.length === GROUP * 2 && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** What is stored: the SHA-256 of the normalised code (random codes need no slow hash). */
export function recoveryCodeHash(normalised: string): string {
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}
