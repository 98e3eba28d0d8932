/**
 * The visitor's cookie choice (issue 17): which optional categories they allow. Necessary storage
 * (the visitor id, this choice itself, the staff session) is always on and never asked about.
 * Dependency-free on purpose: tracking reads it on every page load, in the entry chunk.
 */

/** The optional categories: Analytics is Google Analytics, Marketing is Meta's pixel and the Conversions API. */
export type ConsentCategories = { analytics: boolean; marketing: boolean };

/** A choice as stored, and as the contact form sends it with a lead. */
export type ConsentChoice = ConsentCategories & {
  /** when it was made, ISO 8601 */
  at: string;
  version: number;
};

/**
 * The banner's version. Raise it when what the categories cover changes (a new vendor, a new
 * purpose): every stored choice of an older version is then asked again.
 */
export const CONSENT_VERSION = 1;

/** A choice is asked again this many months after it was made. */
const CONSENT_MONTHS = 12;

export const CONSENT_STORAGE_KEY = 'amk.consent';

type Listener = (choice: ConsentChoice) => void;

const listeners = new Set<Listener>();
/** this page's choice when the browser's storage refused it (it then lasts as long as the page) */
let unstored: ConsentChoice | null = null;

const isChoice = (value: unknown): value is ConsentChoice => {
  const choice = value as Partial<ConsentChoice> | null;
  return (
    typeof choice === 'object' &&
    choice !== null &&
    typeof choice.analytics === 'boolean' &&
    typeof choice.marketing === 'boolean' &&
    typeof choice.at === 'string' &&
    typeof choice.version === 'number'
  );
};

/** When a choice made at `at` runs out: the same day, twelve months later. */
function expiryOf(at: string): number {
  const expiry = new Date(at);
  expiry.setMonth(expiry.getMonth() + CONSENT_MONTHS);
  return expiry.getTime();
}

/** The visitor's current choice; null when they have made none, it is over 12 months old, or of another version. */
export function readConsent(now: Date = new Date()): ConsentChoice | null {
  let stored: unknown = unstored;
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (raw) stored = JSON.parse(raw);
  } catch {
    // blocked storage, or a value this code did not write (then read as no choice below)
    stored = unstored;
  }
  if (!isChoice(stored) || stored.version !== CONSENT_VERSION) return null;
  if (!(expiryOf(stored.at) > now.getTime())) return null;
  const { analytics, marketing, at, version } = stored;
  return { analytics, marketing, at, version };
}

/** Stores the visitor's choice (with the time and the banner's version) and tells every listener. */
export function saveConsent(categories: ConsentCategories, now: Date = new Date()): ConsentChoice {
  const choice: ConsentChoice = {
    analytics: categories.analytics,
    marketing: categories.marketing,
    at: now.toISOString(),
    version: CONSENT_VERSION,
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    unstored = null;
  } catch {
    // storage blocked or full: the choice holds for this page, and is asked again on the next
    unstored = choice;
  }
  for (const listener of listeners) listener(choice);
  return choice;
}

/** Calls `listener` with every choice saved from now on; returns the function that stops it. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
