import { useSyncExternalStore } from 'react';

/**
 * Whether the site asks for consent ("Require consent before tracking" in the marketing settings):
 * null until the public settings have been read.
 */
let required: boolean | null = null;
const subscribers = new Set<() => void>();

export function setConsentRequired(value: boolean): void {
  required = value;
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/**
 * Whether to offer "Cookie settings": yes unless the site asks for no consent. Yes while that is
 * unknown, as in the prerendered pages, so the button never appears late.
 */
export function useCookieSettingsOffered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => required !== false,
    () => true,
  );
}
