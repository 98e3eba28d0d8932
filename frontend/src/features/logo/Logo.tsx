import styled, { css } from 'styled-components';
import { LogoMark } from './LogoMark';
import { LogoLockupSvg } from './LogoLockupSvg';
import { BRAND_MARK_SRC, BRAND_NAME, BRAND_TAGLINE } from './brand';

type LogoVariant = 'default' | 'white' | 'gradient' | 'image' | 'svg';
type LogoSize = 'sm' | 'md' | 'lg' | 'xl';

export type LogoProps = {
  /** default: ink on light; white: for dark backgrounds; gradient: ink-to-accent wordmark;
   * image: the mark as an <img> file; svg: one self-contained inline SVG lockup. */
  variant?: LogoVariant;
  size?: LogoSize;
  showTagline?: boolean;
  className?: string;
};

type SizeSpec = { mark: number; name: string; tagline: string; gap: number };

const SIZES: Record<LogoSize, SizeSpec> = {
  sm: { mark: 28, name: '1rem', tagline: '0.5625rem', gap: 8 },
  md: { mark: 36, name: '1.25rem', tagline: '0.625rem', gap: 10 },
  lg: { mark: 48, name: '1.625rem', tagline: '0.75rem', gap: 12 },
  xl: { mark: 64, name: '2.25rem', tagline: '0.875rem', gap: 16 },
};

export function Logo({ variant = 'default', size = 'md', showTagline = true, className }: LogoProps) {
  const spec = SIZES[size];

  if (variant === 'svg') {
    return (
      <Root className={className} $gap={spec.gap} data-variant={variant} data-size={size}>
        <LogoLockupSvg height={spec.mark} showTagline={showTagline} />
      </Root>
    );
  }

  const mark =
    variant === 'image' ? (
      <img src={BRAND_MARK_SRC} alt="" width={spec.mark} height={spec.mark} decoding="async" />
    ) : (
      <LogoMark
        size={spec.mark}
        tone={variant === 'white' ? 'white' : variant === 'gradient' ? 'gradient' : 'accent'}
      />
    );

  return (
    <Root className={className} $gap={spec.gap} data-variant={variant} data-size={size}>
      {mark}
      <Words>
        <Name $variant={variant} $fontSize={spec.name}>
          {BRAND_NAME}
        </Name>
        {showTagline && (
          <Tagline $variant={variant} $fontSize={spec.tagline}>
            {BRAND_TAGLINE}
          </Tagline>
        )}
      </Words>
    </Root>
  );
}

type TextProps = { $variant: LogoVariant; $fontSize: string };

const Root = styled.span<{ $gap: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $gap }) => $gap}px;
  text-decoration: none;

  img,
  svg {
    flex: none;
  }
`;

const Words = styled.span`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  line-height: 1;
`;

const Name = styled.span<TextProps>`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ $fontSize }) => $fontSize};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
  white-space: nowrap;
  color: ${({ theme, $variant }) => ($variant === 'white' ? theme.color.onDark : theme.color.ink)};

  ${({ theme, $variant }) =>
    $variant === 'gradient' &&
    css`
      background: linear-gradient(120deg, ${theme.color.ink} 10%, ${theme.color.accent} 90%);
      -webkit-background-clip: text;
      background-clip: text;
      -webkit-text-fill-color: transparent;
    `}
`;

const Tagline = styled.span<TextProps>`
  margin-top: 0.35em;
  font-size: ${({ $fontSize }) => $fontSize};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.16em;
  white-space: nowrap;
  color: ${({ theme, $variant }) => ($variant === 'white' ? theme.color.onDarkMuted : theme.color.muted)};
`;
