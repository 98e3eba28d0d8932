/** What other modules use of this one. */
export type { ConversionsApi } from './conversions-api';
