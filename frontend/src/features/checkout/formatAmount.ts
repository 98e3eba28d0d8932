/** `1234.5` -> `1,234.50`: dollars with two decimals (spec section 9). */
export function formatDollars(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Stripe amounts are in cents. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
