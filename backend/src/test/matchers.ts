/*
 * Jest's asymmetric matchers, typed `unknown` instead of the `any` @types/jest gives them: inside
 * an expected object an `any` would switch off the type checker's view of the whole object.
 */

export const anyNumber = (): unknown => expect.any(Number);

export const anyString = (): unknown => expect.any(String);

export const stringMatching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);

export const stringContaining = (text: string): unknown => expect.stringContaining(text);
