import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { ENROLMENT_PATH } from '../../enrolmentRedirect';
import { useCurrentUser } from './useCurrentUser';

export type ProtectedRouteProps = {
  /** the protected content; when omitted, the nested routes (`<Outlet />`) */
  children?: ReactNode;
};

/** Where the sign-in page finds the page to return to: `location.state.from`. */
type ProtectedRouteState = {
  from: ReturnType<typeof useLocation>;
};

/**
 * Admin-only content: a spinner while the user loads, the sign-in page for visitors (remembering
 * where they were going), the enrolment page for a member the team holds to enrolment, the
 * content for a signed-in admin. The server enforces access anyway.
 */
export function ProtectedRoute({ children }: ProtectedRouteProps) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();

  if (loading) return <PageSpinner />;

  if (!user) {
    const state: ProtectedRouteState = { from: location };
    return <Navigate to="/auth" state={state} replace />;
  }

  if (user.mustEnrolTwoFactor && location.pathname !== ENROLMENT_PATH) return <Navigate to={ENROLMENT_PATH} replace />;

  return <>{children ?? <Outlet />}</>;
}
