import styled from 'styled-components';
import type { LeadMilestoneFieldsFragment } from '../../graphql/generated/graphql';
import { formatRelativeTime } from '../../components/relativeTime';
import { MilestoneIcon } from './MilestoneIcon';
import { SparkleIcon } from './SparkleIcon';

export type MilestoneListProps = {
  milestones: readonly LeadMilestoneFieldsFragment[];
  /** the milestone whose detail card is open, if any */
  expandedId: string | null;
  onToggle: (milestoneId: string) => void;
  onCelebrate: (milestone: LeadMilestoneFieldsFragment) => void;
};

const List = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $done: boolean; $last: boolean }>`
  position: relative;
  padding-bottom: ${({ theme, $last }) => ($last ? 0 : theme.space[2])}px;

  /* the line joining this marker to the next */
  &::before {
    content: '';
    display: ${({ $last }) => ($last ? 'none' : 'block')};
    position: absolute;
    left: 27px;
    top: 48px;
    bottom: -4px;
    width: 2px;
    background: ${({ theme, $done }) => ($done ? theme.color.accent : theme.color.border)};
  }
`;

const Toggle = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  text-align: left;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Marker = styled.span<{ $done: boolean; $next: boolean }>`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 2px solid
    ${({ theme, $done, $next }) => ($done ? theme.color.accent : $next ? theme.color.accent : theme.color.border)};
  border-radius: 50%;
  background: ${({ theme, $done }) => ($done ? theme.color.accent : theme.color.surface)};
  color: ${({ theme, $done, $next }) => ($done ? theme.color.surface : $next ? theme.color.accent : theme.color.muted)};
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.span`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Meta = styled.span<{ $tone: 'done' | 'next' | 'pending' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'done' ? theme.color.success : $tone === 'next' ? theme.color.accent : theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Chevron = styled.svg<{ $open: boolean }>`
  width: 18px;
  height: 18px;
  color: ${({ theme }) => theme.color.muted};
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
  transition: transform 0.2s ease;
`;

const Detail = styled.div`
  position: relative;
  z-index: 1;
  margin: ${({ theme }) => theme.space[1]}px 0 ${({ theme }) => theme.space[3]}px 64px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  p {
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    margin-left: ${({ theme }) => theme.space[2]}px;
  }
`;

const DetailFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const CelebrateButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &:hover {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.surface};
  }
`;

/** completedBy names what completed a milestone other than the team: "booking", a held booked call. */
function completedText(completedAt: string | null, completedBy: string | null): { short: string; long: string | null } {
  const completed = completedBy === 'booking' ? 'Completed from the booked call' : 'Completed';
  const date = completedAt ? new Date(completedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return { short: completed, long: null };
  return {
    short: `${completed} ${formatRelativeTime(date)}`,
    long: `${completed} on ${date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`,
  };
}

/** The seven milestones in order; each opens a detail card, completed ones can be celebrated. */
export function MilestoneList({ milestones, expandedId, onToggle, onCelebrate }: MilestoneListProps) {
  const nextId = milestones.find((milestone) => !milestone.completed)?.milestoneId ?? null;
  return (
    <List aria-label="Milestones">
      {milestones.map((milestone, index) => {
        const open = milestone.milestoneId === expandedId;
        const detailId = `milestone-detail-${milestone.milestoneId}`;
        const isNext = milestone.milestoneId === nextId;
        const done = completedText(milestone.completedAt, milestone.completedBy);
        return (
          <Item key={milestone.milestoneId} $done={milestone.completed} $last={index === milestones.length - 1}>
            <Toggle
              type="button"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              onClick={() => onToggle(milestone.milestoneId)}
            >
              <Marker $done={milestone.completed} $next={isNext}>
                <MilestoneIcon milestoneId={milestone.milestoneId} />
              </Marker>
              <Text>
                <Title>{milestone.title}</Title>
                <Meta $tone={milestone.completed ? 'done' : isNext ? 'next' : 'pending'}>
                  {milestone.completed ? done.short : isNext ? 'Up next' : 'Not started'}
                </Meta>
              </Text>
              <Chevron
                $open={open}
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
              </Chevron>
            </Toggle>
            {open && (
              <Detail id={detailId}>
                <p>{milestone.description}</p>
                <DetailFooter>
                  <span>{milestone.completed ? (done.long ?? done.short) : 'Not completed yet'}</span>
                  {milestone.completed && (
                    <CelebrateButton type="button" onClick={() => onCelebrate(milestone)}>
                      <SparkleIcon /> Celebrate
                    </CelebrateButton>
                  )}
                </DetailFooter>
              </Detail>
            )}
          </Item>
        );
      })}
    </List>
  );
}
