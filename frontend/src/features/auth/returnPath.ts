/** Where a signed-in admin lands when there is nowhere better to go. */
const DEFAULT_RETURN_PATH = '/leads';

const SIGN_IN_PATHS = new Set(['/auth', '/login']);

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

/**
 * The page ProtectedRoute sent the visitor away from (`location.state.from`), as a path inside
 * this site. Anything else (no state, another origin, the sign-in page itself) gives /leads.
 */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_RETURN_PATH;
  const from: unknown = state.from;
  let path: string | null = null;
  if (typeof from === 'string') {
    path = from;
  } else if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as LocationLike;
    if (typeof pathname === 'string') {
      path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    }
  }
  // Only same-site paths: "//host" and "/\host" would leave the site.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  const pathname = path.split(/[?#]/)[0];
  return SIGN_IN_PATHS.has(pathname) ? DEFAULT_RETURN_PATH : path;
}
