import { businessTypeLabel, companySizeLabel, displayOrNotAvailable, timelineLabel } from './leadDisplay';

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
