import { useTheme } from 'styled-components';
import { BRAND_MARK_LETTER_PATH, BRAND_NAME, BRAND_TAGLINE } from './brand';

export type LogoLockupSvgProps = {
  /** Rendered height in px; the width follows the lockup's aspect ratio. */
  height: number;
  showTagline: boolean;
};

const VIEW_WIDTH = 260;
const VIEW_HEIGHT = 64;

/** Mark, name and tagline as one SVG: handy where a single scalable asset is wanted (print, embeds). */
export function LogoLockupSvg({ height, showTagline }: LogoLockupSvgProps) {
  const { color, font, fontWeight } = useTheme();
  const label = showTagline ? `${BRAND_NAME}, ${BRAND_TAGLINE.toLowerCase()}` : BRAND_NAME;
  return (
    <svg
      role="img"
      aria-label={label}
      height={height}
      width={(height * VIEW_WIDTH) / VIEW_HEIGHT}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
    >
      <rect width="64" height="64" rx="14" fill={color.accent} />
      <path d={BRAND_MARK_LETTER_PATH} fill={color.surface} />
      <text
        x="80"
        y={showTagline ? 34 : 42}
        fontFamily={font.heading}
        fontSize="30"
        fontWeight={fontWeight.extrabold}
        letterSpacing="-0.6"
        fill={color.ink}
      >
        {BRAND_NAME}
      </text>
      {showTagline && (
        <text
          x="81"
          y="54"
          fontFamily={font.body}
          fontSize="10.5"
          fontWeight={fontWeight.semibold}
          letterSpacing="1.7"
          fill={color.muted}
        >
          {BRAND_TAGLINE}
        </text>
      )}
    </svg>
  );
}
