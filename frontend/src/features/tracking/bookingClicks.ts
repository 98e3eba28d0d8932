import { sendFunnelEvent } from './funnelEvents';
import { lastStoredTouch, TOUCH_PARAMS, type Touch } from './touch';

/** The touch's fields Calendly and Cal.com both pass back with a booking: the utm_ parameters. */
const UTM_FIELDS = (Object.entries(TOUCH_PARAMS) as [keyof typeof TOUCH_PARAMS, string][]).filter(([, param]) =>
  param.startsWith('utm_'),
);

/** A booking address with the touch's UTM parameters (those the touch has replace the address's own). */
function withAttribution(href: string, touch: Touch | null): string {
  if (!touch) return href;
  const url = new URL(href);
  for (const [field, param] of UTM_FIELDS) {
    const value = touch[field];
    if (value) url.searchParams.set(param, value);
  }
  return url.toString();
}

/**
 * Every booking link (BookingLink's `data-booking-link`) gets the visit's UTM parameters when it
 * is clicked, not when it is rendered: the prerendered page stays the same for every visitor, and a
 * link clicked before React has started is caught too. The click is counted for the funnel.
 */
export function watchBookingClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    // the middle button opens a tab; the others open no link
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest('a[data-booking-link]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    link.href = withAttribution(link.href, lastStoredTouch());
    sendFunnelEvent('booking_click');
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('auxclick', onClick, true);
  };
}
