/** The back office's pages besides those of the areas below. */
const BACK_OFFICE_PAGES: readonly string[] = [
  '/api-tokens',
  '/account',
  '/account/two-factor',
  '/team',
  '/audit-log',
  '/dashboard',
  '/orders',
];

/** The back office's areas: the page and every page below it (/leads/spam, /settings/webhooks, …). */
const BACK_OFFICE_AREAS: readonly string[] = ['/leads', '/settings'];

/**
 * The back office's pages (/leads and below, /settings and below, /dashboard, /orders, /api-tokens,
 * /account, /team, /audit-log) carry the site menu in their own header.
 */
export function isBackOffice(pathname: string): boolean {
  return (
    BACK_OFFICE_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`)) ||
    BACK_OFFICE_PAGES.includes(pathname)
  );
}

/** The staff's pages rather than the visitors': the back office and the sign-in page (no cookie banner there). */
export function isStaffPage(pathname: string): boolean {
  return isBackOffice(pathname) || pathname === '/login' || pathname === '/auth';
}
