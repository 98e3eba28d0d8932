// What other features use of tracking: the visitor's id, the campaign touches and the lead conversion events.
export { getOrCreateVisitorId } from './visitorId';
export { createLeadEventId } from './leadEventId';
export { trackLeadSubmission } from './trackingEvents';
export { storedTouches } from './storedTouches';
