import { useSyncExternalStore } from 'react';
import { DEFAULT_APP_CONFIG, getAppConfig } from './appConfig';

// The injected config never changes during a page's life, so there is nothing to subscribe to.
const subscribe = (): (() => void) => () => undefined;
const getClientUrl = (): string => getAppConfig().bookingUrl;
const getServerUrl = (): string => DEFAULT_APP_CONFIG.bookingUrl;

/**
 * The booking page URL. Prerendered HTML carries the default; during hydration React renders the
 * server value first and then swaps in the injected one, so the two never mismatch.
 */
export function useBookingUrl(): string {
  return useSyncExternalStore(subscribe, getClientUrl, getServerUrl);
}
