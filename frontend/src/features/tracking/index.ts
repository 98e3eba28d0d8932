// What other features use of tracking: the visitor's id, the campaign touches, the lead conversion events and the funnel's counts.
export { getOrCreateVisitorId } from './visitorId';
export { createLeadEventId } from './leadEventId';
export { trackLeadSubmission } from './trackingEvents';
export { storedTouches } from './storedTouches';
export { sendFunnelEvent } from './funnelEvents';
