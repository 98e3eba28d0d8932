import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { AdminLayout, AdminPageHeader } from '../admin';
import { LeadDataPanel } from './LeadDataPanel';
import { emptyLeadFilters, leadExportUrl, type LeadListFilters } from './leadFilters';
import { OrdersPanel } from '../orders';
import { MarketingSettingsPanel } from './settings/MarketingSettingsPanel';
import { TabList, tabId, tabPanelId, type TabItem } from './TabList';

type LeadsTab = 'leads' | 'settings' | 'orders';

const TABS: readonly TabItem<LeadsTab>[] = [
  { key: 'leads', label: 'Lead Data' },
  { key: 'settings', label: 'Marketing Settings' },
  { key: 'orders', label: 'Orders' },
];

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

/** /leads: the lead list (Lead Data) and the tracking integrations (Marketing Settings). */
export function LeadsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: LeadsTab = tabParam === 'settings' || tabParam === 'orders' ? tabParam : 'leads';
  const [filters, setFilters] = useState<LeadListFilters>(emptyLeadFilters);

  const selectTab = (next: LeadsTab) => {
    setSearchParams(next === 'leads' ? {} : { tab: next }, { replace: true });
  };

  return (
    <AdminLayout title="Lead Management">
      <AdminPageHeader
        title="Lead Management"
        description={
          tab === 'leads'
            ? 'Every application from the contact form. Search, filter and open a lead to track its journey from first touch to onboarding.'
            : tab === 'orders'
              ? 'Every card checkout, newest first: pending until Stripe confirms it, then paid, failed or refunded.'
              : 'Switch the tracking on the public site on or off. Each change is saved the moment you make it.'
        }
        actions={
          tab === 'leads' ? (
            <Button variant="primary" onClick={() => exportLeadsCsv(filters)}>
              <svg
                width="16"
                height="16"
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden="true"
              >
                <path
                  d="M10 3v10m0 0-4-4m4 4 4-4M4 15v1a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-1"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              Export as CSV
            </Button>
          ) : undefined
        }
      />
      <TabList label="Lead management sections" tabs={TABS} selected={tab} onSelect={selectTab} idPrefix={ID_PREFIX} />
      <div role="tabpanel" id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
        {tab === 'leads' ? (
          <LeadDataPanel
            filters={filters}
            onFiltersChange={(next) => setFilters((current) => ({ ...current, ...next }))}
          />
        ) : tab === 'orders' ? (
          <OrdersPanel />
        ) : (
          <MarketingSettingsPanel />
        )}
      </div>
    </AdminLayout>
  );
}
