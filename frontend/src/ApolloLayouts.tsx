import { Outlet } from 'react-router';
import { SharedApolloProvider } from './components/SharedApolloProvider';
import { ProtectedRoute } from './features/auth/ProtectedRoute';

/**
 * Layout routes that bring GraphQL with them. App.tsx loads this module lazily, so Apollo Client
 * (about 47 kB gzip) is fetched with the sign-in and admin pages, never with the public pages.
 */
export function ApolloLayout() {
  return (
    <SharedApolloProvider>
      <Outlet />
    </SharedApolloProvider>
  );
}

/** The admin pages: the shared client, then the signed-in check (ProtectedRoute reads `me`). */
export function ProtectedApolloLayout() {
  return (
    <SharedApolloProvider>
      <ProtectedRoute />
    </SharedApolloProvider>
  );
}
