import { Elements } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { Card } from '../../components/Card';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/Toast';
import { getAppConfig } from '../../config/appConfig';
import { getOrCreateVisitorId } from '../tracking';
import { BRAND_NAME } from '../logo';
import { CheckoutForm } from './CheckoutForm';
import {
  createPaymentIntent,
  PaymentSetupError,
  SETUP_FALLBACK_MESSAGE,
  type PaymentIntentResult,
} from './createPaymentIntent';
import { formatDollars } from './formatAmount';
import { PackageDescription, PackagePrice, PackageTitle } from './packageSummaryStyles';
import { PaymentPageLayout } from './PaymentPageLayout';
import { PaymentSetupFailed } from './PaymentSetupFailed';
import { PackageNotFound, PaymentsNotSetUp } from './CheckoutNotices';
import { checkoutProductFor, type CheckoutProduct } from './products';
import { loadStripeOnce, stripeForElements } from './stripeLoader';

type SetupState =
  { phase: 'loading' } | { phase: 'ready'; intent: PaymentIntentResult } | { phase: 'failed'; reason: string };

const Heading = styled.header`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
  line-height: ${({ theme }) => theme.lineHeight.tight};
  margin-bottom: ${({ theme }) => theme.space[2]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Loading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[8]}px 0;
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  padding-bottom: ${({ theme }) => theme.space[5]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

function visitorIdOrNull(): string | null {
  try {
    return getOrCreateVisitorId();
  } catch {
    return null;
  }
}

/**
 * /checkout?product=… (spec section 2). Any setup failure, including Stripe.js not loading within
 * its time-out, ends on the failure view rather than an endless spinner. A product value that
 * names no package, and a server without Stripe keys, each get a page of their own instead.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const product = checkoutProductFor(params.get('product'));
  const publishableKey = getAppConfig().stripePublishableKey;

  let content: ReactNode;
  if (product === null) content = <PackageNotFound />;
  else if (publishableKey === null) content = <PaymentsNotSetUp product={product} />;
  else content = <CardCheckout product={product} publishableKey={publishableKey} />;

  return (
    <PaymentPageLayout>
      <PageMeta
        title={`Secure Checkout | ${BRAND_NAME}`}
        description="Pay for your marketing strategy session, content audit, AI strategy or full marketing package securely by card with Stripe."
      />
      <Heading>
        <Title>Secure Checkout</Title>
        <Lead>Complete your purchase securely with Stripe</Lead>
      </Heading>
      {content}
    </PaymentPageLayout>
  );
}

/** Asks the server for a payment intent once per product, then shows Stripe's Payment Element. */
function CardCheckout({ product, publishableKey }: { product: CheckoutProduct; publishableKey: string }) {
  const { toast } = useToast();
  const theme = useTheme();
  // the setup of the product it was made for: choosing another product starts again from loading
  const [setup, setSetup] = useState<{ productId: string; state: SetupState } | null>(null);
  const state: SetupState = setup?.productId === product.id ? setup.state : { phase: 'loading' };
  // one request per product selection, even when React runs the effect twice in development
  const request = useRef<{ productId: string; promise: Promise<PaymentIntentResult> } | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (next: (previous: SetupState | null) => SetupState) => {
      if (!current) return;
      setSetup((previous) => ({
        productId: product.id,
        state: next(previous?.productId === product.id ? previous.state : null),
      }));
    };
    const fail = (reason: string) => {
      if (!current) return;
      settle(() => ({ phase: 'failed', reason }));
      toast({ title: 'Payment Setup Failed', description: reason, variant: 'destructive' });
    };
    if (request.current?.productId !== product.id) {
      request.current = { productId: product.id, promise: createPaymentIntent(product, visitorIdOrNull()) };
    }
    // start Stripe.js while the server works; the form waits for both
    loadStripeOnce(publishableKey).catch(() => fail(SETUP_FALLBACK_MESSAGE));
    request.current.promise.then(
      // a Stripe.js failure that came first stands
      (intent) => settle((previous) => (previous?.phase === 'failed' ? previous : { phase: 'ready', intent })),
      (error: unknown) => fail(error instanceof PaymentSetupError ? error.message : SETUP_FALLBACK_MESSAGE),
    );
    return () => {
      current = false;
    };
  }, [product, publishableKey, toast]);

  const appearance = useMemo<Appearance>(
    () => ({
      theme: 'stripe',
      variables: {
        colorPrimary: theme.color.accent,
        colorText: theme.color.ink,
        colorDanger: theme.color.danger,
        fontFamily: theme.font.body,
        borderRadius: theme.radius.md,
      },
    }),
    [theme],
  );

  return (
    <>
      {state.phase === 'loading' && (
        <Loading>
          <Spinner size="lg" label="Setting up payment..." />
          <p aria-hidden="true">Setting up payment...</p>
        </Loading>
      )}

      {state.phase === 'failed' && (
        <PaymentSetupFailed reason={state.reason} onRetry={() => window.location.reload()} />
      )}

      {state.phase === 'ready' && (
        <Card as="section" padding="lg" elevated aria-labelledby="checkout-summary">
          <PackageTitle id="checkout-summary">Complete your purchase</PackageTitle>
          <PackageDescription>{state.intent.description}</PackageDescription>
          <PackagePrice>Amount: ${formatDollars(state.intent.amount)}</PackagePrice>
          <Note>You&rsquo;ll be charged once you submit this form.</Note>
          <Elements
            key={state.intent.clientSecret}
            stripe={stripeForElements(publishableKey)}
            options={{ clientSecret: state.intent.clientSecret, appearance }}
          >
            <CheckoutForm amount={state.intent.amount} />
          </Elements>
        </Card>
      )}
    </>
  );
}
