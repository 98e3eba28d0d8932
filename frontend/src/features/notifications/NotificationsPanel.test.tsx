import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  EmailDeliveriesDocument,
  NotificationSettingsDocument,
  UpdateNotificationSettingsDocument,
  type EmailDeliveryFieldsFragment,
  type NotificationSettingsFieldsFragment,
} from '../../graphql/generated/graphql';
import { connectionPage, type PageOptions } from '../../test/connectionFixtures';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { NotificationsPanel } from './NotificationsPanel';

type Settings = NotificationSettingsFieldsFragment & { __typename: 'NotificationSettingsView' };
type Delivery = EmailDeliveryFieldsFragment & { __typename: 'EmailDelivery' };

function settings(overrides: Partial<NotificationSettingsFieldsFragment> = {}): Settings {
  return {
    __typename: 'NotificationSettingsView',
    recipients: ['ops@example.com'],
    newLead: true,
    replyOverdue: false,
    paymentReceived: true,
    emailEnabled: true,
    ...overrides,
  };
}

function settingsMock(value: Settings): MockLink.MockedResponse {
  return { request: { query: NotificationSettingsDocument }, result: { data: { notificationSettings: value } } };
}

function updateMock(input: Record<string, unknown>, value: Settings, delay = 10): MockLink.MockedResponse {
  return {
    request: { query: UpdateNotificationSettingsDocument, variables: { input } },
    result: { data: { updateNotificationSettings: value } },
    delay,
  };
}

function delivery(overrides: Partial<EmailDeliveryFieldsFragment> = {}): Delivery {
  return {
    __typename: 'EmailDelivery',
    id: 1,
    kind: 'new-lead',
    recipients: ['ops@example.com'],
    subject: 'New lead: Dana Whitfield',
    status: 'succeeded',
    attemptCount: 1,
    lastError: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    sentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function deliveriesMock(
  nodes: Delivery[],
  { after, ...page }: PageOptions & { after?: string } = {},
): MockLink.MockedResponse {
  return {
    request: { query: EmailDeliveriesDocument, variables: after ? { after } : {} },
    result: { data: { emailDeliveries: connectionPage('EmailDeliveryConnection', nodes, page) } },
  };
}

function renderPanel(value: Settings, extra: MockLink.MockedResponse[] = [], log = deliveriesMock([])) {
  return renderAdmin(<NotificationsPanel />, { mocks: [settingsMock(value), log, ...extra] });
}

describe('NotificationsPanel', () => {
  it('says email is off when the server has no SMTP_URL, and still lets the settings be edited', async () => {
    renderPanel(settings({ emailEnabled: false }));
    const notice = await screen.findByRole('complementary', { name: 'Email is off' });
    expect(notice).toHaveTextContent('The server has no SMTP_URL, so no notification email is sent.');
    expect(notice).toHaveTextContent('Set SMTP_URL and MAIL_FROM');
    expect(screen.getByRole('switch', { name: 'New lead' })).toBeEnabled();
    expect(screen.getByLabelText('Add a recipient')).toBeEnabled();
  });

  it('shows no notice while email is on', async () => {
    renderPanel(settings());
    expect(await screen.findByRole('switch', { name: 'New lead' })).toBeInTheDocument();
    expect(screen.queryByText('Email is off')).not.toBeInTheDocument();
  });

  it('shows each switch with its saved state and what it sends', async () => {
    renderPanel(settings());
    expect(await screen.findByRole('switch', { name: 'New lead' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Payment received' })).toBeChecked();
    const overdue = screen.getByRole('switch', { name: 'Reply overdue' });
    expect(overdue).not.toBeChecked();
    expect(overdue).toHaveAccessibleDescription(
      'An email when a lead has waited 24 hours without a reply, and again when it passes the 48-hour promise.',
    );
  });

  it('adds a recipient on Enter, saving the whole list, with the success toast', async () => {
    const user = userEvent.setup();
    renderPanel(settings(), [
      updateMock(
        { recipients: ['ops@example.com', 'sales@example.com'] },
        settings({ recipients: ['ops@example.com', 'sales@example.com'] }),
      ),
    ]);
    const input = await screen.findByLabelText('Add a recipient');
    await user.type(input, '  Sales@Example.com {Enter}');

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['ops@example.com', 'sales@example.com']);
    expect(screen.getByRole('button', { name: 'Remove sales@example.com' })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('checks the address before sending it', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    renderPanel(settings(), [
      {
        request: { query: UpdateNotificationSettingsDocument, variables: () => true },
        result: () => {
          sent();
          return { data: { updateNotificationSettings: settings() } };
        },
      },
    ]);
    const input = await screen.findByLabelText('Add a recipient');
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('not-an-address is not a valid email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, 'OPS@example.com{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('ops@example.com already gets the notifications.');
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses an address, and keeps what was typed", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(settings(), [
      {
        request: {
          query: UpdateNotificationSettingsDocument,
          variables: { input: { recipients: ['ops@example.com', 'team@example.co'] } },
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { recipients: 'team@example.co is not a valid email address' },
              },
            }),
          ],
        },
      },
    ]);
    const input = await screen.findByLabelText('Add a recipient');
    await user.type(input, 'team@example.co{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('team@example.co is not a valid email address');
    expect(input).toHaveValue('team@example.co');
    expect(screen.queryByText('Settings updated')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('removes a recipient at once and saves the list without it', async () => {
    const user = userEvent.setup();
    renderPanel(settings({ recipients: ['ops@example.com', 'sales@example.com'] }), [
      // a slow answer: the address goes before it comes
      updateMock({ recipients: ['sales@example.com'] }, settings({ recipients: ['sales@example.com'] }), 300),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove ops@example.com' }));
    expect(screen.queryByRole('button', { name: 'Remove ops@example.com' })).not.toBeInTheDocument();
    expect(screen.queryByText('Settings updated')).not.toBeInTheDocument();
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove sales@example.com' })).toBeInTheDocument();
  });

  it('saves a switch at once, with the success toast', async () => {
    const user = userEvent.setup();
    renderPanel(settings(), [updateMock({ replyOverdue: true }, settings({ replyOverdue: true }), 300)]);
    await user.click(await screen.findByRole('switch', { name: 'Reply overdue' }));
    const overdue = screen.getByRole('switch', { name: 'Reply overdue' });
    expect(overdue).toBeChecked();
    expect(overdue).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByText('Your notification settings have been saved.')).toBeInTheDocument();
  });

  it('rolls a switch back with the error toast when the save fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(settings(), [
      {
        request: { query: UpdateNotificationSettingsDocument, variables: { input: { newLead: false } } },
        error: new Error('Network down'),
        delay: 300,
      },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'New lead' }));
    expect(screen.getByRole('switch', { name: 'New lead' })).not.toBeChecked();
    expect(await screen.findByText('Error updating settings')).toBeInTheDocument();
    expect(screen.getByText('There was a problem saving your settings. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'New lead' })).toBeChecked());
    jest.restoreAllMocks();
  });

  describe('the delivery log', () => {
    it('says so when no email was sent yet', async () => {
      renderPanel(settings());
      expect(await screen.findByText('No emails sent yet')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Delivery log table' })).not.toBeInTheDocument();
    });

    it('shows a loading state first', async () => {
      // the answer comes late enough that a busy machine still renders the loading state before it
      renderPanel(settings(), [], { ...deliveriesMock([]), delay: 500 });
      expect(await screen.findByRole('status', { name: 'Loading the delivery log...' })).toBeInTheDocument();
      expect(await screen.findByText('No emails sent yet')).toBeInTheDocument();
    });

    it('lists each email with its subject, recipients, status, attempts and last error', async () => {
      renderPanel(
        settings(),
        [],
        deliveriesMock([
          delivery(),
          delivery({
            id: 2,
            kind: 'reply-overdue',
            subject: 'Reply overdue: Sam Lee',
            recipients: ['ops@example.com', 'sales@example.com'],
            status: 'failed',
            attemptCount: 5,
            lastError: '550 mailbox unavailable',
            sentAt: null,
          }),
          delivery({
            id: 3,
            subject: 'Payment received: $2,499.00',
            kind: 'payment-received',
            status: 'pending',
            sentAt: null,
          }),
        ]),
      );
      const table = await screen.findByRole('region', { name: 'Delivery log table' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);

      const sent = within(rows[0]);
      expect(sent.getByRole('rowheader')).toHaveTextContent('New lead: Dana Whitfield');
      expect(sent.getByText('Sent')).toBeInTheDocument();
      expect(sent.getByText('5 minutes ago')).toBeInTheDocument();

      const failed = within(rows[1]);
      expect(failed.getByText('ops@example.com, sales@example.com')).toBeInTheDocument();
      expect(failed.getByText('Failed')).toBeInTheDocument();
      expect(failed.getByRole('cell', { name: '5' })).toBeInTheDocument();
      expect(failed.getByText('550 mailbox unavailable')).toBeInTheDocument();

      expect(within(rows[2]).getByText('Pending')).toBeInTheDocument();
      expect(screen.getByText('Showing 3 of 3 emails')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more emails' })).not.toBeInTheDocument();
    });

    it('loads the next page under the first', async () => {
      const user = userEvent.setup();
      renderPanel(
        settings(),
        [deliveriesMock([delivery({ id: 2, subject: 'Older email' })], { after: 'c1', totalCount: 2 })],
        deliveriesMock([delivery()], { endCursor: 'c1', totalCount: 2 }),
      );
      await user.click(await screen.findByRole('button', { name: 'Load more emails' }));
      expect(await screen.findByText('Older email')).toBeInTheDocument();
      expect(screen.getByText('New lead: Dana Whitfield')).toBeInTheDocument();
      expect(screen.getByText('Showing 2 of 2 emails')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more emails' })).not.toBeInTheDocument();
    });
  });
});

describe('NotificationsPanel for an analyst', () => {
  it('shows the recipients, switches and log read-only, and says why', async () => {
    renderPanel(settings(), [analystMe()], deliveriesMock([delivery()]));

    expect(
      await screen.findByText('Read-only: analysts can view but not change the notification settings.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recipients' })).toHaveTextContent('ops@example.com');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a recipient')).not.toBeInTheDocument();
    for (const name of ['New lead', 'Reply overdue', 'Payment received']) {
      expect(screen.getByRole('switch', { name })).toBeDisabled();
    }
    expect(await screen.findByText('New lead: Dana Whitfield')).toBeInTheDocument();
  });
});
