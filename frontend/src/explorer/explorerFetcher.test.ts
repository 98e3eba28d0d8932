import { createExplorerFetcher, EXPLORER_GRAPHQL_URL, withCurrentOperationName } from './explorerFetcher';

describe('createExplorerFetcher', () => {
  it('posts the operation to the same-origin API with the session cookie', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(
      async () =>
        ({
          headers: { get: () => 'application/json' },
          json: async () => ({ data: { __typename: 'Query' } }),
        }) as unknown as Response,
    );
    const fetcher = createExplorerFetcher(fetchImpl as unknown as typeof fetch);

    // a query goes through the incremental-delivery fetcher, which answers with an async iterable
    const result = await fetcher({ query: '{ __typename }', operationName: null }, {});
    const answers: unknown[] = [];
    for await (const answer of result as AsyncIterable<unknown>) answers.push(answer);

    expect(answers).toEqual([{ data: { __typename: 'Query' } }]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(EXPLORER_GRAPHQL_URL);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ query: '{ __typename }' });
  });
});

describe('withCurrentOperationName', () => {
  it('drops a stale operation name the typed query does not define', () => {
    expect(
      withCurrentOperationName({ query: '{ leads(first: 5) { totalCount } }', operationName: 'NewestLeads' }),
    ).toEqual({
      query: '{ leads(first: 5) { totalCount } }',
    });
  });

  it('keeps a name the query defines, and leaves unparsable text for the server to report', () => {
    const named = { query: 'query A { me { id } } query B { me { username } }', operationName: 'B' };
    expect(withCurrentOperationName(named)).toBe(named);
    const broken = { query: '{ leads(', operationName: 'NewestLeads' };
    expect(withCurrentOperationName(broken)).toBe(broken);
  });
});
