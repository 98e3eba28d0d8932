import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  SchedulingSettingsDocument,
  UpdateSchedulingSettingsDocument,
  type SchedulingSettingsFieldsFragment,
} from '../../graphql/generated/graphql';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { SchedulingSettingsPanel } from './SchedulingSettingsPanel';

type Settings = SchedulingSettingsFieldsFragment & { __typename: 'SchedulingSettings' };

const CALENDLY_URL = 'https://agency.example/api/bookings/calendly';
const CAL_URL = 'https://agency.example/api/bookings/cal';

function settings(overrides: Partial<SchedulingSettingsFieldsFragment> = {}): Settings {
  return {
    __typename: 'SchedulingSettings',
    calendlyConfigured: false,
    calendlySigningKeyMasked: null,
    calendlyWebhookUrl: CALENDLY_URL,
    calendlyLastEventAt: null,
    calConfigured: false,
    calWebhookSecretMasked: null,
    calWebhookUrl: CAL_URL,
    calLastEventAt: null,
    ...overrides,
  };
}

const bothSetUp = settings({
  calendlyConfigured: true,
  calendlySigningKeyMasked: '••••••••a1b2',
  calendlyLastEventAt: '2026-03-14T09:30:00.000Z',
  calConfigured: true,
  calWebhookSecretMasked: '••••••••c3d4',
});

function settingsMock(value: Settings): MockLink.MockedResponse {
  return { request: { query: SchedulingSettingsDocument }, result: { data: { schedulingSettings: value } } };
}

function updateMock(input: Record<string, unknown>, value: Settings): MockLink.MockedResponse {
  return {
    request: { query: UpdateSchedulingSettingsDocument, variables: { input } },
    result: { data: { updateSchedulingSettings: value } },
    delay: 10,
  };
}

describe('SchedulingSettingsPanel', () => {
  it('says while it loads, then shows each tool not set up with its how-to and webhook URL', async () => {
    renderAdmin(<SchedulingSettingsPanel />, { mocks: [settingsMock(settings())] });
    expect(screen.getByRole('status', { name: 'Loading scheduling settings...' })).toBeInTheDocument();

    const calendly = await screen.findByRole('region', { name: 'Calendly' });
    expect(within(calendly).getByText('Not set up')).toBeInTheDocument();
    expect(calendly).toHaveTextContent(/POST https:\/\/api\.calendly\.com\/webhook_subscriptions/);
    expect(calendly).toHaveTextContent(/invitee\.created and invitee\.canceled/);
    expect(within(calendly).getByLabelText('Calendly webhook URL')).toHaveValue(CALENDLY_URL);
    const key = within(calendly).getByLabelText('Calendly signing key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toBeEnabled();
    expect(within(calendly).getByText('No event received yet')).toBeInTheDocument();

    const cal = screen.getByRole('region', { name: 'Cal.com' });
    expect(within(cal).getByText('Not set up')).toBeInTheDocument();
    expect(cal).toHaveTextContent('Settings → Developer → Webhooks → New');
    expect(cal).toHaveTextContent('Booking created, Booking rescheduled and Booking cancelled');
    expect(within(cal).getByLabelText('Cal.com webhook URL')).toHaveValue(CAL_URL);
    expect(within(cal).getByLabelText('Cal.com webhook secret')).toBeEnabled();
  });

  it('copies a webhook URL to the clipboard', async () => {
    const user = userEvent.setup();
    renderAdmin(<SchedulingSettingsPanel />, { mocks: [settingsMock(settings())] });
    const cal = await screen.findByRole('region', { name: 'Cal.com' });
    const copy = within(cal).getByRole('button', { name: 'Copy' });
    expect(copy).toHaveAccessibleDescription('Cal.com webhook URL');
    await user.click(copy);
    expect(await within(cal).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(CAL_URL);
  });

  it('shows a saved secret masked, and when its tool last sent an event', async () => {
    renderAdmin(<SchedulingSettingsPanel />, { mocks: [settingsMock(bothSetUp)] });
    const calendly = await screen.findByRole('region', { name: 'Calendly' });
    expect(within(calendly).getByText('Set up')).toBeInTheDocument();
    // the secret itself never reaches the browser: its mask, in place of the field
    expect(within(calendly).getByRole('group', { name: 'Calendly signing key' })).toHaveTextContent('••••••••a1b2');
    const shown = new Date('2026-03-14T09:30:00.000Z').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(calendly).toHaveTextContent(`Last event received: ${shown}`);
    const cal = screen.getByRole('region', { name: 'Cal.com' });
    expect(within(cal).getByText('••••••••c3d4')).toBeInTheDocument();
    expect(within(cal).getByText('No event received yet')).toBeInTheDocument();
  });

  it('saves a first secret on Enter, sending only that tool’s', async () => {
    const user = userEvent.setup();
    renderAdmin(<SchedulingSettingsPanel />, {
      mocks: [
        settingsMock(settings()),
        updateMock(
          { calendlySigningKey: 'key-from-calendly' },
          settings({
            calendlyConfigured: true,
            calendlySigningKeyMasked: '••••••••ndly',
          }),
        ),
      ],
    });
    const calendly = await screen.findByRole('region', { name: 'Calendly' });
    await user.type(within(calendly).getByLabelText('Calendly signing key'), 'key-from-calendly{Enter}');

    expect(await screen.findByText('Calendly signing key saved')).toBeInTheDocument();
    expect(await within(calendly).findByText('••••••••ndly')).toBeInTheDocument();
    expect(within(calendly).getByText('Set up')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cal.com' })).getByText('Not set up')).toBeInTheDocument();
  });

  it('replaces a saved secret', async () => {
    const user = userEvent.setup();
    renderAdmin(<SchedulingSettingsPanel />, {
      mocks: [
        settingsMock(bothSetUp),
        updateMock({ calWebhookSecret: 'new-secret' }, { ...bothSetUp, calWebhookSecretMasked: '••••••••cret' }),
      ],
    });
    const cal = await screen.findByRole('region', { name: 'Cal.com' });
    await user.click(within(cal).getByRole('button', { name: 'Replace' }));
    const field = within(cal).getByLabelText('New Cal.com webhook secret');
    expect(field).toHaveFocus();
    await user.type(field, 'new-secret{Enter}');
    expect(await within(cal).findByText('••••••••cret')).toBeInTheDocument();
  });

  it('removes a secret once confirmed', async () => {
    const user = userEvent.setup();
    renderAdmin(<SchedulingSettingsPanel />, {
      mocks: [
        settingsMock(bothSetUp),
        updateMock({ calWebhookSecret: '' }, { ...bothSetUp, calConfigured: false, calWebhookSecretMasked: null }),
      ],
    });
    const cal = await screen.findByRole('region', { name: 'Cal.com' });
    await user.click(within(cal).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the Cal.com webhook secret?' });
    expect(dialog).toHaveTextContent(/events are refused until a new one is saved/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Cal.com webhook secret removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(cal).getByText('Not set up')).toBeInTheDocument();
    expect(within(cal).getByLabelText('Cal.com webhook secret')).toHaveValue('');
    // its Remove button gone, the focus is on the field for a new secret
    expect(within(cal).getByLabelText('Cal.com webhook secret')).toHaveFocus();
    // the other tool is untouched
    expect(within(screen.getByRole('region', { name: 'Calendly' })).getByText('••••••••a1b2')).toBeInTheDocument();
  });

  it('keeps the secret when the removal is cancelled', async () => {
    const user = userEvent.setup();
    renderAdmin(<SchedulingSettingsPanel />, { mocks: [settingsMock(bothSetUp)] });
    const calendly = await screen.findByRole('region', { name: 'Calendly' });
    await user.click(within(calendly).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(calendly).getByText('••••••••a1b2')).toBeInTheDocument();
  });

  it('says why a save failed and keeps what was typed', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<SchedulingSettingsPanel />, {
      mocks: [
        settingsMock(settings()),
        {
          request: { query: UpdateSchedulingSettingsDocument, variables: { input: { calWebhookSecret: 'x' } } },
          result: { errors: [new GraphQLError('The secret is too short', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
    });
    const cal = await screen.findByRole('region', { name: 'Cal.com' });
    await user.type(within(cal).getByLabelText('Cal.com webhook secret'), 'x{Enter}');
    expect(await screen.findByText('Error updating settings')).toBeInTheDocument();
    expect(screen.getByText('The secret is too short')).toBeInTheDocument();
    expect(within(cal).getByLabelText('Cal.com webhook secret')).toHaveValue('x');
    consoleError.mockRestore();
  });

  it('says when the settings cannot be loaded', async () => {
    renderAdmin(<SchedulingSettingsPanel />, {
      mocks: [{ request: { query: SchedulingSettingsDocument }, error: new Error('Network down') }],
    });
    expect(await screen.findByText('Error loading scheduling settings. Please try again.')).toBeInTheDocument();
  });
});

describe('SchedulingSettingsPanel for an analyst', () => {
  it('shows the set-up read-only, the webhook URLs still copyable', async () => {
    renderAdmin(<SchedulingSettingsPanel />, {
      mocks: [
        analystMe(),
        settingsMock(settings({ calendlyConfigured: true, calendlySigningKeyMasked: '••••••••a1b2' })),
      ],
    });
    expect(
      await screen.findByText('Read-only: analysts can view but not change the scheduling settings.'),
    ).toBeInTheDocument();
    const calendly = screen.getByRole('region', { name: 'Calendly' });
    expect(within(calendly).getByRole('button', { name: 'Replace' })).toBeDisabled();
    expect(within(calendly).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(within(calendly).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(screen.getByLabelText('Cal.com webhook secret')).toBeDisabled();
  });
});
