import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  ChangeMyPasswordDocument,
  DisableTwoFactorDocument,
  LeadCountsDocument,
  MeDocument,
  MySessionsDocument,
  TwoFactorStatusDocument,
} from '../../graphql/generated/graphql';
import { renderAdmin } from '../../test/renderAdmin';
import { AccountPage } from './AccountPage';

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: { me: { __typename: 'User', id: 4, username: 'grace', role: 'ANALYST', mustEnrolTwoFactor: false } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const countsMock: MockLink.MockedResponse = {
  request: { query: LeadCountsDocument },
  result: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 0, spam: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const sessionsMock: MockLink.MockedResponse = {
  request: { query: MySessionsDocument },
  result: {
    data: {
      mySessions: [
        {
          __typename: 'Session',
          id: 'a'.repeat(32),
          current: true,
          createdAt: new Date().toISOString(),
          lastSeenAt: new Date().toISOString(),
          ip: '127.0.0.1',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function statusMock(enabled: boolean, recoveryCodesLeft = 0): MockLink.MockedResponse {
  return {
    request: { query: TwoFactorStatusDocument },
    result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, recoveryCodesLeft } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const NEW_PASSWORD = 'violet tram kettle';

function changeMock(currentPassword: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: ChangeMyPasswordDocument, variables: { currentPassword, newPassword: NEW_PASSWORD } },
    result,
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = [], status = statusMock(false)) {
  return renderAdmin(<AccountPage />, {
    mocks: [meMock, countsMock, sessionsMock, status, ...mocks],
    initialEntries: ['/account'],
  });
}

async function fill(current: string, next = NEW_PASSWORD, confirm = next) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm the new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('AccountPage', () => {
  it('says who is signed in, with their role', async () => {
    renderPage();
    const you = await screen.findByRole('region', { name: 'Signed in as' });
    expect(within(you).getByText('grace')).toBeInTheDocument();
    expect(within(you).getByText('Analyst')).toBeInTheDocument();
    expect(within(you).getByRole('link', { name: 'personal API tokens' })).toHaveAttribute('href', '/api-tokens');
  });

  it('has a Security section listing where you are signed in', async () => {
    renderPage();
    const security = await screen.findByRole('region', { name: 'Security' });
    expect(await within(security).findByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(security).getByText('This device')).toBeInTheDocument();
  });

  it('checks the fields before asking the server', async () => {
    renderPage();
    await fill('admin123', 'short', 'shorter');
    expect(await screen.findByText('The new password must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s reason under the field it belongs to', async () => {
    renderPage([
      changeMock('wrong-password', {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'The current password is not correct' } },
          }),
        ],
      }),
    ]);
    await fill('wrong-password');
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Your password was changed/)).not.toBeInTheDocument();
  });

  it('shows a refused new password (too common) under the new password', async () => {
    renderPage([
      changeMock('admin123', {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { newPassword: 'This password is too common or too easy to guess' },
            },
          }),
        ],
      }),
    ]);
    await fill('admin123');
    expect(await screen.findByText('This password is too common or too easy to guess')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, says the other sessions were signed out, and empties the form', async () => {
    renderPage([changeMock('admin123', { data: { changeMyPassword: true } })]);
    await fill('admin123');
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    // announced, with what it did to the other sessions
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password was changed. Your other sessions were signed out',
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm the new password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the change failed for another reason', async () => {
    renderPage([
      changeMock('admin123', {
        errors: [new GraphQLError('Too many requests, try again later', { extensions: { code: 'TOO_MANY_REQUESTS' } })],
      }),
    ]);
    await fill('admin123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again later');
  });
});

describe('AccountPage: two-step sign-in', () => {
  it('offers to set it up while it is off', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(await within(card).findByText('Off')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute(
      'href',
      '/account/two-factor',
    );
  });

  it('shows the recovery codes left, and turns it off with the password and a code', async () => {
    const user = userEvent.setup();
    renderPage(
      [
        {
          request: { query: DisableTwoFactorDocument, variables: { password: 'admin123', code: '123456' } },
          result: { errors: [new GraphQLError('That code is not right', { extensions: { code: 'UNAUTHENTICATED' } })] },
        },
      ],
      statusMock(true, 7),
    );
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(await within(card).findByText('On')).toBeInTheDocument();
    expect(within(card).getByText(/7 recovery codes left/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText('Enter your password')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Your password'), 'admin123');
    await user.type(within(card).getByLabelText('Code from your app'), '123 456');
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('That code is not right');
  });
});
