import { leadField, type LeadAnswerKey } from './leadFields';

/**
 * The select options of the contact form, for the back-office screens that show a lead's answers.
 * The values are the spec's (section 9) and are what the server stores; the labels are what a
 * visitor reads.
 */
export type SelectOption<V extends string = string> = { value: V; label: string };

/** A choice's options, as lead-fields.ts defines them. */
function optionsOf(key: LeadAnswerKey): readonly SelectOption[] {
  const field = leadField(key);
  if (field.kind !== 'choice') throw new Error(`lead field ${key} is no choice`);
  return field.options;
}

export const businessTypeOptions = /* @__PURE__ */ optionsOf('businessType');
export const companySizeOptions = /* @__PURE__ */ optionsOf('companySize');
export const annualRevenueOptions = /* @__PURE__ */ optionsOf('annualRevenue');
export const avgClientValueOptions = /* @__PURE__ */ optionsOf('clientValue');
export const marketingBudgetOptions = /* @__PURE__ */ optionsOf('budget');
export const serviceInterestOptions = /* @__PURE__ */ optionsOf('serviceInterest');
export const implementationTimelineOptions = /* @__PURE__ */ optionsOf('timeline');

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
