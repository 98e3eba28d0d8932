import { useMeQuery, type MeQuery } from '../../graphql/generated/graphql';

type CurrentUser = NonNullable<MeQuery['me']>;

export type CurrentUserState = {
  /** the signed-in admin, or null for a visitor (and while loading) */
  user: CurrentUser | null;
  loading: boolean;
};

/**
 * Who is signed in, from the `me` query (cache-first: one request per page load; sign-in and
 * sign-out update the cached `me`). A failed request counts as signed out: the server is the
 * judge of access, so the worst case is a trip to the sign-in page.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, loading } = useMeQuery();
  return { user: data?.me ?? null, loading };
}
