import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { InvalidInputError } from '../../engine/errors';

export const NEW_PASSWORD_MIN_LENGTH = 10;
/** zxcvbn's 0-4 scale: 3 is "safely unguessable" (about 10^8 guesses); common passwords score 0-2 */
const MIN_SCORE = 3;

let checker: ZxcvbnFactory | null = null;

/**
 * Checks a password someone is setting (a new account, a reset, a change): at least 10
 * characters, and not a common password or a small variation of one (zxcvbn with its
 * common-password dictionary, built on first use). Signing in keeps the spec's rules.
 */
export function checkNewPassword(password: string, field: string, userInputs: string[] = []): void {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    throw new InvalidInputError({ [field]: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters` });
  }
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary, userInputs }, graphs: adjacencyGraphs });
  if (checker.check(password, userInputs).score < MIN_SCORE) {
    throw new InvalidInputError({
      [field]: 'This password is too common or too easy to guess: use a longer phrase of unrelated words',
    });
  }
}
