import { formatCreated, formatRelativeTime } from './relativeTime';

describe('formatCreated', () => {
  const now = new Date('2025-06-10T12:00:00.000Z');

  it('gives the local date and the time since', () => {
    const created = formatCreated('2025-06-07T12:00:00.000Z', now);
    expect(created).toEqual({
      valid: true,
      date: new Date('2025-06-07T12:00:00.000Z').toLocaleDateString(),
      relative: '3 days ago',
      iso: '2025-06-07T12:00:00.000Z',
    });
  });

  it("reads 'Invalid date' for anything unparsable", () => {
    expect(formatCreated('not a date', now)).toEqual({ valid: false, text: 'Invalid date' });
    expect(formatCreated(null, now)).toEqual({ valid: false, text: 'Invalid date' });
    expect(formatCreated('', now)).toEqual({ valid: false, text: 'Invalid date' });
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-10T12:00:00.000Z');
  const ago = (seconds: number) => formatRelativeTime(new Date(now.getTime() - seconds * 1000), now);

  it.each([
    [10, 'less than a minute ago'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [60 * 60, 'about 1 hour ago'],
    [5 * 3600, 'about 5 hours ago'],
    [30 * 3600, '1 day ago'],
    [10 * 86400, '10 days ago'],
    [40 * 86400, 'about 1 month ago'],
    [50 * 86400, 'about 2 months ago'],
    [200 * 86400, '7 months ago'],
    [400 * 86400, 'about 1 year ago'],
    [600 * 86400, 'over 1 year ago'],
    [700 * 86400, 'almost 2 years ago'],
  ])('%i seconds back reads %s', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it('says "in …" for a time ahead of now', () => {
    expect(ago(-5 * 60)).toBe('in 5 minutes');
  });
});
