import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageMeta } from '../../components/PageMeta';
import { usePageHydrated } from '../../hydration/usePageHydrated';
import { BRAND_NAME } from '../logo';

const Backdrop = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 28rem;
  text-align: left;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const IconBadge = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.01em;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[6]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

function AlertIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 7.5v5.25" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="16.25" r="1.15" fill="currentColor" />
    </svg>
  );
}

/** Shown for any path the router does not know (and, until a page is built, for its route). */
export function NotFoundPage() {
  usePageHydrated();
  return (
    <Backdrop>
      <PageMeta
        title={`404 Page Not Found | ${BRAND_NAME}`}
        description="This page does not exist. Head back to the home page to see our AI marketing services, results and how to book a strategy call."
      />
      <Panel padding="lg" elevated>
        <Header>
          <IconBadge>
            <AlertIcon />
          </IconBadge>
          <Title>404 Page Not Found</Title>
        </Header>
        <Message>Did you forget to add the page to the router?</Message>
        <Actions>
          <Button to="/" variant="primary">
            Back to the home page
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
