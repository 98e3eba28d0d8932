import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/Toast';
import { useLogoutMutation } from '../../graphql/generated/graphql';
import { serverErrorMessage } from '../../components/serverErrorMessage';

export type SignOut = { signOut: () => Promise<void>; signingOut: boolean };

/** Router state the sign-in page reads to empty the Apollo store once the admin page is gone. */
export type SignedOutState = { signedOut: true };

export function isSignedOutState(state: unknown): state is SignedOutState {
  return typeof state === 'object' && state !== null && 'signedOut' in state && state.signedOut === true;
}

/**
 * Ends the session: the logout mutation, the spec's toasts, then the sign-in page, which empties
 * the cache, so no lead data outlives the session in this tab.
 */
export function useSignOut(): SignOut {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [logout, { loading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
      toast({
        title: 'Logout failed',
        description: serverErrorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    // The sign-in page empties the store once the admin page has unmounted, so no admin query is
    // refetched without a session. Clearing the cached user here instead would race the navigation:
    // ProtectedRoute would redirect first and drop this state.
    const state: SignedOutState = { signedOut: true };
    void navigate('/auth', { replace: true, state });
  }, [logout, navigate, toast]);

  return { signOut, signingOut: loading };
}
