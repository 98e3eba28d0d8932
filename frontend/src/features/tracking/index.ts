// What other features use of tracking: the visitor's id and the lead conversion events.
export { getOrCreateVisitorId } from './visitorId';
export { createLeadEventId } from './leadEventId';
export { trackLeadSubmission } from './trackingEvents';
