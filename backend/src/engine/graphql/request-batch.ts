import DataLoader from 'dataloader';

/**
 * Gathers the keys that many resolvers of one request ask for in the same turn (the items of a
 * list, say) and loads them with one call: one query for a page of rows, not one per row. A
 * DataLoader per request (the GraphQL context), so nothing is shared between requests, and a key
 * is loaded once a request.
 */
export function requestBatch<K, V>(
  load: (keys: readonly K[]) => Promise<Map<K, V>>,
): (request: object, key: K) => Promise<V | undefined> {
  const loaders = new WeakMap<object, DataLoader<K, V | undefined>>();
  return (request, key) => {
    let loader = loaders.get(request);
    if (!loader) {
      loader = new DataLoader<K, V | undefined>(async (keys) => {
        const values = await load(keys);
        return keys.map((k) => values.get(k));
      });
      loaders.set(request, loader);
    }
    return loader.load(key);
  };
}
