import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { Spinner } from '../../components/Spinner';
import { TOAST_UNDO_DURATION_MS, useToast } from '../../components/Toast';
import {
  useCompleteNextMilestoneMutation,
  useLeadMilestonesQuery,
  useResetLeadTimelineMutation,
  useUndoLeadTimelineResetMutation,
  type CompletedMilestoneInput,
  type LeadMilestoneFieldsFragment,
} from '../../graphql/generated/graphql';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { useCurrentUser } from '../auth';
import { CelebrationPopup, type Celebration } from './CelebrationPopup';
import { fireConfetti } from './confetti';
import { randomCongratulation } from './congratulations';
import { MilestoneList } from './MilestoneList';
import { ProgressSummary } from './ProgressSummary';
import { playSound } from './sounds';

export type MilestoneTimelineProps = { leadId: number };

const TIMELINE_ERROR_TITLE = 'There was an error loading the timeline';
const TIMELINE_ERROR_FALLBACK = 'Failed to fetch milestones';

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    width: 100%;

    & > * {
      flex: 1 1 auto;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

const ErrorBox = styled(Centre)`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};

  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/** The reset's question names what it takes away. */
function resetWarning(milestones: LeadMilestoneFieldsFragment[]): string {
  const lost = milestones.slice(1).filter((milestone) => milestone.completed);
  if (lost.length === 0) return 'No milestone after Lead Captured is completed, so nothing will be lost.';
  const titles = lost.map((milestone) => milestone.title).join(', ');
  const count = lost.length === 1 ? 'This completed milestone' : `These ${lost.length} completed milestones`;
  return `${count} will be marked not done, with their completion dates: ${titles}. Lead Captured stays completed. You can undo this for a few seconds afterwards.`;
}

/**
 * The milestone journey of one lead: progress, the seven steps, and the two actions. A reset asks
 * first and can be undone from its toast.
 */
export function MilestoneTimeline({ leadId }: MilestoneTimelineProps) {
  const { data, loading, error } = useLeadMilestonesQuery({ variables: { leadId } });
  // a milestone after the first one is also the team's first response to the lead
  const [completeNext, { loading: completing }] = useCompleteNextMilestoneMutation({
    refetchQueries: ['LifecycleLead', 'LeadCounts'],
  });
  const [resetTimeline, { loading: resetting }] = useResetLeadTimelineMutation();
  const [undoReset] = useUndoLeadTimelineResetMutation();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { toast } = useToast();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const celebrationCount = useRef(0);
  // an analyst follows the journey but cannot move it on (the server refuses it too)
  const { isReadOnly } = useCurrentUser();

  // By id: the previous popup's timer can fire after a new celebration was set but before it
  // rendered (a busy main thread), and must not close the new one.
  const closeCelebration = useCallback(
    (id: number) => setCelebration((current) => (current?.id === id ? null : current)),
    [],
  );

  const celebrate = (milestone: LeadMilestoneFieldsFragment) => {
    celebrationCount.current += 1;
    setCelebration({ id: celebrationCount.current, milestoneTitle: milestone.title, message: randomCongratulation() });
    void fireConfetti();
  };

  const onCompleteNext = async () => {
    try {
      // The answer's milestones are keyed by lead and milestone id, so the cached list updates itself.
      const result = await completeNext({ variables: { leadId } });
      const completed = result.data?.completeNextMilestone.completed;
      if (completed) {
        void playSound('success');
        celebrate(completed);
      }
    } catch (mutationError) {
      console.error('Failed to complete the next milestone', mutationError);
    }
  };

  const onUndoReset = async (completed: CompletedMilestoneInput[]) => {
    try {
      await undoReset({ variables: { leadId, completed } });
      toast({ title: 'Reset undone', description: 'The timeline is back as it was.' });
    } catch (mutationError) {
      toast({
        variant: 'destructive',
        title: 'Could not undo the reset',
        description: serverErrorMessage(mutationError) ?? 'Please try again.',
      });
    }
  };

  const onReset = async () => {
    // what the reset clears, to give back on Undo
    const completed = (data?.leadMilestones ?? []).flatMap(({ milestoneId, completed: done, completedAt }) =>
      done && completedAt ? [{ milestoneId, completedAt }] : [],
    );
    try {
      await resetTimeline({ variables: { leadId } });
      setConfirmingReset(false);
      setExpandedId(null);
      void playSound('reset');
      toast({
        title: 'Timeline reset',
        description: 'Only Lead Captured is completed now.',
        duration: TOAST_UNDO_DURATION_MS,
        action: { label: 'Undo', onClick: () => void onUndoReset(completed) },
      });
    } catch (mutationError) {
      setConfirmingReset(false);
      toast({
        variant: 'destructive',
        title: 'Could not reset the timeline',
        description: serverErrorMessage(mutationError) ?? 'Please try again.',
      });
    }
  };

  const onCelebrate = (milestone: LeadMilestoneFieldsFragment) => {
    void playSound('celebration');
    celebrate(milestone);
  };

  const milestones = data?.leadMilestones;
  const allDone = Boolean(milestones && milestones.length > 0 && milestones.every((milestone) => milestone.completed));

  let body;
  if (milestones) {
    body = (
      <Body>
        <ProgressSummary milestones={milestones} />
        <MilestoneList
          milestones={milestones}
          expandedId={expandedId}
          onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
          onCelebrate={onCelebrate}
        />
      </Body>
    );
  } else if (loading) {
    body = (
      <Centre>
        <Spinner label="Loading the timeline" />
      </Centre>
    );
  } else {
    body = (
      <ErrorBox role="alert">
        <strong>{TIMELINE_ERROR_TITLE}</strong>
        <p>{serverErrorMessage(error) ?? TIMELINE_ERROR_FALLBACK}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </ErrorBox>
    );
  }

  return (
    <Panel aria-labelledby="timeline-title">
      <Head>
        <h2 id="timeline-title">Milestone Timeline</h2>
        {milestones && (
          <Actions>
            <Button
              onClick={() => void onCompleteNext()}
              disabled={isReadOnly || completing || resetting || allDone}
              aria-describedby={isReadOnly ? 'timeline-read-only' : undefined}
            >
              {completing ? 'Completing…' : allDone ? 'All milestones complete' : 'Complete Next Milestone'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setConfirmingReset(true)}
              disabled={isReadOnly || completing || resetting}
              aria-describedby={isReadOnly ? 'timeline-read-only' : undefined}
            >
              {resetting ? 'Resetting…' : 'Reset Timeline'}
            </Button>
          </Actions>
        )}
      </Head>
      {milestones && isReadOnly && (
        <ReadOnlyNote id="timeline-read-only">
          Read-only: analysts can follow the journey but not complete or reset milestones.
        </ReadOnlyNote>
      )}
      {body}
      <CelebrationPopup celebration={celebration} onClose={closeCelebration} />
      {confirmingReset && milestones && (
        <ConfirmDialog
          title="Reset this timeline?"
          description={resetWarning(milestones)}
          confirmLabel={resetting ? 'Resetting…' : 'Reset Timeline'}
          busy={resetting}
          onConfirm={() => void onReset()}
          onCancel={() => setConfirmingReset(false)}
        />
      )}
    </Panel>
  );
}
