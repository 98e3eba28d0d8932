import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 32px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }

  svg {
    width: 16px;
    height: 16px;
  }
`;

/** A quiet link back to a list, with a left arrow: the lead page's "Back to leads", the spam view's "Lead Data". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 5 7 10l5 5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </Back>
  );
}
