import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ReplyBadge } from '../../components/ReplyBadge';
import { TOAST_UNDO_DURATION_MS, useToast } from '../../components/Toast';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import {
  useMarkLeadContactedMutation,
  useUndoLeadContactedMutation,
  type LifecycleLeadFieldsFragment,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';

export type ReplyPromiseProps = {
  lead: Pick<LifecycleLeadFieldsFragment, 'id' | 'replyStatus' | 'replyDueAt' | 'firstResponseAt'>;
  /** the moment the countdown is measured from; by default the shared minute clock */
  now?: Date;
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/**
 * The 48-hour reply promise for one lead: its badge and, until the team has answered, a button to
 * record that it did, with an Undo in its toast for a slip of the finger. The answers update the
 * cached lead, so the badge turns to "Replied in …" and back.
 */
export function ReplyPromise({ lead, now }: ReplyPromiseProps) {
  const { toast } = useToast();
  // an analyst sees the promise but cannot record a reply (the server refuses it too)
  const { isReadOnly } = useCurrentUser();
  const [markContacted, { loading }] = useMarkLeadContactedMutation({
    variables: { id: lead.id },
    refetchQueries: ['LeadCounts'],
  });
  const [undoContacted] = useUndoLeadContactedMutation({ refetchQueries: ['LeadCounts'] });

  const undo = async (firstResponseAt: string) => {
    try {
      await undoContacted({ variables: { id: lead.id, firstResponseAt } });
      toast({ title: 'Contacted mark undone', description: 'This lead is waiting for a reply again.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not undo',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
    }
  };

  const contact = async () => {
    try {
      const result = await markContacted();
      const recorded = result.data?.markLeadContacted.firstResponseAt;
      toast({
        title: 'Marked as contacted',
        description: 'The 48-hour reply promise is kept for this lead.',
        duration: TOAST_UNDO_DURATION_MS,
        action: recorded ? { label: 'Undo', onClick: () => void undo(recorded) } : undefined,
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not mark the lead as contacted',
        description: 'Please try again.',
      });
    }
  };

  return (
    <Row>
      <ReplyBadge lead={lead} now={now} />
      {lead.replyStatus !== 'REPLIED' && !isReadOnly && (
        <Button variant="secondary" onClick={() => void contact()} disabled={loading}>
          {loading ? 'Saving…' : 'Mark as contacted'}
        </Button>
      )}
    </Row>
  );
}
