import { validRestLead } from '../../src/test/lead-examples';
import { LEADS_PAGE_QUERY } from './leads-page-query';

/** What bench:api times, on both servers, at how many connections, and the ratio ours/baseline each must reach (issue 18). */

/** the source of the leads the bench submits, deleted afterwards */
export const BENCH_SOURCE = 'bench_api';

/** this run's mark in the submitted emails, so no run repeats another's */
const RUN = Date.now().toString(36);

export type Case = {
  name: string;
  target: number;
  connections: number;
  method: 'GET' | 'POST';
  path: string;
  /** what a request sends: the same each time, or the n-th request's own (n from 0) */
  body?: string | ((sequence: number) => string);
  signedIn: boolean;
  /** the status a correct answer has */
  status: number;
};

export const CASES: Case[] = [
  {
    name: 'POST /api/leads',
    target: 0.3,
    connections: 50,
    method: 'POST',
    path: '/api/leads',
    // a new person each time, as the form's real traffic is: one email sent again and again would
    // time one lead's repeat submissions, which wait on each other (one person, one record)
    body: (sequence) =>
      JSON.stringify(
        validRestLead({
          email: `bench.${RUN}.${sequence}@example.com`,
          source: BENCH_SOURCE,
          message: 'Measured by npm run bench:api.',
        }),
      ),
    signedIn: false,
    status: 201,
  },
  {
    name: 'GraphQL leads(first: 50)',
    target: 0.3,
    connections: 10,
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: LEADS_PAGE_QUERY, variables: { first: 50 }, operationName: 'Leads' }),
    signedIn: true,
    status: 200,
  },
  {
    name: 'GET /api/leads?limit=50',
    target: 0.5,
    connections: 10,
    method: 'GET',
    path: '/api/leads?limit=50',
    signedIn: true,
    status: 200,
  },
  {
    name: 'GET / (landing page)',
    target: 0.8,
    connections: 50,
    method: 'GET',
    path: '/',
    signedIn: false,
    status: 200,
  },
];

/** The headers a case's request carries. */
export function caseHeaders(benchCase: Case, base: string, cookie: string): Record<string, string> {
  // the landing page uncompressed, as the baseline serves it (fetch would ask for br and gzip)
  const headers: Record<string, string> =
    benchCase.path === '/' ? { accept: 'text/html', 'accept-encoding': 'identity' } : { accept: 'application/json' };
  if (benchCase.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = base;
  }
  if (benchCase.signedIn) headers.cookie = cookie;
  return headers;
}
