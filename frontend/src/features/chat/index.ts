// A lead's chat transcript, for the lifecycle page.
export { LeadConversation } from './LeadConversation';
