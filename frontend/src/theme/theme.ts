/**
 * The design tokens: one accent colour (indigo), a neutral ink scale, one type scale and one
 * spacing scale. Every component reads these through styled-components' ThemeProvider.
 */
export const theme = {
  color: {
    accent: '#4F46E5',
    accentHover: '#4338CA',
    accentSoft: '#EEF0FF',
    accentOnDark: '#A5B4FC',
    ink: '#0B1020',
    inkSoft: '#3B4256',
    muted: '#5B6275',
    border: '#E3E6EE',
    surface: '#FFFFFF',
    surfaceAlt: '#F6F7FB',
    dark: '#0B1020',
    darkSurface: '#141A2E',
    onDark: '#F5F7FF',
    onDarkMuted: '#B7BDD1',
    success: '#047857',
    successSoft: '#ECFDF5',
    danger: '#B91C1C',
    dangerSoft: '#FEF2F2',
    warning: '#B45309',
    // Translucent tones, for lines and fills over the dark bands and for overlays.
    /** hairlines on dark: borders of bands, cards and dividers */
    lineOnDark: 'rgba(245, 247, 255, 0.1)',
    /** the edge of a control on dark */
    lineOnDarkStrong: 'rgba(245, 247, 255, 0.2)',
    /** the outline of a ghost button on dark */
    outlineOnDark: 'rgba(245, 247, 255, 0.32)',
    /** a faint panel, or a hover, on dark */
    fillOnDark: 'rgba(245, 247, 255, 0.06)',
    /** accentOnDark as a tint: icon tiles, badges */
    accentOnDarkSoft: 'rgba(165, 180, 252, 0.12)',
    /** accentOnDark as a line: badge borders, rails */
    accentOnDarkLine: 'rgba(165, 180, 252, 0.3)',
    /** the light glow in a radial gradient over the accent */
    accentOnDarkGlow: 'rgba(165, 180, 252, 0.35)',
    /** the accent's glow in a radial gradient over a dark band */
    accentGlow: 'rgba(79, 70, 229, 0.45)',
    accentGlowSoft: 'rgba(79, 70, 229, 0.22)',
    /** behind a modal drawer */
    scrim: 'rgba(11, 16, 32, 0.6)',
    /** a control floating over the page */
    surfaceFrosted: 'rgba(255, 255, 255, 0.94)',
    /** the first ring of the chat button's speaking pulse */
    successGlow: 'rgba(4, 120, 87, 0.6)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  /** type scale in rem (1rem = 16px) */
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
  },
  lineHeight: { tight: 1.15, snug: 1.3, body: 1.6 },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  /** spacing scale in px, index = step */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128] as const,
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(11, 16, 32, 0.06)',
    md: '0 8px 24px rgba(11, 16, 32, 0.08)',
    lg: '0 24px 48px rgba(11, 16, 32, 0.12)',
    /** the primary call to action's coloured lift */
    accent: '0 8px 20px rgba(79, 70, 229, 0.28)',
    /** a card floating over a dark band */
    floating: '0 32px 64px rgba(0, 0, 0, 0.35)',
  },
  breakpoint: { mobile: 768, desktop: 1200 },
  maxWidth: '1200px',
  /** an open menu drawer is modal: it covers the chat button too */
  zIndex: { header: 50, floatingMenu: 60, chat: 70, drawer: 80, toast: 90 },
} as const;

/** media query helper: `${media.mobile} { ... }` targets screens up to the mobile breakpoint */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobile}px)`,
  tablet: `@media (min-width: ${theme.breakpoint.mobile + 1}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.desktop}px)`,
} as const;
