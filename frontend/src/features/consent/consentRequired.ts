/**
 * Whether the site asks for consent ("Require consent before tracking" in the marketing settings):
 * null until the public settings have been read. Free of React, so the entry script can set it
 * without loading React (useCookieSettingsOffered reads it in components).
 */
let required: boolean | null = null;
const subscribers = new Set<() => void>();

export function setConsentRequired(value: boolean): void {
  required = value;
  for (const notify of subscribers) notify();
}

export function subscribeConsentRequired(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export function consentRequired(): boolean | null {
  return required;
}
