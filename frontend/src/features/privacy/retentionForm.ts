import type { RetentionSettingsFieldsFragment, UpdateRetentionSettingsInput } from '../../graphql/generated/graphql';

/** The periods the Data retention tab edits, in the server's names. */
export type RetentionField =
  'leadsWithoutDiscoveryCallDays' | 'spamDays' | 'unlinkedChatDays' | 'chatAudioHours' | 'auditDays';

export const RETENTION_FIELDS: readonly RetentionField[] = [
  'leadsWithoutDiscoveryCallDays',
  'spamDays',
  'unlinkedChatDays',
  'chatAudioHours',
  'auditDays',
];

/** What the form holds: each period as typed, and whether leads are kept until erased. */
export type RetentionFormValues = Record<RetentionField, string> & { keepLeadsForever: boolean };

type Limit = RetentionSettingsFieldsFragment['limits'][number];

const SUGGESTED_LEAD_DAYS = 730;

export function formValues(settings: RetentionSettingsFieldsFragment): RetentionFormValues {
  return {
    keepLeadsForever: settings.leadsWithoutDiscoveryCallDays === null,
    // offered when "Delete after" is chosen: two years
    leadsWithoutDiscoveryCallDays: String(settings.leadsWithoutDiscoveryCallDays ?? SUGGESTED_LEAD_DAYS),
    spamDays: String(settings.spamDays),
    unlinkedChatDays: String(settings.unlinkedChatDays),
    chatAudioHours: String(settings.chatAudioHours),
    auditDays: String(settings.auditDays),
  };
}

/** "Spam: a whole number of days from 1 to 365", as the server says it. */
const limitMessage = (limit: Limit) =>
  `${limit.label}: a whole number of ${limit.unit} from ${limit.min} to ${limit.max}`;

/** The period as a number, or null when it is not a whole number within its limits. */
function parsePeriod(text: string, limit: Limit): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= limit.min && value <= limit.max ? value : null;
}

export type RetentionFormResult =
  { ok: true; input: UpdateRetentionSettingsInput } | { ok: false; errors: Partial<Record<RetentionField, string>> };

/**
 * The changes to send: only the periods that differ from the settings shown (so a period left at
 * its default keeps following it), each checked against the limits the server gave.
 */
export function retentionChanges(
  values: RetentionFormValues,
  settings: RetentionSettingsFieldsFragment,
): RetentionFormResult {
  const errors: Partial<Record<RetentionField, string>> = {};
  const input: UpdateRetentionSettingsInput = {};
  for (const field of RETENTION_FIELDS) {
    if (field === 'leadsWithoutDiscoveryCallDays' && values.keepLeadsForever) {
      if (settings.leadsWithoutDiscoveryCallDays !== null) input.leadsWithoutDiscoveryCallDays = null;
      continue;
    }
    const limit = settings.limits.find((entry) => entry.field === field);
    if (!limit) continue;
    const value = parsePeriod(values[field], limit);
    if (value === null) errors[field] = limitMessage(limit);
    else if (value !== settings[field]) input[field] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** "30 days", "1 hour" */
export function formatPeriod(value: number, unit: string): string {
  return `${value} ${value === 1 ? unit.replace(/s$/, '') : unit}`;
}
