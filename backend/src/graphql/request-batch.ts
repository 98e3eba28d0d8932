/**
 * Gathers the keys that many resolvers of one request ask for in the same turn (the items of a
 * list, say) and loads them with one call, as DataLoader does: one query for a page of rows, not
 * one per row. Batches are kept per request (the GraphQL context), so nothing is shared between
 * requests or cached beyond the turn.
 */
export function requestBatch<K, V>(
  load: (keys: readonly K[]) => Promise<Map<K, V>>,
): (request: object, key: K) => Promise<V | undefined> {
  const open = new WeakMap<object, { keys: Set<K>; loaded: Promise<Map<K, V>> }>();
  return (request, key) => {
    let batch = open.get(request);
    if (!batch) {
      const keys = new Set<K>();
      // after the resolvers of this turn have all asked (the promise, then the tick queue)
      const loaded = Promise.resolve()
        .then(() => new Promise<void>((resolve) => process.nextTick(resolve)))
        .then(() => {
          open.delete(request);
          return load([...keys]);
        });
      batch = { keys, loaded };
      open.set(request, batch);
    }
    batch.keys.add(key);
    return batch.loaded.then((values) => values.get(key));
  };
}
