import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardGrid } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyableField } from '../../components/CopyableField';
import { PanelHead } from '../../components/PanelHead';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { StatusBadge } from '../../components/StatusBadge';
import {
  useSchedulingSettingsQuery,
  useUpdateSchedulingSettingsMutation,
  type SchedulingSettingsFieldsFragment,
  type UpdateSchedulingSettingsInput,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';
import { AccessTokenField } from './AccessTokenField';
import { useSettingsSave } from './useSettingsSave';
import { SettingsPlaceholder } from './SettingsPlaceholder';

type Tool = 'calendly' | 'cal';

/** One tool's part of the settings, whichever tool it is. */
type ToolState = { configured: boolean; masked: string | null; webhookUrl: string; lastEventAt: string | null };

type ToolText = {
  name: string;
  /** the secret's name, as the field's label */
  secret: string;
  placeholder: string;
  hint: string;
  howTo: ReactNode;
  /** the update that saves (or, with "", removes) this tool's secret and leaves the other's */
  input: (secret: string) => UpdateSchedulingSettingsInput;
  state: (settings: SchedulingSettingsFieldsFragment) => ToolState;
};

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};

  code {
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const TOOLS: Record<Tool, ToolText> = {
  calendly: {
    name: 'Calendly',
    secret: 'Calendly signing key',
    placeholder: 'Paste the subscription’s signing key',
    hint: 'Proves that each event comes from Calendly.',
    howTo: (
      <Steps>
        <li>
          Create a webhook subscription with Calendly’s API:{' '}
          <code>POST https://api.calendly.com/webhook_subscriptions</code> with the webhook URL below as{' '}
          <code>url</code>, the events <code>invitee.created</code> and <code>invitee.canceled</code>, the scope{' '}
          <code>organization</code> (or <code>user</code>) and a <code>signing_key</code>.
        </li>
        <li>Paste that signing key here.</li>
      </Steps>
    ),
    input: (secret) => ({ calendlySigningKey: secret }),
    state: (settings) => ({
      configured: settings.calendlyConfigured,
      masked: settings.calendlySigningKeyMasked,
      webhookUrl: settings.calendlyWebhookUrl,
      lastEventAt: settings.calendlyLastEventAt,
    }),
  },
  cal: {
    name: 'Cal.com',
    secret: 'Cal.com webhook secret',
    placeholder: 'Paste the secret set on the webhook',
    hint: 'Proves that each event comes from Cal.com.',
    howTo: (
      <Steps>
        <li>In Cal.com, open Settings → Developer → Webhooks → New.</li>
        <li>Subscriber URL: the webhook URL below.</li>
        <li>Triggers: Booking created, Booking rescheduled and Booking cancelled.</li>
        <li>Set a secret, and paste it here.</li>
      </Steps>
    ),
    input: (secret) => ({ calWebhookSecret: secret }),
    state: (settings) => ({
      configured: settings.calConfigured,
      masked: settings.calWebhookSecretMasked,
      webhookUrl: settings.calWebhookUrl,
      lastEventAt: settings.calLastEventAt,
    }),
  },
};

/* the tool's name and its state on one line, wrapping under it on a narrow screen */
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const LastEvent = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function LastEventLine({ at }: { at: string | null }) {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return <LastEvent>No event received yet</LastEvent>;
  return (
    <LastEvent>
      Last event received:{' '}
      <time dateTime={date.toISOString()}>
        {date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    </LastEvent>
  );
}

type ToolCardProps = {
  tool: ToolText;
  state: ToolState;
  readOnly: boolean;
  onSave: (secret: string) => Promise<boolean>;
  onRemove: () => void;
};

/** One scheduling tool: whether it is set up, its secret, the address to give it, its last event. */
function ToolCard({ tool, state, readOnly, onSave, onRemove }: ToolCardProps) {
  const id = useId();
  return (
    <Card as="section" padding="lg" aria-labelledby={`${id}-title`}>
      <PanelHead>
        <TitleRow>
          <h2 id={`${id}-title`}>{tool.name}</h2>
          <StatusBadge $tone={state.configured ? 'success' : 'neutral'}>
            {state.configured ? 'Set up' : 'Not set up'}
          </StatusBadge>
        </TitleRow>
      </PanelHead>
      <Body>
        {tool.howTo}
        <CopyableField label={`${tool.name} webhook URL`} value={state.webhookUrl} variant="secondary" />
        <AccessTokenField
          label={tool.secret}
          placeholder={tool.placeholder}
          hint={tool.hint}
          tokenSet={state.configured}
          masked={state.masked}
          disabled={readOnly}
          onSave={onSave}
          onRemove={onRemove}
        />
        <LastEventLine at={state.lastEventAt} />
      </Body>
    </Card>
  );
}

/**
 * Settings → Scheduling: the secrets that prove a Calendly or Cal.com webhook call genuine, and
 * the address to give each tool. The secrets are write-only: the server answers them masked.
 */
export function SchedulingSettingsPanel() {
  const saveSettings = useSettingsSave();
  const { data, loading, error } = useSchedulingSettingsQuery();
  const [update] = useUpdateSchedulingSettingsMutation();
  // an analyst sees the set-up but cannot change it (the server refuses it too)
  const { isReadOnly } = useCurrentUser();
  const [removing, setRemoving] = useState<Tool | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  const save = (tool: Tool, secret: string): Promise<boolean> => {
    const removal = secret === '';
    return saveSettings(() => update({ variables: { input: TOOLS[tool].input(secret) } }), {
      title: removal ? `${TOOLS[tool].secret} removed` : `${TOOLS[tool].secret} saved`,
      description: removal
        ? `Events from ${TOOLS[tool].name} are refused until a new one is saved.`
        : `Bookings made in ${TOOLS[tool].name} now reach the leads.`,
    });
  };

  const confirmRemove = async (tool: Tool) => {
    setRemoveBusy(true);
    await save(tool, '');
    setRemoveBusy(false);
    setRemoving(null);
  };

  const settings = data?.schedulingSettings;
  if (!settings) {
    return <SettingsPlaceholder subject="scheduling" loading={loading} error={error} />;
  }

  return (
    <>
      {isReadOnly && <ReadOnlyNote>Read-only: analysts can view but not change the scheduling settings.</ReadOnlyNote>}
      <CardGrid>
        {(Object.keys(TOOLS) as Tool[]).map((tool) => (
          <ToolCard
            key={tool}
            tool={TOOLS[tool]}
            state={TOOLS[tool].state(settings)}
            readOnly={isReadOnly}
            onSave={(secret) => save(tool, secret)}
            onRemove={() => setRemoving(tool)}
          />
        ))}
      </CardGrid>
      {removing && (
        <ConfirmDialog
          title={`Remove the ${TOOLS[removing].secret}?`}
          description={`${TOOLS[removing].name}’s events are refused until a new one is saved: calls booked meanwhile do not reach the leads.`}
          confirmLabel="Remove"
          busy={removeBusy}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}
