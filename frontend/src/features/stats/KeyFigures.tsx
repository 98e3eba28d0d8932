import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { Change } from './dashboardFormat';

export type KeyFigure = {
  label: string;
  value: string;
  /** the change against the previous period; null when there is nothing to compare with */
  change: Change | null;
  /** a line under the change: "vs 45% in the previous 30 days" */
  detail: string;
};

export const FigureGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: 0;
  list-style: none;

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

export const FigureCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Label = styled.h2`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Value = styled.p`
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
  line-height: ${({ theme }) => theme.lineHeight.tight};
  white-space: nowrap;
`;

const toneColour = {
  good: css`
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  `,
  bad: css`
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  `,
  neutral: css`
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.muted};
  `,
} as const;

const Delta = styled.span<{ $tone: Change['tone'] }>`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  ${({ $tone }) => toneColour[$tone]}
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const ARROW = { up: '▲', down: '▼', none: '' } as const;
const SPOKEN = { up: 'up', down: 'down', none: '' } as const;

/** The period's key figures, each with its change against the period of the same length before. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <FigureGrid aria-label="Key figures">
      {figures.map((figure) => (
        <FigureCard key={figure.label}>
          <Label>{figure.label}</Label>
          <Value>{figure.value}</Value>
          <Delta $tone={figure.change?.tone ?? 'neutral'}>
            {figure.change ? (
              <>
                <span aria-hidden="true">
                  {ARROW[figure.change.direction]} {figure.change.text}
                </span>
                <VisuallyHidden>
                  {figure.change.direction === 'none'
                    ? 'No change'
                    : `${SPOKEN[figure.change.direction]} ${figure.change.text.replace('\u2212', '')}`}
                </VisuallyHidden>
              </>
            ) : (
              'No comparison'
            )}
          </Delta>
          <Detail>{figure.detail}</Detail>
        </FigureCard>
      ))}
    </FigureGrid>
  );
}
