import {
  emptyLeadFilters,
  leadExportUrl,
  leadFiltersFromParams,
  toLeadFilter,
  withLeadFilterParams,
} from './leadFilters';

describe('toLeadFilter', () => {
  it('sends nothing for an untouched filter bar', () => {
    expect(toLeadFilter(emptyLeadFilters)).toEqual({});
  });

  it('trims the search and turns the day range into whole local days', () => {
    const filter = toLeadFilter({
      ...emptyLeadFilters,
      search: '  acme ',
      businessType: 'saas',
      createdFrom: '2025-03-01',
      createdTo: '2025-03-31',
    });
    expect(filter.search).toBe('acme');
    expect(filter.businessType).toBe('saas');
    expect(filter.createdFrom).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).toISOString());
    expect(filter.createdTo).toBe(new Date(2025, 2, 31, 23, 59, 59, 999).toISOString());
  });

  it('ignores a malformed day', () => {
    expect(toLeadFilter({ ...emptyLeadFilters, createdFrom: 'yesterday' })).toEqual({});
  });
});

describe('leadExportUrl', () => {
  it('carries the sort even with no filters', () => {
    expect(leadExportUrl(emptyLeadFilters)).toBe('/api/leads/export?sort=newest');
  });

  it('carries the current filters, encoded', () => {
    const url = leadExportUrl({ ...emptyLeadFilters, search: 'a&b', companySize: '250+', sort: 'oldest' });
    const params = new URL(url, 'http://localhost').searchParams;
    expect(params.get('search')).toBe('a&b');
    expect(params.get('companySize')).toBe('250+');
    expect(params.get('sort')).toBe('oldest');
    expect(params.has('timeline')).toBe(false);
  });
});

describe('the reply and first-touch filters', () => {
  const filters = {
    ...emptyLeadFilters,
    replyStatus: 'overdue' as const,
    firstTouchSource: ' spring ',
    firstTouchCampaign: 'launch',
  };

  it('asks GraphQL for the status in its enum and the touch values trimmed', () => {
    expect(toLeadFilter(filters)).toEqual({
      replyStatus: 'OVERDUE',
      firstTouchSource: 'spring',
      firstTouchCampaign: 'launch',
    });
  });

  it('passes them to the CSV export under the REST names', () => {
    const params = new URL(leadExportUrl(filters), 'http://localhost').searchParams;
    expect(params.get('reply_status')).toBe('overdue');
    expect(params.get('first_touch_source')).toBe('spring');
    expect(params.get('first_touch_campaign')).toBe('launch');
  });

  it('round-trips every filter through the page address, leaving defaults out', () => {
    const all = {
      ...filters,
      search: 'acme',
      companySize: '11-25',
      createdFrom: '2025-03-01',
      sort: 'oldest' as const,
    };
    const params = withLeadFilterParams(new URLSearchParams('tab=leads'), all);
    expect(params.get('tab')).toBe('leads');
    expect(leadFiltersFromParams(params)).toEqual(all);
    expect(withLeadFilterParams(new URLSearchParams(), emptyLeadFilters).toString()).toBe('');
  });

  it('reads an unknown reply status or sort in the address as none', () => {
    expect(leadFiltersFromParams(new URLSearchParams('reply_status=late&sort=random'))).toEqual(emptyLeadFilters);
    expect(leadFiltersFromParams(new URLSearchParams('reply_status=overdue')).replyStatus).toBe('overdue');
  });
});
