import fc from 'fast-check';
import { POLLUTION_JSON, PROTO_KEYS, nasty, nestedObject } from './hostile-values';

/** Request bodies built from a valid payload: one field or a few made hostile, pollution merged in, or raw bytes. */

export type Json = Record<string, unknown>;

function clone(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/** a valid payload with one field replaced (or removed, or one added) */
export function oneFieldMutation(valid: () => Json, extraKeys: string[] = []): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid());
  return fc
    .record({
      key: fc.constantFrom(...keys, ...extraKeys, ...PROTO_KEYS),
      value: nasty,
      remove: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ key, value, remove }) => {
      const payload = clone(valid());
      if (remove) delete payload[key];
      else Object.defineProperty(payload, key, { value, enumerable: true, writable: true, configurable: true });
      return payload;
    });
}

/** a valid payload with a few fields replaced */
export function manyFieldMutation(valid: () => Json): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid());
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, ...PROTO_KEYS), nasty), { minLength: 2, maxLength: 5 })
    .map((changes) => {
      const payload = clone(valid());
      for (const [key, value] of changes)
        Object.defineProperty(payload, key, { value, enumerable: true, writable: true, configurable: true });
      return payload;
    });
}

/** a valid payload merged with a pollution attempt */
export function polluted(valid: () => Json): fc.Arbitrary<unknown> {
  return fc.constantFrom(...POLLUTION_JSON).map((text) => {
    const rest = JSON.stringify(valid()).slice(1);
    return JSON.parse(`{${text.slice(1, -1)}${rest === '}' ? '' : ','}${rest}`) as unknown;
  });
}

const RAW_BODIES = [
  '',
  '{',
  '{"name":',
  'null',
  '[]',
  '"string"',
  '123',
  'true',
  '{"a":1}garbage',
  '\u0000',
  '{"__proto__":{"fuzzPolluted":"yes"}}',
  '{"a":"\\ud800"}',
  '{"a":1,"a":2}',
  `{"a":"${'\\u0000'.repeat(10)}"}`,
  '['.repeat(5000),
  `{"x":"${'y'.repeat(150_000)}"}`,
];

export type FuzzBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };

export function bodyFor(valid: () => Json, extraKeys: string[] = []): fc.Arbitrary<FuzzBody> {
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((value): FuzzBody => ({ kind: 'json', value }));
  return fc.oneof(
    { arbitrary: json(oneFieldMutation(valid, extraKeys)), weight: 10 },
    { arbitrary: json(manyFieldMutation(valid)), weight: 3 },
    { arbitrary: json(polluted(valid)), weight: 1 },
    { arbitrary: json(fc.oneof(nasty, nestedObject)), weight: 2 },
    {
      arbitrary: fc
        .record({
          text: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 200 })),
          contentType: fc.constantFrom(
            'application/json',
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'application/json; charset=utf-16',
          ),
        })
        .map(({ text, contentType }): FuzzBody => ({ kind: 'raw', text, contentType })),
      weight: 1,
    },
  );
}

/** the bytes a body sends */
export function serialise(body: FuzzBody): string {
  return body.kind === 'json' ? (JSON.stringify(body.value) ?? '') : body.text;
}
