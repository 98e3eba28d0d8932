import styled, { css } from 'styled-components';
import { media } from '../theme/theme';

/** light: white; alt: the pale grey band; dark: ink background with light text. */
export type SectionTone = 'light' | 'alt' | 'dark';

/**
 * A landing section band. Scrolled to as an anchor it lands 80 px below the top, like every
 * anchor on the site (GlobalStyle's scroll-padding-top; a scroll-margin here would add to it).
 */
export const Section = styled.section<{ $tone?: SectionTone }>`
  position: relative;
  padding: ${({ theme }) => theme.space[9]}px 0;
  background: ${({ theme, $tone = 'light' }) =>
    $tone === 'dark' ? theme.color.dark : $tone === 'alt' ? theme.color.surfaceAlt : theme.color.surface};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.onDark : theme.color.ink)};

  /* Until the page is live, bands far from the viewport skip style, layout and paint, so the long
     prerendered page paints its first screen with far less work. An unrendered band counts as
     about its usual height, which makes positions below it estimates: a jump to a section (a
     /#contact link, whose target matches :target) and everything after hydration need exact
     ones, so then every band renders (LandingPage sets data-landing-live once hydrated). */
  content-visibility: auto;
  contain-intrinsic-size: auto 1500px;

  :root:has(:target) &,
  :root[data-landing-live] & {
    content-visibility: visible;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[8]}px 0;
    contain-intrinsic-size: auto 2800px;
  }

  ${({ theme, $tone }) =>
    $tone === 'dark' &&
    css`
      h2,
      h3,
      h4 {
        color: ${theme.color.onDark};
      }

      & :focus-visible {
        outline-color: ${theme.color.accentOnDark};
      }
    `}
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]}px;

  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space[4] + 4}px;
  }
`;

export const SectionHeader = styled.div<{ $align?: 'center' | 'start' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'center' }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 760px;
  margin: ${({ $align = 'center' }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space[8]}px;
  text-align: ${({ $align = 'center' }) => ($align === 'center' ? 'center' : 'left')};

  ${media.mobile} {
    margin-bottom: ${({ theme }) => theme.space[7]}px;
  }
`;

export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.accentOnDark : theme.color.accent)};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(${({ theme }) => theme.fontSize['3xl']}, 1.2rem + 2.4vw, ${({ theme }) => theme.fontSize['5xl']});
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.025em;
`;

export const SectionLead = styled.p<{ $onDark?: boolean }>`
  max-width: 640px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.body};
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.onDarkMuted : theme.color.muted)};

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** The rounded square that holds a card's icon. */
export const IconTile = styled.span<{ $onDark?: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $onDark }) => ($onDark ? theme.color.accentOnDarkSoft : theme.color.accentSoft)};
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.accentOnDark : theme.color.accent)};
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.01em;
`;

export const CardText = styled.p`
  color: ${({ theme }) => theme.color.muted};
  line-height: ${({ theme }) => theme.lineHeight.body};
`;
