import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

type CardPadding = 'none' | 'md' | 'lg';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** the element to render, so a card can be a section or an article where that is what it is */
  as?: 'div' | 'section' | 'article' | 'aside';
  padding?: CardPadding;
  elevated?: boolean;
};

const Surface = styled.div<{ $padding: CardPadding; $elevated: boolean }>`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadow.lg : theme.shadow.sm)};
  padding: ${({ theme, $padding }) =>
    $padding === 'none' ? 0 : $padding === 'lg' ? theme.space[7] : theme.space[5]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme, $padding }) => ($padding === 'none' ? 0 : theme.space[5])}px;
  }
`;

export function Card({ as = 'div', padding = 'md', elevated = false, ...rest }: CardProps) {
  return <Surface as={as} $padding={padding} $elevated={elevated} {...rest} />;
}

/** Cards side by side, two a row, one a row below 960 px; each as tall as its content. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
