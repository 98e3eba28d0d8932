/**
 * The checkout's products as the page labels them (spec section 3). The server's catalogue is the
 * only source of the price actually charged; the page shows the amount the server answers.
 */
export type CheckoutProduct = {
  id: string;
  name: string;
  description: string;
  /** in dollars */
  amount: number;
};

export const CHECKOUT_PRODUCTS: readonly CheckoutProduct[] = [
  {
    id: 'strategy-call',
    name: 'Marketing Strategy Session',
    amount: 299,
    description: 'One hour strategic consultation with our marketing experts',
  },
  {
    id: 'content-audit',
    name: 'Content Marketing Audit',
    amount: 499,
    description: 'Comprehensive analysis of your current content marketing strategy',
  },
  {
    id: 'ai-strategy',
    name: 'AI Marketing Strategy',
    amount: 999,
    description: 'Custom AI-powered marketing strategy tailored to your business',
  },
  {
    id: 'full-package',
    name: 'Full Marketing Package',
    amount: 2499,
    description: 'Complete marketing solution including strategy, content, and implementation',
  },
];

const DEFAULT_CHECKOUT_PRODUCT: CheckoutProduct = CHECKOUT_PRODUCTS[0];

/**
 * The `product` query value's product: no value (or the spec's `default`) is the default product;
 * a value that names no package is null, so the page says so instead of selling something else.
 */
export function checkoutProductFor(id: string | null): CheckoutProduct | null {
  if (id === null || id === '' || id === 'default') return DEFAULT_CHECKOUT_PRODUCT;
  return CHECKOUT_PRODUCTS.find((product) => product.id === id) ?? null;
}
