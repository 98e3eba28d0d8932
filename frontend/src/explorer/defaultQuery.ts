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
 * that): the newest leads, this week's leads with their source, and one lead's milestones. The
 * week's start is worked out when the page loads.
 */
export function explorerTabs(now: Date = new Date()): ExplorerTab[] {
  return [
    { query: DEFAULT_EXPLORER_QUERY, variables: '' },
    { query: LEADS_THIS_WEEK, variables: variables({ weekStart: startOfWeek(now).toISOString() }) },
    { query: ONE_LEADS_MILESTONES, variables: variables({ leadId: 1 }) },
  ];
}
