/** Where a signed-in user lands when there is nowhere better to go. */
const DEFAULT_RETURN_PATH = '/leads';

const SIGN_IN_PATHS = new Set(['/auth', '/login']);

/**
 * Pages the server serves itself rather than the app's router (the GraphQL explorer at /graphql,
 * which sends anonymous visitors to /auth?next=%2Fgraphql): reached with a full page load.
 */
const SERVER_PAGES = new Set(['/graphql']);

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

/** Where to go after signing in, and whether the browser must load it as a new page. */
export type ReturnTarget = { path: string; fullPageLoad: boolean };

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0];
}

/**
 * The path itself when it stays on this site and is not the sign-in page; null otherwise.
 * "//host" and "/\host" would leave the site, and browsers drop tabs and line breaks from an
 * address ("/\t/host" is "//host"), so any whitespace or control character is refused too.
 */
function sameSitePath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if ([...path].some((char) => char <= ' ' || char === '\u007f')) return null;
  const pathname = pathnameOf(path);
  if (SIGN_IN_PATHS.has(pathname)) return null;
  // a server page is opened as itself, without a query that would make it run something
  return SERVER_PAGES.has(pathname) ? pathname : path;
}

/** The page ProtectedRoute sent the visitor away from (`location.state.from`), as a path. */
function pathFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from: unknown = state.from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as LocationLike;
    if (typeof pathname === 'string') {
      return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    }
  }
  return null;
}

/**
 * Where to go after signing in: the sign-in page's `?next=` (a server page such as the GraphQL
 * explorer links there), else the page ProtectedRoute came from (`location.state.from`), else
 * /leads. Only same-site paths count; anything else (another origin, the sign-in page itself,
 * garbage) is ignored.
 */
export function returnTarget(state: unknown, search = ''): ReturnTarget {
  const next = new URLSearchParams(search).get('next');
  const fromState = pathFromState(state);
  const path =
    (next !== null ? sameSitePath(next) : null) ??
    (fromState !== null ? sameSitePath(fromState) : null) ??
    DEFAULT_RETURN_PATH;
  return { path, fullPageLoad: SERVER_PAGES.has(pathnameOf(path)) };
}
