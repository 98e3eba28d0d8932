/** The query of a new tab: the back office's lead table, so an analyst starts from something that runs. */
export const DEFAULT_EXPLORER_QUERY = `# The back office's GraphQL explorer.
# Run a query with Ctrl+Enter (Cmd+Enter on a Mac).
# The top-left button opens the docs of every type and field.
#
# To narrow the list, add a filter, for example:
#   leads(first: 20, filter: { search: "acme" })

query NewestLeads {
  leads(first: 20) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      name
      email
      company
      businessType
      timeline
      createdAt
    }
  }
}
`;

/** A saved example: GraphiQL's tab definition (its title is the operation's name). */
export type ExplorerTab = { query: string; variables: string };

const LEADS_THIS_WEEK = `# Leads this week with their source: where each
# lead's first and last visits came from.
#
# $weekStart (in Variables, below) is this week's Monday,
# 00:00 on your clock: change it to look further back, or
# add createdTo for a closed range.

query LeadsThisWeek($weekStart: DateTimeISO!) {
  leads(first: 50, filter: { createdFrom: $weekStart }) {
    totalCount
    nodes {
      id
      name
      email
      createdAt
      firstTouch {
        source
        medium
        campaign
        landingPath
        referrer
        at
      }
      lastTouch {
        source
        medium
        campaign
      }
    }
  }
}
`;

const ONE_LEADS_MILESTONES = `# One lead's milestones: how far the lead got, and
# when each step was done.
#
# Put the lead's id (the first tab lists them) in
# Variables, below.

query LeadMilestones($leadId: Int!) {
  leadMilestones(leadId: $leadId) {
    milestoneId
    title
    completed
    completedAt
  }
}
`;

const LEAD_STATISTICS = `# The dashboard's figures for the last 30 days: leads
# per day in your time zone, where they came from, the
# milestone funnel and the 48-hour reply promise.
#
# Change $from/$to (an instant each; $to is excluded),
# $interval (DAY, WEEK or MONTH) or add a filter, e.g.
#   leadStats(..., filter: { firstTouchSource: "google" })

query LeadStatistics($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
  leadStats(from: $from, to: $to, interval: DAY, timeZone: $timeZone) {
    total
    previousTotal
    series {
      at
      count
    }
    bySource {
      key
      label
      count
    }
    funnel {
      title
      reached
      conversionFromPrevious
      medianHoursFromPrevious
    }
    response {
      replied
      shareWithin48h
      medianHoursToReply
      overdueNow
    }
  }
}
`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 of the week `now` is in, on the local clock. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // getDay: Sunday 0 … Saturday 6; a week starts on Monday
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

function variables(values: Record<string, unknown>): string {
  return JSON.stringify(values, null, 2);
}

/**
 * The tabs the explorer opens with the first time (GraphiQL keeps the user's own tabs after
 * that): the newest leads, this week's leads with their source, one lead's milestones, and the
 * dashboard's statistics of the last 30 days. The dates are worked out when the page loads.
 */
export function explorerTabs(now: Date = new Date()): ExplorerTab[] {
  return [
    { query: DEFAULT_EXPLORER_QUERY, variables: '' },
    { query: LEADS_THIS_WEEK, variables: variables({ weekStart: startOfWeek(now).toISOString() }) },
    { query: ONE_LEADS_MILESTONES, variables: variables({ leadId: 1 }) },
    {
      query: LEAD_STATISTICS,
      variables: variables({
        from: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
        to: now.toISOString(),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    },
  ];
}
