import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RelativeTime } from '../../components/RelativeTime';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { QueryPlaceholder, StatusMessage } from '../../components/StatusMessage';
import { useToast } from '../../components/Toast';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useMySessionsQuery,
  type MySessionsQuery,
} from '../../graphql/generated/graphql';
import { useSignOut } from '../auth';
import { describeUserAgent } from './sessionDisplay';

type SessionRow = MySessionsQuery['mySessions'][number];

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;

  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  p {
    max-width: 60ch;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Body = styled.div`
  flex: 1 1 16rem;
  min-width: 0;

  h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const ThisDevice = styled.span`
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/**
 * Account → Security: where you are signed in (browser and device in words, IP, when it signed in
 * and was last active), signing one out, or all but this one. Signing this one out is the usual
 * sign-out.
 */
export function SessionsCard() {
  const headingId = useId();
  const { toast } = useToast();
  const { signOut, signingOut } = useSignOut();
  const { data, loading, error, refetch } = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [endSession] = useEndSessionMutation();
  const [endOthers, { loading: endingOthers }] = useEndOtherSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [confirmingOthers, setConfirmingOthers] = useState(false);

  const failed = (title: string, failure: unknown) =>
    toast({ title, description: serverErrorMessage(failure) ?? 'Try again in a moment.', variant: 'destructive' });

  const end = async (session: SessionRow) => {
    if (session.current) {
      await signOut();
      return;
    }
    setEnding(session.id);
    try {
      await endSession({ variables: { id: session.id } });
      toast({ title: 'Signed out', description: `${describeUserAgent(session.userAgent)} must sign in again.` });
    } catch (failure) {
      failed('That session could not be signed out', failure);
    }
    setEnding(null);
    await refetch().catch(() => undefined);
  };

  const endAllOthers = async () => {
    try {
      const { data: answer } = await endOthers();
      const count = answer?.endOtherSessions ?? 0;
      toast({
        title: 'Other sessions signed out',
        description: count === 1 ? '1 other session was signed out.' : `${count} other sessions were signed out.`,
      });
    } catch (failure) {
      failed('Your other sessions could not be signed out', failure);
    }
    setConfirmingOthers(false);
    await refetch().catch(() => undefined);
  };

  const sessions = data?.mySessions;
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>Where you are signed in</h3>
        <p>Sign out any browser or device you do not recognise or no longer use: it must sign in again.</p>
      </Head>
      {sessions ? (
        sessions.length === 0 ? (
          <StatusMessage kind="empty" text="No active sessions." />
        ) : (
          <List aria-label="Your sessions">
            {sessions.map((session) => {
              const name = describeUserAgent(session.userAgent);
              return (
                <Item key={session.id}>
                  <Body>
                    <h4>
                      {name}
                      {session.current && <ThisDevice>This device</ThisDevice>}
                    </h4>
                    <Facts>
                      <dt>IP address</dt>
                      <dd>{session.ip ?? 'Unknown'}</dd>
                      <dt>Signed in</dt>
                      <dd>{session.createdAt ? <RelativeTime value={session.createdAt} /> : 'Unknown'}</dd>
                      <dt>Last active</dt>
                      <dd>{session.current ? 'Now' : <RelativeTime value={session.lastSeenAt} />}</dd>
                    </Facts>
                  </Body>
                  <Button
                    variant="secondary"
                    onClick={() => void end(session)}
                    disabled={ending === session.id || (session.current && signingOut)}
                    aria-label={session.current ? 'Sign out of this device' : `Sign out ${name}`}
                  >
                    {ending === session.id ? 'Signing out…' : 'Sign out'}
                  </Button>
                </Item>
              );
            })}
          </List>
        )
      ) : (
        <QueryPlaceholder
          loading={loading}
          error={error}
          loadingText="Loading your sessions…"
          errorText="Your sessions could not be loaded."
        />
      )}
      {others > 0 && (
        <Footer>
          <Button variant="secondary" onClick={() => setConfirmingOthers(true)}>
            Sign out of all other sessions
          </Button>
        </Footer>
      )}
      {confirmingOthers && (
        <ConfirmDialog
          title="Sign out of all other sessions?"
          description="Every other browser and device signed in as you must sign in again. This one stays signed in."
          confirmLabel="Sign out others"
          busy={endingOthers}
          onConfirm={() => void endAllOthers()}
          onCancel={() => setConfirmingOthers(false)}
        />
      )}
    </Card>
  );
}
