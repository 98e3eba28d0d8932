const exact = new Intl.NumberFormat('en-US');
const rounded = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 2 });

/**
 * A lead list's total as the server gives it: exact ("1,234"), or, where it is the database's
 * estimate of a filter matching many leads, "about 130K".
 */
export function leadTotalText(totalCount: number, isEstimate: boolean): string {
  return isEstimate ? `about ${rounded.format(totalCount)}` : exact.format(totalCount);
}
