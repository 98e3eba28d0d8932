import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card, CardGrid } from '../../components/Card';
import { PanelHead } from '../../components/PanelHead';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { badUserInputFields, badUserInputMessage } from '../../components/serverErrorMessage';
import { QueryPlaceholder } from '../../components/StatusMessage';
import { Switch } from '../../components/Switch';
import { useToast } from '../../components/Toast';
import {
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  type NotificationSettingsFieldsFragment,
  type UpdateNotificationSettingsInput,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';
import { EmailDeliveryLog } from './EmailDeliveryLog';
import { RecipientsEditor } from './RecipientsEditor';

type NotificationSwitch = 'newLead' | 'replyOverdue' | 'paymentReceived';

/** What one save changes: the recipients, or a switch. */
type SettingsChange = Partial<Pick<NotificationSettingsFieldsFragment, 'recipients' | NotificationSwitch>>;

const SWITCHES: readonly { key: NotificationSwitch; title: string; description: string }[] = [
  { key: 'newLead', title: 'New lead', description: 'An email for every new lead.' },
  {
    key: 'replyOverdue',
    title: 'Reply overdue',
    description:
      'An email when a lead has waited 24 hours without a reply, and again when it passes the 48-hour promise.',
  },
  { key: 'paymentReceived', title: 'Payment received', description: 'An email for every paid order.' },
];

const SAVE_FAILED = 'There was a problem saving your settings. Please try again.';

/** The generated types leave __typename out; the cache needs it to find the record to update. */
type CachedSettings = NotificationSettingsFieldsFragment & { __typename: 'NotificationSettingsView' };

/* minmax(0, 1fr): the delivery log's table scrolls inside its frame instead of widening the page */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
`;

/* the two cards side by side end on one line */
const Cards = styled(CardGrid)`
  align-items: stretch;
`;

const Notice = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    color: ${({ theme }) => theme.color.warning};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  p {
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.95em;
  }
`;

const SwitchList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SwitchRow = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  &:first-child {
    padding-top: 0;
    border-top: 0;
  }

  &:last-child {
    padding-bottom: 0;
  }

  span {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  p {
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

function EmailOffNotice() {
  const id = useId();
  return (
    <Notice aria-labelledby={id}>
      <h2 id={id}>Email is off</h2>
      <p>
        The server has no <code>SMTP_URL</code>, so no notification email is sent. Set <code>SMTP_URL</code> and{' '}
        <code>MAIL_FROM</code> in the server&apos;s environment to turn it on. You can still edit these settings: they
        apply as soon as email is on.
      </p>
    </Notice>
  );
}

type SwitchItemProps = {
  title: string;
  description: string;
  checked: boolean;
  /** saves the new state; the switch ignores presses until it is done */
  onToggle: (value: boolean) => Promise<unknown>;
  /** the signed-in user may not change settings */
  disabled: boolean;
};

function SwitchItem({ title, description, checked, onToggle, disabled }: SwitchItemProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const toggle = async (value: boolean) => {
    setBusy(true);
    await onToggle(value);
    setBusy(false);
  };
  return (
    <SwitchRow>
      <div>
        <span id={`${id}-title`}>{title}</span>
        <p id={`${id}-text`}>{description}</p>
      </div>
      <Switch
        checked={checked}
        onChange={(value) => void toggle(value)}
        labelledBy={`${id}-title`}
        describedBy={`${id}-text`}
        busy={busy}
        disabled={disabled}
      />
    </SwitchRow>
  );
}

/**
 * The Notifications tab: who gets the emails, which events send one (each change saved at once),
 * and the log of the emails sent.
 */
export function NotificationsPanel() {
  const { toast } = useToast();
  const { data, loading, error } = useNotificationSettingsQuery();
  const [updateSettings] = useUpdateNotificationSettingsMutation();
  const recipientsId = useId();
  const emailsId = useId();
  const settings = data?.notificationSettings;
  // an analyst sees the settings and the log but cannot change them (the server refuses it too)
  const { isReadOnly } = useCurrentUser();

  /**
   * Saves one change. An optimistic one shows at once, and a refusal rolls it back with the
   * error toast; otherwise the caller waits and shows the reason itself, beside the field.
   * Resolves to the reason it failed, or null once saved.
   */
  const save = async (change: SettingsChange, optimistic: boolean): Promise<string | null> => {
    if (!settings) return SAVE_FAILED;
    const input: UpdateNotificationSettingsInput = change;
    const updateNotificationSettings: CachedSettings = {
      ...settings,
      ...change,
      __typename: 'NotificationSettingsView',
    };
    try {
      await updateSettings({
        variables: { input },
        optimisticResponse: optimistic ? { updateNotificationSettings } : undefined,
      });
      toast({ title: 'Settings updated', description: 'Your notification settings have been saved.' });
      return null;
    } catch (saveError) {
      console.error('Failed to update notification settings', saveError);
      const reason = badUserInputFields(saveError)?.recipients ?? badUserInputMessage(saveError) ?? SAVE_FAILED;
      if (optimistic) toast({ title: 'Error updating settings', description: reason, variant: 'destructive' });
      return reason;
    }
  };

  const saveSwitch = (key: NotificationSwitch, value: boolean) => {
    const change: SettingsChange = {};
    change[key] = value;
    return save(change, true);
  };

  if (!settings) {
    return (
      <QueryPlaceholder
        loading={loading}
        error={error}
        loadingText="Loading notification settings..."
        errorText="Error loading notification settings. Please try again."
      />
    );
  }

  return (
    <>
      {isReadOnly && (
        <ReadOnlyNote>Read-only: analysts can view but not change the notification settings.</ReadOnlyNote>
      )}
      <Stack>
        {!settings.emailEnabled && <EmailOffNotice />}
        <Cards>
          <Card as="section" padding="lg" aria-labelledby={recipientsId}>
            <PanelHead>
              <h2 id={recipientsId}>Recipients</h2>
              <p>Every notification email goes to each of these addresses.</p>
            </PanelHead>
            <RecipientsEditor
              recipients={settings.recipients}
              onSave={(recipients) => save({ recipients }, recipients.length < settings.recipients.length)}
              readOnly={isReadOnly}
            />
          </Card>
          <Card as="section" padding="lg" aria-labelledby={emailsId}>
            <PanelHead>
              <h2 id={emailsId}>Emails to send</h2>
              <p>{isReadOnly ? 'Which events send an email.' : 'Each switch is saved the moment you change it.'}</p>
            </PanelHead>
            <SwitchList>
              {SWITCHES.map(({ key, title, description }) => (
                <SwitchItem
                  key={key}
                  title={title}
                  description={description}
                  checked={settings[key]}
                  onToggle={(value) => saveSwitch(key, value)}
                  disabled={isReadOnly}
                />
              ))}
            </SwitchList>
          </Card>
        </Cards>
        <EmailDeliveryLog />
      </Stack>
    </>
  );
}
