import confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { useBookingUrl } from '../../config/useBookingUrl';
import { formatDollars, PaymentPageLayout } from '../checkout';
import { BRAND_NAME } from '../logo';
import { describePaymentMethod, localTransactionId } from './paymentMethodSummary';
import { usePaymentResult } from './usePaymentResult';

/** Spec section 9. */
export const CONFETTI = { particleCount: 100, spread: 70, origin: { y: 0.6 } } as const;

const Panel = styled(Card)`
  text-align: center;
`;

const Title = styled.h1<{ $tone: 'success' | 'danger' | 'ink' }>`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
  line-height: ${({ theme }) => theme.lineHeight.tight};
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.ink)};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Badge = styled.span<{ $tone: 'success' | 'danger' }>`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.successSoft : theme.color.dangerSoft)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
`;

const Confirmed = styled.div`
  margin: ${({ theme }) => theme.space[5]}px 0;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  border: 1px solid ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.success};
`;

const Paid = styled.p`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  text-align: left;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }

  dt {
    color: ${({ theme }) => theme.color.muted};
  }

  dd {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const NextSteps = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  text-align: left;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    margin-bottom: ${({ theme }) => theme.space[2]}px;
  }

  p {
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    flex-direction: column;

    & > * {
      width: 100%;
    }
  }
`;

function CheckIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function AlertIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 7.5v5.25" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="16.25" r="1.15" fill="currentColor" />
    </svg>
  );
}

/** /payment-success (spec section 2): where Stripe sends the visitor back after confirming. */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const result = usePaymentResult(params.get('payment_intent_client_secret'));
  const bookingUrl = useBookingUrl();
  const [transactionId] = useState(() => localTransactionId());
  const celebrated = useRef(false);

  useEffect(() => {
    if (result.status !== 'success' || celebrated.current) return;
    celebrated.current = true;
    void Promise.resolve(confetti({ ...CONFETTI, disableForReducedMotion: true })).catch(() => undefined);
  }, [result.status]);

  return (
    <PaymentPageLayout>
      <PageMeta
        title={`Payment | ${BRAND_NAME}`}
        description="The result of your card payment, with your receipt details and how to book your strategy call."
      />
      {result.status === 'loading' && (
        <Panel forwardedAs="section" padding="lg" elevated aria-busy="true">
          <Spinner size="lg" label="Processing Your Payment" />
          <Title $tone="ink">Processing Your Payment</Title>
          <Text>This takes a few seconds. Please keep this page open.</Text>
        </Panel>
      )}

      {result.status === 'success' && (
        <Panel forwardedAs="section" padding="lg" elevated>
          <Badge $tone="success">
            <CheckIcon />
          </Badge>
          <Title $tone="success">Payment Successful!</Title>
          <Text>Thank you for your purchase. Your payment has been processed successfully.</Text>
          <Confirmed>
            <Paid>${formatDollars(result.amount)}</Paid>
            <p>Payment Confirmed</p>
          </Confirmed>
          <Details>
            {result.method && (
              <div>
                <dt>Payment Method:</dt>
                <dd>{describePaymentMethod(result.method)}</dd>
              </div>
            )}
            <div>
              <dt>Transaction ID:</dt>
              <dd>{transactionId}</dd>
            </div>
          </Details>
          <NextSteps aria-labelledby="whats-next">
            <h2 id="whats-next">What&rsquo;s Next?</h2>
            <p>
              Book your 30-minute call with our team: we&rsquo;ll walk through your goals and plan the first steps of
              your engagement together.
            </p>
          </NextSteps>
          <Actions>
            <Button href={bookingUrl} size="lg">
              Book a Call Now
            </Button>
            <Button to="/" variant="secondary" size="lg">
              Return to Home
            </Button>
          </Actions>
        </Panel>
      )}

      {result.status === 'error' && (
        <Panel forwardedAs="section" padding="lg" elevated role="alert">
          <Badge $tone="danger">
            <AlertIcon />
          </Badge>
          <Title $tone="danger">Payment Verification Failed</Title>
          <Text>We couldn&rsquo;t verify your payment details. Please contact our support team if you need help.</Text>
          <Text>
            If your card was charged, please contact support with your order details. Otherwise, please try again with
            another payment method.
          </Text>
          <Actions>
            <Button to="/checkout" size="lg">
              Try Again
            </Button>
            <Button to="/" variant="secondary" size="lg">
              Return to Home
            </Button>
          </Actions>
        </Panel>
      )}
    </PaymentPageLayout>
  );
}
