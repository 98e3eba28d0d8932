/**
 * The select options of the contact form. The values are the spec's (section 9) and are what the
 * server stores; the labels are what a visitor reads.
 */
export type SelectOption<V extends string = string> = { value: V; label: string };

export const businessTypeOptions = [
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'local-business', label: 'Local business' },
  { value: 'saas', label: 'SaaS' },
  { value: 'service-business', label: 'Service business' },
  { value: 'coaching', label: 'Coaching or consulting' },
  { value: 'b2b', label: 'B2B' },
  { value: 'info-products', label: 'Info products or courses' },
  { value: 'agency', label: 'Agency' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly SelectOption[];

export const companySizeOptions = [
  { value: '1-5', label: '1-5 employees' },
  { value: '6-10', label: '6-10 employees' },
  { value: '11-25', label: '11-25 employees' },
  { value: '26-50', label: '26-50 employees' },
  { value: '51-100', label: '51-100 employees' },
  { value: '101-250', label: '101-250 employees' },
  { value: '250+', label: '250+ employees' },
] as const satisfies readonly SelectOption[];

export const annualRevenueOptions = [
  { value: 'less-than-250k', label: 'Less than $250K' },
  { value: '250k-500k', label: '$250K - $500K' },
  { value: '500k-1m', label: '$500K - $1M' },
  { value: '1m-5m', label: '$1M - $5M' },
  { value: '5m-10m', label: '$5M - $10M' },
  { value: '10m-plus', label: '$10M+' },
] as const satisfies readonly SelectOption[];

export const avgClientValueOptions = [
  { value: 'less-than-1k', label: 'Less than $1K' },
  { value: '1k-5k', label: '$1K - $5K' },
  { value: '5k-10k', label: '$5K - $10K' },
  { value: '10k-25k', label: '$10K - $25K' },
  { value: '25k-50k', label: '$25K - $50K' },
  { value: '50k-100k', label: '$50K - $100K' },
  { value: '100k-plus', label: '$100K+' },
] as const satisfies readonly SelectOption[];

export const marketingBudgetOptions = [
  { value: 'less-than-10k', label: 'Less than $10K per month' },
  { value: '10k-25k', label: '$10K - $25K per month' },
  { value: '25k-50k', label: '$25K - $50K per month' },
  { value: '50k-100k', label: '$50K - $100K per month' },
  { value: '100k-plus', label: '$100K+ per month' },
] as const satisfies readonly SelectOption[];

export const serviceInterestOptions = [
  { value: 'paid-media', label: 'Paid media' },
  { value: 'funnel-buildouts', label: 'Funnel buildouts' },
  { value: 'offer-creation', label: 'Offer creation' },
  { value: 'local-marketing', label: 'Local marketing' },
  { value: 'social-media', label: 'Social media' },
  { value: 'data-analytics', label: 'Data analytics' },
  { value: 'psychology-based', label: 'Psychology-based marketing' },
  { value: 'linkedin-marketing', label: 'LinkedIn marketing' },
  { value: 'multiple', label: 'Multiple services' },
] as const satisfies readonly SelectOption[];

export const implementationTimelineOptions = [
  { value: 'immediate', label: 'Immediate (0-2 weeks)' },
  { value: 'short-term', label: 'Short-term (1-2 months)' },
  { value: 'mid-term', label: 'Mid-term (3-6 months)' },
  { value: 'long-term', label: 'Long-term (6+ months)' },
  { value: 'exploring', label: 'Just exploring' },
] as const satisfies readonly SelectOption[];

export const optionValues = <V extends string>(options: readonly SelectOption<V>[]): V[] =>
  options.map((option) => option.value);

/** An option's label for a stored value; a value the options do not know reads as it is. */
export const optionLabel = (options: readonly SelectOption[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * How the back office names each business type a lead may carry: the agency types of the
 * original admin table plus the values this form sends, so every stored lead reads as words
 * rather than a slug.
 */
export const BUSINESS_TYPE_LABELS: Readonly<Record<string, string>> = {
  'marketing-agency': 'Marketing Agency',
  'digital-agency': 'Digital Agency',
  'pr-agency': 'PR Agency',
  'seo-agency': 'SEO Agency',
  'content-agency': 'Content Agency',
  'social-media-agency': 'Social Media Agency',
  'advertising-agency': 'Advertising Agency',
  'branding-agency': 'Branding Agency',
  other: 'Other',
  ecommerce: 'E-commerce',
  'local-business': 'Local Business',
  saas: 'SaaS',
  'service-business': 'Service Business',
  coaching: 'Coaching',
  b2b: 'B2B',
  'info-products': 'Info Products',
  agency: 'Agency',
};
