import { apiTokenStatus, curlExample, expiresInDays, tokenHintText } from './apiTokenDisplay';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('apiTokenStatus', () => {
  it('is active without an expiry or before it', () => {
    expect(apiTokenStatus({ expiresAt: null, revokedAt: null }, NOW)).toBe('active');
    expect(apiTokenStatus({ expiresAt: '2026-03-10T12:00:01Z', revokedAt: null }, NOW)).toBe('active');
  });

  it('is expired from its expiry on', () => {
    expect(apiTokenStatus({ expiresAt: '2026-03-10T12:00:00Z', revokedAt: null }, NOW)).toBe('expired');
  });

  it('is revoked once revoked, expired or not', () => {
    expect(apiTokenStatus({ expiresAt: '2026-01-01T00:00:00Z', revokedAt: '2025-12-01T00:00:00Z' }, NOW)).toBe(
      'revoked',
    );
    expect(apiTokenStatus({ expiresAt: null, revokedAt: '2026-03-01T00:00:00Z' }, NOW)).toBe('revoked');
  });
});

describe('API token display', () => {
  it('marks the hint as the start of the token', () => {
    expect(tokenHintText('amk_AbC123')).toBe('amk_AbC123…');
  });

  it('turns the expiry choice into days, or null for none', () => {
    expect(expiresInDays('none')).toBeNull();
    expect(expiresInDays('30')).toBe(30);
  });

  it('builds a curl call for this site', () => {
    const curl = curlExample('https://agency.example');
    expect(curl).toContain('-H "Authorization: Bearer amk_…"');
    expect(curl).toContain(`-d '{"query":"{ leads(first: 5) { nodes { id email } } }"}'`);
    expect(curl.endsWith('https://agency.example/graphql')).toBe(true);
  });
});
