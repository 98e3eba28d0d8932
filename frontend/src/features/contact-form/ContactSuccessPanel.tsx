import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { BookingLink } from '../../components/BookingLink';
import { Button } from '../../components/Button';

export type ContactSuccessPanelProps = {
  /** who applied: the booking link fills in their name and email */
  lead: { name: string; email: string };
  onSubmitAnother: () => void;
};

/**
 * Replaces the form after a stored application; takes focus so screen readers announce it. The
 * visitor may book the call at once: their own name and email, just sent, go to the booking page
 * they open themselves.
 */
export function ContactSuccessPanel({ lead, onSubmitAnother }: ContactSuccessPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Panel>
      <Badge aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Badge>
      <Heading ref={headingRef} tabIndex={-1}>
        Message Received!
      </Heading>
      <Text>
        Thank you for applying. A strategist is reviewing your answers now and will contact you within 48 hours to
        arrange your strategy call, or pick a time for it yourself now.
      </Text>
      <BookingLink size="lg" prefill={{ name: lead.name, email: lead.email }}>
        Book your call now
      </BookingLink>
      <Button variant="secondary" onClick={onSubmitAnother}>
        Submit Another Message
      </Button>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => `${theme.space[8]}px ${theme.space[5]}px`};
  text-align: center;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }

  &:focus {
    outline: none;
  }
`;

const Text = styled.p`
  max-width: 44ch;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.body};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;
