// What the payment result page shares with the checkout: its frame, amounts and Stripe.js.
export { PaymentPageLayout } from './PaymentPageLayout';
export { centsToDollars, formatDollars } from './formatAmount';
export { loadStripeOnce } from './stripeLoader';
