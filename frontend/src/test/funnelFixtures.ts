import type { MockLink } from '@apollo/client/testing';
import { FunnelStatsDocument, type FunnelFiguresFragment } from '../graphql/generated/graphql';

/** One row of the funnel as the server sends it, type name included; counts default to 0. */
export function funnelFigures(
  source: string | null,
  label: string,
  figures: Partial<Omit<FunnelFiguresFragment, 'source' | 'label'>> = {},
) {
  return {
    __typename: 'FunnelFigures' as const,
    source,
    label,
    visits: 0,
    formStarts: 0,
    leads: 0,
    callsBooked: 0,
    callsHeld: 0,
    formStartPercent: null,
    leadPercent: null,
    callsBookedPercent: null,
    callsHeldPercent: null,
    ...figures,
  };
}

/** The funnel card's answer for any period: `bySource` empty unless given. */
export function funnelMock(
  totals = funnelFigures(null, 'All sources'),
  bySource: ReturnType<typeof funnelFigures>[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: FunnelStatsDocument, variables: () => true },
    result: { data: { funnelStats: { __typename: 'FunnelStats', totals, bySource } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
