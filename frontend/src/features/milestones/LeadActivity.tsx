import styled from 'styled-components';
import { useLeadMilestonesQuery, type LeadSubmissionFieldsFragment } from '../../graphql/generated/graphql';
import { formatRelativeTime } from '../../components/relativeTime';
import { buildLeadActivity, type ActivityEntry } from './leadActivity';

export type LeadActivityProps = {
  leadId: number;
  createdAt: string;
  /** each time the person sent the form (the lead's submissions) */
  submissions: readonly LeadSubmissionFieldsFragment[];
  /** the moment "x ago" is measured from; injectable so tests are stable */
  now?: Date;
};

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[5]}px;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px;
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Dot = styled.span<{ $kind: ActivityEntry['kind'] }>`
  width: 10px;
  height: 10px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ theme, $kind }) => ($kind === 'milestone' ? theme.color.accent : theme.color.muted)};
  box-shadow: 0 0 0 4px
    ${({ theme, $kind }) => ($kind === 'milestone' ? theme.color.accentSoft : theme.color.surfaceAlt)};
`;

const Title = styled.p`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const When = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** What really happened to this lead: its arrival, the form sent again and each completed milestone, newest first. */
export function LeadActivity({ leadId, createdAt, submissions, now }: LeadActivityProps) {
  // The timeline asked for the same list: this reads it from the cache.
  const { data } = useLeadMilestonesQuery({ variables: { leadId } });
  const entries = buildLeadActivity(createdAt, data?.leadMilestones ?? [], submissions);

  return (
    <Panel aria-labelledby="activity-title">
      <h2 id="activity-title">Lead Activity</h2>
      {entries.length === 0 ? (
        <Empty>No activity recorded yet.</Empty>
      ) : (
        <List>
          {entries.map((entry) => (
            <Entry key={entry.key}>
              <Dot $kind={entry.kind} aria-hidden="true" />
              <div>
                <Title>{entry.kind === 'milestone' ? `Milestone completed: ${entry.title}` : entry.title}</Title>
                <When>
                  <time dateTime={entry.at.toISOString()}>
                    {entry.at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>{' '}
                  · {formatRelativeTime(entry.at, now)}
                </When>
              </div>
            </Entry>
          ))}
        </List>
      )}
    </Panel>
  );
}
