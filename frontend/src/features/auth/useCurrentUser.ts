import { useMeQuery, type MeQuery } from '../../graphql/generated/graphql';

type CurrentUser = NonNullable<MeQuery['me']>;

export type CurrentUserState = {
  /** the signed-in user, or null for a visitor (and while loading) */
  user: CurrentUser | null;
  loading: boolean;
  /** the signed-in user is an admin: they may change things and manage the team */
  isAdmin: boolean;
  /**
   * the signed-in user is an analyst, who can view everything but change nothing: the back
   * office disables its controls for them. False while the role is not known yet (the server
   * refuses an analyst's change anyway), so an admin's page never flickers read-only.
   */
  isReadOnly: boolean;
};

/**
 * Who is signed in, from the `me` query (cache-first: one request per page load; sign-in and
 * sign-out update the cached `me`). A failed request counts as signed out: the server is the
 * judge of access, so the worst case is a trip to the sign-in page.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, loading } = useMeQuery();
  const user = data?.me ?? null;
  return { user, loading, isAdmin: user?.role === 'ADMIN', isReadOnly: user?.role === 'ANALYST' };
}
