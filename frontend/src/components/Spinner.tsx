import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = {
  /** what assistive technology announces; also the region's accessible name */
  label?: string;
  size?: SpinnerSize;
  className?: string;
};

const diameter: Record<SpinnerSize, number> = { sm: 16, md: 32, lg: 48 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => diameter[$size]}px;
  height: ${({ $size }) => diameter[$size]}px;
  border-radius: 50%;
  border: ${({ $size }) => ($size === 'sm' ? 2 : 3)}px solid ${({ theme }) => theme.color.accentSoft};
  border-top-color: ${({ theme }) => theme.color.accent};
  animation: ${spin} 0.8s linear infinite;

  /* a slow turn still signals progress without the fast motion */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <Status role="status" aria-label={label} className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Status>
  );
}
