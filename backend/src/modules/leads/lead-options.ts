import { leadField, optionValues, type LeadAnswerKey } from './lead-fields';

/** The values a choice answer accepts (lead-fields.ts). */
export function choiceValues(key: LeadAnswerKey): string[] {
  const field = leadField(key);
  if (field.kind !== 'choice') throw new Error(`lead field ${key} is no choice`);
  return optionValues(field);
}

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
export const FILTERABLE_BUSINESS_TYPES = [...choiceValues('businessType'), ...DISPLAY_MAP_BUSINESS_TYPES];

/** The longest `source` a submission may name (it is no answer: the form always sends contact_form). */
export const SOURCE_MAX_LENGTH = 50;
