import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  type ApolloLink,
  type FieldPolicy,
  type Reference,
} from '@apollo/client';
import { enrolmentRedirectLink } from './enrolmentRedirect';

/**
 * The cached shape of a paged connection (`Query.leads`, the delivery logs): its nodes normalised
 * to references. Only `nodes` is merged; `pageInfo` and `totalCount` always come from the newest page.
 */
type CachedConnection = {
  __typename?: string;
  nodes: Reference[];
  pageInfo: unknown;
  totalCount: number;
};

/**
 * One cache entry per value of `keyArgs`. Without `after` a result replaces the list (first page,
 * refetch); with `after` it is the next page and its nodes are appended, skipping any node already
 * present (a row created between two page loads shifts the cursor window).
 */
function pagedConnectionPolicy(keyArgs: string[] | false): FieldPolicy<CachedConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.nodes.map((node) => node.__ref));
      return {
        ...incoming,
        nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !seen.has(node.__ref))],
      };
    },
  };
}

function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // one list per filter + sort
          leads: pagedConnectionPolicy(['filter', 'sort']),
          emailDeliveries: pagedConnectionPolicy(false),
          webhookDeliveries: pagedConnectionPolicy(['endpointId']),
          auditEvents: pagedConnectionPolicy(['filter']),
        },
      },
      // A milestone has no id until it is first stored; the lead and milestone ids name it.
      LeadMilestone: { keyFields: ['leadId', 'milestoneId'] },
      // One settings record exists: updates merge into it rather than replacing it.
      MarketingSettings: { merge: true },
      // One notification settings record, without an id: every answer updates the same entry.
      NotificationSettingsView: { keyFields: [] },
      // One set of retention periods, without an id: a save's answer updates the tab's query.
      RetentionSettings: { keyFields: [] },
      // The scheduling tools' settings, likewise one record without an id.
      SchedulingSettings: { keyFields: [] },
    },
  });
}

export type CreateApolloClientOptions = {
  /** a link to use instead of HTTP to /graphql (tests) */
  link?: ApolloLink;
  uri?: string;
};

/**
 * The app's client. Spec section 9: no automatic retry (no RetryLink), no refetch on window focus
 * (no refetch event manager), no polling, and cache-first reads: cached data is never treated as
 * stale. Tests build their own client through this factory, or take its cache (the app's type
 * policies) for a MockedProvider.
 */
export function createApolloClient({ link, uri = '/graphql' }: CreateApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: link ?? enrolmentRedirectLink().concat(new HttpLink({ uri, credentials: 'include' })),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', pollInterval: 0, refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
