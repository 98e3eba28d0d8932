/** The first tab's query: the back office's lead table, so an analyst starts from something that runs. */
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
