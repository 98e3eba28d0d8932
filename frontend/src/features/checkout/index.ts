// What other features share with the checkout: its frame, amounts, Stripe.js and its packages (the chat's Buy links).
export { PaymentPageLayout } from './PaymentPageLayout';
export { centsToDollars, formatDollars } from './formatAmount';
export { loadStripeOnce } from './stripeLoader';
export { checkoutProductFor } from './products';
