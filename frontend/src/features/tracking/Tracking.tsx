import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { consentBannerFor } from './consentedTracking';
import { startTracking } from './startTracking';
import { trackPageView } from './trackingEvents';

/**
 * Global widget with no UI: gives the visitor an id, loads Google Analytics and the Meta pixel
 * when the public settings switch them on (and the visitor allows them), and reports client-side
 * route changes as page views. The first page's view is not sent here: each vendor sends it as it
 * loads. The cookie banner follows the route: shown on the visitors' pages until they choose,
 * never in the back office.
 */
export function Tracking() {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const previousPath = useRef<string | null>(null);

  // usually already done by main.tsx before React started; once per page load either way
  useEffect(() => {
    void startTracking();
  }, []);

  // Compared with the previous path rather than counting runs: StrictMode runs effects twice on
  // mount, and that must not look like a navigation.
  useEffect(() => {
    if (previousPath.current !== null && previousPath.current !== path) trackPageView(path);
    previousPath.current = path;
  }, [path]);

  useEffect(() => {
    consentBannerFor(location.pathname);
  }, [location.pathname]);

  return null;
}
