import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';

export type PaymentSetupFailedProps = {
  /** the server's reason or the spec's message, shown under the standard text */
  reason: string;
  onRetry: () => void;
};

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Reason = styled.p`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The checkout's failure view (spec section 2): Try Again reloads the page. */
export function PaymentSetupFailed({ reason, onRetry }: PaymentSetupFailedProps) {
  return (
    <Card as="section" padding="lg" elevated aria-labelledby="payment-setup-failed" role="alert">
      <Title id="payment-setup-failed">Payment Setup Failed</Title>
      <Text>Please refresh the page or try again later.</Text>
      <Reason data-testid="payment-setup-reason">{reason}</Reason>
      <Button onClick={onRetry}>Try Again</Button>
    </Card>
  );
}
