import { render, screen } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { injectStripeKey, removeAppConfig } from '../../test/appConfigScript';
import { fakeStripeClient } from '../../test/fakeStripeClient';
import { jsonResponse } from '../../test/jsonResponse';
import type * as Checkout from '../checkout';
import { loadStripeOnce } from '../checkout';
import { PaymentResultPage } from './PaymentResultPage';

jest.mock('../checkout', () => ({
  ...jest.requireActual<typeof Checkout>('../checkout'),
  loadStripeOnce: jest.fn(),
}));
jest.mock('canvas-confetti', () => jest.fn(() => Promise.resolve()));

const mockedLoad = jest.mocked(loadStripeOnce);
const mockedConfetti = jest.mocked(confetti);

function renderResult(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentResultPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const WITH_SECRET =
  '/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded';
let client: ReturnType<typeof fakeStripeClient>;
/** the server's summary of the payment: what it read from Stripe with the secret key */
let summaryAnswer: Response;
let summaryUrls: string[];

beforeEach(() => {
  summaryAnswer = jsonResponse(200, { success: true, data: { status: 'succeeded', payment_method: null } });
  summaryUrls = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
    summaryUrls.push(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url);
    return Promise.resolve(summaryAnswer);
  }) as typeof fetch;
  client = fakeStripeClient();
  mockedLoad.mockResolvedValue(client.stripe);
  injectStripeKey('pk_test_123');
});
afterEach(() => {
  removeAppConfig();
  jest.clearAllMocks();
});

async function expectErrorView() {
  expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
  expect(screen.getByText(/couldn’t verify your payment details/)).toBeInTheDocument();
  expect(
    screen.getByText(/If your card was charged, please contact support with your order details/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
}

describe('PaymentResultPage', () => {
  it('shows the paid amount, the masked card and a local transaction id, with confetti', async () => {
    // Stripe.js with the publishable key sees no card: the card comes from the server's summary
    client.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 99900, payment_method: 'pm_1' },
    });
    summaryAnswer = jsonResponse(200, {
      success: true,
      data: { status: 'succeeded', payment_method: { type: 'card', brand: 'visa', last4: '4242' } },
    });
    renderResult(WITH_SECRET);
    expect(screen.getByRole('heading', { name: 'Processing Your Payment' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your purchase. Your payment has been processed successfully.'),
    ).toBeInTheDocument();
    expect(screen.getByText('$999.00')).toBeInTheDocument();
    expect(screen.getByText('Payment Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Payment Method:')).toBeInTheDocument();
    expect(screen.getByText('Credit Card •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID:').nextElementSibling?.textContent).toMatch(/^[0-9A-Z]{6,}$/);
    expect(screen.getByRole('heading', { name: 'What’s Next?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book a Call Now/ })).toHaveAttribute(
      'href',
      'https://cal.example.com/strategy',
    );
    expect(screen.getByRole('link', { name: /Book a Call Now/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(client.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_2');
    expect(summaryUrls).toEqual(['/api/payments/pi_1/summary?client_secret=pi_1_secret_2']);
    expect(mockedConfetti).toHaveBeenCalledTimes(1);
    expect(mockedConfetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 100, spread: 70, origin: { y: 0.6 } }),
    );
  });

  it('leaves out the payment method row when no last4 is known', async () => {
    client.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 29900, payment_method: 'pm_1' },
    });
    renderResult(WITH_SECRET);
    expect(await screen.findByText('$299.00')).toBeInTheDocument();
    expect(screen.queryByText('Payment Method:')).not.toBeInTheDocument();
  });

  it('still shows the success without the row when the summary cannot be read', async () => {
    client.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 29900, payment_method: 'pm_1' },
    });
    summaryAnswer = jsonResponse(404, { error: 'Payment not found' });
    renderResult(WITH_SECRET);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Method:')).not.toBeInTheDocument();
  });

  it('shows a four-digit amount with two decimals and no thousands separator', async () => {
    client.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 249900, payment_method: 'pm_1' },
    });
    renderResult(WITH_SECRET);
    expect(await screen.findByText('$2499.00')).toBeInTheDocument();
    expect(screen.queryByText(/2,499/)).not.toBeInTheDocument();
  });

  it('shows the error view without a client secret, and never loads Stripe.js', async () => {
    renderResult('/payment-success');
    await expectErrorView();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('shows the error view when the server has no publishable key', async () => {
    injectStripeKey(null);
    renderResult(WITH_SECRET);
    await expectErrorView();
  });

  it.each([
    [
      'retrieval returns an error',
      () => client.retrievePaymentIntent.mockResolvedValue({ error: { message: 'No such payment_intent' } }),
    ],
    ['retrieval throws', () => client.retrievePaymentIntent.mockRejectedValue(new Error('network'))],
    [
      'the payment is still processing',
      () => client.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { status: 'processing', amount: 100 } }),
    ],
    ['Stripe.js does not load', () => mockedLoad.mockRejectedValue(new Error('Stripe.js did not load in time'))],
  ])('shows the error view when %s', async (_label, arrange) => {
    arrange();
    renderResult(WITH_SECRET);
    await expectErrorView();
    expect(mockedConfetti).not.toHaveBeenCalled();
  });
});
