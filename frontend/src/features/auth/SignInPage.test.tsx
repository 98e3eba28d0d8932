import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation, type InitialEntry } from 'react-router';
import {
  DemoCredentialsDocument,
  LoginDocument,
  MeDocument,
  VerifyTwoFactorDocument,
} from '../../graphql/generated/graphql';
import { renderAdmin } from '../../test/renderAdmin';
import { loadServerPage } from './loadServerPage';
import { SignInPage } from './SignInPage';

// the browser's full page load, which jsdom cannot do
jest.mock('./loadServerPage', () => ({ loadServerPage: jest.fn() }));
const mockedLoadServerPage = jest.mocked(loadServerPage);

const ADMIN = { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } as const;

const signedIn: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } } },
};

const signedOut: MockLink.MockedResponse = { request: { query: MeDocument }, result: { data: { me: null } } };

function demoMock(credentials: { username: string; password: string } | null): MockLink.MockedResponse {
  return {
    request: { query: DemoCredentialsDocument },
    result: { data: { demoCredentials: credentials && { __typename: 'DemoCredentials', ...credentials } } },
  };
}

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

function renderSignIn(mocks: MockLink.MockedResponse[], initialEntries: InitialEntry[] = ['/auth']) {
  return renderAdmin(
    <Routes>
      <Route path="/auth" element={<SignInPage />} />
      <Route path="/leads/*" element={<Landed />} />
    </Routes>,
    { mocks, initialEntries },
  );
}

describe('SignInPage', () => {
  it('states that this is a private area and shows the marketing panel', async () => {
    renderSignIn([signedOut, demoMock(null)]);
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(screen.getByText('Private administration area')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'About Apex AI' })).toBeInTheDocument();
  });

  it('shows the spec validation messages', async () => {
    const user = userEvent.setup();
    renderSignIn([signedOut, demoMock(null)]);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('prefills the demo credentials when the server offers them', async () => {
    renderSignIn([signedOut, demoMock({ username: 'demo-admin', password: 'demo-password' })]);
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('demo-admin'));
    expect(screen.getByLabelText('Password')).toHaveValue('demo-password');
    expect(screen.getByText(/Demo mode/)).toBeInTheDocument();
  });

  it('leaves the form empty when demoCredentials is null', async () => {
    renderSignIn([signedOut, demoMock(null)]);
    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    // give the demo query time to answer
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText(/Demo mode/)).not.toBeInTheDocument();
  });

  it('shows the server reason beside the form and in a toast when the login fails', async () => {
    const user = userEvent.setup();
    renderSignIn([
      signedOut,
      demoMock(null),
      {
        request: { query: LoginDocument, variables: { username: 'admin', password: 'wrong-pass' } },
        result: {
          errors: [new GraphQLError('Invalid username or password', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      },
    ]);
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    // the reason shows in the toast and, as an alert, beside the form (the toast covers the page's links)
    expect(screen.getAllByText('Invalid username or password')).toHaveLength(2);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Invalid username or password');
  });

  it('signs in, toasts and returns to the page it was sent from', async () => {
    const user = userEvent.setup();
    renderSignIn(
      [
        signedOut,
        demoMock(null),
        {
          request: { query: LoginDocument, variables: { username: 'admin', password: 'correct-horse' } },
          result: { data: { login: { __typename: 'SignInResult', twoFactorRequired: false, user: ADMIN } } },
        },
      ],
      [{ pathname: '/auth', state: { from: { pathname: '/leads/lifecycle/3', search: '', hash: '' } } }],
    );
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed on /leads/lifecycle/3')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('sends a signed-in admin on to /leads', async () => {
    renderSignIn([
      {
        request: { query: MeDocument },
        result: {
          data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } },
        },
      },
      demoMock(null),
    ]);
    expect(await screen.findByText('Landed on /leads')).toBeInTheDocument();
  });
});

describe('SignInPage after a sign-out', () => {
  it('stays, empties the store and refetches the user instead of bouncing back', async () => {
    renderSignIn(
      [
        {
          request: { query: MeDocument },
          result: {
            data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } },
          },
        },
        signedOut,
        demoMock(null),
        demoMock(null),
      ],
      [{ pathname: '/auth', state: { signedOut: true } }],
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('SignInPage with ?next=', () => {
  const loginMock: MockLink.MockedResponse = {
    request: { query: LoginDocument, variables: { username: 'admin', password: 'correct-horse' } },
    result: { data: { login: { __typename: 'SignInResult', twoFactorRequired: false, user: ADMIN } } },
  };

  async function signIn() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  beforeEach(() => mockedLoadServerPage.mockClear());

  it('loads the GraphQL explorer as a page after signing in from it', async () => {
    renderSignIn([signedOut, demoMock(null), loginMock], ['/auth?next=%2Fgraphql']);
    await signIn();
    await waitFor(() => expect(mockedLoadServerPage).toHaveBeenCalledWith('/graphql'));
    expect(mockedLoadServerPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
  });

  it('sends a user who is already signed in straight back to the explorer', async () => {
    renderSignIn([signedIn, demoMock(null)], ['/auth?next=%2Fgraphql']);
    await waitFor(() => expect(mockedLoadServerPage).toHaveBeenCalledWith('/graphql'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('navigates within the app to an app page', async () => {
    renderSignIn([signedOut, demoMock(null), loginMock], ['/auth?next=%2Fleads%2Flifecycle']);
    await signIn();
    expect(await screen.findByText('Landed on /leads/lifecycle')).toBeInTheDocument();
    expect(mockedLoadServerPage).not.toHaveBeenCalled();
  });

  it('ignores a next that would leave the site', async () => {
    renderSignIn([signedIn, demoMock(null)], [`/auth?next=${encodeURIComponent('https://evil.example/graphql')}`]);
    expect(await screen.findByText('Landed on /leads')).toBeInTheDocument();
    expect(mockedLoadServerPage).not.toHaveBeenCalled();
  });
});

describe('SignInPage with two-step sign-in', () => {
  const needsCode: MockLink.MockedResponse = {
    request: { query: LoginDocument, variables: { username: 'admin', password: 'correct-horse' } },
    result: { data: { login: { __typename: 'SignInResult', twoFactorRequired: true, user: null } } },
  };

  function verify(code: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
    return { request: { query: VerifyTwoFactorDocument, variables: { code } }, result };
  }

  async function passwordStep() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    return user;
  }

  it('asks for the code after the password, says when it is wrong, and signs in with the right one', async () => {
    renderSignIn([
      signedOut,
      demoMock(null),
      needsCode,
      verify('111111', {
        errors: [new GraphQLError('That code is not right', { extensions: { code: 'UNAUTHENTICATED' } })],
      }),
      verify('123456', { data: { verifyTwoFactor: ADMIN } }),
    ]);
    const user = await passwordStep();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code your authenticator app shows')).toBeInTheDocument();
    await user.type(code, '111 111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Landed on /leads')).toBeInTheDocument();
  });

  it('takes a recovery code instead, and says until when a locked account waits', async () => {
    const until = '2026-11-02T09:15:00.000Z';
    renderSignIn([
      signedOut,
      demoMock(null),
      needsCode,
      verify('abcde-fghjk', {
        errors: [new GraphQLError('locked', { extensions: { code: 'TWO_FACTOR_LOCKED', lockedUntil: until } })],
      }),
    ]);
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    const time = new Date(until).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`locked until ${time}`);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
  });
});
