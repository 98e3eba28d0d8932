import { createGraphiQLFetcher, type Fetcher, type FetcherParams } from '@graphiql/toolkit';
import { Kind, parse } from 'graphql';

/** Where the explorer sends its operations: the app's own API, on the same origin. */
const EXPLORER_GRAPHQL_URL = '/graphql';

/**
 * GraphiQL re-reads the operation name only after a debounce, so a query run right after it was
 * typed or pasted can carry the previous tab's name and fail with "Unknown operation named".
 * A name the query does not define is dropped; a query with one operation then runs as typed.
 */
function withCurrentOperationName(params: FetcherParams): FetcherParams {
  if (!params.operationName) return params;
  let names: (string | undefined)[];
  try {
    names = parse(params.query)
      .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => operation.name?.value);
  } catch {
    return params; // the server reports the syntax error
  }
  if (names.includes(params.operationName)) return params;
  const { operationName: _stale, ...rest } = params;
  return rest;
}

/**
 * The explorer's fetcher. The API authenticates with the admin's session cookie, so every
 * request carries it; nothing else (no token in the page, no headers to paste).
 */
export function createExplorerFetcher(fetchImpl: typeof fetch = fetch): Fetcher {
  const fetcher = createGraphiQLFetcher({
    url: EXPLORER_GRAPHQL_URL,
    fetch: (input, init) => fetchImpl(input, { ...init, credentials: 'include' }),
  });
  return (params, options) => fetcher(withCurrentOperationName(params), options);
}
