import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controlledElement } from '../../test/idReferences';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Header } from './Header';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

function getToggle() {
  return screen.getByRole('button', { name: /open menu|close menu/i });
}

function getMobileMenu() {
  return controlledElement(getToggle());
}

describe('Header', () => {
  it('has the desktop links with the spec hrefs, Contact Us and BOOK A CALL NOW', () => {
    renderWithProviders(<Header />);
    // jsdom applies no media queries, so the desktop-only row counts as hidden (and nameless) here.
    const nav = screen
      .getAllByRole('navigation', { hidden: true })
      .find((candidate) => candidate.getAttribute('aria-label') === 'Main');
    if (!nav) throw new Error('no main navigation');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/#services'],
      ['Benefits', '/#benefits'],
      ['Why Hire Us', '/#why-hire-us'],
      ['Testimonials', '/#testimonials'],
      ['Content Funnel', '/#content-funnel'],
      ['Contact', '/#contact'],
    ]);
    const contactUs = screen.getAllByRole('link', { hidden: true }).filter((link) => link.textContent === 'Contact Us');
    expect(contactUs).toHaveLength(1);
    expect(contactUs[0]).toHaveAttribute('href', '/#contact');
    const book = screen.getAllByRole('link', { name: /BOOK A CALL NOW/ })[0];
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('the toggle opens the mobile menu and reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    expect(getToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(getMobileMenu()).not.toBeVisible();

    await user.click(getToggle());

    expect(getToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(getMobileMenu()).toBeVisible();
  });

  it('the mobile menu has every link but Services, plus BOOK A CALL NOW and Our Services', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(getToggle());
    const menu = within(getMobileMenu());

    expect(menu.getAllByRole('link').map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Home',
      'Benefits',
      'Why Hire Us',
      'Testimonials',
      'Content Funnel',
      'Contact',
      'BOOK A CALL NOW',
      'Our Services',
    ]);
    expect(menu.queryByRole('link', { name: 'Services' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/#services');
    const book = menu.getByRole('link', { name: /BOOK A CALL NOW/ });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it.each(['Home', 'Benefits', 'Contact', 'Our Services', 'BOOK A CALL NOW (opens in a new tab)'])(
    'choosing "%s" closes the mobile menu',
    async (name) => {
      const user = userEvent.setup();
      renderWithProviders(<Header />);
      await user.click(getToggle());
      const entry = within(getMobileMenu()).getByRole('link', { name });
      // jsdom cannot follow hash or external links; the menu's own click handling is what matters here.
      entry.addEventListener('click', (event) => event.preventDefault());

      await user.click(entry);

      expect(getToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(getMobileMenu()).not.toBeVisible();
    },
  );

  it('Escape closes the mobile menu and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(getToggle());
    await user.keyboard('{Escape}');
    expect(getToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(getToggle()).toHaveFocus();
  });
});
