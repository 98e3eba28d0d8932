import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;
const getYear = (): number => new Date().getFullYear();

/**
 * The current calendar year for the footer. Read when rendering, never cached at module load, so a
 * long-lived page or server process does not keep showing last year. (Should a prerendered page
 * outlive New Year, hydration notices the changed text and React re-renders with the right year.)
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, getYear, getYear);
}
