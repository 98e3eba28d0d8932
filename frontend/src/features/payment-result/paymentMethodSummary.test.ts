import type { PaymentIntent } from '@stripe/stripe-js';
import { describePaymentMethod, localTransactionId, paymentMethodSummary } from './paymentMethodSummary';

const intent = (extra: Record<string, unknown>) =>
  ({ id: 'pi_1', status: 'succeeded', amount: 100, ...extra }) as unknown as PaymentIntent;

describe('payment method summary', () => {
  it('reads payment_method_details or an expanded payment_method, only with last4', () => {
    expect(paymentMethodSummary(intent({ payment_method_details: { type: 'card', card: { last4: '4242' } } }))).toEqual(
      { type: 'card', last4: '4242' },
    );
    expect(paymentMethodSummary(intent({ payment_method: { type: 'card', card: { last4: '0005' } } }))).toEqual({
      type: 'card',
      last4: '0005',
    });
    expect(paymentMethodSummary(intent({ payment_method: 'pm_1' }))).toBeNull();
    expect(paymentMethodSummary(intent({ payment_method_details: { type: 'link' } }))).toBeNull();
  });

  it('masks cards and names other types', () => {
    expect(describePaymentMethod({ type: 'card', last4: '4242' })).toBe('Credit Card •••• 4242');
    expect(describePaymentMethod({ type: 'us_bank_account', last4: '6789' })).toBe('Us Bank Account');
  });

  it('makes a base-36 time stamp', () => {
    expect(localTransactionId(1_700_000_000_000)).toBe((1_700_000_000_000).toString(36).toUpperCase());
  });
});
