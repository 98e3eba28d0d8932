import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  MarketingSettingsDocument,
  UpdateMarketingSettingsDocument,
  type MarketingSettingsFieldsFragment,
} from '../../graphql/generated/graphql';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { MarketingSettingsPanel } from './MarketingSettingsPanel';

type Settings = MarketingSettingsFieldsFragment & { __typename: 'MarketingSettings' };

function settings(overrides: Partial<MarketingSettingsFieldsFragment> = {}): Settings {
  return {
    __typename: 'MarketingSettings',
    id: 1,
    gaEnabled: false,
    gaMeasurementId: null,
    fbCapiEnabled: false,
    fbPixelId: null,
    requireConsent: true,
    fbAccessTokenSet: false,
    fbAccessTokenMasked: null,
    ...overrides,
  };
}

function settingsMock(value: Settings): MockLink.MockedResponse {
  return { request: { query: MarketingSettingsDocument }, result: { data: { marketingSettings: value } } };
}

function updateMock(input: Record<string, unknown>, value: Settings): MockLink.MockedResponse {
  return {
    request: { query: UpdateMarketingSettingsDocument, variables: { input } },
    result: { data: { updateMarketingSettings: value } },
    delay: 10,
  };
}

describe('MarketingSettingsPanel', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads not fully configured and disables the fields while both integrations are off', async () => {
    renderAdmin(<MarketingSettingsPanel />, { mocks: [settingsMock(settings({ gaMeasurementId: 'G-ABC123' }))] });

    const gaSwitch = await screen.findByRole('switch', { name: 'Google Analytics' });
    expect(gaSwitch).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Facebook Pixel / CAPI' })).not.toBeChecked();
    expect(screen.getAllByText('Status: Not fully configured')).toHaveLength(2);
    expect(screen.getByLabelText('Measurement ID')).toBeDisabled();
    expect(screen.getByLabelText('Pixel ID')).toBeDisabled();
    expect(screen.getByLabelText('Conversions API access token')).toBeDisabled();
  });

  it('reads active when enabled with an id, and adds CAPI with a token', async () => {
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [
        settingsMock(
          settings({
            gaEnabled: true,
            gaMeasurementId: 'G-ABC123',
            fbCapiEnabled: true,
            fbPixelId: '1234567890',
            fbAccessTokenSet: true,
            fbAccessTokenMasked: '••••••••a1b2',
          }),
        ),
      ],
    });

    expect(await screen.findByText('Status: Active')).toBeInTheDocument();
    expect(screen.getByText('Status: Active with CAPI')).toBeInTheDocument();
    expect(screen.getByLabelText('Measurement ID')).toBeEnabled();
    expect(screen.getByLabelText('Measurement ID')).toHaveValue('G-ABC123');
    // The token is never prefilled: only its mask shows, until Replace opens an empty field.
    expect(screen.getByText('••••••••a1b2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    const tokenInput = screen.getByLabelText('New Conversions API access token');
    expect(tokenInput).toHaveAttribute('type', 'password');
    expect(tokenInput).toHaveValue('');
    expect(tokenInput).toHaveFocus();
  });

  it('is not active when enabled without an id', async () => {
    renderAdmin(<MarketingSettingsPanel />, { mocks: [settingsMock(settings({ gaEnabled: true }))] });
    expect(await screen.findByRole('switch', { name: 'Google Analytics' })).toBeChecked();
    expect(screen.getAllByText('Status: Not fully configured')).toHaveLength(2);
  });

  it('saves a switch at once, with the success toast', async () => {
    const user = userEvent.setup();
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [
        settingsMock(settings({ gaMeasurementId: 'G-ABC123' })),
        updateMock({ gaEnabled: true }, settings({ gaEnabled: true, gaMeasurementId: 'G-ABC123' })),
      ],
    });
    await user.click(await screen.findByRole('switch', { name: 'Google Analytics' }));

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByText('Your marketing integration settings have been saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Google Analytics' })).toBeChecked();
    expect(screen.getByText('Status: Active')).toBeInTheDocument();
    expect(screen.getByLabelText('Measurement ID')).toBeEnabled();
  });

  it('requires consent before tracking by default, says what that means, and saves the switch off', async () => {
    const user = userEvent.setup();
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [settingsMock(settings()), updateMock({ requireConsent: false }, settings({ requireConsent: false }))],
    });
    const consent = await screen.findByRole('switch', { name: 'Require consent before tracking' });
    expect(consent).toBeChecked();
    expect(consent).toHaveAccessibleDescription('Status: Visitors are asked first');
    const card = screen.getByRole('region', { name: 'Require consent before tracking' });
    expect(card).toHaveTextContent(/nothing from Google or Meta loads until the visitor allows it/);
    expect(card).toHaveTextContent(/Off: no banner\..*every lead is reported, as before/);

    await user.click(consent);
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(consent).not.toBeChecked();
    expect(screen.getByText('Status: Off: trackers load without asking')).toBeInTheDocument();
  });

  it('saves a text field on Enter and checks the G- prefix first', async () => {
    const user = userEvent.setup();
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [
        settingsMock(settings({ gaEnabled: true })),
        updateMock({ gaMeasurementId: 'G-NEW123' }, settings({ gaEnabled: true, gaMeasurementId: 'G-NEW123' })),
      ],
    });
    const field = await screen.findByLabelText('Measurement ID');
    await user.type(field, 'UA-1234{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('must start with G-');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'G-NEW123{Enter}');
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(await screen.findByText('Status: Active')).toBeInTheDocument();
  });

  it('saves a text field by itself once typing pauses, showing Saving… then Saved, and warns before leaving meanwhile', async () => {
    const user = userEvent.setup();
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [
        settingsMock(settings({ fbCapiEnabled: true })),
        updateMock({ fbPixelId: '123456' }, settings({ fbCapiEnabled: true, fbPixelId: '123456' })),
      ],
    });
    await user.type(await screen.findByLabelText('Pixel ID'), '123456');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Settings updated')).toBeInTheDocument();
    const leavingAfter = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingAfter);
    expect(leavingAfter.defaultPrevented).toBe(false);
  });

  it('saves a text field on blur without waiting', async () => {
    // the page's clock: however slow the machine, no autosave pause passes unless the test says so
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [
        settingsMock(settings({ fbCapiEnabled: true })),
        updateMock({ fbPixelId: '42' }, settings({ fbCapiEnabled: true, fbPixelId: '42' })),
      ],
    });
    await user.type(await screen.findByLabelText('Pixel ID'), '42');
    await user.tab();
    // 500 ms, short of the 600 ms pause after which typing is saved by itself: this save is the blur's
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Settings updated')).toBeInTheDocument();
  });

  it('sends a rejected value again only when Enter asks, not on blur or when typing pauses', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = jest.fn();
    const rejection: MockLink.MockedResponse = {
      request: { query: UpdateMarketingSettingsDocument, variables: { input: { fbPixelId: 'abc' } } },
      result: () => {
        sent();
        return {
          errors: [new GraphQLError('The pixel ID must be digits only', { extensions: { code: 'BAD_USER_INPUT' } })],
        };
      },
      maxUsageCount: 2,
    };
    renderAdmin(<MarketingSettingsPanel />, { mocks: [settingsMock(settings({ fbCapiEnabled: true })), rejection] });
    await user.type(await screen.findByLabelText('Pixel ID'), 'abc{Enter}');
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    await user.tab();
    // longer than the typing pause, whose timer was armed before Enter
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(sent).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Pixel ID'), '{Enter}');
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    jest.restoreAllMocks();
  });

  it('shows the destructive toast, with the server reason for rejected input', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [
        settingsMock(settings({ fbCapiEnabled: true })),
        {
          request: { query: UpdateMarketingSettingsDocument, variables: { input: { fbPixelId: 'abc' } } },
          result: {
            errors: [new GraphQLError('The pixel ID must be digits only', { extensions: { code: 'BAD_USER_INPUT' } })],
          },
        },
        {
          request: { query: UpdateMarketingSettingsDocument, variables: { input: { fbCapiEnabled: false } } },
          error: new Error('Network down'),
        },
      ],
    });
    await user.type(await screen.findByLabelText('Pixel ID'), 'abc{Enter}');
    expect(await screen.findByText('Error updating settings')).toBeInTheDocument();
    expect(screen.getByText('The pixel ID must be digits only')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Facebook Pixel / CAPI' }));
    expect(await screen.findByText('There was a problem saving your settings. Please try again.')).toBeInTheDocument();
    // the optimistic flip is rolled back
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Facebook Pixel / CAPI' })).toBeChecked());
    consoleError.mockRestore();
  });
});

describe('MarketingSettingsPanel for an analyst', () => {
  it('shows the settings read-only and says why', async () => {
    renderAdmin(<MarketingSettingsPanel />, {
      mocks: [
        analystMe(),
        settingsMock(
          settings({ gaEnabled: true, gaMeasurementId: 'G-ABC123', fbCapiEnabled: true, fbAccessTokenSet: true }),
        ),
      ],
    });

    expect(
      await screen.findByText('Read-only: analysts can view but not change the marketing settings.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Google Analytics' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Facebook Pixel / CAPI' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Require consent before tracking' })).toBeDisabled();
    expect(screen.getByLabelText('Measurement ID')).toBeDisabled();
    expect(screen.getByLabelText('Pixel ID')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeDisabled();
  });
});
