import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page is missing and hints at the router', () => {
    renderWithProviders(<NotFoundPage />, { initialEntries: ['/no-such-page'] });

    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('links back to the home page', () => {
    renderWithProviders(<NotFoundPage />, { initialEntries: ['/no-such-page'] });

    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });

  it('keeps its icon out of the accessibility tree', () => {
    const { container } = renderWithProviders(<NotFoundPage />);

    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the icon is hidden from assistive technology on purpose, which is what this checks: no accessible query finds it
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
