/** How the audit log reads: actions, targets and details in words, and the date filter as instants. */

const ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'user.created': 'Added a member',
  'user.updated': 'Changed a member',
  'user.password_reset': "Reset a member's password",
  'user.password_changed': 'Changed their password',
  'user.sessions_ended': 'Signed a member out everywhere',
  'session.ended': 'Signed a session out',
  'session.ended_others': 'Signed out their other sessions',
  'api_token.created': 'Created an API token',
  'api_token.revoked': 'Revoked an API token',
  'settings.marketing_updated': 'Changed marketing settings',
  'settings.notifications_updated': 'Changed notification settings',
  'milestone.changed': 'Changed a milestone',
  'milestone.timeline_reset': 'Reset a timeline',
  'milestone.timeline_restored': 'Undid a timeline reset',
  'lead.marked_contacted': 'Marked a lead as contacted',
  'lead.contact_undone': 'Undid marking a lead contacted',
  'lead.spam_restored': 'Restored a lead from spam',
  'lead.deleted': 'Deleted a lead',
  'lead.data_exported': "Exported a lead's data",
  'lead.erased': 'Erased a lead',
  'leads.exported': 'Exported leads',
  'settings.retention_updated': 'Changed retention periods',
  'retention.purged': 'Retention purge',
  'webhook.created': 'Added a webhook endpoint',
  'webhook.updated': 'Changed a webhook endpoint',
  'webhook.secret_rotated': 'Rotated a webhook secret',
  'webhook.deleted': 'Deleted a webhook endpoint',
};

/** "auth.sign_in" -> "Signed in"; an action this build does not know reads as its own name. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const TARGET_LABELS: Record<string, string> = {
  lead: 'Lead',
  user: 'User',
  api_token: 'API token',
  webhook_endpoint: 'Webhook endpoint',
  settings: 'Settings',
};

/** "Lead #42", "Settings: marketing", or null when the event has no target. */
export function targetLabel(targetType: string | null, targetId: string | null): string | null {
  if (!targetType) return null;
  const type = TARGET_LABELS[targetType] ?? humanize(targetType);
  if (!targetId) return type;
  return /^\d+$/.test(targetId) ? `${type} #${targetId}` : `${type}: ${targetId}`;
}

/** "eventTypes" -> "Event types", "ip_address" -> "Ip address". */
function humanize(key: string): string {
  const words = key
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An instant the server wrote as ISO 8601 (an expiry, say): read in the browser's time zone. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function formatString(value: string): string {
  if (value === '') return '(empty)';
  if (INSTANT_PATTERN.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime()))
      return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  }
  return value;
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return formatString(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(formatValue).join(', ');
  if (isRecord(value)) {
    // a change: { from, to }
    if ('from' in value && 'to' in value && Object.keys(value).length === 2) {
      return `${formatValue(value.from)} → ${formatValue(value.to)}`;
    }
    const entries = Object.entries(value);
    if (entries.length === 0) return 'none';
    return entries.map(([key, entry]) => `${humanize(key)}: ${formatValue(entry)}`).join('; ');
  }
  return JSON.stringify(value);
}

export type DetailEntry = { key: string; label: string; value: string };

/**
 * An event's details (a JSON object) as labelled lines: `{"fields":["gaEnabled"]}` ->
 * Fields: gaEnabled. Details that are not a JSON object come back as one "Details" line.
 */
export function detailEntries(details: string): DetailEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return details.trim() ? [{ key: 'details', label: 'Details', value: details }] : [];
  }
  if (!isRecord(parsed)) {
    return parsed === null ? [] : [{ key: 'details', label: 'Details', value: formatValue(parsed) }];
  }
  return Object.entries(parsed).map(([key, value]) => ({ key, label: humanize(key), value: formatValue(value) }));
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight at the start of a YYYY-MM-DD day, `days` later; null for anything else. */
function localDayStart(day: string, days = 0): Date | null {
  const match = DATE_PATTERN.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type DateRange = { from?: string; to?: string };

/**
 * The date inputs (YYYY-MM-DD, in the browser's time zone) as the filter's instants: `from` at the
 * start of its day, `to` exclusive at the end of its day (the next day's midnight). An empty or
 * malformed day is left out.
 */
export function dateRange(fromDay: string, toDay: string): DateRange {
  const from = fromDay ? localDayStart(fromDay) : null;
  const to = toDay ? localDayStart(toDay, 1) : null;
  return { ...(from ? { from: from.toISOString() } : {}), ...(to ? { to: to.toISOString() } : {}) };
}

/** A "to" day before the "from" day matches nothing: said beside the fields instead. */
export function dateRangeError(fromDay: string, toDay: string): string | null {
  if (!fromDay || !toDay || !DATE_PATTERN.test(fromDay) || !DATE_PATTERN.test(toDay)) return null;
  return toDay < fromDay ? 'The end date is before the start date.' : null;
}
