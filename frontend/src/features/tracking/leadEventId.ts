/**
 * The id shared by the browser's pixel Lead event and the server's Conversions API event (sent
 * with the lead as leadEventId), so Meta counts the lead once.
 */
export const createLeadEventId = (): string => `lead_${crypto.randomUUID()}`;
