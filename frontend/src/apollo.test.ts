import { gql, type TypedDocumentNode } from '@apollo/client';
import { createApolloClient } from './apollo';

/** The app's cache, with its type policies. */
const createCache = () => createApolloClient().cache;

type LeadsPage = {
  leads: {
    __typename: 'LeadConnection';
    nodes: Array<{ __typename: 'Lead'; id: number; name: string }>;
    pageInfo: { __typename: 'PageInfo'; hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
};
type LeadsVariables = { first?: number; after?: string | null; filter?: { search?: string } | null };

const LEADS: TypedDocumentNode<LeadsPage, LeadsVariables> = gql`
  query TestLeads($first: Int, $after: String, $filter: LeadFilter) {
    leads(first: $first, after: $after, filter: $filter) {
      nodes {
        id
        name
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;

function page(ids: number[], endCursor: string | null, totalCount = 4): LeadsPage {
  return {
    leads: {
      __typename: 'LeadConnection',
      nodes: ids.map((id) => ({ __typename: 'Lead', id, name: `Lead ${id}` })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      totalCount,
    },
  };
}

const ids = (data: LeadsPage | null) => data?.leads.nodes.map((n) => n.id);

describe('Query.leads cache policy', () => {
  it('appends the next page when `after` is set and takes pageInfo from it', () => {
    const cache = createCache();
    cache.writeQuery({ query: LEADS, variables: { first: 2 }, data: page([1, 2], 'c2') });
    cache.writeQuery({ query: LEADS, variables: { first: 2, after: 'c2' }, data: page([3, 4], null) });

    const merged = cache.readQuery({ query: LEADS, variables: { first: 2 } });
    expect(ids(merged)).toEqual([1, 2, 3, 4]);
    expect(merged?.leads.pageInfo).toEqual({ __typename: 'PageInfo', hasNextPage: false, endCursor: null });
  });

  it('does not repeat a lead that shows up again on the next page', () => {
    const cache = createCache();
    cache.writeQuery({ query: LEADS, variables: { first: 2 }, data: page([1, 2], 'c2') });
    cache.writeQuery({ query: LEADS, variables: { first: 2, after: 'c2' }, data: page([2, 3], null) });

    expect(ids(cache.readQuery({ query: LEADS, variables: { first: 2 } }))).toEqual([1, 2, 3]);
  });

  it('replaces the list on a first page (refetch)', () => {
    const cache = createCache();
    cache.writeQuery({ query: LEADS, variables: { first: 2 }, data: page([1, 2], 'c2') });
    cache.writeQuery({ query: LEADS, variables: { first: 2, after: 'c2' }, data: page([3, 4], null) });
    cache.writeQuery({ query: LEADS, variables: { first: 2 }, data: page([5, 1], 'c1', 5) });

    expect(ids(cache.readQuery({ query: LEADS, variables: { first: 2 } }))).toEqual([5, 1]);
  });

  it('keeps one list per filter', () => {
    const cache = createCache();
    cache.writeQuery({ query: LEADS, variables: { first: 2 }, data: page([1, 2], null) });
    cache.writeQuery({ query: LEADS, variables: { first: 2, filter: { search: 'acme' } }, data: page([7], null, 1) });

    expect(ids(cache.readQuery({ query: LEADS, variables: { first: 2 } }))).toEqual([1, 2]);
    expect(ids(cache.readQuery({ query: LEADS, variables: { first: 2, filter: { search: 'acme' } } }))).toEqual([7]);
  });
});

describe('cache identities', () => {
  it('keys a milestone by lead and milestone, the settings by id, the notification settings as one', () => {
    const cache = createCache();
    expect(cache.identify({ __typename: 'LeadMilestone', id: null, leadId: 3, milestoneId: 'first-contact' })).toBe(
      'LeadMilestone:{"leadId":3,"milestoneId":"first-contact"}',
    );
    expect(cache.identify({ __typename: 'MarketingSettings', id: 1 })).toBe('MarketingSettings:1');
    // the notification settings have no id: there is one record, and every answer updates it
    expect(cache.identify({ __typename: 'NotificationSettingsView', newLead: true })).toBe(
      'NotificationSettingsView:{}',
    );
  });
});

describe('createApolloClient', () => {
  it('reads cache-first and never polls', () => {
    const client = createApolloClient();
    expect(client.defaultOptions.watchQuery).toMatchObject({ fetchPolicy: 'cache-first', pollInterval: 0 });
    expect(client.defaultOptions.query).toMatchObject({ fetchPolicy: 'cache-first' });
    expect(client.refetchEventManager).toBeUndefined();
  });
});
