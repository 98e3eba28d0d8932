import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../../components/Toast';
import { theme } from '../../theme/theme';
import { CheckoutPage } from './CheckoutPage';
import { injectStripeKey, removeAppConfig } from '../../test/appConfigScript';
import { actAndSettle } from '../../test/actAndSettle';
import { fakeStripeClient } from '../../test/fakeStripeClient';
import { loadStripeOnce, stripeForElements } from './stripeLoader';

jest.mock('./stripeLoader', () => ({ loadStripeOnce: jest.fn(), stripeForElements: jest.fn() }));

const mockedLoad = jest.mocked(loadStripeOnce);
const mockedForElements = jest.mocked(stripeForElements);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function serverAnswers(status: number, body: unknown) {
  // jsdom has no Response: the page reads only ok, status and json()
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    // a body that is not JSON rejects, as Response.json() does
    json: () => new Promise((resolve) => resolve(JSON.parse(text) as unknown)),
  };
  const fetchMock = jest.fn<Promise<Response>, [url: string, init: RequestInit]>(() =>
    Promise.resolve(response as Response),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the first request the page sent. */
function firstBody(fetchMock: ReturnType<typeof serverAnswers>): { amount: number; metadata: Record<string, string> } {
  const { body } = fetchMock.mock.calls[0][1];
  return JSON.parse(typeof body === 'string' ? body : '') as { amount: number; metadata: Record<string, string> };
}

function renderCheckout(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <CheckoutPage />
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

let client: ReturnType<typeof fakeStripeClient>;

beforeEach(() => {
  client = fakeStripeClient();
  mockedLoad.mockResolvedValue(client.stripe);
  mockedForElements.mockResolvedValue(client.stripe);
  injectStripeKey('pk_test_123');
});
afterEach(() => {
  removeAppConfig();
  jest.clearAllMocks();
});

describe('CheckoutPage', () => {
  it('asks the server once with the spec body, then shows the product, the amount the server charges and the Pay button', async () => {
    const fetchMock = serverAnswers(200, {
      clientSecret: 'pi_1_secret_2',
      amount: 999,
      currency: 'usd',
      product: {
        id: 'ai-strategy',
        name: 'AI Marketing Strategy',
        description: 'Custom AI-powered marketing strategy tailored to your business',
      },
    });
    renderCheckout('/checkout?product=ai-strategy');

    expect(screen.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Complete your purchase securely with Stripe')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Setting up payment...' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Complete your purchase' })).toBeInTheDocument();
    expect(screen.getByText('Custom AI-powered marketing strategy tailored to your business')).toBeInTheDocument();
    expect(screen.getByText('Amount: $999.00')).toBeInTheDocument();
    expect(screen.getByText('You’ll be charged once you submit this form.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $999.00' })).toBeEnabled();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/create-payment-intent');
    const { metadata, ...rest } = firstBody(fetchMock);
    expect(rest).toEqual({ amount: 999 });
    const { visitor_id: visitorId, ...product } = metadata;
    expect(product).toEqual({ product_name: 'AI Marketing Strategy', product_id: 'ai-strategy' });
    expect(visitorId).toMatch(/^[\w-]{21}$/);
    expect(client.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_1_secret_2' }));
  });

  it('answers a product that names no package with the packages there are, and asks the server nothing', async () => {
    const fetchMock = serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 299 });
    renderCheckout('/checkout?product=platinum');
    expect(await screen.findByRole('heading', { name: 'We could not find that package' })).toBeInTheDocument();
    const packages = within(screen.getByRole('list', { name: 'Packages' })).getAllByRole('link');
    expect(packages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Marketing Strategy Session$299.00', '/checkout?product=strategy-call'],
      ['Content Marketing Audit$499.00', '/checkout?product=content-audit'],
      ['AI Marketing Strategy$999.00', '/checkout?product=ai-strategy'],
      ['Full Marketing Package$2499.00', '/checkout?product=full-package'],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([['/checkout'], ['/checkout?product=default']])('sells the default product at %s', async (path) => {
    const fetchMock = serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 299 });
    renderCheckout(path);
    expect(await screen.findByText('Amount: $299.00')).toBeInTheDocument();
    expect(firstBody(fetchMock).metadata.product_id).toBe('strategy-call');
  });

  it('shows a four-digit amount with two decimals and no thousands separator', async () => {
    serverAnswers(200, {
      clientSecret: 'pi_1_secret_2',
      amount: 2499,
      product: { description: 'Complete marketing solution including strategy, content, and implementation' },
    });
    renderCheckout('/checkout?product=full-package');
    expect(await screen.findByText('Amount: $2499.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $2499.00' })).toBeInTheDocument();
    expect(screen.queryByText(/2,499/)).not.toBeInTheDocument();
  });

  it('keeps Pay disabled until Stripe.js has loaded', async () => {
    serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 299 });
    const stripeLoad = deferred<Stripe | null>();
    mockedForElements.mockReturnValue(stripeLoad.promise);
    renderCheckout('/checkout');
    const pay = await screen.findByRole('button', { name: 'Pay $299.00' });
    expect(pay).toBeDisabled();
    await actAndSettle(() => stripeLoad.resolve(client.stripe));
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('without Stripe keys shows the package, its price and one calm message with a contact link, and asks the server nothing', () => {
    injectStripeKey(null);
    const fetchMock = serverAnswers(503, { error: 'Card payments are not set up yet.' });
    renderCheckout('/checkout?product=ai-strategy');
    expect(screen.getByRole('heading', { name: 'AI Marketing Strategy' })).toBeInTheDocument();
    expect(screen.getByText('Custom AI-powered marketing strategy tailored to your business')).toBeInTheDocument();
    expect(screen.getByText('$999.00')).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Card payments are not set up yet');
    expect(within(notice).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/#contact');
    expect(screen.queryByText('Payment Setup Failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-JSON error', 500, 'oops', 'Failed to create payment intent'],
    ['no client secret', 200, { amount: 299 }, 'No client secret returned'],
  ])('shows the failure view on %s', async (_label, status, body, reason) => {
    serverAnswers(status, body);
    renderCheckout('/checkout');
    expect(await screen.findByTestId('payment-setup-reason')).toHaveTextContent(reason);
  });

  it('shows the failure view when Stripe.js cannot load', async () => {
    serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 299 });
    mockedLoad.mockRejectedValue(new Error('Failed to load Stripe.js'));
    mockedForElements.mockResolvedValue(null);
    renderCheckout('/checkout');
    expect(await screen.findByTestId('payment-setup-reason')).toHaveTextContent(
      'Could not initialize payment. Please try again.',
    );
  });

  /** The buyer's details, as a visitor types them. */
  async function fillBuyer(name = 'Amara Lindqvist', email = 'amara@lindqvist.example') {
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), name);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  }

  it("confirms with the return URL on this origin and the buyer's name and email, and toasts Stripe's error", async () => {
    serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 499 });
    client.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    renderCheckout('/checkout?product=content-audit');
    const pay = await screen.findByRole('button', { name: 'Pay $499.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await fillBuyer('  Amara Lindqvist ', 'amara@lindqvist.example ');
    await userEvent.click(pay);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(client.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: {
          return_url: `${window.location.origin}/payment-success`,
          payment_method_data: { billing_details: { name: 'Amara Lindqvist', email: 'amara@lindqvist.example' } },
        },
      }),
    );
    expect(pay).toHaveTextContent('Pay $499.00');
  });

  it('asks for the full name and a valid email before paying, and confirms nothing until then', async () => {
    serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 299 });
    renderCheckout('/checkout');
    const pay = await screen.findByRole('button', { name: 'Pay $299.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    const name = screen.getByRole('textbox', { name: 'Full name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');

    await userEvent.click(pay);
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Please enter your full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(name).toHaveFocus();

    await userEvent.type(name, 'Amara Lindqvist');
    await userEvent.type(email, 'amara@lindqvist');
    await userEvent.click(pay);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address, like jane@company.com'),
    );
    expect(email).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(client.confirmPayment).not.toHaveBeenCalled();
  });

  it("tells Stripe's Payment Element not to ask for the name and email again", async () => {
    serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 299 });
    renderCheckout('/checkout');
    await screen.findByRole('button', { name: 'Pay $299.00' });
    const group = () => (client.elements.mock.results[0]?.value as { create: jest.Mock } | undefined)?.create;
    await waitFor(() =>
      expect(group()).toHaveBeenCalledWith(
        'payment',
        expect.objectContaining({ layout: 'tabs', fields: { billingDetails: { name: 'never', email: 'never' } } }),
      ),
    );
  });

  it('toasts Payment Error when confirming throws', async () => {
    serverAnswers(200, { clientSecret: 'pi_1_secret_2', amount: 299 });
    client.confirmPayment.mockRejectedValue(new Error('Network down'));
    renderCheckout('/checkout');
    const pay = await screen.findByRole('button', { name: 'Pay $299.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await fillBuyer();
    await userEvent.click(pay);
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
  });
});
