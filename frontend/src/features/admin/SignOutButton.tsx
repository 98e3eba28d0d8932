import styled from 'styled-components';
import { useSignOut } from '../auth';

export type SignOutButtonProps = {
  className?: string;
  /** on a phone, show only the icon (the label stays for screen readers) */
  compactOnPhone?: boolean;
};

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  transition:
    border-color 0.15s ease,
    color 0.15s ease;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accent};
  }

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  svg {
    width: 16px;
    height: 16px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    &[data-compact='true'] {
      justify-content: center;
      width: 40px;
      padding: 0;

      .label {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    }
  }
`;

export function SignOutButton({ className, compactOnPhone = false }: SignOutButtonProps) {
  const { signOut, signingOut } = useSignOut();
  return (
    <Trigger
      type="button"
      className={className}
      data-compact={compactOnPhone}
      title="Sign out"
      onClick={() => void signOut()}
      disabled={signingOut}
    >
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path
          d="M8 4H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3M13 14l4-4-4-4M17 10H8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="label">{signingOut ? 'Signing out…' : 'Sign out'}</span>
    </Trigger>
  );
}
