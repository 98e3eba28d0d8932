/**
 * The spec's request helper for the few /api calls that are not GraphQL data (chat, payment intent).
 * Every request carries the session cookie; a failed response becomes an ApiError whose message is
 * "<status>: <body text or status text>", which is what the screens show or log, and whose
 * `status` is what code decides on.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a read does with 401 Unauthorized: treat it as "no data" (null) or fail like any other status. */
type On401Behavior = 'returnNull' | 'throw';

export type GetJsonOptions = {
  on401: On401Behavior;
};

/** A response with a non-2xx status. */
export class ApiError extends Error {
  readonly status: number;
  /** the response's body (or status text), for the REST answer's own `error` message */
  readonly bodyText: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = text;
  }
}

/**
 * The message a person can act on from a failed REST call: the `error` of the house's
 * `{ success: false, error }` answer, else null (a network failure, a body of another shape).
 */
export function restErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      return body.error || null;
    }
  } catch {
    // not JSON: a proxy's page or a plain status text, which is no message for a person
  }
  return null;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let bodyText = '';
  try {
    bodyText = await response.text();
  } catch {
    // an unreadable body falls back to the status text below
  }
  throw new ApiError(response.status, bodyText || response.statusText);
}

/**
 * Sends a request and returns the (ok) response. A JSON body and its content type are sent only
 * when `body` is given, so GETs and body-less POSTs stay simple requests. A FormData body (a file
 * upload) goes as it is: the browser writes the multipart content type with its boundary.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  const response = await fetch(url, {
    method,
    headers: hasJsonBody ? { 'Content-Type': 'application/json' } : {},
    body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** The default read: GET the URL and parse JSON; with `on401: 'returnNull'` a 401 means "nothing here". */
export async function getJson<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, options?: { on401: 'throw' }): Promise<T>;
export async function getJson<T>(url: string, options: GetJsonOptions): Promise<T | null>;
export async function getJson<T>(url: string, options: GetJsonOptions = { on401: 'throw' }): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'returnNull' && response.status === 401) {
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
