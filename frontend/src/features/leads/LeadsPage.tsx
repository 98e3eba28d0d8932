import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useSearchParamsState } from '../../hooks/useSearchParamsState';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { AdminLayout, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { MarketingSettingsPanel } from '../settings';
import { LeadDataPanel } from './LeadDataPanel';
import { leadExportUrl, leadFiltersFromParams, withLeadFilterParams, type LeadListFilters } from './leadFilters';
import { SpamLink } from './LeadsViewLinks';
import { TabList, tabId, tabPanelId, type TabItem } from './TabList';
import { useLeadCountsQuery } from '../../graphql/generated/graphql';

/** The spec's two tabs of Lead Management (section 2). */
type LeadsTab = 'leads' | 'settings';

const TABS: readonly TabItem<LeadsTab>[] = [
  { key: 'leads', label: 'Lead Data' },
  { key: 'settings', label: 'Marketing Settings' },
];

/**
 * Where the lead page's former tabs live now: `/leads?tab=<x>` links (bookmarks, emails, older
 * docs) are sent on there.
 */
export const MOVED_TABS: Readonly<Record<string, string>> = {
  spam: '/leads/spam',
  orders: '/orders',
  notifications: '/settings/notifications',
  webhooks: '/settings/webhooks',
  retention: '/settings/retention',
};

const DESCRIPTIONS: Record<LeadsTab, string> = {
  leads:
    'Every application from the contact form. Search, filter and open a lead to track its journey from first touch to onboarding.',
  settings: 'Switch the tracking on the public site on or off. Each change is saved the moment you make it.',
};

/** What an analyst (read-only) is told instead, where the description above invites a change. */
const READ_ONLY_DESCRIPTIONS: Partial<Record<LeadsTab, string>> = {
  settings: 'Which tracking runs on the public site. Your role can view these settings; an admin changes them.',
};

const ID_PREFIX = 'lead-management';

/* the tabs, and the way to the spam view at the row's end (below the tabs on a narrow phone) */
const TabsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;

  > [role='tablist'] {
    margin-bottom: 0;
  }
`;

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
 * /leads: the spec's two tabs, the lead list (Lead Data, its filters kept in the address) and the
 * tracking integrations (Marketing Settings), with the way to the spam view. The other settings
 * have their own area (/settings/*), the orders their page (/orders).
 */
export function LeadsPage() {
  const [searchParams, setSearchParams] = useSearchParamsState();
  const tabParam = searchParams.get('tab');
  const moved = tabParam ? MOVED_TABS[tabParam] : undefined;
  const tab: LeadsTab = tabParam === 'settings' ? 'settings' : 'leads';
  const filters = leadFiltersFromParams(searchParams);
  const { data: counts } = useLeadCountsQuery({ fetchPolicy: 'cache-and-network' });
  const { isAdmin, isReadOnly } = useCurrentUser();
  const description = (isReadOnly ? READ_ONLY_DESCRIPTIONS[tab] : undefined) ?? DESCRIPTIONS[tab];

  if (moved) return <Navigate to={moved} replace />;

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
            <>
              {/* importing is an admin's job: an analyst does not see the way (the server refuses them too) */}
              {isAdmin && (
                <Button variant="secondary" to="/leads/import">
                  <Icon name="upload" size={16} />
                  Import
                </Button>
              )}
              <Button variant="primary" onClick={() => exportLeadsCsv(filters)}>
                <Icon name="download" size={16} />
                Export as CSV
              </Button>
            </>
          ) : undefined
        }
      />
      <TabsRow>
        <TabList
          label="Lead management sections"
          tabs={TABS}
          selected={tab}
          onSelect={selectTab}
          idPrefix={ID_PREFIX}
        />
        {tab === 'leads' && <SpamLink count={counts?.leadCounts.spam} />}
      </TabsRow>
      <div role="tabpanel" id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
        {tab === 'leads' ? (
          <LeadDataPanel filters={filters} onFiltersChange={changeFilters} />
        ) : (
          <MarketingSettingsPanel />
        )}
      </div>
    </AdminLayout>
  );
}
