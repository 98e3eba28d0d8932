import {
  annualRevenueOptions,
  avgClientValueOptions,
  BUSINESS_TYPE_LABELS,
  companySizeOptions,
  implementationTimelineOptions,
  marketingBudgetOptions,
  optionLabel,
  serviceInterestOptions,
  type SelectOption,
} from '../contact-form';

export const NOT_SPECIFIED = 'Not specified';
const DEFAULT_SOURCE = 'Website';

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  contact_form: 'Contact form',
  website: 'Website',
};

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function fromOptions(options: readonly SelectOption[], value: string | null | undefined): string {
  return present(value) ? optionLabel(options, value) : NOT_SPECIFIED;
}

/** The lifecycle cards' wording: form values as the visitor read them, 'Not specified' when empty. */
export const leadFieldText = {
  plain: (value: string | null | undefined): string => (present(value) ? value : NOT_SPECIFIED),
  businessType: (value: string | null | undefined): string =>
    present(value) ? (BUSINESS_TYPE_LABELS[value] ?? value) : NOT_SPECIFIED,
  companySize: (value: string | null | undefined) => fromOptions(companySizeOptions, value),
  annualRevenue: (value: string | null | undefined) => fromOptions(annualRevenueOptions, value),
  clientValue: (value: string | null | undefined) => fromOptions(avgClientValueOptions, value),
  budget: (value: string | null | undefined) => fromOptions(marketingBudgetOptions, value),
  timeline: (value: string | null | undefined) => fromOptions(implementationTimelineOptions, value),
  serviceInterest: (value: string | null | undefined) => fromOptions(serviceInterestOptions, value),
  source: (value: string | null | undefined): string =>
    present(value) ? (SOURCE_LABELS[value] ?? value) : DEFAULT_SOURCE,
};
