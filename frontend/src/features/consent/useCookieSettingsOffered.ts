import { useSyncExternalStore } from 'react';
import { consentRequired, subscribeConsentRequired } from './consentRequired';

/**
 * Whether to offer "Cookie settings": yes unless the site asks for no consent. Yes while that is
 * unknown, as in the prerendered pages, so the button never appears late.
 */
export function useCookieSettingsOffered(): boolean {
  return useSyncExternalStore(
    subscribeConsentRequired,
    () => consentRequired() !== false,
    () => true,
  );
}
