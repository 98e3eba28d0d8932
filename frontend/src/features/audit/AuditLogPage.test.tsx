import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  AuditEventsDocument,
  AuditFilterOptionsDocument,
  type AuditEventFieldsFragment,
} from '../../graphql/generated/graphql';
import type { AuditEventFilter } from '../../graphql/generated/schema';
import { connectionPage, type PageOptions } from '../../test/connectionFixtures';
import { analystMe, leadCountsMock, meMock } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { AuditLogPage } from './AuditLogPage';

type Event = AuditEventFieldsFragment & { __typename: 'AuditEvent' };

function event(overrides: Partial<AuditEventFieldsFragment> = {}): Event {
  return {
    __typename: 'AuditEvent',
    id: 1,
    at: '2025-06-07T12:30:00.000Z',
    actorId: 1,
    actorUsername: 'admin',
    action: 'user.updated',
    targetType: 'user',
    targetId: '7',
    ip: '203.0.113.9',
    details: JSON.stringify({ role: { from: 'ANALYST', to: 'ADMIN' } }),
    redactedAt: null,
    ...overrides,
  };
}

const optionsMock: MockLink.MockedResponse = {
  request: { query: AuditFilterOptionsDocument },
  result: {
    data: {
      users: [
        { __typename: 'User', id: 7, username: 'riley' },
        { __typename: 'User', id: 1, username: 'admin' },
      ],
      auditActions: ['auth.sign_in', 'user.updated', 'leads.exported'],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function eventsMock(
  nodes: Event[],
  { filter, after, ...page }: PageOptions & { filter?: AuditEventFilter; after?: string } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AuditEventsDocument, variables: { filter, ...(after ? { after } : {}) } },
    result: { data: { auditEvents: connectionPage('AuditEventConnection', nodes, page) } },
  };
}

function renderLog(mocks: MockLink.MockedResponse[], path = '/audit-log') {
  return renderAdmin(<AuditLogPage />, {
    mocks: [meMock('ADMIN'), leadCountsMock(), optionsMock, ...mocks],
    initialEntries: [path],
  });
}

describe('AuditLogPage', () => {
  it('lists the events with who, what, target, IP and readable details', async () => {
    renderLog([
      eventsMock([
        event(),
        event({
          id: 2,
          actorId: null,
          actorUsername: null,
          action: 'auth.sign_in_failed',
          targetType: null,
          targetId: null,
          ip: null,
          details: JSON.stringify({ username: 'mallory' }),
        }),
      ]),
    ]);
    const table = await screen.findByRole('region', { name: 'Audit events' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('admin');
    expect(within(first).getByText('Changed a member')).toBeInTheDocument();
    expect(within(first).getByText('user.updated')).toBeInTheDocument();
    expect(within(first).getByText('User #7')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(first).getByText('Role')).toBeInTheDocument();
    expect(within(first).getByText('ANALYST → ADMIN')).toBeInTheDocument();
    expect(within(first).getByRole('time')).toHaveAttribute('datetime', '2025-06-07T12:30:00.000Z');

    expect(within(second).getByText('No one signed in')).toBeInTheDocument();
    expect(within(second).getByText('Sign-in failed')).toBeInTheDocument();
    expect(within(second).getByText('mallory')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 events')).toBeInTheDocument();
    expect(document.title).toBe('Audit log | Apex AI back office');
  });

  it('filters by person, action and days, sending the days as instants of this time zone', async () => {
    const user = userEvent.setup();
    const from = new Date(2025, 5, 1).toISOString();
    const to = new Date(2025, 5, 8).toISOString();
    renderLog([
      eventsMock([event()]),
      eventsMock([event({ id: 3, actorId: 7, actorUsername: 'riley' })], { filter: { actorId: 7 } }),
      eventsMock([], { filter: { actorId: 7, action: 'leads.exported' } }),
      eventsMock([], { filter: { actorId: 7, action: 'leads.exported', from } }),
      eventsMock([event({ id: 4, actorId: 7, actorUsername: 'riley', action: 'leads.exported', details: '{}' })], {
        filter: { actorId: 7, action: 'leads.exported', from, to },
      }),
    ]);
    await screen.findByRole('region', { name: 'Audit events' });

    const person = screen.getByLabelText('Person');
    // the team (the select's options) and the events arrive in either order
    await waitFor(() =>
      expect(
        within(person)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Everyone', 'admin', 'riley']),
    );
    await user.selectOptions(person, '7');
    const events = () => screen.findByRole('region', { name: 'Audit events' });
    expect(await within(await events()).findByText('riley')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'leads.exported');
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('From'), '2025-06-01');
    await user.type(screen.getByLabelText('To'), '2025-06-07');
    expect(await within(await events()).findByText('Exported leads')).toBeInTheDocument();
  });

  it('says when the end date comes before the start, without asking the server', async () => {
    renderLog([], '/audit-log?from=2025-06-09&to=2025-06-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(screen.getByText('Choose an end date on or after the start date to see events.')).toBeInTheDocument();
  });

  it('loads more events after the first page', async () => {
    const user = userEvent.setup();
    renderLog([
      eventsMock([event()], { endCursor: 'c1', totalCount: 2 }),
      eventsMock([event({ id: 2, action: 'auth.sign_in', targetType: null, targetId: null, details: '{}' })], {
        after: 'c1',
        totalCount: 2,
      }),
    ]);
    expect(await screen.findByText('Showing 1 of 2 events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more events' }));
    expect(await screen.findByText('Showing 2 of 2 events')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Audit events' })).getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more events' })).not.toBeInTheDocument();
  });

  it('says when there are no events yet', async () => {
    renderLog([eventsMock([])]);
    expect(await screen.findByText('No events yet. Sign-ins and changes appear here.')).toBeInTheDocument();
  });

  it('says when the events cannot be loaded', async () => {
    renderLog([{ request: { query: AuditEventsDocument, variables: {} }, error: new Error('Network down') }]);
    expect(await screen.findByText('Error loading the audit log. Please try again.')).toBeInTheDocument();
  });

  it('tells an analyst that only admins can see it, without asking for it', async () => {
    renderAdmin(<AuditLogPage />, { mocks: [analystMe(), leadCountsMock()], initialEntries: ['/audit-log'] });
    expect(await screen.findByRole('heading', { name: 'Only admins can see the audit log' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Person')).not.toBeInTheDocument();
  });
});
