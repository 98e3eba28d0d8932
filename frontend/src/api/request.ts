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

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
  }
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
 * when `body` is given, so GETs and body-less POSTs stay simple requests.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
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
