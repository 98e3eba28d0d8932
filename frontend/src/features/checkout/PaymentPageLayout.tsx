import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Logo } from '../logo';

export type PaymentPageLayoutProps = {
  children: ReactNode;
};

const Page = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  /* clear of the floating menu, which sits at the top of every page without a hero */
  padding: ${({ theme }) => theme.space[9]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[8]}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  /* room at the bottom for the chat button (ChatWidget) */
  padding-bottom: max(${({ theme }) => theme.space[8]}px, var(--chat-launcher-room, 0px));

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding-top: ${({ theme }) => theme.space[8]}px;
  }
`;

const Column = styled.div`
  width: 100%;
  max-width: 36rem;
  margin: 0 auto;
`;

const Brand = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space[6]}px;

  a {
    border-radius: ${({ theme }) => theme.radius.sm};
    text-decoration: none;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 4px;
  }
`;

/** The centred column with the brand above it, shared by the checkout and the payment result. */
export function PaymentPageLayout({ children }: PaymentPageLayoutProps) {
  return (
    <Page>
      <Column>
        <Brand>
          <Link to="/">
            <Logo size="md" />
            <VisuallyHidden> (home page)</VisuallyHidden>
          </Link>
        </Brand>
        {children}
      </Column>
    </Page>
  );
}
