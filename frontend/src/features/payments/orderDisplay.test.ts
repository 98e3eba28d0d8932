import { formatOrderMethod } from './orderDisplay';

describe('formatOrderMethod', () => {
  it.each([
    [{ type: 'card', brand: 'visa', last4: '4242' }, 'Visa •••• 4242'],
    [{ type: 'card', brand: 'mastercard', last4: '4444' }, 'Mastercard •••• 4444'],
    [{ type: 'card', brand: 'amex', last4: null }, 'American Express'],
    [{ type: 'card', brand: 'unknown', last4: '1234' }, 'Card •••• 1234'],
    [{ type: 'card', brand: null, last4: null }, 'Card'],
    [{ type: 'us_bank_account', brand: null, last4: null }, 'Us bank account'],
    [{ type: null, brand: null, last4: null }, null],
  ])('names %j as %j', (method, text) => {
    expect(formatOrderMethod(method)).toBe(text);
  });
});
