import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CreateTeamMemberDocument,
  EndTeamMemberSessionsDocument,
  ResetTeamMemberPasswordDocument,
  ResetTeamMemberTwoFactorDocument,
  TeamMembersDocument,
  UpdateTeamMemberDocument,
  type TeamMemberFieldsFragment,
} from '../../graphql/generated/graphql';
import { analystMe, leadCountsMock, meMock } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { TeamPage } from './TeamPage';

type Member = TeamMemberFieldsFragment & { __typename: 'User' };

function member(overrides: Partial<TeamMemberFieldsFragment> = {}): Member {
  return {
    __typename: 'User',
    id: 1,
    username: 'admin',
    role: 'ADMIN',
    active: true,
    createdAt: '2025-01-02T10:00:00.000Z',
    lastSignInAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    twoFactorEnabled: false,
    ...overrides,
  };
}

const admin = member();
const riley = member({ id: 7, username: 'riley', role: 'ANALYST', lastSignInAt: null });

function teamMock(members: Member[]): MockLink.MockedResponse {
  return { request: { query: TeamMembersDocument }, result: { data: { users: members } } };
}

function updateMock(id: number, input: Record<string, unknown>, result: MockLink.MockedResponse['result']) {
  return { request: { query: UpdateTeamMemberDocument, variables: { id, input } }, result, delay: 10 };
}

function renderTeam(extra: MockLink.MockedResponse[] = [], members = [admin, riley]) {
  return renderAdmin(<TeamPage />, {
    mocks: [meMock('ADMIN'), leadCountsMock(), teamMock(members), ...extra],
    initialEntries: ['/team'],
  });
}

const row = async (username: string) => {
  const name = new RegExp(`^${username}`);
  await screen.findByRole('rowheader', { name });
  const rows = screen.getAllByRole('row').filter((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (rows.length !== 1) throw new Error(`${rows.length} rows for ${username}`);
  return rows[0];
};

describe('TeamPage', () => {
  it('lists the team with role, status and dates, and marks the signed-in user', async () => {
    renderTeam();
    const mine = await row('admin');
    expect(within(mine).getByRole('rowheader')).toHaveTextContent('admin(you)');
    expect(within(mine).getByRole('combobox', { name: 'Role of admin' })).toHaveValue('ADMIN');
    expect(within(mine).getByText('Active')).toBeInTheDocument();
    expect(within(mine).getByText('5 minutes ago')).toBeInTheDocument();

    const theirs = await row('riley');
    expect(within(theirs).getByRole('rowheader')).toHaveTextContent(/^riley$/);
    expect(within(theirs).getByRole('combobox', { name: 'Role of riley' })).toHaveValue('ANALYST');
    expect(within(theirs).getByText('Never')).toBeInTheDocument();
    expect(document.title).toBe('Team | Apex AI back office');
  });

  it('tells an analyst that only admins manage the team, without asking for it', async () => {
    renderAdmin(<TeamPage />, { mocks: [analystMe(), leadCountsMock()], initialEntries: ['/team'] });
    expect(await screen.findByRole('heading', { name: 'Only admins manage the team' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the leads' })).toHaveAttribute('href', '/leads');
  });

  it('checks a new member in the browser, shows the server’s field error, then adds them', async () => {
    const user = userEvent.setup();
    const input = { username: 'sam', password: 'password123', role: 'ANALYST' };
    renderTeam([
      {
        request: { query: CreateTeamMemberDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: { code: 'BAD_USER_INPUT', fields: { password: 'This password is too common' } },
            }),
          ],
        },
      },
      {
        request: {
          query: CreateTeamMemberDocument,
          variables: { input: { ...input, password: 'a quiet orchard', role: 'ADMIN' } },
        },
        result: { data: { createUser: member({ id: 9, username: 'sam', lastSignInAt: null }) } },
      },
    ]);
    await row('riley');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a team member' });
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByText('At least 10 characters, not a common password.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Username'), 'sa');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText('The username must be at least 3 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('The password must be at least 10 characters.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Username'), 'm');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText('This password is too common')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'a quiet orchard');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'ADMIN');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Member added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await row('sam')).toBeInTheDocument();
  });

  it('changes a role in place', async () => {
    const user = userEvent.setup();
    renderTeam([updateMock(7, { role: 'ADMIN' }, { data: { updateUser: { ...riley, role: 'ADMIN' } } })]);
    await user.selectOptions(within(await row('riley')).getByRole('combobox', { name: 'Role of riley' }), 'ADMIN');
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of riley' })).toHaveValue('ADMIN');
  });

  it('asks before deactivating, saying sessions and tokens end, and shows the last-admin refusal', async () => {
    const user = userEvent.setup();
    renderTeam([
      updateMock(
        1,
        { active: false },
        {
          errors: [
            new GraphQLError('The last active admin cannot be demoted or deactivated', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      ),
    ]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(await row('admin')).getByRole('button', { name: 'Deactivate admin' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate yourself?' });
    expect(dialog).toHaveTextContent(
      'You are signed out at once and can no longer sign in; your sessions and API tokens end.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate me' }));

    expect(await screen.findByText('The last active admin cannot be demoted or deactivated')).toBeInTheDocument();
    expect(screen.getByText('Could not deactivate admin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(await row('admin')).getByText('Active')).toBeInTheDocument();
  });

  it('deactivates and reactivates a member after confirming', async () => {
    const user = userEvent.setup();
    renderTeam([
      updateMock(7, { active: false }, { data: { updateUser: { ...riley, active: false } } }),
      updateMock(7, { active: true }, { data: { updateUser: { ...riley, active: true } } }),
    ]);
    await user.click(within(await row('riley')).getByRole('button', { name: 'Deactivate riley' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate riley?' });
    expect(dialog).toHaveTextContent('Their sessions and API tokens end at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(await row('riley')).findByText('Deactivated')).toBeInTheDocument();

    await user.click(within(await row('riley')).getByRole('button', { name: 'Reactivate riley' }));
    const again = screen.getByRole('alertdialog', { name: 'Reactivate riley?' });
    await user.click(within(again).getByRole('button', { name: 'Reactivate' }));
    expect(await within(await row('riley')).findByText('Active')).toBeInTheDocument();
  });

  it('asks before an admin demotes themselves', async () => {
    const user = userEvent.setup();
    renderTeam();
    await user.selectOptions(within(await row('admin')).getByRole('combobox', { name: 'Role of admin' }), 'ANALYST');
    const dialog = screen.getByRole('alertdialog', { name: 'Make yourself analyst?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('combobox', { name: 'Role of admin' })).toHaveValue('ADMIN');
  });

  it('resets a password in a dialog, checking its length first', async () => {
    const user = userEvent.setup();
    renderTeam([
      {
        request: {
          query: ResetTeamMemberPasswordDocument,
          variables: { id: 7, password: 'a quiet orchard', revokeTokens: true },
        },
        result: { data: { resetUserPassword: true } },
      },
    ]);
    await user.click(within(await row('riley')).getByRole('button', { name: 'Reset password of riley' }));
    const dialog = screen.getByRole('dialog', { name: "Reset riley's password" });
    const field = within(dialog).getByLabelText('New password');
    expect(field).toHaveFocus();
    await user.type(field, 'too short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('The password must be at least 10 characters.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'a quiet orchard');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the member’s API tokens when the admin unticks the box', async () => {
    const user = userEvent.setup();
    renderTeam([
      {
        request: {
          query: ResetTeamMemberPasswordDocument,
          variables: { id: 7, password: 'a quiet orchard', revokeTokens: false },
        },
        result: { data: { resetUserPassword: true } },
      },
    ]);
    await user.click(within(await row('riley')).getByRole('button', { name: 'Reset password of riley' }));
    const dialog = screen.getByRole('dialog', { name: "Reset riley's password" });
    const revoke = within(dialog).getByRole('checkbox', { name: /Also revoke their API tokens/ });
    expect(revoke).toBeChecked();
    await user.click(revoke);
    await user.type(within(dialog).getByLabelText('New password'), 'a quiet orchard');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
  });

  it('signs a member out everywhere after confirming, and offers it on no one’s own row', async () => {
    const user = userEvent.setup();
    renderTeam([
      {
        request: { query: EndTeamMemberSessionsDocument, variables: { userId: 7 } },
        result: { data: { endUserSessions: 2 } },
      },
    ]);
    expect(within(await row('admin')).queryByRole('button', { name: /Sign out everywhere/ })).not.toBeInTheDocument();
    await user.click(within(await row('riley')).getByRole('button', { name: 'Sign out everywhere riley' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign riley out everywhere?' });
    expect(dialog).toHaveTextContent('Their password and API tokens keep working.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('riley must sign in again (2 sessions ended).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resets the two-step sign-in of a member who has it, after confirming', async () => {
    const user = userEvent.setup();
    const withPhone = member({ id: 8, username: 'kim', role: 'ANALYST', twoFactorEnabled: true });
    renderTeam(
      [
        {
          request: { query: ResetTeamMemberTwoFactorDocument, variables: { userId: 8 } },
          result: { data: { resetUserTwoFactor: true } },
        },
        teamMock([admin, riley, { ...withPhone, twoFactorEnabled: false }]),
      ],
      [admin, riley, withPhone],
    );
    expect(within(await row('riley')).queryByRole('button', { name: /Reset two-step/ })).not.toBeInTheDocument();
    expect(within(await row('kim')).getByText('Two-step on')).toBeInTheDocument();
    await user.click(within(await row('kim')).getByRole('button', { name: 'Reset two-step sign-in of kim' }));
    const dialog = screen.getByRole('alertdialog', { name: "Reset kim's two-step sign-in?" });
    expect(dialog).toHaveTextContent('Their recovery codes stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByText('Two-step sign-in reset')).toBeInTheDocument();
    const kim = await row('kim');
    await waitFor(() => expect(within(kim).queryByText('Two-step on')).not.toBeInTheDocument());
  });

  it('says so when the team cannot be loaded', async () => {
    renderAdmin(<TeamPage />, {
      mocks: [
        meMock('ADMIN'),
        leadCountsMock(),
        { request: { query: TeamMembersDocument }, error: new Error('Network down') },
      ],
      initialEntries: ['/team'],
    });
    expect(await screen.findByText('Error loading the team. Please try again.')).toBeInTheDocument();
  });
});
