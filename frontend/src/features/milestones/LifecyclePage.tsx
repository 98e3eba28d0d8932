import { useParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useLifecycleLeadQuery } from '../../graphql/generated/graphql';
import { AdminLayout, AdminPageHeader } from '../admin';
import { LeadConversation } from '../chat';
import { formatCreated } from '../../components/relativeTime';
import { isGraphQLError } from '../../components/serverErrorMessage';
import { AttributionCard } from './AttributionCard';
import { BackToLeadsLink } from './BackToLeadsLink';
import { CallsCard } from './CallsCard';
import { DownloadContactButton } from './DownloadContactButton';
import { DuplicatesCard } from './DuplicatesCard';
import { LeadActivity } from './LeadActivity';
import { LeadDetailCards } from './LeadDetailCards';
import { SubmissionsCard } from './SubmissionsCard';
import { parseLeadId } from './leadId';
import { LeadNotFound } from './LeadNotFound';
import { MilestoneTimeline } from './MilestoneTimeline';
import { ReplyPromise } from './ReplyPromise';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[5]}px;

  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[9]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

function LeadLifecycle({ leadId }: { leadId: number }) {
  const { data, loading, error, refetch } = useLifecycleLeadQuery({ variables: { id: leadId } });

  if (loading && !data) {
    return (
      <>
        <BackToLeadsLink />
        <Centre>
          <Spinner label="Loading lead" />
        </Centre>
      </>
    );
  }

  // The server answers an unknown or forbidden lead the same way: as not found.
  if (!data?.lead && (!error || isGraphQLError(error))) {
    return (
      <>
        <BackToLeadsLink />
        <LeadNotFound />
      </>
    );
  }

  const lead = data?.lead;
  if (!lead) {
    return (
      <>
        <BackToLeadsLink />
        <Centre role="alert">
          <p>We could not load this lead. Check your connection and try again.</p>
          <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Centre>
      </>
    );
  }

  const created = formatCreated(lead.createdAt);
  const subtitle = [lead.company, created.valid ? `Lead since ${created.date} (${created.relative})` : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <AdminPageHeader
        before={<BackToLeadsLink />}
        title={lead.name}
        description={subtitle || undefined}
        actions={
          <HeaderActions>
            <ReplyPromise lead={lead} />
            <DownloadContactButton leadId={lead.id} />
          </HeaderActions>
        }
      />
      <DuplicatesCard lead={lead} />
      <LeadDetailCards lead={lead} />
      <SubmissionsCard submissions={lead.submissions} />
      <CallsCard bookings={lead.bookings} />
      <AttributionCard firstTouch={lead.firstTouch} lastTouch={lead.lastTouch} />
      <Columns>
        <MilestoneTimeline leadId={lead.id} />
        <LeadActivity leadId={lead.id} createdAt={lead.createdAt} submissions={lead.submissions} />
      </Columns>
      <LeadConversation leadId={lead.id} />
    </>
  );
}

/** /leads/lifecycle/:id: one lead's details, milestone journey and activity. */
export function LifecyclePage() {
  const { id } = useParams();
  const leadId = parseLeadId(id);
  return (
    <AdminLayout title="Lead lifecycle">
      {leadId === null ? (
        <>
          <BackToLeadsLink />
          <LeadNotFound />
        </>
      ) : (
        <LeadLifecycle key={leadId} leadId={leadId} />
      )}
    </AdminLayout>
  );
}
