import { useId } from 'react';
import { useTheme } from 'styled-components';
import { BRAND_MARK_LETTER_PATH } from './brand';

type LogoMarkTone = 'accent' | 'white' | 'gradient';

export type LogoMarkProps = {
  tone: LogoMarkTone;
  /** Edge length in px. */
  size: number;
};

/** The square mark, drawn inline so it costs no request and takes its colours from the theme. */
export function LogoMark({ tone, size }: LogoMarkProps) {
  const { color } = useTheme();
  const gradientId = useId();
  const tileFill = tone === 'white' ? color.surface : tone === 'gradient' ? `url(#${gradientId})` : color.accent;
  const letterFill = tone === 'white' ? color.accent : color.surface;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {tone === 'gradient' && (
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="64" y2="64" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor={color.ink} />
            <stop offset="1" stopColor={color.accent} />
          </linearGradient>
        </defs>
      )}
      <rect width="64" height="64" rx="14" fill={tileFill} />
      <path d={BRAND_MARK_LETTER_PATH} fill={letterFill} />
    </svg>
  );
}
