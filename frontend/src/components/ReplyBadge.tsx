import styled, { type DefaultTheme } from 'styled-components';
import { useMinuteClock } from '../hooks/useMinuteClock';
import { replyDeadlineText, type ReplyDeadline, type ReplyTone } from './replyDeadline';

export type ReplyBadgeProps = {
  lead: ReplyDeadline;
  /** the moment the countdown is measured from; by default the shared minute clock */
  now?: Date;
};

const TONES: Record<ReplyTone, (theme: DefaultTheme) => { fg: string; bg: string }> = {
  awaiting: (theme) => ({ fg: theme.color.accentHover, bg: theme.color.accentSoft }),
  overdue: (theme) => ({ fg: theme.color.danger, bg: theme.color.dangerSoft }),
  replied: (theme) => ({ fg: theme.color.success, bg: theme.color.successSoft }),
  // answered, but after the 48 hours: not the green of a kept promise
  late: (theme) => ({ fg: theme.color.danger, bg: theme.color.dangerSoft }),
};

const Pill = styled.span<{ $tone: ReplyTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => TONES[$tone](theme).bg};
  color: ${({ theme, $tone }) => TONES[$tone](theme).fg};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
`;

/** The 48-hour reply promise of one lead: time left, overdue, or how fast the team replied. */
export function ReplyBadge({ lead, now }: ReplyBadgeProps) {
  const clock = useMinuteClock();
  const badge = replyDeadlineText(lead, now ?? clock);
  if (!badge) return null;
  return <Pill $tone={badge.tone}>{badge.text}</Pill>;
}
