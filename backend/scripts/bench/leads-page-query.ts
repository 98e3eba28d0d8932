import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The Lead Management table's own query, read from the front end: the benches time what it sends. */
export const LEADS_PAGE_QUERY = readFileSync(
  path.resolve(__dirname, '../../../frontend/src/features/leads/leads.graphql'),
  'utf8',
);
