/** How long each kind of data is kept (Settings → Data retention); the retention purge enforces them. */
export type RetentionPeriods = {
  /** leads that never reached Discovery Call, days after they arrived; null: kept until erased */
  leadsWithoutDiscoveryCallDays: number | null;
  /** quarantined spam, days after it arrived */
  spamDays: number;
  /** chat conversations linked to no lead, days after their last message */
  unlinkedChatDays: number;
  /** spoken chat replies, hours after they were made */
  chatAudioHours: number;
  /** audit events, days after they were recorded */
  auditDays: number;
};

export type RetentionField = keyof RetentionPeriods;

export const RETENTION_FIELDS: readonly RetentionField[] = [
  'leadsWithoutDiscoveryCallDays',
  'spamDays',
  'unlinkedChatDays',
  'chatAudioHours',
  'auditDays',
];

/** The defaults the environment decides (SPAM_RETENTION_DAYS, CHAT_AUDIO_RETENTION_HOURS, AUDIT_RETENTION_DAYS). */
export type RetentionDefaults = Pick<RetentionPeriods, 'spamDays' | 'chatAudioHours' | 'auditDays'>;

/** The defaults no variable changes: leads are kept until erased, idle unlinked chats 180 days. */
export const FIXED_RETENTION_DEFAULTS = { leadsWithoutDiscoveryCallDays: null, unlinkedChatDays: 180 } as const;

export type RetentionLimit = { min: number; max: number; unit: 'days' | 'hours'; label: string };

/**
 * What an admin may set. Leads and audit events get at least 30 days: a lead must outlive its
 * 48-hour reply promise and a chance to be worked, and an audit trail must not vanish overnight.
 */
export const RETENTION_LIMITS: Record<RetentionField, RetentionLimit> = {
  leadsWithoutDiscoveryCallDays: {
    min: 30,
    max: 3650,
    unit: 'days',
    label: 'Leads that never reached Discovery Call',
  },
  spamDays: { min: 1, max: 365, unit: 'days', label: 'Spam' },
  unlinkedChatDays: { min: 1, max: 3650, unit: 'days', label: 'Chat conversations not linked to a lead' },
  chatAudioHours: { min: 1, max: 720, unit: 'hours', label: 'Chat audio' },
  auditDays: { min: 30, max: 3650, unit: 'days', label: 'Audit events' },
};

/** "Spam: a whole number of days from 1 to 365" */
export function limitMessage(field: RetentionField): string {
  const { min, max, unit, label } = RETENTION_LIMITS[field];
  return `${label}: a whole number of ${unit} from ${min} to ${max}`;
}
