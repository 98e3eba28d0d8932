import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The browser's random visitor id (nanoid's alphabet), sent by the chat and the checkout. */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** The class-validator rule for a field holding a visitor id. */
export function IsVisitorId(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isVisitorId', validator: { validate: isVisitorId } }, options);
}
