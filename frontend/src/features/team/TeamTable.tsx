import styled from 'styled-components';
import { Button } from '../../components/Button';
import { SelectInput } from '../../components/FormControls';
import { RelativeTime } from '../../components/RelativeTime';
import { StackedTable } from '../../components/stackedTable';
import { StatusBadge } from '../../components/StatusBadge';
import { TableScroller } from '../../components/dataTable';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatCreated } from '../../components/relativeTime';
import type { TeamMemberFieldsFragment } from '../../graphql/generated/graphql';
import type { UserRole } from '../../graphql/generated/schema';
import { ROLES } from './teamSchemas';

export type TeamTableProps = {
  members: readonly TeamMemberFieldsFragment[];
  /** the signed-in user's id: their row says "You" */
  currentUserId: number;
  /** the member whose change is running: their controls wait */
  busyId: number | null;
  onRoleChange: (member: TeamMemberFieldsFragment, role: UserRole) => void;
  onActiveChange: (member: TeamMemberFieldsFragment) => void;
  onResetPassword: (member: TeamMemberFieldsFragment) => void;
  /** "Sign out everywhere" (not on your own row: Account → Security has that): asked about first */
  onEndSessions: (member: TeamMemberFieldsFragment) => void;
  /** shown for a member with two-step sign-in on (a lost phone) */
  onResetTwoFactor: (member: TeamMemberFieldsFragment) => void;
};

/*
 * Wide enough for the role select and the buttons on a desktop; stacked cards on a phone. In the
 * table the last sign-in keeps to one line and each button to its own: the member's name (which
 * can wrap) gives up the room first, then the buttons wrap to a second line where three do not fit.
 */
const Table = styled(StackedTable)`
  @media (min-width: ${({ theme }) => theme.breakpoint.mobile + 1}px) {
    min-width: 760px;

    .cell-last-sign-in,
    .cell-actions button {
      white-space: nowrap;
    }
  }

  .cell-role select {
    width: 9rem;
    min-height: 38px;
  }

  .cell-actions {
    text-align: right;
  }
`;

const Member = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const You = styled.span`
  padding: 1px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const TwoStep = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;

  button {
    min-height: 38px;
    padding-inline: ${({ theme }) => theme.space[3]}px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    justify-content: flex-start;
    margin-top: ${({ theme }) => theme.space[2]}px;
    /* the buttons' own padding would push their text off the card's edge line */
    margin-left: -${({ theme }) => theme.space[3]}px;
  }
`;

function CreatedDate({ value }: { value: string }) {
  const created = formatCreated(value);
  if (!created.valid) return <>{created.text}</>;
  return (
    <time dateTime={created.iso} title={new Date(created.iso).toLocaleString()}>
      {created.date}
    </time>
  );
}

/** The team, one row a member: role (changed in place), status, dates, and the member's actions. */
export function TeamTable({
  members,
  currentUserId,
  busyId,
  onRoleChange,
  onActiveChange,
  onResetPassword,
  onEndSessions,
  onResetTwoFactor,
}: TeamTableProps) {
  return (
    <TableScroller role="region" aria-label="Team members" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const isYou = member.id === currentUserId;
            const busy = busyId === member.id;
            return (
              <tr key={member.id}>
                <th scope="row">
                  <Member>
                    {member.username}
                    {isYou && (
                      <You>
                        <VisuallyHidden>(</VisuallyHidden>you<VisuallyHidden>)</VisuallyHidden>
                      </You>
                    )}
                  </Member>
                </th>
                <td className="cell-role" data-label="Role">
                  <div>
                    <SelectInput
                      aria-label={`Role of ${member.username}`}
                      value={member.role}
                      disabled={busy}
                      onChange={(event) => {
                        const role = ROLES.find((entry) => entry.value === event.target.value)?.value;
                        if (role && role !== member.role) onRoleChange(member, role);
                      }}
                    >
                      {ROLES.map((role) => (
                        <option key={role.value} value={role.value}>
                          {role.label}
                        </option>
                      ))}
                    </SelectInput>
                  </div>
                </td>
                <td data-label="Status">
                  <div>
                    <StatusBadge $tone={member.active ? 'success' : 'neutral'}>
                      {member.active ? 'Active' : 'Deactivated'}
                    </StatusBadge>
                    {member.twoFactorEnabled && <TwoStep>Two-step on</TwoStep>}
                  </div>
                </td>
                <td data-label="Created">
                  <div>
                    <CreatedDate value={member.createdAt} />
                  </div>
                </td>
                <td className="cell-last-sign-in" data-label="Last sign-in">
                  <div>{member.lastSignInAt ? <RelativeTime value={member.lastSignInAt} /> : <Muted>Never</Muted>}</div>
                </td>
                <td className="cell-actions">
                  <Actions>
                    {member.active && !isYou && (
                      <Button variant="ghost" onClick={() => onEndSessions(member)} disabled={busy}>
                        Sign out everywhere<VisuallyHidden> {member.username}</VisuallyHidden>
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => onResetPassword(member)} disabled={busy}>
                      Reset password<VisuallyHidden> of {member.username}</VisuallyHidden>
                    </Button>
                    {member.twoFactorEnabled && (
                      <Button variant="ghost" onClick={() => onResetTwoFactor(member)} disabled={busy}>
                        Reset two-step<VisuallyHidden> sign-in of {member.username}</VisuallyHidden>
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => onActiveChange(member)} disabled={busy}>
                      {member.active ? 'Deactivate' : 'Reactivate'}
                      <VisuallyHidden> {member.username}</VisuallyHidden>
                    </Button>
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
