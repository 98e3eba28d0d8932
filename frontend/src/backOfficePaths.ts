/** The back office's pages besides /leads and below. */
const BACK_OFFICE_PAGES: readonly string[] = ['/api-tokens', '/account', '/team', '/audit-log', '/dashboard'];

/** The back office's pages (/leads and below, /dashboard, /api-tokens, /account, /team, /audit-log) carry the site menu in their own header. */
export function isBackOffice(pathname: string): boolean {
  return pathname === '/leads' || pathname.startsWith('/leads/') || BACK_OFFICE_PAGES.includes(pathname);
}

/** The staff's pages rather than the visitors': the back office and the sign-in page (no cookie banner there). */
export function isStaffPage(pathname: string): boolean {
  return isBackOffice(pathname) || pathname === '/login' || pathname === '/auth';
}
