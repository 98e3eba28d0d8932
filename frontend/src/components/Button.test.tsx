import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button, type="button" unless told otherwise', () => {
    renderWithProviders(
      <>
        <Button>Save</Button>
        <Button type="submit" variant="secondary">
          Send
        </Button>
      </>,
    );

    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('opens external links in a new tab without giving it the opener, and says so', () => {
    renderWithProviders(<Button href="https://calendly.com/agency/30min">BOOK A CALL NOW</Button>);

    const link = screen.getByRole('link', { name: 'BOOK A CALL NOW (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://calendly.com/agency/30min');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps in-page and same-site links in the tab', () => {
    renderWithProviders(
      <>
        <Button href="/#contact" variant="ghost">
          Contact Us
        </Button>
        <Button to="/checkout">Buy now</Button>
      </>,
    );

    const anchor = screen.getByRole('link', { name: 'Contact Us' });
    expect(anchor).toHaveAttribute('href', '/#contact');
    expect(anchor).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', '/checkout');
  });
});
