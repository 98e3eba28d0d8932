import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

function messagesFromBody(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return null;
    const messages = body.errors
      .map((entry: unknown) =>
        typeof entry === 'object' && entry !== null && 'message' in entry && typeof entry.message === 'string'
          ? entry.message
          : null,
      )
      .filter((message): message is string => Boolean(message));
    return messages.length > 0 ? messages.join(' ') : null;
  } catch {
    return null;
  }
}

/**
 * The message a person can act on: the server's own words for a GraphQL error (also when it came
 * with a 4xx status), otherwise the transport's message. Null when there is nothing readable.
 */
export function serverErrorMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((entry) => entry.message).filter(Boolean);
    return messages.length > 0 ? messages.join(' ') : null;
  }
  if (ServerError.is(error)) return messagesFromBody(error.bodyText) ?? error.message;
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message || null;
  }
  return null;
}

/** True for a GraphQL error the server answered, false for a network or transport failure. */
export function isGraphQLError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || (ServerError.is(error) && messagesFromBody(error.bodyText) !== null);
}

/**
 * The server's message when it rejected the input itself (BAD_USER_INPUT), worth showing as is;
 * null for any other failure, which gets a generic message instead.
 */
export function badUserInputMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const rejected = error.errors.filter((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  return rejected.length > 0 ? rejected.map((entry) => entry.message).join(' ') : null;
}

/**
 * The server's message per input field when it rejected the input (BAD_USER_INPUT errors carry
 * `extensions.fields`, e.g. `{ url: 'The URL must start with https://' }`); null when none came.
 */
export function badUserInputFields(error: unknown): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const fields: Record<string, string> = {};
  for (const entry of error.errors) {
    const given: unknown = entry.extensions?.fields;
    if (entry.extensions?.code !== 'BAD_USER_INPUT' || typeof given !== 'object' || given === null) continue;
    for (const [field, message] of Object.entries(given)) {
      if (typeof message === 'string') fields[field] = message;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
