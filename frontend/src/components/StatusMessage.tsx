import type { ReactNode } from 'react';
import styled from 'styled-components';
import { serverErrorMessage } from './serverErrorMessage';
import { Spinner } from './Spinner';

export type StatusMessageProps = {
  /** loading: a spinner, announced politely; empty: nothing to show yet; error: announced at once */
  kind: 'loading' | 'empty' | 'error';
  /** the message; while loading it is also the spinner's accessible name */
  text: string;
  /** more below the message, e.g. the server's own words for an error */
  children?: ReactNode;
};

const Box = styled.div<{ $danger: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[5]}px;
  border: 1px ${({ $danger }) => ($danger ? 'solid' : 'dashed')}
    ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $danger }) => ($danger ? theme.color.dangerSoft : theme.color.surface)};
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.muted)};
  text-align: center;

  p {
    max-width: 46ch;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

/** What a panel shows in place of its data: while it loads, when there is none, or when it failed. */
export function StatusMessage({ kind, text, children }: StatusMessageProps) {
  if (kind === 'loading') {
    return (
      <Box $danger={false} role="status" aria-live="polite">
        <Spinner size="sm" label={text} />
        <p aria-hidden="true">{text}</p>
      </Box>
    );
  }
  return (
    <Box $danger={kind === 'error'} role={kind === 'error' ? 'alert' : undefined}>
      <p>{text}</p>
      {children}
    </Box>
  );
}

export type QueryPlaceholderProps = {
  loading: boolean;
  error: unknown;
  loadingText: string;
  errorText: string;
};

/** In place of a panel whose data has not come: the spinner while it loads, else the error with the server's words. */
export function QueryPlaceholder({ loading, error, loadingText, errorText }: QueryPlaceholderProps) {
  if (loading) return <StatusMessage kind="loading" text={loadingText} />;
  const reason = error ? serverErrorMessage(error) : null;
  return (
    <StatusMessage kind="error" text={errorText}>
      {reason && <p>{reason}</p>}
    </StatusMessage>
  );
}
