import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { leadTotalText } from '../../components/leadTotal';
import { StatusMessage } from '../../components/StatusMessage';
import { useLeadsQuery, type LeadSort } from '../../graphql/generated/graphql';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../hooks/useDebouncedValue';
import { LeadFiltersBar } from './LeadFiltersBar';
import { emptyLeadFilters, toLeadFilter, type LeadListFilters, type LeadListSort } from './leadFilters';
import { LeadsTable } from './LeadsTable';
import { useLeadDataRights } from '../privacy';
import { useCurrentUser } from '../auth';

const LEADS_LOADING_TEXT = 'Loading leads...';
const LEADS_EMPTY_TEXT = 'No leads found. Start marketing your agency to collect leads.';
const LEADS_FILTERED_EMPTY_TEXT = 'No leads match these filters. Try a broader search or clear the filters.';
const LEADS_ERROR_TEXT = 'Error loading leads. Please try again.';

export type LeadDataPanelProps = {
  filters: LeadListFilters;
  onFiltersChange: (next: Partial<LeadListFilters>) => void;
  /** the moment "x ago" is measured from; injectable so tests are stable */
  now?: Date;
};

const SORT: Record<LeadListSort, LeadSort> = { newest: 'NEWEST_FIRST', oldest: 'OLDEST_FIRST' };

const numberFormat = new Intl.NumberFormat('en-US');

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  strong {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const LoadMoreError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The Lead Data tab: search and filters over the server, the table, and page-by-page loading. */
export function LeadDataPanel({ filters, onFiltersChange, now }: LeadDataPanelProps) {
  // typed filters wait for a pause in typing; picked ones apply at once
  const queryFilters = {
    ...filters,
    search: useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS),
    firstTouchSource: useDebouncedValue(filters.firstTouchSource, SEARCH_DEBOUNCE_MS),
    firstTouchCampaign: useDebouncedValue(filters.firstTouchCampaign, SEARCH_DEBOUNCE_MS),
  };
  const filtered = toLeadFilter({ ...emptyLeadFilters, ...queryFilters, sort: 'newest' });
  const hasFilters = Object.keys(filtered).length > 0;

  const { data, previousData, loading, error, fetchMore } = useLeadsQuery({
    variables: { filter: filtered, sort: SORT[filters.sort] },
    notifyOnNetworkStatusChange: false,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  // an admin exports and erases a lead's data; an analyst sees neither (the server refuses both too)
  const { isAdmin } = useCurrentUser();
  const rights = useLeadDataRights();
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const connection = data?.leads ?? (loading ? previousData?.leads : undefined);
  const stale = loading && !data && Boolean(previousData);

  const loadMore = async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      // The cache's `leads` field policy appends the page to the list.
      await fetchMore({ variables: { after } });
    } catch (fetchError) {
      console.error('Could not load more leads', fetchError);
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const filtersBar = (
    <LeadFiltersBar
      filters={filters}
      onChange={onFiltersChange}
      onReset={() => onFiltersChange({ ...emptyLeadFilters, sort: filters.sort })}
    />
  );

  let body;
  if (error && !connection) {
    body = <StatusMessage kind="error" text={LEADS_ERROR_TEXT} />;
  } else if (!connection) {
    body = <StatusMessage kind="loading" text={LEADS_LOADING_TEXT} />;
  } else if (connection.nodes.length === 0) {
    body = <StatusMessage kind="empty" text={hasFilters ? LEADS_FILTERED_EMPTY_TEXT : LEADS_EMPTY_TEXT} />;
  } else {
    body = (
      <>
        <LeadsTable
          leads={connection.nodes}
          now={now}
          stale={stale}
          dataRights={
            isAdmin ? { onExportData: (lead) => void rights.exportData(lead), onErase: rights.askToErase } : undefined
          }
        />
        {connection.pageInfo.hasNextPage && (
          <More>
            <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore || stale}>
              {loadingMore ? 'Loading more leads…' : 'Load more'}
            </Button>
            {loadMoreFailed && <LoadMoreError role="alert">Could not load more leads. Please try again.</LoadMoreError>}
          </More>
        )}
      </>
    );
  }

  return (
    <>
      {filtersBar}
      <Summary aria-live="polite">
        {connection && connection.nodes.length > 0 ? (
          <>
            Showing <strong>{numberFormat.format(connection.nodes.length)}</strong> of{' '}
            <strong>{leadTotalText(connection.totalCount, connection.totalCountIsEstimate)}</strong>{' '}
            {connection.totalCount === 1 ? 'lead' : 'leads'}
            {stale ? ' (updating…)' : ''}
          </>
        ) : null}
      </Summary>
      {body}
      {rights.dialog}
    </>
  );
}
