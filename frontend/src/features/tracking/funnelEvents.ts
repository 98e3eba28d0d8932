import { isStaffPage } from '../../backOfficePaths';
import { lastStoredTouch } from './touch';

/** The steps of the public site's funnel the server counts (POST /api/funnel). */
type FunnelEvent = 'page_view' | 'form_start' | 'form_submit' | 'booking_click';

/**
 * Counts one step of the funnel: the event and the visit's UTM source and campaign, nothing about
 * the visitor (no id, no cookie), so it needs no consent. A beacon is sent even as the page is left,
 * and stays in the entry's few bytes.
 */
export function sendFunnelEvent(event: FunnelEvent): void {
  const touch = lastStoredTouch();
  const body = JSON.stringify({ event, source: touch?.source, campaign: touch?.campaign });
  try {
    // text/plain keeps it a simple request; the server reads it as JSON
    navigator.sendBeacon('/api/funnel', new Blob([body], { type: 'text/plain' }));
  } catch {
    // no beacons (an old browser) or over the browser's quota: only the count is lost
  }
}

/** A page load of the public site; the staff's pages are no visits. */
export function countPageView(): void {
  if (!isStaffPage(window.location.pathname)) sendFunnelEvent('page_view');
}
