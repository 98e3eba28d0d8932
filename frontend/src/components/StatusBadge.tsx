import styled from 'styled-components';
import type { DeliveryStatus } from '../graphql/generated/schema';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'neutral';

/** A small status pill: its text says the state, its tone only repeats it. */
export const StatusBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: fit-content;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.color.successSoft
      : $tone === 'danger'
        ? theme.color.dangerSoft
        : theme.color.surfaceAlt};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.color.success
      : $tone === 'danger'
        ? theme.color.danger
        : $tone === 'warning'
          ? theme.color.warning
          : theme.color.inkSoft};

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const DELIVERY_STATUS: Record<DeliveryStatus, { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Sent', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** An email's or a webhook's delivery state: Sent, Pending (retries remain) or Failed. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { label, tone } = DELIVERY_STATUS[status];
  return <StatusBadge $tone={tone}>{label}</StatusBadge>;
}
