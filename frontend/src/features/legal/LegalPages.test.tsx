import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../test/jsonResponse';
import type { ComponentType } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { rowWith } from '../../test/rowWith';
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
    const processors = screen.getByRole('table', { name: /Service providers/ });
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

describe('the retention periods on the privacy page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('states the defaults first, as prerendered, then the periods in force', async () => {
    const fetchMock = jest.fn((_url: string) =>
      Promise.resolve(
        jsonResponse(200, {
          success: true,
          data: {
            leads_without_discovery_call_days: 730,
            spam_days: 14,
            unlinked_chat_days: 90,
            chat_audio_hours: 1,
            audit_days: 400,
          },
        }),
      ),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<PrivacyPage />, { initialEntries: ['/privacy'] });
    const table = screen.getByRole('table', { name: /How long we keep it/ });
    const periodOf = (text: RegExp) => within(rowWith(table, text)).getAllByRole('cell').at(-1)?.textContent;
    expect(periodOf(/spam filter/)).toBe('30 days');
    await waitFor(() => expect(periodOf(/spam filter/)).toBe('14 days'));
    expect(fetchMock).toHaveBeenCalledWith('/api/retention-periods', expect.anything());
    expect(periodOf(/not led to a strategy call/)).toBe('730 days');
    expect(periodOf(/did not lead to an application/)).toBe('90 days');
    expect(periodOf(/Spoken versions/)).toBe('1 hour');
    expect(periodOf(/what our staff did/)).toBe('400 days');
  });
});
