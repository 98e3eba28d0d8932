import styled, { css } from 'styled-components';

/** primary: accent fill; secondary: light outline for light backgrounds; inverse: white fill on
 * dark or accent; ghost: outline on dark; text: an inline arrow link. */
export type CtaVariant = 'primary' | 'secondary' | 'inverse' | 'ghost' | 'text';
export type CtaSize = 'md' | 'lg';

type CtaStyleProps = { $variant: CtaVariant; $size: CtaSize };

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.accent};

    &:hover {
      background: ${({ theme }) => theme.color.accentHover};
      color: ${({ theme }) => theme.color.surface};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.border};

    &:hover {
      color: ${({ theme }) => theme.color.accent};
      border-color: ${({ theme }) => theme.color.accent};
    }
  `,
  inverse: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accentHover};

    &:hover {
      background: ${({ theme }) => theme.color.accentSoft};
      color: ${({ theme }) => theme.color.accentHover};
    }

    &:focus-visible {
      outline-color: ${({ theme }) => theme.color.surface};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.onDark};
    border-color: ${({ theme }) => theme.color.outlineOnDark};

    &:hover {
      color: ${({ theme }) => theme.color.onDark};
      border-color: ${({ theme }) => theme.color.onDark};
      background: ${({ theme }) => theme.color.fillOnDark};
    }

    &:focus-visible {
      outline-color: ${({ theme }) => theme.color.accentOnDark};
    }
  `,
  text: css`
    padding: 0;
    min-height: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.accent};
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0;
    text-transform: none;

    svg {
      transition: transform 160ms ease;
    }

    &:hover svg {
      transform: translateX(3px);
    }
  `,
} as const;

const ctaStyles = css<CtaStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ $size }) => ($size === 'lg' ? 52 : 44)}px;
  padding: 0 ${({ theme, $size }) => ($size === 'lg' ? theme.space[6] : theme.space[5])}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.md : theme.fontSize.sm)};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.02em;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 160ms ease,
    color 160ms ease,
    border-color 160ms ease,
    transform 160ms ease;

  &:active {
    transform: translateY(1px);
  }

  ${({ $variant }) => variantStyles[$variant]}
`;

/** An in-page or same-site link that looks like a button. */
export const CtaAnchor = styled.a<CtaStyleProps>`
  ${ctaStyles}
`;
