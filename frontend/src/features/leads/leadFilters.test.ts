import { emptyLeadFilters, leadExportUrl, toLeadFilter } from './leadFilters';

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
