import { requestBatch } from './request-batch';

describe('requestBatch', () => {
  it('loads the keys asked for in one turn of one request with one call, and keeps requests apart', async () => {
    const calls: string[][] = [];
    const lookup = requestBatch((keys: readonly string[]) => {
      calls.push([...keys]);
      return Promise.resolve(new Map(keys.map((key) => [key, key.length])));
    });
    const first = {};
    const second = {};
    const answers = await Promise.all([
      lookup(first, 'a'),
      lookup(first, 'bb'),
      lookup(first, 'a'),
      lookup(second, 'ccc'),
    ]);
    expect(answers).toEqual([1, 2, 1, 3]);
    expect(calls).toEqual([['a', 'bb'], ['ccc']]);
    // a later turn of the same request is a new batch
    expect(await lookup(first, 'dddd')).toBe(4);
    expect(calls).toHaveLength(3);
  });

  it('answers undefined for a key the loader did not find', async () => {
    const lookup = requestBatch(() => Promise.resolve(new Map<string, number>()));
    expect(await lookup({}, 'missing')).toBeUndefined();
  });
});
