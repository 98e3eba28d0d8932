import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { RevealOnScroll } from './RevealOnScroll';

let observerCallback: IntersectionObserverCallback | null = null;
const disconnect = jest.fn();

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observerCallback = callback;
  }
  observe() {}
  unobserve() {}
  disconnect = disconnect;
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function renderReveal() {
  render(
    <ThemeProvider theme={theme}>
      <RevealOnScroll>
        <p>Section content</p>
      </RevealOnScroll>
    </ThemeProvider>,
  );
  // eslint-disable-next-line testing-library/no-node-access -- RevealOnScroll's own element has no role or text of its own; its data-reveal state is what these tests read
  const wrapper = screen.getByText('Section content').parentElement;
  if (!wrapper) throw new Error('no wrapper');
  return wrapper;
}

function placeBelowTheFold() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000, bottom: 5400 } as DOMRect);
}

afterEach(() => {
  jest.restoreAllMocks();
  observerCallback = null;
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('RevealOnScroll', () => {
  it('leaves content visible where IntersectionObserver is missing', () => {
    placeBelowTheFold();
    expect(renderReveal()).toHaveAttribute('data-reveal', 'static');
  });

  it('hides content below the fold until it scrolls into view, then reveals it once', () => {
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    placeBelowTheFold();
    const wrapper = renderReveal();
    expect(wrapper).toHaveAttribute('data-reveal', 'waiting');

    act(() => {
      observerCallback?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

    expect(wrapper).toHaveAttribute('data-reveal', 'revealed');
    expect(disconnect).toHaveBeenCalled();
  });

  it('never hides what is already on screen', () => {
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 500 } as DOMRect);
    expect(renderReveal()).toHaveAttribute('data-reveal', 'static');
  });

  it('respects prefers-reduced-motion', () => {
    Object.assign(window, {
      IntersectionObserver: FakeIntersectionObserver,
      matchMedia: (query: string) => ({
        matches: query.includes('reduce'),
        addEventListener() {},
        removeEventListener() {},
      }),
    });
    placeBelowTheFold();
    expect(renderReveal()).toHaveAttribute('data-reveal', 'static');
    Reflect.deleteProperty(window, 'matchMedia');
  });
});
