import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { NOT_SPECIFIED } from './leadFieldText';

/* The lifecycle page's cards: a titled box holding a list of labelled values. */

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin-bottom: ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

export const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;

  div {
    display: grid;
    gap: 2px;
  }

  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  dd[data-empty='true'] {
    color: ${({ theme }) => theme.color.muted};
    font-style: italic;
  }
`;

/** A card's list of entries (the calls, the possible duplicates), each ruled off from the next. */
export const EntryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  padding-bottom: ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

export const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
`;

export function Row({
  label,
  text,
  href,
  external = false,
}: {
  label: string;
  text: string;
  href?: string;
  external?: boolean;
}) {
  const empty = text === NOT_SPECIFIED;
  let content: ReactNode = text;
  if (!empty && href)
    content = external ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    ) : (
      <a href={href}>{text}</a>
    );
  return (
    <div>
      <dt>{label}</dt>
      <dd data-empty={empty}>{content}</dd>
    </div>
  );
}
