import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type ButtonSize = 'md' | 'lg';

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
};

type NativeButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { href?: undefined; to?: undefined };

type AnchorProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & { href: string; to?: undefined };

type RouterLinkProps = CommonProps & Omit<LinkProps, keyof CommonProps> & { to: LinkProps['to']; href?: undefined };

/** A <button> by default, an <a> with `href`, a client-side router link with `to`. */
export type ButtonProps = NativeButtonProps | AnchorProps | RouterLinkProps;

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean };

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.accent};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.accentHover};
      border-color: ${({ theme }) => theme.color.accentHover};
      color: ${({ theme }) => theme.color.surface};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.border};

    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.color.accent};
      color: ${({ theme }) => theme.color.accent};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.accent};
    border-color: transparent;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.accentSoft};
      color: ${({ theme }) => theme.color.accentHover};
    }
  `,
} as const;

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'lg' ? 52 : 44)}px;
  padding: 0 ${({ theme, $size }) => ($size === 'lg' ? theme.space[6] : theme.space[5])}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.md : theme.fontSize.sm)};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1;
  letter-spacing: 0.01em;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease,
    transform 0.15s ease;

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  ${({ $variant }) => variantStyles[$variant]}

  /*
   * Disabled, whatever the variant: grey, flat and without the accent, so it cannot pass for a
   * pale active button; the label stays legible (muted ink on the pale grey, about 5.9:1).
   */
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.muted};
    box-shadow: none;
    cursor: not-allowed;
  }

  ${({ $variant }) =>
    $variant === 'ghost' &&
    css`
      &:disabled {
        background: transparent;
        border-color: transparent;
      }
    `}
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

/** Absolute http(s) or protocol-relative addresses leave the site, so they open in a new tab. */
function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant = 'primary', size = 'md', fullWidth = false, children, ...rest } = props;
    return (
      <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
        {children}
      </StyledLink>
    );
  }

  if (props.href !== undefined) {
    const { variant = 'primary', size = 'md', fullWidth = false, children, href, ...rest } = props;
    const external = isExternalHref(href);
    return (
      <StyledAnchor
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
        href={href}
        {...rest}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
      </StyledAnchor>
    );
  }

  const { variant = 'primary', size = 'md', fullWidth = false, children, type = 'button', ...rest } = props;
  return (
    <StyledButton $variant={variant} $size={size} $fullWidth={fullWidth} type={type} {...rest}>
      {children}
    </StyledButton>
  );
}
