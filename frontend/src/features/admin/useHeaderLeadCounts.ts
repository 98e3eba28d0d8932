import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useLeadCountsQuery, type LeadCountsQuery } from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';

/**
 * The lead counts the back office's header shows (overdue, spam); none for a member the team holds
 * to enrolment, who may read no lead until they set up two-step sign-in.
 */
export function useHeaderLeadCounts(fetchPolicy: WatchQueryFetchPolicy): LeadCountsQuery['leadCounts'] | undefined {
  const { user } = useCurrentUser();
  return useLeadCountsQuery({ fetchPolicy, skip: user?.mustEnrolTwoFactor ?? false }).data?.leadCounts;
}
