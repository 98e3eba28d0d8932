/** GraphQL's Int is a signed 32-bit integer; a larger id cannot name a lead. */
const MAX_GRAPHQL_INT = 2_147_483_647;

/**
 * The route's id as a lead id: digits only ("12abc" and "1e3" are not ids), positive and within
 * GraphQL's Int. Null for anything else, which the page shows as 'Lead not found'.
 */
export function parseLeadId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return id >= 1 && id <= MAX_GRAPHQL_INT ? id : null;
}
