/**
 * Errors the services throw. They know nothing of HTTP or GraphQL: the REST error mapper and the
 * GraphQL error formatter translate them (400/404/409 and BAD_USER_INPUT/NOT_FOUND/CONFLICT).
 */
export class InvalidInputError extends Error {
  /** field name -> what is wrong with it */
  readonly fields: Record<string, string>;

  constructor(fields: Record<string, string>, message?: string) {
    super(message ?? Object.values(fields)[0] ?? 'Invalid input');
    this.name = 'InvalidInputError';
    this.fields = fields;
  }
}

export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** Signed in, but the role or the token's scope does not allow this (403 / FORBIDDEN). */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}
