import {
  annualRevenueOptions,
  avgClientValueOptions,
  companySizeOptions,
  implementationTimelineOptions,
  marketingBudgetOptions,
} from '../contact-form/contactFormOptions';
import { BUSINESS_TYPE_LABELS } from '../leads/leadDisplay';

export const NOT_SPECIFIED = 'Not specified';
export const DEFAULT_SOURCE = 'Website';

type Options = readonly { value: string; label: string }[];

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  contact_form: 'Contact form',
  website: 'Website',
};

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function fromOptions(options: Options, value: string | null | undefined): string {
  if (!present(value)) return NOT_SPECIFIED;
  return options.find((option) => option.value === value)?.label ?? value;
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
  source: (value: string | null | undefined): string =>
    present(value) ? (SOURCE_LABELS[value] ?? value) : DEFAULT_SOURCE,
};
