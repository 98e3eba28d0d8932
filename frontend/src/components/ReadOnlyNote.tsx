import type { ReactNode } from 'react';
import styled from 'styled-components';

export type ReadOnlyNoteProps = {
  /** why the controls nearby are disabled; the default names the analyst role */
  children?: ReactNode;
  id?: string;
};

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};

  svg {
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 3px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const READ_ONLY_TEXT = 'Read-only: analysts can view but not change anything here.';

/** Said once above a panel whose controls are disabled for the signed-in user's role. */
export function ReadOnlyNote({ children = READ_ONLY_TEXT, id }: ReadOnlyNoteProps) {
  return (
    <Note id={id} role="note">
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <rect x="4" y="9" width="12" height="8" rx="2" />
        <path d="M7 9V6.5a3 3 0 0 1 6 0V9" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </Note>
  );
}
