export type PageOptions = {
  /** the cursor of the next page; null (the default) on the last page */
  endCursor?: string | null;
  /** how many there are in all (default: the nodes given) */
  totalCount?: number;
};

/** A page of a connection as the server answers it: nodes, pageInfo and totalCount. */
export function connectionPage<T>(
  typename: string,
  nodes: T[],
  { endCursor = null, totalCount = nodes.length }: PageOptions = {},
) {
  return {
    __typename: typename,
    nodes,
    pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
    totalCount,
  };
}
