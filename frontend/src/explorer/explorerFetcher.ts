import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';

/** Where the explorer sends its operations: the app's own API, on the same origin. */
export const EXPLORER_GRAPHQL_URL = '/graphql';

/**
 * The explorer's fetcher. The API authenticates with the admin's session cookie, so every
 * request carries it; nothing else (no token in the page, no headers to paste).
 */
export function createExplorerFetcher(fetchImpl: typeof fetch = fetch): Fetcher {
  return createGraphiQLFetcher({
    url: EXPLORER_GRAPHQL_URL,
    fetch: (input, init) => fetchImpl(input, { ...init, credentials: 'include' }),
  });
}
