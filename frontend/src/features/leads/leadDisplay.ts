import { BUSINESS_TYPE_LABELS, companySizeOptions, implementationTimelineOptions, optionLabel } from '../contact-form';

export const NOT_AVAILABLE = 'N/A';

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

export function companySizeLabel(value: string | null | undefined): string {
  return isMissing(value) ? NOT_AVAILABLE : optionLabel(companySizeOptions, value);
}

export function timelineLabel(value: string | null | undefined): string {
  return isMissing(value) ? NOT_AVAILABLE : optionLabel(implementationTimelineOptions, value);
}
