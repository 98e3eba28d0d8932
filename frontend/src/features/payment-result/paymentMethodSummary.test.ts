import { describePaymentMethod, localTransactionId } from './paymentMethodSummary';

describe('payment method summary', () => {
  it('masks cards and names other types', () => {
    expect(describePaymentMethod({ type: 'card', brand: 'visa', last4: '4242' })).toBe('Credit Card •••• 4242');
    expect(describePaymentMethod({ type: 'us_bank_account', brand: null, last4: '6789' })).toBe('Us Bank Account');
  });

  it('makes a base-36 time stamp', () => {
    expect(localTransactionId(1_700_000_000_000)).toBe((1_700_000_000_000).toString(36).toUpperCase());
  });
});
