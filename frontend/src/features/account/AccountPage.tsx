import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { PanelHead } from '../../components/PanelHead';
import type { UserRole } from '../../graphql/generated/schema';
import { AdminLayout, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

const ROLE_LABELS: Record<UserRole, string> = { ADMIN: 'Admin', ANALYST: 'Analyst' };

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 36rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    color: ${({ theme }) => theme.color.muted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space[5]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Security = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: 60rem;
  margin-top: ${({ theme }) => theme.space[7]}px;
`;

/**
 * /account: who is signed in, changing one's own password, and Security: two-step sign-in and
 * where one is signed in (admin or analyst).
 */
export function AccountPage() {
  const passwordHeadingId = useId();
  const youHeadingId = useId();
  const securityHeadingId = useId();
  const { user } = useCurrentUser();

  return (
    <AdminLayout title="Account">
      <AdminPageHeader title="Account" description="Your sign-in details." />
      <Columns>
        <Card as="section" padding="lg" aria-labelledby={passwordHeadingId}>
          <PanelHead>
            <h2 id={passwordHeadingId}>Change your password</h2>
            <p>Changing it signs you out everywhere else: other browsers and devices must sign in again.</p>
          </PanelHead>
          <ChangePasswordForm />
        </Card>
        {user && (
          <Card as="section" padding="lg" aria-labelledby={youHeadingId}>
            <PanelHead>
              <h2 id={youHeadingId}>Signed in as</h2>
            </PanelHead>
            <Facts>
              <dt>Username</dt>
              <dd>{user.username}</dd>
              <dt>Role</dt>
              <dd>{ROLE_LABELS[user.role]}</dd>
            </Facts>
            <More>
              Scripts and tools use <Link to="/api-tokens">personal API tokens</Link> rather than your password.
            </More>
          </Card>
        )}
      </Columns>
      <Security aria-labelledby={securityHeadingId}>
        <PanelHead>
          <h2 id={securityHeadingId}>Security</h2>
          <p>
            A second step when you sign in, and the browsers and devices signed in as you. Your API tokens are on their
            own page.
          </p>
        </PanelHead>
        <TwoFactorCard />
        <SessionsCard />
      </Security>
    </AdminLayout>
  );
}
