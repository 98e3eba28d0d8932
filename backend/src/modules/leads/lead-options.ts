/** The contact form's select values (spec section 9). The server accepts only these. */
export const BUSINESS_TYPES = [
  'ecommerce',
  'local-business',
  'saas',
  'service-business',
  'coaching',
  'b2b',
  'info-products',
  'agency',
  'other',
] as const;
/**
 * The agency types the spec's admin table names (its display map) beyond the form's values. The
 * lead table's business-type filter offers them with their labels, so the server takes them as a
 * filter (a lead stored with one is found; none is an empty list, not an error).
 */
const DISPLAY_MAP_BUSINESS_TYPES = [
  'marketing-agency',
  'digital-agency',
  'pr-agency',
  'seo-agency',
  'content-agency',
  'social-media-agency',
  'advertising-agency',
  'branding-agency',
] as const;
/** What the business-type filter accepts: the form's values and the display map's. */
export const FILTERABLE_BUSINESS_TYPES = [...BUSINESS_TYPES, ...DISPLAY_MAP_BUSINESS_TYPES] as const;
export const COMPANY_SIZES = ['1-5', '6-10', '11-25', '26-50', '51-100', '101-250', '250+'] as const;
export const ANNUAL_REVENUES = ['less-than-250k', '250k-500k', '500k-1m', '1m-5m', '5m-10m', '10m-plus'] as const;
export const CLIENT_VALUES = [
  'less-than-1k',
  '1k-5k',
  '5k-10k',
  '10k-25k',
  '25k-50k',
  '50k-100k',
  '100k-plus',
] as const;
export const MARKETING_BUDGETS = ['less-than-10k', '10k-25k', '25k-50k', '50k-100k', '100k-plus'] as const;
export const SERVICE_INTERESTS = [
  'paid-media',
  'funnel-buildouts',
  'offer-creation',
  'local-marketing',
  'social-media',
  'data-analytics',
  'psychology-based',
  'linkedin-marketing',
  'multiple',
] as const;
export const TIMELINES = ['immediate', 'short-term', 'mid-term', 'long-term', 'exploring'] as const;

/** Upper bounds on free text, so one submission cannot fill the database. */
export const LEAD_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  marketingNeeds: 5000,
  message: 5000,
  // as sent, before its scheme and www. are removed (a domain itself has at most 253)
  companyWebsite: 300,
  source: 50,
} as const;
