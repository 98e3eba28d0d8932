import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { LeadMilestoneFieldsFragment } from '../../graphql/generated/graphql';
import { MilestoneIcon } from './MilestoneIcon';

export type MilestoneIconSummaryProps = { milestones: readonly LeadMilestoneFieldsFragment[] };

/** How many icons the summary shows before the "+N". */
const SUMMARY_ICON_COUNT = 4;

const Row = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-left: -8px;
  }
`;

const Bubble = styled.li<{ $done: boolean }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 2px solid ${({ theme }) => theme.color.surfaceAlt};
  border-radius: 50%;
  background: ${({ theme, $done }) => ($done ? theme.color.accent : theme.color.surface)};
  color: ${({ theme, $done }) => ($done ? theme.color.surface : theme.color.muted)};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** The first four milestone icons, filled when done, then "+N" for the rest. */
export function MilestoneIconSummary({ milestones }: MilestoneIconSummaryProps) {
  const shown = milestones.slice(0, SUMMARY_ICON_COUNT);
  const rest = milestones.length - shown.length;
  return (
    <Row aria-label="Milestone overview">
      {shown.map((milestone) => (
        <Bubble key={milestone.milestoneId} $done={milestone.completed} title={milestone.title}>
          <MilestoneIcon milestoneId={milestone.milestoneId} size={18} />
          <VisuallyHidden>
            {milestone.title}, {milestone.completed ? 'completed' : 'not completed'}
          </VisuallyHidden>
        </Bubble>
      ))}
      {rest > 0 && (
        <Bubble $done={false}>
          <span aria-hidden="true">+{rest}</span>
          <VisuallyHidden>and {rest} more</VisuallyHidden>
        </Bubble>
      )}
    </Row>
  );
}
