import { companySizeOptions, implementationTimelineOptions } from '../contact-form/contactFormOptions';
import { formatRelativeTime } from './relativeTime';

export const NOT_AVAILABLE = 'N/A';
export const INVALID_DATE = 'Invalid date';

/**
 * Agency types from the original admin table plus the values the contact form actually sends, so
 * every stored lead reads as words rather than a slug.
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

function isMissing(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

/** A cell's text: the value itself, or N/A when there is none. */
export function displayOrNotAvailable(value: string | null | undefined): string {
  return isMissing(value) ? NOT_AVAILABLE : value;
}

export function businessTypeLabel(value: string | null | undefined): string {
  if (isMissing(value)) return NOT_AVAILABLE;
  return BUSINESS_TYPE_LABELS[value] ?? value;
}

function labelFrom(options: readonly { value: string; label: string }[], value: string | null | undefined): string {
  if (isMissing(value)) return NOT_AVAILABLE;
  return options.find((option) => option.value === value)?.label ?? value;
}

export function companySizeLabel(value: string | null | undefined): string {
  return labelFrom(companySizeOptions, value);
}

export function timelineLabel(value: string | null | undefined): string {
  return labelFrom(implementationTimelineOptions, value);
}

export type CreatedDisplay =
  { valid: true; date: string; relative: string; iso: string } | { valid: false; text: typeof INVALID_DATE };

/** The Created column: the local date and "x ago", or 'Invalid date' for anything unparsable. */
export function formatCreated(value: unknown, now: Date = new Date()): CreatedDisplay {
  const date =
    value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { valid: false, text: INVALID_DATE };
  return {
    valid: true,
    date: date.toLocaleDateString(),
    relative: formatRelativeTime(date, now),
    iso: date.toISOString(),
  };
}
