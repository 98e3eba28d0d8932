import { useSearchParamsState } from '../../hooks/useSearchParamsState';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { AdminLayout, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { LeadDataPanel } from './LeadDataPanel';
import { leadExportUrl, leadFiltersFromParams, withLeadFilterParams, type LeadListFilters } from './leadFilters';
import { NotificationsPanel } from '../notifications';
import { OrdersPanel } from '../orders';
import { WebhooksPanel } from '../webhooks';
import { MarketingSettingsPanel } from './settings/MarketingSettingsPanel';
import { RetentionSettingsPanel } from './settings/RetentionSettingsPanel';
import { SpamPanel } from './SpamPanel';
import { TabList, tabId, tabPanelId, type TabItem } from './TabList';
import { useLeadCountsQuery } from '../../graphql/generated/graphql';

type LeadsTab = 'leads' | 'spam' | 'settings' | 'orders' | 'notifications' | 'webhooks' | 'retention';

const OTHER_TABS: readonly LeadsTab[] = ['spam', 'settings', 'orders', 'notifications', 'webhooks', 'retention'];

const tabs = (spamCount: number | undefined): readonly TabItem<LeadsTab>[] => [
  { key: 'leads', label: 'Lead Data' },
  { key: 'spam', label: spamCount ? `Spam (${spamCount})` : 'Spam' },
  { key: 'settings', label: 'Marketing Settings' },
  { key: 'orders', label: 'Orders' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'webhooks', label: 'Webhooks' },
  { key: 'retention', label: 'Data retention' },
];

const DESCRIPTIONS: Record<LeadsTab, string> = {
  leads:
    'Every application from the contact form. Search, filter and open a lead to track its journey from first touch to onboarding.',
  spam: 'Submissions the spam guard held back (a filled hidden field, or a form sent too fast). Restore a real one to the list, or delete it. Spam is deleted automatically after its retention period (Data retention tab).',
  orders: 'Every card checkout, newest first: pending until Stripe confirms it, then paid, failed or refunded.',
  settings: 'Switch the tracking on the public site on or off. Each change is saved the moment you make it.',
  notifications:
    'Choose who gets an email about new leads, overdue replies and payments, and see every email sent. Each change is saved the moment you make it.',
  webhooks:
    'Send each lead and order event to your own systems as a signed POST (Standard Webhooks): add endpoints, test them and see every delivery.',
  retention:
    'Decide how long each kind of data is kept. What is past its period is deleted every night, and the privacy page tells visitors these periods.',
};

/** What an analyst (read-only) is told instead, where the description above invites a change. */
const READ_ONLY_DESCRIPTIONS: Partial<Record<LeadsTab, string>> = {
  spam: 'Submissions the spam guard held back (a filled hidden field, or a form sent too fast). Spam is deleted automatically after its retention period (Data retention tab). Your role can view them; an admin restores or deletes them.',
  settings: 'Which tracking runs on the public site. Your role can view these settings; an admin changes them.',
  notifications:
    'Who gets an email about new leads, overdue replies and payments, and every email sent. Your role can view these settings; an admin changes them.',
  webhooks:
    'Where each lead and order event is sent as a signed POST (Standard Webhooks), and every delivery. Your role can view the endpoints; an admin adds, tests and changes them.',
  retention:
    'How long each kind of data is kept before the nightly clean-up deletes it. Your role can view these periods; an admin changes them.',
};

const ID_PREFIX = 'lead-management';

/** Opens the CSV of the rows on screen; the server sends it as a download. Failures are only logged. */
export function exportLeadsCsv(filters: LeadListFilters): void {
  try {
    const opened = window.open(leadExportUrl(filters), '_blank');
    if (!opened) console.error('The CSV export window could not be opened (blocked by the browser?)');
  } catch (error) {
    console.error('CSV export failed', error);
  }
}

/**
 * /leads: the lead list (Lead Data, its filters kept in the address), the spam quarantine, the
 * tracking integrations (Marketing Settings), the orders, the notification emails and the webhooks.
 */
export function LeadsPage() {
  const [searchParams, setSearchParams] = useSearchParamsState();
  const tabParam = searchParams.get('tab');
  const tab: LeadsTab = OTHER_TABS.find((key) => key === tabParam) ?? 'leads';
  const filters = leadFiltersFromParams(searchParams);
  const { data: counts } = useLeadCountsQuery({ fetchPolicy: 'cache-and-network' });
  const { isReadOnly } = useCurrentUser();
  const description = (isReadOnly ? READ_ONLY_DESCRIPTIONS[tab] : undefined) ?? DESCRIPTIONS[tab];

  const changeFilters = (next: Partial<LeadListFilters>) => {
    setSearchParams((current) => withLeadFilterParams(current, { ...leadFiltersFromParams(current), ...next }), {
      replace: true,
    });
  };

  const selectTab = (next: LeadsTab) => {
    setSearchParams(next === 'leads' ? {} : { tab: next }, { replace: true });
  };

  return (
    <AdminLayout title="Lead Management">
      <AdminPageHeader
        title="Lead Management"
        description={description}
        actions={
          tab === 'leads' ? (
            <Button variant="primary" onClick={() => exportLeadsCsv(filters)}>
              <Icon name="download" size={16} />
              Export as CSV
            </Button>
          ) : undefined
        }
      />
      <TabList
        label="Lead management sections"
        tabs={tabs(counts?.leadCounts.spam)}
        selected={tab}
        onSelect={selectTab}
        idPrefix={ID_PREFIX}
      />
      <div role="tabpanel" id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
        {tab === 'leads' ? (
          <LeadDataPanel filters={filters} onFiltersChange={changeFilters} />
        ) : tab === 'spam' ? (
          <SpamPanel />
        ) : tab === 'orders' ? (
          <OrdersPanel />
        ) : tab === 'notifications' ? (
          <NotificationsPanel />
        ) : tab === 'webhooks' ? (
          <WebhooksPanel />
        ) : tab === 'retention' ? (
          <RetentionSettingsPanel />
        ) : (
          <MarketingSettingsPanel />
        )}
      </div>
    </AdminLayout>
  );
}
