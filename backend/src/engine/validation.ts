import { validate, type ValidationError } from 'class-validator';
import { InvalidInputError } from './errors';

type Constructor<T> = new () => T;

/** A parsed JSON body or value that is an object: not null, not a list. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a JSON object, or the bad-input error that says one was expected. */
export function requireJsonObject(value: unknown): Record<string, unknown> {
  if (!isJsonObject(value)) throw new InvalidInputError({}, 'Expected a JSON object');
  return value;
}

/** One message per bad field; a nested object's fields are named `parent.field`. */
function firstMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length === 0 && error.children && error.children.length > 0) {
      Object.assign(fields, firstMessages(error.children, `${prefix}${error.property}.`));
    } else {
      fields[`${prefix}${error.property}`] = messages[messages.length - 1] ?? 'Invalid value';
    }
  }
  return fields;
}

/** A password is kept exactly as typed: spaces are part of it. */
const UNTRIMMED = new Set(['password']);

/** Half of a UTF-16 pair on its own: no valid text (the email rule even throws on it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Trims the instance's string properties (except passwords), then checks its class-validator rules, so what is
 * validated is exactly what gets stored. Throws InvalidInputError with one message per bad field.
 */
export async function validateInstance(instance: object): Promise<void> {
  const record = instance as Record<string, unknown>;
  const malformed: Record<string, string> = {};
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    if (LONE_SURROGATE.test(value)) malformed[key] = 'Text must be valid Unicode';
    else if (!UNTRIMMED.has(key)) record[key] = value.trim();
  }
  if (Object.keys(malformed).length > 0) throw new InvalidInputError(malformed);
  const errors = await validate(instance, {
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) throw new InvalidInputError(firstMessages(errors));
}

/**
 * Builds an instance of an input class from untrusted data and validates it. Only the class's
 * declared keys are copied (no prototype keys, no extras).
 */
export async function parseInput<T extends object>(
  Input: Constructor<T>,
  data: unknown,
  keys: readonly (keyof T & string)[],
): Promise<T> {
  const source = requireJsonObject(data);
  const instance = new Input();
  for (const key of keys) {
    if (Object.prototype.hasOwnProperty.call(source, key) && source[key] !== undefined) {
      (instance as Record<string, unknown>)[key] = source[key];
    }
  }
  await validateInstance(instance);
  return instance;
}
