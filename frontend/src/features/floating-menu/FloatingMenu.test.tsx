import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { controlledElement } from '../../test/idReferences';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FloatingMenu } from './FloatingMenu';

type ObserverRecord = {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
};

let observers: ObserverRecord[] = [];

class FakeIntersectionObserver {
  private readonly record: ObserverRecord;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.targets = [];
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Tells every observer watching the hero how much of it is on screen. */
function setHeroVisibility(ratio: number) {
  act(() => {
    for (const record of observers) {
      for (const target of record.targets) {
        if (target.id !== 'hero') continue;
        const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
        record.callback([entry], {} as IntersectionObserver);
      }
    }
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

function LandingStub() {
  return (
    <>
      <section id="hero">Hero</section>
      <section id="services">Services</section>
      <p>Outside the menu</p>
    </>
  );
}

function renderWithRoutes(initialPath: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<LandingStub />} />
        <Route
          path="/privacy"
          element={
            <p>
              Privacy page, see also the <Link to="/terms">Terms</Link>
            </p>
          }
        />
        <Route path="/terms" element={<p>Terms page</p>} />
      </Routes>
      <FloatingMenu />
      <LocationProbe />
    </>,
    { initialEntries: [initialPath] },
  );
}

const trigger = () => screen.getByRole('button', { name: 'Menu' });

let scrollTo: jest.Mock;

beforeEach(() => {
  observers = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  scrollTo = jest.fn();
  window.scrollTo = scrollTo;
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('FloatingMenu', () => {
  it('in a header, is there from the start, whatever the hero does', () => {
    renderWithProviders(
      <>
        <LandingStub />
        <FloatingMenu placement="header" />
      </>,
    );
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    setHeroVisibility(1);
    expect(trigger()).toBeInTheDocument();
  });

  it('stays hidden while the hero is visible and appears once it scrolls away', () => {
    renderWithRoutes('/');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(observers.some((record) => record.options?.threshold === 0.1)).toBe(true);

    setHeroVisibility(1);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    setHeroVisibility(0);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    setHeroVisibility(0.6);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('is always shown on a page without a hero', () => {
    renderWithRoutes('/privacy');
    expect(trigger()).toBeInTheDocument();
  });

  it('lists Home, the seven sections and Book a Call', async () => {
    const user = userEvent.setup();
    renderWithRoutes('/privacy');
    await user.click(trigger());

    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const panel = controlledElement(trigger());
    const links = within(panel).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Services', '/#services'],
      ['Benefits', '/#benefits'],
      ['Testimonials', '/#testimonials'],
      ['Why Hire Us', '/#why-hire-us'],
      ['Content Funnel', '/#content-funnel'],
      ['Future Insights', '/#future-insights'],
      ['Contact', '/#contact'],
      ['Book a Call', 'https://calendly.com/ai-marketing-agency/30min'],
    ]);
    const book = within(panel).getByRole('link', { name: /Book a Call/ });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Opening moves focus into the menu.
    expect(within(panel).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('Escape closes the menu and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithRoutes('/privacy');
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Future Insights' })).not.toBeInTheDocument();
  });

  it('a click outside closes the menu', async () => {
    const user = userEvent.setup();
    renderWithRoutes('/privacy');
    await user.click(trigger());
    expect(screen.getByRole('link', { name: 'Services' })).toBeVisible();

    await user.click(screen.getByText(/Privacy page/));

    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('on the landing page, scrolls to the section 80 px below the top after 100 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithRoutes('/');
    setHeroVisibility(0);
    const services = screen.getByText('Services', { selector: 'section' });
    jest.spyOn(services, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);

    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'Services' }));

    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 920, behavior: 'smooth' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a new page starts with the menu closed', async () => {
    const user = userEvent.setup();
    renderWithRoutes('/privacy');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    // followed from the keyboard, so no click outside the menu closes it first
    screen.getByRole('link', { name: 'Terms' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Terms page')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('elsewhere, navigates to the landing page anchor', async () => {
    const user = userEvent.setup();
    renderWithRoutes('/privacy');
    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/#contact');
  });
});
