import styled, { type DefaultTheme } from 'styled-components';
import type { LeadMilestoneFieldsFragment } from '../../graphql/generated/graphql';
import { MilestoneIconSummary } from './MilestoneIconSummary';
import { progressBand, progressLabel, progressPercent, type ProgressBand } from './progress';

export type ProgressSummaryProps = { milestones: readonly LeadMilestoneFieldsFragment[] };

const BAND_COLOUR: Record<ProgressBand, (theme: DefaultTheme) => string> = {
  starting: (theme) => theme.color.muted,
  building: (theme) => theme.color.warning,
  advancing: (theme) => theme.color.accent,
  closing: (theme) => theme.color.success,
};

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: 1fr;
  }
`;

const Figures = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Percent = styled.span`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: 1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $band: ProgressBand; $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $band }) => BAND_COLOUR[$band](theme)};
  transition:
    width 0.6s cubic-bezier(0.22, 1, 0.36, 1),
    background-color 0.3s ease;
`;

/** How far the lead has come: percent, the spec's label, a banded bar and the icon summary. */
export function ProgressSummary({ milestones }: ProgressSummaryProps) {
  const completed = milestones.filter((milestone) => milestone.completed).length;
  const percent = progressPercent(completed, milestones.length);
  const label = progressLabel(percent);
  const band = progressBand(percent);
  return (
    <Wrapper>
      <div>
        <Figures aria-live="polite">
          <Percent>{percent}%</Percent>
          <Label>{label}</Label>
          <Count>
            {completed} of {milestones.length} milestones completed
          </Count>
        </Figures>
        <Track
          role="progressbar"
          aria-label="Lifecycle progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%, ${label}`}
        >
          <Fill $band={band} $percent={percent} data-band={band} />
        </Track>
      </div>
      <MilestoneIconSummary milestones={milestones} />
    </Wrapper>
  );
}
