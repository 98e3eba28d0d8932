import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatCreated } from '../../components/relativeTime';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { useToast } from '../../components/Toast';
import {
  useMergeLeadsMutation,
  type DuplicateLeadFieldsFragment,
  type LifecycleLeadFieldsFragment,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';
import { Card, Dot, Entry, EntryList } from './DetailCard';

export type DuplicatesCardProps = { lead: Pick<LifecycleLeadFieldsFragment, 'id' | 'name' | 'possibleDuplicates'> };

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Item = styled(Entry)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Who = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;

  a {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/** "email · phone · company · since 3 Jun 2025": what tells two people apart at a glance. */
function details(duplicate: DuplicateLeadFieldsFragment): string {
  const created = formatCreated(duplicate.createdAt);
  return [duplicate.email, duplicate.phone, duplicate.company, created.valid ? `since ${created.date}` : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Possible duplicates: the other leads with the same phone digits, or the same name and company,
 * each linked to its page; an admin merges one into this lead after a confirmation. Nothing shows
 * for a lead without any.
 */
export function DuplicatesCard({ lead }: DuplicatesCardProps) {
  const { toast } = useToast();
  // an analyst sees the duplicates but cannot merge them (the server refuses it too)
  const { isReadOnly } = useCurrentUser();
  const [confirming, setConfirming] = useState<DuplicateLeadFieldsFragment | null>(null);
  const [mergeLeads, { loading }] = useMergeLeadsMutation({
    // the merged lead's calls, milestones, chats and counts are now this lead's
    refetchQueries: ['LeadMilestones', 'LeadChatConversations', 'LeadCounts'],
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Lead', id: variables.sourceId }) });
      cache.gc();
    },
  });

  if (lead.possibleDuplicates.length === 0) return null;

  const merge = async (duplicate: DuplicateLeadFieldsFragment) => {
    try {
      await mergeLeads({ variables: { targetId: lead.id, sourceId: duplicate.id } });
      setConfirming(null);
      toast({ title: 'Leads merged', description: `${duplicate.name} is now part of ${lead.name}.` });
    } catch (error) {
      setConfirming(null);
      toast({
        variant: 'destructive',
        title: 'Could not merge the leads',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
    }
  };

  return (
    <Section>
      <Card aria-labelledby="duplicates-title">
        <h2 id="duplicates-title">
          <Dot aria-hidden="true" />
          Possible duplicates
        </h2>
        <Intro>Other leads with the same phone number, or the same name and company.</Intro>
        <EntryList>
          {lead.possibleDuplicates.map((duplicate) => (
            <Item key={duplicate.id}>
              <Who>
                <Link to={`/leads/lifecycle/${duplicate.id}`}>{duplicate.name}</Link>
                <Muted>{details(duplicate)}</Muted>
              </Who>
              {!isReadOnly && (
                <Button
                  variant="secondary"
                  onClick={() => setConfirming(duplicate)}
                  aria-label={`Merge ${duplicate.name} into this lead`}
                >
                  Merge into this lead
                </Button>
              )}
            </Item>
          ))}
        </EntryList>
      </Card>
      {confirming && (
        <ConfirmDialog
          title={`Merge ${confirming.name} into this lead?`}
          description={`${lead.name} keeps its details and takes ${confirming.name}'s where its own are empty, with their milestones, calls, orders and chats. ${confirming.name} is then removed. This cannot be undone.`}
          confirmLabel={loading ? 'Merging…' : 'Merge leads'}
          busy={loading}
          onConfirm={() => void merge(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Section>
  );
}
