/**
 * The products the checkout sells (spec section 3). This table is the only source of prices: the
 * amount a browser sends is never charged.
 */
export type Product = {
  id: string;
  name: string;
  description: string;
  /** in the smallest currency unit (cents) */
  amountCents: number;
  currency: 'usd';
};

const CATALOGUE = [
  {
    id: 'strategy-call',
    name: 'Marketing Strategy Session',
    description: 'One hour strategic consultation with our marketing experts',
    amountCents: 299_00,
    currency: 'usd',
  },
  {
    id: 'content-audit',
    name: 'Content Marketing Audit',
    description: 'Comprehensive analysis of your current content marketing strategy',
    amountCents: 499_00,
    currency: 'usd',
  },
  {
    id: 'ai-strategy',
    name: 'AI Marketing Strategy',
    description: 'Custom AI-powered marketing strategy tailored to your business',
    amountCents: 999_00,
    currency: 'usd',
  },
  {
    id: 'full-package',
    name: 'Full Marketing Package',
    description: 'Complete marketing solution including strategy, content, and implementation',
    amountCents: 2499_00,
    currency: 'usd',
  },
] as const satisfies readonly Product[];

/** The catalogue's product ids, as a type, so other modules (the chat's knowledge) can name a product safely. */
export type ProductId = (typeof CATALOGUE)[number]['id'];

export const PRODUCTS: readonly (Product & { id: ProductId })[] = CATALOGUE;

/** The spec's `default` product is the strategy call. */
const DEFAULT_PRODUCT: Product = PRODUCTS[0];

/** The product with this id; any other value (missing, unknown, `default`) is the default product. */
export function productFor(id: string | null | undefined): Product {
  return PRODUCTS.find((product) => product.id === id) ?? DEFAULT_PRODUCT;
}
