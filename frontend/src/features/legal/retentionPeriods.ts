import { useEffect, useSyncExternalStore } from 'react';
import { getJson } from '../../api/request';

/** The retention periods in force (Settings → Data retention), as the privacy page states them. */
export type RetentionPeriods = {
  /** null: kept until the visitor asks for erasure */
  leadsWithoutDiscoveryCallDays: number | null;
  spamDays: number;
  unlinkedChatDays: number;
  chatAudioHours: number;
  auditDays: number;
};

/**
 * The defaults, which the prerendered page states until the live figures arrive (and a visitor
 * without JavaScript reads): the server's own defaults unless its environment changes them.
 */
const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  leadsWithoutDiscoveryCallDays: null,
  spamDays: 30,
  unlinkedChatDays: 180,
  chatAudioHours: 24,
  auditDays: 365,
};

const PERIODS_URL = '/api/retention-periods';

type PeriodsResponse = {
  success?: boolean;
  data?: {
    leads_without_discovery_call_days?: unknown;
    spam_days?: unknown;
    unlinked_chat_days?: unknown;
    chat_audio_hours?: unknown;
    audit_days?: unknown;
  };
};

const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** `GET /api/retention-periods`, checked; null when anything is off (the page keeps what it shows). */
async function fetchRetentionPeriods(): Promise<RetentionPeriods | null> {
  try {
    const { data } = await getJson<PeriodsResponse>(PERIODS_URL);
    const periods = {
      spamDays: whole(data?.spam_days),
      unlinkedChatDays: whole(data?.unlinked_chat_days),
      chatAudioHours: whole(data?.chat_audio_hours),
      auditDays: whole(data?.audit_days),
    };
    const leads = data?.leads_without_discovery_call_days;
    if (Object.values(periods).some((value) => value === null) || (leads !== null && whole(leads) === null))
      return null;
    return {
      ...(periods as Omit<RetentionPeriods, 'leadsWithoutDiscoveryCallDays'>),
      leadsWithoutDiscoveryCallDays: whole(leads),
    };
  } catch {
    return null;
  }
}

/** The figures last read in this page's life: a return to the page shows them at once. */
let lastRead: RetentionPeriods | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const liveSnapshot = (): RetentionPeriods => lastRead ?? DEFAULT_RETENTION_PERIODS;
const prerenderedSnapshot = (): RetentionPeriods => DEFAULT_RETENTION_PERIODS;

/**
 * The periods to state: while the prerendered page hydrates, the defaults it was rendered with
 * (so the two match), then the live figures, read from the server each time the page is shown.
 */
export function useRetentionPeriods(): RetentionPeriods {
  useEffect(() => {
    void fetchRetentionPeriods().then((live) => {
      if (!live) return;
      lastRead = live;
      for (const listener of listeners) listener();
    });
  }, []);
  return useSyncExternalStore(subscribe, liveSnapshot, prerenderedSnapshot);
}

/** "30 days", "1 day", "24 hours"; null: "No fixed limit" */
export function formatRetention(value: number | null, unit: 'day' | 'hour'): string {
  if (value === null) return 'No fixed limit';
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}
