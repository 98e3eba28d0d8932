/**
 * `1234.5` -> `1234.50`: dollars with exactly two decimals and no thousands separator, as the spec
 * shows them ('Amount: $' plus the amount with two decimals, 'Pay $X.XX'; section 9: "Amounts shown
 * with 2 decimals").
 */
export function formatDollars(amount: number): string {
  return amount.toFixed(2);
}

/** Stripe amounts are in cents. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
