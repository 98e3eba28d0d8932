import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { QueryPlaceholder } from '../../components/StatusMessage';
import { useToast } from '../../components/Toast';
import {
  TeamMembersDocument,
  useCreateTeamMemberMutation,
  useEndTeamMemberSessionsMutation,
  useResetTeamMemberPasswordMutation,
  useResetTeamMemberTwoFactorMutation,
  useTeamMembersQuery,
  useUpdateTeamMemberMutation,
  type TeamMemberFieldsFragment,
} from '../../graphql/generated/graphql';
import type { CreateUserInput, UserRole } from '../../graphql/generated/schema';
import { AdminLayout, AdminOnlyNotice, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { AddMemberDialog } from './AddMemberDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { roleLabel } from './teamSchemas';
import { TeamTable } from './TeamTable';

type Member = TeamMemberFieldsFragment;

/** A change that is asked about first. */
type Pending =
  | { kind: 'deactivate'; member: Member }
  | { kind: 'reactivate'; member: Member }
  | { kind: 'demote-self'; member: Member; role: UserRole }
  | { kind: 'end-sessions'; member: Member }
  | { kind: 'reset-two-factor'; member: Member };

const TITLE = 'Team';
const DESCRIPTION =
  'Who can sign in to the back office. Admins change everything and manage the team; analysts can view everything but change nothing.';

function confirmation(pending: Pending, currentUserId: number) {
  const { username } = pending.member;
  if (pending.kind === 'deactivate' && pending.member.id === currentUserId) {
    return {
      title: 'Deactivate yourself?',
      description:
        'You are signed out at once and can no longer sign in; your sessions and API tokens end. Another admin can reactivate you.',
      confirmLabel: 'Deactivate me',
    };
  }
  if (pending.kind === 'deactivate') {
    return {
      title: `Deactivate ${username}?`,
      description: `${username} can no longer sign in. Their sessions and API tokens end at once. You can reactivate them later.`,
      confirmLabel: 'Deactivate',
    };
  }
  if (pending.kind === 'end-sessions') {
    return {
      title: `Sign ${username} out everywhere?`,
      description: `Every browser and device signed in as ${username} must sign in again. Their password and API tokens keep working.`,
      confirmLabel: 'Sign out everywhere',
    };
  }
  if (pending.kind === 'reset-two-factor') {
    return {
      title: `Reset ${username}'s two-step sign-in?`,
      description: `For a lost phone: ${username} signs in with the password alone next time and then sets up two-step sign-in again (required if your team requires it). Their recovery codes stop working.`,
      confirmLabel: 'Reset two-step sign-in',
    };
  }
  if (pending.kind === 'reactivate') {
    return {
      title: `Reactivate ${username}?`,
      description: `${username} can sign in again with their current password. API tokens that ended when they were deactivated stay revoked.`,
      confirmLabel: 'Reactivate',
    };
  }
  return {
    title: `Make yourself ${roleLabel(pending.role).toLowerCase()}?`,
    description: 'You lose admin rights at once: you can no longer change settings or manage the team.',
    confirmLabel: 'Change my role',
  };
}

function TeamManager({ currentUserId }: { currentUserId: number }) {
  const { toast } = useToast();
  const { data, loading, error } = useTeamMembersQuery({ fetchPolicy: 'cache-and-network' });
  const [createMember] = useCreateTeamMemberMutation({
    // the new member joins the cached list, which then shows it without a refetch
    update: (cache, { data: created }) => {
      const member = created?.createUser;
      if (!member) return;
      cache.updateQuery({ query: TeamMembersDocument }, (current) =>
        current ? { ...current, users: [...current.users, member] } : undefined,
      );
    },
  });
  // the answer carries the member's id, so the cached row updates in place
  const [updateMember] = useUpdateTeamMemberMutation();
  const [resetPassword] = useResetTeamMemberPasswordMutation();
  const [endSessions] = useEndTeamMemberSessionsMutation();
  const [resetTwoFactor] = useResetTeamMemberTwoFactorMutation({ refetchQueries: [{ query: TeamMembersDocument }] });
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<Member | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Saves one change of a member; a refusal (the last admin) gets the server's words in a toast. */
  const update = async (
    member: Member,
    input: { role?: UserRole; active?: boolean },
    done: { title: string; description: string },
    failure: string,
  ) => {
    setBusyId(member.id);
    try {
      await updateMember({ variables: { id: member.id, input } });
      toast(done);
    } catch (updateError) {
      console.error(failure, updateError);
      toast({
        title: failure,
        description: serverErrorMessage(updateError) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
      setPending(null);
    }
  };

  const changeRole = (member: Member, role: UserRole) =>
    update(
      member,
      { role },
      { title: 'Role changed', description: `${member.username} is now ${roleLabel(role).toLowerCase()}.` },
      `Could not change ${member.username}'s role`,
    );

  const changeActive = (member: Member, active: boolean) =>
    update(
      member,
      { active },
      active
        ? { title: 'Member reactivated', description: `${member.username} can sign in again.` }
        : {
            title: 'Member deactivated',
            description: `${member.username} can no longer sign in; their sessions and tokens have ended.`,
          },
      active ? `Could not reactivate ${member.username}` : `Could not deactivate ${member.username}`,
    );

  const create = async (input: CreateUserInput) => {
    const result = await createMember({ variables: { input } });
    setAdding(false);
    const member = result.data?.createUser;
    toast({
      title: 'Member added',
      description: `${member?.username ?? input.username} can now sign in as ${roleLabel(input.role).toLowerCase()}.`,
    });
  };

  const reset = async (member: Member, password: string, revokeTokens: boolean) => {
    await resetPassword({ variables: { id: member.id, password, revokeTokens } });
    setResetting(null);
    toast({
      title: 'Password reset',
      description: `Give ${member.username} the new password yourself.${revokeTokens ? ' Their API tokens are revoked.' : ''}`,
    });
  };

  const endEverywhere = async (member: Member) => {
    setBusyId(member.id);
    try {
      const { data: answer } = await endSessions({ variables: { userId: member.id } });
      const count = answer?.endUserSessions ?? 0;
      toast({
        title: 'Signed out everywhere',
        description: `${member.username} must sign in again (${count === 1 ? '1 session' : `${count} sessions`} ended).`,
      });
    } catch (endError) {
      console.error('Could not sign the member out', endError);
      toast({
        title: `Could not sign ${member.username} out`,
        description: serverErrorMessage(endError) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
      setPending(null);
    }
  };

  const confirm = (change: Pending) => {
    if (change.kind === 'demote-self') return changeRole(change.member, change.role);
    if (change.kind === 'end-sessions') return endEverywhere(change.member);
    if (change.kind === 'reset-two-factor') return resetSecondStep(change.member);
    return changeActive(change.member, change.kind === 'reactivate');
  };

  const resetSecondStep = async (member: Member) => {
    setBusyId(member.id);
    try {
      await resetTwoFactor({ variables: { userId: member.id }, awaitRefetchQueries: true });
      toast({
        title: 'Two-step sign-in reset',
        description: `${member.username} signs in with the password alone until they set it up again.`,
      });
    } catch (resetError) {
      toast({
        title: `Could not reset ${member.username}'s two-step sign-in`,
        description: serverErrorMessage(resetError) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
      setPending(null);
    }
  };

  const members = data?.users;
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button onClick={() => setAdding(true)}>
            <svg
              width="16"
              height="16"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M10 4v12M4 10h12" strokeLinecap="round" />
            </svg>
            Add member
          </Button>
        }
      />
      {members ? (
        <TeamTable
          members={members}
          currentUserId={currentUserId}
          busyId={busyId}
          onRoleChange={(member, role) => {
            if (member.id === currentUserId && role !== 'ADMIN') setPending({ kind: 'demote-self', member, role });
            else void changeRole(member, role);
          }}
          onActiveChange={(member) => setPending({ kind: member.active ? 'deactivate' : 'reactivate', member })}
          onResetPassword={setResetting}
          onEndSessions={(member) => setPending({ kind: 'end-sessions', member })}
          onResetTwoFactor={(member) => setPending({ kind: 'reset-two-factor', member })}
        />
      ) : (
        <QueryPlaceholder
          loading={loading}
          error={error}
          loadingText="Loading the team..."
          errorText="Error loading the team. Please try again."
        />
      )}
      {adding && <AddMemberDialog onCreate={create} onClose={() => setAdding(false)} />}
      {resetting && (
        <ResetPasswordDialog
          username={resetting.username}
          onReset={(password, revokeTokens) => reset(resetting, password, revokeTokens)}
          onClose={() => setResetting(null)}
        />
      )}
      {pending && (
        <ConfirmDialog
          {...confirmation(pending, currentUserId)}
          busy={busyId === pending.member.id}
          onConfirm={() => void confirm(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}

/** /team: the back office's users, their roles and access; admins only. */
export function TeamPage() {
  const { user, isAdmin } = useCurrentUser();
  return (
    <AdminLayout title={TITLE}>
      {user && isAdmin ? (
        <TeamManager currentUserId={user.id} />
      ) : (
        <>
          <AdminPageHeader title={TITLE} />
          <AdminOnlyNotice
            title="Only admins manage the team"
            text="Your analyst account can view the leads and their settings. Ask an admin to add, change or deactivate a member."
          />
        </>
      )}
    </AdminLayout>
  );
}
