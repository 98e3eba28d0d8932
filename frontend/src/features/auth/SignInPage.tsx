import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PageSpinner } from '../../components/PageSpinner';
import { MeDocument } from '../../graphql/generated/graphql';
import { BRAND_NAME, Logo } from '../logo';
import { loadServerPage } from './loadServerPage';
import { returnTarget } from './returnPath';
import { SignInForm } from './SignInForm';
import { SignInMarketingPanel } from './SignInMarketingPanel';
import { useCurrentUser } from './useCurrentUser';
import { isSignedOutState } from './useSignOut';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surface};

  /* the form comes first in reading order; on wide screens the panel sits on its left */
  & > aside {
    order: -1;
  }

  @media (max-width: 900px) {
    grid-template-columns: 1fr;

    & > aside {
      order: 0;
    }
  }
`;

const FormSide = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[7]}px;

  @media (max-width: 900px) {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[7]}px;
  }
`;

const FormInner = styled.div`
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
`;

const TopBar = styled.div`
  display: none;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;

  @media (max-width: 900px) {
    display: flex;
  }
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.04em;

  svg {
    width: 14px;
    height: 14px;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.02em;
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.color.muted};
`;

const Footnote = styled.p`
  margin-top: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;

/**
 * /auth and /login: the back office's sign-in. A signed-in user goes straight on to where they were
 * going (`?next=` or the page they came from), else the back office.
 */
export function SignInPage() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const justSignedOut = isSignedOutState(location.state);
  const resetting = useRef(false);

  useEffect(() => {
    document.title = `Sign in | ${BRAND_NAME} back office`;
  }, []);

  useEffect(() => {
    if (!justSignedOut || resetting.current) return;
    resetting.current = true;
    // Straight after a sign-out: drop everything the session cached and ask again only who is
    // signed in (null now). resetStore would refetch every query still watched, including the
    // admin page's, without a session. Then forget the flag so a reload does not do it again.
    const path = `${location.pathname}${location.search}`;
    client
      .clearStore()
      .then(() => client.refetchQueries({ include: [MeDocument] }))
      .catch((error: unknown) => {
        // a refetch cut short by a newer one is expected; anything else is worth a log line
        if (!(error instanceof Error && error.name === 'AbortError')) {
          console.error('Could not reset the Apollo store', error);
        }
      })
      .finally(() => {
        resetting.current = false;
        void navigate(path, { replace: true, state: null });
      });
  }, [client, justSignedOut, location.pathname, location.search, navigate]);

  // The cached user of a session that just ended is not a reason to leave.
  const leaving = user !== null && !justSignedOut;
  const target = returnTarget(location.state, location.search);

  useEffect(() => {
    // already signed in and sent here from a page the server serves (the GraphQL explorer): back there
    if (leaving && target.fullPageLoad) loadServerPage(target.path);
  }, [leaving, target.fullPageLoad, target.path]);

  if (leaving) return target.fullPageLoad ? <PageSpinner /> : <Navigate to={target.path} replace />;

  return (
    <Page>
      <FormSide>
        <FormInner>
          {/* phones only; the top right stays free for the site's floating menu button */}
          <TopBar>
            <Logo size="sm" />
          </TopBar>
          <Badge>
            <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <rect x="4" y="9" width="12" height="8" rx="2" />
              <path d="M7 9V7a3 3 0 0 1 6 0v2" />
            </svg>
            Private administration area
          </Badge>
          <Title>Sign in to the back office</Title>
          <Intro>
            This area is for {BRAND_NAME} staff only. Sign in to review leads, export them and manage the tracking on
            the public site.
          </Intro>
          <SignInForm />
          <Footnote>
            Not on the team? <Link to="/">Return to the {BRAND_NAME} website</Link>
          </Footnote>
        </FormInner>
      </FormSide>
      <SignInMarketingPanel />
    </Page>
  );
}
