import type { MockLink } from '@apollo/client/testing';
import { LeadCountsDocument, MeDocument } from '../graphql/generated/graphql';
import type { UserRole } from '../graphql/generated/schema';

/** The signed-in user as `me` answers it, for every read of it in a test. */
export function meMock(role: UserRole, { id = 1, username = 'admin' }: { id?: number; username?: string } = {}) {
  const mock: MockLink.MockedResponse = {
    request: { query: MeDocument },
    result: { data: { me: { __typename: 'User', id, username, role } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return mock;
}

/** An analyst: can view everything, change nothing. */
export const analystMe = () => meMock('ANALYST', { id: 7, username: 'riley' });

/** The header's overdue count, which every back-office page asks for. */
export function leadCountsMock(overdue = 0, spam = 0): MockLink.MockedResponse {
  return {
    request: { query: LeadCountsDocument },
    result: { data: { leadCounts: { __typename: 'LeadCounts', overdue, spam } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
