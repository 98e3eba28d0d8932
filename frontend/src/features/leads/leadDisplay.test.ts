import {
  businessTypeLabel,
  companySizeLabel,
  displayOrNotAvailable,
  formatCreated,
  timelineLabel,
} from './leadDisplay';
import { formatRelativeTime } from './relativeTime';

describe('businessTypeLabel', () => {
  it.each([
    ['marketing-agency', 'Marketing Agency'],
    ['digital-agency', 'Digital Agency'],
    ['pr-agency', 'PR Agency'],
    ['seo-agency', 'SEO Agency'],
    ['content-agency', 'Content Agency'],
    ['social-media-agency', 'Social Media Agency'],
    ['advertising-agency', 'Advertising Agency'],
    ['branding-agency', 'Branding Agency'],
    ['other', 'Other'],
    ['ecommerce', 'E-commerce'],
    ['local-business', 'Local Business'],
    ['saas', 'SaaS'],
    ['service-business', 'Service Business'],
    ['coaching', 'Coaching'],
    ['b2b', 'B2B'],
    ['info-products', 'Info Products'],
    ['agency', 'Agency'],
  ])('maps %s to %s', (value, label) => {
    expect(businessTypeLabel(value)).toBe(label);
  });

  it('shows an unknown value as it is', () => {
    expect(businessTypeLabel('crypto-fund')).toBe('crypto-fund');
  });

  it('shows N/A for a missing value', () => {
    expect(businessTypeLabel(null)).toBe('N/A');
    expect(businessTypeLabel(undefined)).toBe('N/A');
    expect(businessTypeLabel('  ')).toBe('N/A');
  });
});

describe('other cells', () => {
  it('use N/A when empty and labels for known form values', () => {
    expect(displayOrNotAvailable(null)).toBe('N/A');
    expect(displayOrNotAvailable('Acme')).toBe('Acme');
    expect(companySizeLabel('11-25')).toBe('11-25 employees');
    expect(companySizeLabel('9000')).toBe('9000');
    expect(timelineLabel('immediate')).toBe('Immediate (0-2 weeks)');
    expect(timelineLabel(null)).toBe('N/A');
  });
});

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
