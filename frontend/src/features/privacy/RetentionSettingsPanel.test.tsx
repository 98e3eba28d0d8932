import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  RetentionSettingsDocument,
  UpdateRetentionSettingsDocument,
  type RetentionSettingsFieldsFragment,
} from '../../graphql/generated/graphql';
import { analystMe, meMock } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { RetentionSettingsPanel } from './RetentionSettingsPanel';

const periods = {
  __typename: 'RetentionPeriods' as const,
  leadsWithoutDiscoveryCallDays: null,
  spamDays: 30,
  unlinkedChatDays: 180,
  chatAudioHours: 24,
  auditDays: 365,
};

const limit = (field: string, label: string, unit: string, min: number, max: number) => ({
  __typename: 'RetentionLimitType' as const,
  field,
  label,
  unit,
  min,
  max,
});

function settings(overrides: Partial<RetentionSettingsFieldsFragment> = {}) {
  const { __typename: _periods, ...values } = periods;
  return {
    __typename: 'RetentionSettings' as const,
    ...values,
    updatedAt: null,
    defaults: periods,
    limits: [
      limit('leadsWithoutDiscoveryCallDays', 'Leads that never reached Discovery Call', 'days', 30, 3650),
      limit('spamDays', 'Spam', 'days', 1, 365),
      limit('unlinkedChatDays', 'Chat conversations not linked to a lead', 'days', 1, 3650),
      limit('chatAudioHours', 'Chat audio', 'hours', 1, 720),
      limit('auditDays', 'Audit events', 'days', 30, 3650),
    ],
    ...overrides,
  };
}

const query = (value = settings()): MockLink.MockedResponse => ({
  request: { query: RetentionSettingsDocument },
  result: { data: { retentionSettings: value } },
});

const update = (
  input: Record<string, unknown>,
  answer: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query: UpdateRetentionSettingsDocument, variables: { input } },
  result: answer,
});

describe('RetentionSettingsPanel', () => {
  it('shows the periods in force with their defaults, and saves only what changed', async () => {
    const user = userEvent.setup();
    renderAdmin(<RetentionSettingsPanel />, {
      mocks: [
        meMock('ADMIN'),
        query(),
        update(
          { spamDays: 14, leadsWithoutDiscoveryCallDays: 730 },
          {
            data: {
              updateRetentionSettings: settings({
                spamDays: 14,
                leadsWithoutDiscoveryCallDays: 730,
                updatedAt: '2025-06-10T12:00:00.000Z',
              }),
            },
          },
        ),
      ],
    });
    const spam = await screen.findByLabelText('Spam');
    expect(spam).toHaveValue('30');
    expect(screen.getByText(/Default: 30 days\./)).toBeInTheDocument();
    expect(screen.getByText(/Default: 24 hours\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Keep until erased' })).toBeChecked();
    const leadDays = screen.getByLabelText('Days before a lead that never reached Discovery Call is erased');
    expect(leadDays).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save periods' });
    expect(save).toBeDisabled();

    await user.clear(spam);
    await user.type(spam, '0');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Spam: a whole number of days from 1 to 365');

    await user.clear(spam);
    await user.type(spam, '14');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Delete after' }));
    expect(leadDays).toBeEnabled();
    expect(leadDays).toHaveValue('730');
    await user.click(save);

    expect(await screen.findByText('Retention periods saved')).toBeInTheDocument();
    expect(await screen.findByText(/Last changed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Spam')).toHaveValue('14');
    expect(screen.getByRole('button', { name: 'Save periods' })).toBeDisabled();
  });

  it('marks the periods the server refuses', async () => {
    const user = userEvent.setup();
    renderAdmin(<RetentionSettingsPanel />, {
      mocks: [
        meMock('ADMIN'),
        query(),
        update(
          { auditDays: 40 },
          {
            errors: [
              new GraphQLError('Audit events: a whole number of days from 30 to 3650', {
                extensions: { code: 'BAD_USER_INPUT', fields: { auditDays: 'Audit events: not now' } },
              }),
            ],
          },
        ),
      ],
    });
    const audit = await screen.findByLabelText('Audit events');
    await user.clear(audit);
    await user.type(audit, '40');
    await user.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByText('Audit events: not now')).toBeInTheDocument();
    expect(screen.getByLabelText('Audit events')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is read-only for an analyst', async () => {
    renderAdmin(<RetentionSettingsPanel />, { mocks: [analystMe(), query()] });
    expect(await screen.findByText(/analysts can view but not change the retention periods/)).toBeInTheDocument();
    expect(screen.getByLabelText('Spam')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Delete after' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save periods' })).not.toBeInTheDocument();
  });
});
