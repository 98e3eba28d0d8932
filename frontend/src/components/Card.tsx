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
