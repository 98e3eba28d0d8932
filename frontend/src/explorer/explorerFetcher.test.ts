/** @jest-environment node */
import type { FetcherParams } from '@graphiql/toolkit';
import { createExplorerFetcher } from './explorerFetcher';

const answer = { data: { __typename: 'Query' } };

/** Runs `params` through the explorer's fetcher and returns the one request it made. */
async function send(params: FetcherParams): Promise<{ url: unknown; init: RequestInit; body: unknown }> {
  const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })),
  );
  const result = await createExplorerFetcher(fetchImpl)(params, {});
  // a query goes through the incremental-delivery fetcher, which answers with an async iterable
  const answers: unknown[] = [];
  for await (const each of result as AsyncIterable<unknown>) answers.push(each);
  expect(answers).toEqual([answer]);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  const [url, init = {}] = fetchImpl.mock.calls[0];
  return { url, init, body: JSON.parse(typeof init.body === 'string' ? init.body : '') };
}

describe('createExplorerFetcher', () => {
  it('posts the operation to the same-origin API with the session cookie', async () => {
    const { url, init, body } = await send({ query: '{ __typename }', operationName: null });
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(body).toMatchObject({ query: '{ __typename }' });
  });

  it('drops a stale operation name the typed query does not define', async () => {
    const { body } = await send({ query: '{ leads(first: 5) { totalCount } }', operationName: 'NewestLeads' });
    expect(body).not.toHaveProperty('operationName');
  });

  it('keeps a name the query defines, and leaves unparsable text for the server to report', async () => {
    const named = await send({ query: 'query A { me { id } } query B { me { username } }', operationName: 'B' });
    expect(named.body).toMatchObject({ operationName: 'B' });
    const broken = await send({ query: '{ leads(', operationName: 'NewestLeads' });
    expect(broken.body).toMatchObject({ query: '{ leads(', operationName: 'NewestLeads' });
  });
});
