import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useRevealOnce, type RevealState } from './useRevealOnce';

export type RevealOnScrollProps = {
  children: ReactNode;
  id?: string;
  className?: string;
};

/** Fades and lifts its content into place the first time it scrolls into view. */
export function RevealOnScroll({ children, id, className }: RevealOnScrollProps) {
  const [ref, state] = useRevealOnce<HTMLDivElement>();
  return (
    <Wrapper ref={ref} id={id} className={className} $state={state} data-reveal={state}>
      {children}
    </Wrapper>
  );
}

// Only opacity and transform change, so revealing never moves the layout around it.
const Wrapper = styled.div<{ $state: RevealState }>`
  opacity: ${({ $state }) => ($state === 'waiting' ? 0 : 1)};
  transform: ${({ $state }) => ($state === 'waiting' ? 'translateY(28px)' : 'none')};
  transition: ${({ $state }) =>
    $state === 'revealed' ? 'opacity 700ms ease-out, transform 700ms cubic-bezier(0.2, 0.7, 0.2, 1)' : 'none'};
`;
