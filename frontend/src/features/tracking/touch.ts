/**
 * The visit that brought the visitor (issue 13's "touch"): campaign parameters, the outside
 * referrer's host, where the visit landed and when. main.tsx records one on every full page load,
 * so this file stays small and dependency-free: it ships in the landing page's first chunk (the
 * contact form reads the touches back with storedTouches.ts, loaded with the form).
 */
export type Touch = {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  gclid?: string;
  fbclid?: string;
  referrer?: string;
  landingPath: string;
  at: string;
};

/** The visit the form is sent from: this tab's session. */
export const LAST_TOUCH_KEY = 'amk.lastTouch';
/** The earliest visit this browser has seen. */
export const FIRST_TOUCH_KEY = 'amk.firstTouch';

/** A touch's fields and the address parameters they are read from. */
export const TOUCH_PARAMS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const;

type CampaignKey = keyof typeof TOUCH_PARAMS | 'referrer';
const CAMPAIGN_KEYS = [...Object.keys(TOUCH_PARAMS), 'referrer'] as CampaignKey[];

/** The touch of a page load: the page's address, the referrer (another site's host only) and the time. */
export function touchFromVisit(url: URL, referrer: string, at: Date): Touch {
  const touch: Touch = { landingPath: url.pathname + url.search, at: at.toISOString() };
  for (const [key, param] of Object.entries(TOUCH_PARAMS) as [keyof typeof TOUCH_PARAMS, string][]) {
    const value = url.searchParams.get(param)?.trim();
    if (value) touch[key] = value;
  }
  const referrerHost = hostOf(referrer);
  if (referrerHost && referrerHost !== url.host) touch.referrer = referrerHost;
  return touch;
}

/** A touch with neither campaign parameters nor an outside referrer: a direct visit. */
const isDirect = (touch: Touch): boolean => CAMPAIGN_KEYS.every((key) => touch[key] === undefined);

/**
 * Stores a page load's touch. The last touch is replaced unless this visit is direct and the stored
 * one is not; the first touch is written once, except that a stored direct first touch gives way
 * to the first campaign touch.
 */
export function recordTouch(touch: Touch, session: Storage, local: Storage): void {
  const last = readTouch(session, LAST_TOUCH_KEY);
  if (!last || isDirect(last) || !isDirect(touch)) writeTouch(session, LAST_TOUCH_KEY, touch);
  const first = readTouch(local, FIRST_TOUCH_KEY);
  if (!first || (isDirect(first) && !isDirect(touch))) writeTouch(local, FIRST_TOUCH_KEY, touch);
}

/** Records this page load's touch; storage that is blocked or full only costs the attribution. */
export function recordPageLoadTouch(): void {
  try {
    const touch = touchFromVisit(new URL(window.location.href), document.referrer, new Date());
    recordTouch(touch, window.sessionStorage, window.localStorage);
  } catch {
    // no storage (private mode, blocked cookies): the lead is sent without a touch
  }
}

function hostOf(address: string): string | undefined {
  try {
    return address ? new URL(address).host : undefined;
  } catch {
    return undefined;
  }
}

/** A stored touch, or null when there is none or it is not one this code wrote. */
export function readTouch(storage: Storage, key: string): Touch | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTouch(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** This tab's last touch; null when there is none or storage is blocked. */
export function lastStoredTouch(): Touch | null {
  try {
    return readTouch(window.sessionStorage, LAST_TOUCH_KEY);
  } catch {
    return null;
  }
}

const isTouch = (value: unknown): value is Touch =>
  typeof value === 'object' && value !== null && 'at' in value && 'landingPath' in value;

function writeTouch(storage: Storage, key: string, touch: Touch): void {
  storage.setItem(key, JSON.stringify(touch));
}
