import { Link } from 'react-router';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { formatDollars } from './formatAmount';
import { PackageDescription, PackagePrice, PackageTitle } from './packageSummaryStyles';
import { CHECKOUT_PRODUCTS, type CheckoutProduct } from './products';

const Price = styled(PackagePrice)`
  padding-bottom: ${({ theme }) => theme.space[5]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }

  p {
    color: ${({ theme }) => theme.color.inkSoft};
  }

  a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Packages = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
    min-height: 44px;
    align-items: center;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-decoration: none;

    &:hover {
      border-color: ${({ theme }) => theme.color.accent};
    }
  }

  span {
    color: ${({ theme }) => theme.color.muted};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The checkout while the server has no Stripe keys: a configured state, not a failure, so it shows
 * the package and its price, says once that card payments are not set up, and points to the
 * contact form (no toast, no request to the server).
 */
export function PaymentsNotSetUp({ product }: { product: CheckoutProduct }) {
  return (
    <Card as="section" padding="lg" elevated aria-labelledby="checkout-product">
      <PackageTitle id="checkout-product">{product.name}</PackageTitle>
      <PackageDescription>{product.description}</PackageDescription>
      <Price>${formatDollars(product.amount)}</Price>
      <Notice role="status">
        <h3>Card payments are not set up yet</h3>
        <p>
          To buy the {product.name}, <Link to="/#contact">contact us</Link> and we will arrange the payment with you.
        </p>
      </Notice>
    </Card>
  );
}

/** The checkout of a `product` value that names no package: the packages there are, each a link to its checkout. */
export function PackageNotFound() {
  return (
    <Card as="section" padding="lg" elevated aria-labelledby="package-not-found">
      <PackageTitle id="package-not-found">We could not find that package</PackageTitle>
      <PackageDescription>The link may be old or mistyped. These are the packages you can buy:</PackageDescription>
      <Packages aria-label="Packages">
        {CHECKOUT_PRODUCTS.map((product) => (
          <li key={product.id}>
            <Link to={`/checkout?product=${product.id}`}>
              {product.name}
              <span>${formatDollars(product.amount)}</span>
            </Link>
          </li>
        ))}
      </Packages>
    </Card>
  );
}
