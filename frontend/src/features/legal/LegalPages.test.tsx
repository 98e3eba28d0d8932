import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CookiesPage } from './CookiesPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const pages: Array<[string, string, ComponentType]> = [
  ['/privacy', 'Privacy Policy', PrivacyPage],
  ['/terms', 'Terms of Service', TermsPage],
  ['/cookies', 'Cookie Policy', CookiesPage],
];

describe.each(pages)('%s', (path, heading, Page) => {
  it('renders its heading, the date and the shared header with the current page marked', () => {
    renderWithProviders(<Page />, { initialEntries: [path] });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: May 10, 2025');

    const nav = screen.getByRole('navigation', { name: 'Legal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Privacy Policy', 'Terms', 'Cookie Policy']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/privacy', '/terms', '/cookies']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
  });
});

describe('policy content', () => {
  it('says the service is not directed to children under 13 and names the processors', () => {
    renderWithProviders(<PrivacyPage />, { initialEntries: ['/privacy'] });
    expect(screen.getByText(/not directed to children under 13/)).toBeInTheDocument();
    const processors = screen.getByRole('table');
    for (const name of [
      'Stripe',
      'ElevenLabs',
      'Google Analytics',
      'Meta Pixel and Conversions API',
      'Large language model',
    ]) {
      expect(processors).toHaveTextContent(name);
    }
  });

  it('lists the session cookie, the visitor id and the analytics cookies', () => {
    renderWithProviders(<CookiesPage />, { initialEntries: ['/cookies'] });
    for (const name of ['connect.sid', 'visitorId', '_ga', '_fbp']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
  });
});
