import { centsToDollars, formatDollars } from './formatAmount';

describe('formatDollars', () => {
  it.each([
    [2499, '2499.00'],
    [999, '999.00'],
    [1234.5, '1234.50'],
    [0.1, '0.10'],
    [0, '0.00'],
    [12345678.9, '12345678.90'],
  ])('formats %p as %p: two decimals, no thousands separator', (amount, expected) => {
    expect(formatDollars(amount)).toBe(expected);
  });

  it('formats a provider amount in cents', () => {
    expect(formatDollars(centsToDollars(249900))).toBe('2499.00');
    expect(formatDollars(centsToDollars(29999))).toBe('299.99');
  });
});
