import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { BRAND_NAME } from './brand';
import { Logo, type LogoProps } from './Logo';

const renderLogo = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

/**
 * The logo's own element (its variant and size) and its mark. The mark is decorative on purpose:
 * an inline SVG hidden from assistive technology, or an image with an empty alt, and the root has
 * no role or text of its own. No accessible query reaches them, and that is what these tests check.
 */
function logoParts(container: HTMLElement) {
  return {
    root: container.firstElementChild,
    svg: container.querySelector('svg'),
    img: container.querySelector('img'),
  };
}

const VARIANTS: NonNullable<LogoProps['variant']>[] = ['default', 'white', 'gradient', 'image', 'svg'];
const SIZES: NonNullable<LogoProps['size']>[] = ['sm', 'md', 'lg', 'xl'];

describe('Logo', () => {
  it.each(VARIANTS)('the %s variant shows the name and the tagline', (variant) => {
    const { container } = renderLogo(<Logo variant={variant} />);
    expect(logoParts(container).root).toHaveAttribute('data-variant', variant);
    if (variant === 'svg') {
      expect(screen.getByRole('img', { name: `${BRAND_NAME}, ai marketing agency` })).toBeInTheDocument();
    } else {
      expect(screen.getByText(BRAND_NAME)).toBeInTheDocument();
    }
    expect(screen.getByText('AI MARKETING AGENCY')).toBeInTheDocument();
  });

  it('the image variant uses the mark file as a decorative image', () => {
    const { container } = renderLogo(<Logo variant="image" />);
    const image = logoParts(container).img;
    expect(image).toHaveAttribute('src', '/favicon.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('the other variants draw the mark inline and hide it from assistive technology', () => {
    for (const variant of ['default', 'white', 'gradient'] as const) {
      const { container, unmount } = renderLogo(<Logo variant={variant} />);
      const { svg, img } = logoParts(container);
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(img).toBeNull();
      unmount();
    }
  });

  it.each(SIZES)('size %s scales the mark', (size) => {
    const { container } = renderLogo(<Logo size={size} />);
    const expected = { sm: '28', md: '36', lg: '48', xl: '64' }[size];
    const { svg, root } = logoParts(container);
    expect(svg).toHaveAttribute('width', expected);
    expect(root).toHaveAttribute('data-size', size);
  });

  it('can leave out the tagline', () => {
    renderLogo(<Logo showTagline={false} />);
    expect(screen.queryByText('AI MARKETING AGENCY')).not.toBeInTheDocument();
  });
});
