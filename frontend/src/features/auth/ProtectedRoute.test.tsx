import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation, type Location } from 'react-router';
import { MeDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProtectedRoute } from './ProtectedRoute';

type Me = { id: number; username: string; role: 'ADMIN' | 'ANALYST'; mustEnrolTwoFactor?: boolean };

function meMock(me: Me | null): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: { data: { me: me && { __typename: 'User', mustEnrolTwoFactor: false, ...me } } },
    delay: 20,
  };
}

function SignInProbe() {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  return <p>Sign-in page, back to {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<SignInProbe />} />
      <Route element={<ProtectedRoute />}>
        <Route path="/leads" element={<p>Lead Management</p>} />
        <Route path="/account/two-factor" element={<p>Set up two-step sign-in</p>} />
      </Route>
      <Route
        path="/wrapped"
        element={
          <ProtectedRoute>
            <p>Wrapped content</p>
          </ProtectedRoute>
        }
      />
    </Routes>,
    { mocks, initialEntries: [path] },
  );
}

describe('ProtectedRoute', () => {
  it('shows an accessible spinner while the user loads', () => {
    renderAt('/leads', [meMock({ id: 1, username: 'admin', role: 'ADMIN' })]);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Lead Management')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth, remembering where they were going', async () => {
    renderAt('/leads?tab=settings', [meMock(null)]);

    expect(await screen.findByText('Sign-in page, back to /leads?tab=settings')).toBeInTheDocument();
    expect(screen.queryByText('Lead Management')).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in admin', async () => {
    renderAt('/leads', [meMock({ id: 1, username: 'admin', role: 'ADMIN' })]);

    expect(await screen.findByText('Lead Management')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a member the team holds to enrolment on the enrolment page', async () => {
    renderAt('/leads', [meMock({ id: 2, username: 'riley', role: 'ANALYST', mustEnrolTwoFactor: true })]);

    expect(await screen.findByText('Set up two-step sign-in')).toBeInTheDocument();
    expect(screen.queryByText('Lead Management')).not.toBeInTheDocument();
  });

  it('renders its children when used as a wrapper', async () => {
    renderAt('/wrapped', [meMock({ id: 1, username: 'admin', role: 'ADMIN' })]);

    expect(await screen.findByText('Wrapped content')).toBeInTheDocument();
  });

  it('treats a failed user request as signed out', async () => {
    renderAt('/leads', [{ request: { query: MeDocument }, error: new Error('Network down'), delay: 20 }]);

    expect(await screen.findByText('Sign-in page, back to /leads')).toBeInTheDocument();
  });
});
