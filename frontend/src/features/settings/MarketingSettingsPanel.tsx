import { useState } from 'react';
import styled from 'styled-components';
import { CardGrid } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import {
  useMarketingSettingsQuery,
  useUpdateMarketingSettingsMutation,
  type MarketingSettingsFieldsFragment,
  type UpdateMarketingSettingsInput,
  type UpdateMarketingSettingsMutation,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';
import { AccessTokenField } from './AccessTokenField';
import { IntegrationCard } from './IntegrationCard';
import { consentStatus, facebookStatus, gaMeasurementIdError, googleAnalyticsStatus } from './integrationStatus';
import { SettingTextField } from './SettingTextField';
import { useSettingsSave } from './useSettingsSave';
import { SettingsPlaceholder } from './SettingsPlaceholder';

/** Exactly one changed field per save, as the spec's PATCH sends it. */
type SettingChange =
  | { gaEnabled: boolean }
  | { gaMeasurementId: string }
  | { fbCapiEnabled: boolean }
  | { fbPixelId: string }
  | { fbAccessToken: string }
  | { requireConsent: boolean };

type SwitchField = 'gaEnabled' | 'fbCapiEnabled' | 'requireConsent';

const switchChange: Record<SwitchField, (value: boolean) => SettingChange> = {
  gaEnabled: (value) => ({ gaEnabled: value }),
  fbCapiEnabled: (value) => ({ fbCapiEnabled: value }),
  requireConsent: (value) => ({ requireConsent: value }),
};

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const analyticsIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M5 20V12M12 20V4M19 20v-6" />
  </svg>
);

const pixelIcon = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </svg>
);

/** What the consent switch means, on and off. */
const ConsentMeaning = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};

  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

/** The generated types leave __typename out; the cache needs it to find the record to update. */
type CachedSettings = MarketingSettingsFieldsFragment & { __typename: 'MarketingSettings' };

function optimisticResponse(
  current: MarketingSettingsFieldsFragment,
  change: SettingChange,
): UpdateMarketingSettingsMutation | undefined {
  // The masked token is the server's to compute, so a token change waits for the answer.
  if ('fbAccessToken' in change) return undefined;
  const updateMarketingSettings: CachedSettings = { ...current, ...change, __typename: 'MarketingSettings' };
  return { updateMarketingSettings };
}

/**
 * The Marketing Settings tab: Google Analytics, Facebook Pixel / CAPI and whether the site asks
 * for cookie consent first, saved field by field.
 */
export function MarketingSettingsPanel() {
  const saveSettings = useSettingsSave();
  const { data, loading, error } = useMarketingSettingsQuery();
  const [updateSettings] = useUpdateMarketingSettingsMutation();
  const [pendingSwitch, setPendingSwitch] = useState<SwitchField | null>(null);
  // an analyst sees the settings but cannot change them (the server refuses it too)
  const { isReadOnly } = useCurrentUser();

  const settings = data?.marketingSettings;

  const save = async (change: SettingChange): Promise<boolean> => {
    if (!settings) return false;
    const input: UpdateMarketingSettingsInput = change;
    return saveSettings(
      () =>
        updateSettings({
          variables: { input },
          // The answer carries every field and the id, so the cached record updates in place.
          optimisticResponse: optimisticResponse(settings, change),
        }),
      { title: 'Settings updated', description: 'Your marketing integration settings have been saved.' },
    );
  };

  const toggle = async (field: SwitchField, value: boolean) => {
    setPendingSwitch(field);
    await save(switchChange[field](value));
    setPendingSwitch(null);
  };

  // the switch of each card: its value, its pending save and what a click does
  const switchProps = (field: SwitchField) => ({
    enabled: settings?.[field] ?? false,
    busy: pendingSwitch === field,
    onToggle: (value: boolean) => void toggle(field, value),
    readOnly: isReadOnly,
  });

  if (!settings) {
    return <SettingsPlaceholder subject="marketing" loading={loading} error={error} />;
  }

  return (
    <>
      {isReadOnly && <ReadOnlyNote>Read-only: analysts can view but not change the marketing settings.</ReadOnlyNote>}
      <CardGrid>
        <IntegrationCard
          title="Google Analytics"
          description="Page views on every route change, plus lead_submission and generate_lead when the contact form is sent."
          icon={analyticsIcon}
          status={googleAnalyticsStatus(settings)}
          {...switchProps('gaEnabled')}
        >
          <SettingTextField
            label="Measurement ID"
            value={settings.gaMeasurementId}
            disabled={isReadOnly || !settings.gaEnabled}
            placeholder="G-XXXXXXXXXX"
            hint="Found in GA4 under Admin → Data streams. Starts with G-."
            validate={gaMeasurementIdError}
            onSave={(value) => save({ gaMeasurementId: value })}
          />
        </IntegrationCard>

        <IntegrationCard
          title="Facebook Pixel / CAPI"
          description="Browser pixel events, and server-side Conversions API events for each new lead once a token is set."
          icon={pixelIcon}
          status={facebookStatus(settings)}
          {...switchProps('fbCapiEnabled')}
        >
          <SettingTextField
            label="Pixel ID"
            value={settings.fbPixelId}
            disabled={isReadOnly || !settings.fbCapiEnabled}
            placeholder="e.g. 123456789012345"
            hint="The numeric ID from Meta Events Manager."
            onSave={(value) => save({ fbPixelId: value })}
          />
          <AccessTokenField
            label="Conversions API access token"
            placeholder="Paste the token from Events Manager"
            hint="Enables server-side events (CAPI)."
            tokenSet={settings.fbAccessTokenSet}
            masked={settings.fbAccessTokenMasked}
            disabled={isReadOnly || !settings.fbCapiEnabled}
            onSave={(token) => save({ fbAccessToken: token })}
          />
        </IntegrationCard>

        <IntegrationCard
          title="Require consent before tracking"
          description="A cookie banner asks each visitor before Google Analytics, the Meta pixel or the Conversions API may track them."
          icon={<Icon name="shield" size={22} />}
          status={consentStatus(settings)}
          {...switchProps('requireConsent')}
        >
          <ConsentMeaning>
            <li>
              <strong>On</strong> (the default; the law in the EU and the UK): nothing from Google or Meta loads until
              the visitor allows it, Google Consent Mode starts with everything denied, and a new lead is sent to the
              Conversions API only if its visitor allowed Marketing.
            </li>
            <li>
              <strong>Off</strong>: no banner. The integrations switched on above load for every visitor and every lead
              is reported, as before. Only for agencies whose visitors are all outside the EU, the UK and other places
              that require consent first.
            </li>
          </ConsentMeaning>
        </IntegrationCard>
      </CardGrid>
      <Note>Changes apply to the public website on the next page load of each visitor.</Note>
    </>
  );
}
