import { useEffect } from 'react';
import { markPageHydrated } from './pageHydration';

/** Called by each prerendered page (landing, legal, not-found) once it is mounted. */
export function usePageHydrated(): void {
  useEffect(() => {
    markPageHydrated();
  }, []);
}
