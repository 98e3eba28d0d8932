import { actionLabel, dateRange, dateRangeError, detailEntries, targetLabel } from './auditDisplay';

describe('dateRange', () => {
  it('turns the days into instants of this time zone, the end exclusive after its day', () => {
    expect(dateRange('2025-03-01', '2025-03-31')).toEqual({
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(2025, 3, 1).toISOString(),
    });
  });

  it('leaves out an empty or malformed day', () => {
    expect(dateRange('', '')).toEqual({});
    expect(dateRange('2025-12-31', '')).toEqual({ from: new Date(2025, 11, 31).toISOString() });
    expect(dateRange('', '2025-12-31')).toEqual({ to: new Date(2026, 0, 1).toISOString() });
    expect(dateRange('yesterday', '31/12/2025')).toEqual({});
  });

  it('says when the end comes before the start', () => {
    expect(dateRangeError('2025-03-02', '2025-03-01')).toBe('The end date is before the start date.');
    expect(dateRangeError('2025-03-01', '2025-03-01')).toBeNull();
    expect(dateRangeError('', '2025-03-01')).toBeNull();
  });
});

describe('detailEntries', () => {
  it('reads a JSON object as labelled lines', () => {
    expect(
      detailEntries(
        JSON.stringify({
          fields: ['gaEnabled', 'fbPixelId'],
          role: { from: 'ANALYST', to: 'ADMIN' },
          active: false,
          expiresAt: null,
          filter: { search: 'acme', spam: false },
        }),
      ),
    ).toEqual([
      { key: 'fields', label: 'Fields', value: 'gaEnabled, fbPixelId' },
      { key: 'role', label: 'Role', value: 'ANALYST → ADMIN' },
      { key: 'active', label: 'Active', value: 'no' },
      { key: 'expiresAt', label: 'Expires at', value: 'none' },
      { key: 'filter', label: 'Filter', value: 'Search: acme; Spam: no' },
    ]);
  });

  it('reads an instant in the local time zone', () => {
    const at = '2027-02-23T19:47:08.344Z';
    expect(detailEntries(JSON.stringify({ expiresAt: at }))[0].value).toBe(
      new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });

  it('has no lines for an empty object, and one for anything else', () => {
    expect(detailEntries('{}')).toEqual([]);
    expect(detailEntries('not json')).toEqual([{ key: 'details', label: 'Details', value: 'not json' }]);
    expect(detailEntries('[1,2]')).toEqual([{ key: 'details', label: 'Details', value: '1, 2' }]);
  });
});

describe('labels', () => {
  it('names actions and targets in words, and falls back to the raw names', () => {
    expect(actionLabel('auth.sign_in')).toBe('Signed in');
    expect(actionLabel('future.thing')).toBe('future.thing');
    expect(targetLabel('lead', '42')).toBe('Lead #42');
    expect(targetLabel('settings', 'marketing')).toBe('Settings: marketing');
    expect(targetLabel('webhook_endpoint', null)).toBe('Webhook endpoint');
    expect(targetLabel(null, null)).toBeNull();
  });
});
