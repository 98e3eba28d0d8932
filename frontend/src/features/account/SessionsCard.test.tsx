import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  MySessionsDocument,
  type MySessionsQuery,
} from '../../graphql/generated/graphql';
import { renderAdmin } from '../../test/renderAdmin';
import { SessionsCard } from './SessionsCard';

type Row = MySessionsQuery['mySessions'][number] & { __typename: 'Session' };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const here: Row = {
  __typename: 'Session',
  id: 'a'.repeat(32),
  current: true,
  createdAt: minutesAgo(30),
  lastSeenAt: minutesAgo(0),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};
const phone: Row = {
  __typename: 'Session',
  id: 'b'.repeat(32),
  current: false,
  createdAt: minutesAgo(60 * 24 * 3),
  lastSeenAt: minutesAgo(5),
  ip: '198.51.100.20',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1',
};

const listed = (sessions: Row[]): MockLink.MockedResponse => ({
  request: { query: MySessionsDocument },
  result: { data: { mySessions: sessions } },
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  return renderAdmin(<SessionsCard />, { mocks, initialEntries: ['/account'] });
}

describe('SessionsCard', () => {
  it('says while it loads, then lists each session in plain words with "This device" on this one', async () => {
    renderCard([listed([here, phone])]);
    expect(screen.getAllByText('Loading your sessions…').length).toBeGreaterThan(0);
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Firefox on Linux');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('203.0.113.7');
    expect(first).toHaveTextContent('30 minutes ago');
    expect(second).toHaveTextContent('Safari on iPhone');
    expect(second).not.toHaveTextContent('This device');
    expect(second).toHaveTextContent('5 minutes ago');
    expect(within(second).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Sign out of this device' })).toBeInTheDocument();
  });

  it('signs one session out and lists the rest', async () => {
    const user = userEvent.setup();
    renderCard([
      listed([here, phone]),
      { request: { query: EndSessionDocument, variables: { id: phone.id } }, result: { data: { endSession: true } } },
      listed([here]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await screen.findByText('Safari on iPhone must sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
  });

  it('signs out every other session after confirming', async () => {
    const user = userEvent.setup();
    renderCard([
      listed([here, phone]),
      { request: { query: EndOtherSessionsDocument }, result: { data: { endOtherSessions: 1 } } },
      listed([here]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('1 other session was signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when there is nothing to list', async () => {
    renderCard([listed([])]);
    expect(await screen.findByText('No active sessions.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderCard([{ request: { query: MySessionsDocument }, error: new Error('Network down') }]);
    expect(await screen.findByText('Your sessions could not be loaded.')).toBeInTheDocument();
  });
});
