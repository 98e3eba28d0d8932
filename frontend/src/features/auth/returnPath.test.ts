import { returnPath } from './returnPath';

describe('returnPath', () => {
  it('returns to the page ProtectedRoute came from, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/leads/lifecycle/7', search: '?x=1', hash: '#timeline' } })).toBe(
      '/leads/lifecycle/7?x=1#timeline',
    );
    expect(returnPath({ from: '/leads?tab=settings' })).toBe('/leads?tab=settings');
  });

  it('falls back to /leads without a usable state', () => {
    expect(returnPath(null)).toBe('/leads');
    expect(returnPath({})).toBe('/leads');
    expect(returnPath({ from: 42 })).toBe('/leads');
  });

  it('never leaves the site or loops back to sign-in', () => {
    expect(returnPath({ from: '//evil.example/leads' })).toBe('/leads');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/leads');
    expect(returnPath({ from: { pathname: '/auth' } })).toBe('/leads');
    expect(returnPath({ from: '/login?next=x' })).toBe('/leads');
  });
});
