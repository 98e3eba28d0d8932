import { returnTarget } from './returnPath';

const path = (state: unknown, search?: string) => returnTarget(state, search).path;

describe('returnTarget', () => {
  it('returns to the page ProtectedRoute came from, with its query and hash', () => {
    expect(path({ from: { pathname: '/leads/lifecycle/7', search: '?x=1', hash: '#timeline' } })).toBe(
      '/leads/lifecycle/7?x=1#timeline',
    );
    expect(path({ from: '/leads?tab=settings' })).toBe('/leads?tab=settings');
  });

  it('falls back to /leads without a usable state', () => {
    expect(path(null)).toBe('/leads');
    expect(path({})).toBe('/leads');
    expect(path({ from: 42 })).toBe('/leads');
  });

  it('never leaves the site or loops back to sign-in', () => {
    expect(path({ from: '//evil.example/leads' })).toBe('/leads');
    expect(path({ from: 'https://evil.example' })).toBe('/leads');
    expect(path({ from: { pathname: '/auth' } })).toBe('/leads');
    expect(path({ from: '/login?next=x' })).toBe('/leads');
  });

  it('stays within the app for an app page', () => {
    expect(returnTarget({ from: '/api-tokens' })).toEqual({ path: '/api-tokens', fullPageLoad: false });
  });
});

describe('returnTarget with ?next=', () => {
  it('sends the explorer back to itself with a full page load', () => {
    expect(returnTarget(null, '?next=%2Fgraphql')).toEqual({ path: '/graphql', fullPageLoad: true });
    expect(returnTarget(null, '?next=/graphql')).toEqual({ path: '/graphql', fullPageLoad: true });
  });

  it('opens a server page without a query or hash that would make it run something', () => {
    expect(returnTarget(null, `?next=${encodeURIComponent('/graphql?query={leads{totalCount}}#x')}`)).toEqual({
      path: '/graphql',
      fullPageLoad: true,
    });
  });

  it('takes an app page as an in-app navigation, before the state', () => {
    expect(returnTarget({ from: '/leads/lifecycle' }, '?next=%2Faccount%3Ftab%3Dx')).toEqual({
      path: '/account?tab=x',
      fullPageLoad: false,
    });
  });

  it.each([
    'https://evil.example/graphql',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'graphql',
    '/auth?next=%2Fgraphql',
    '/login',
    '',
  ])('ignores %j and falls back to the state, then /leads', (next) => {
    const search = `?${new URLSearchParams({ next }).toString()}`;
    expect(returnTarget(null, search)).toEqual({ path: '/leads', fullPageLoad: false });
    expect(returnTarget({ from: '/leads/lifecycle' }, search)).toEqual({
      path: '/leads/lifecycle',
      fullPageLoad: false,
    });
  });
});
