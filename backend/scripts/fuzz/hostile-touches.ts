import fc from 'fast-check';
import { TOUCH_REST_NAMES, TOUCH_TEXT_FIELDS } from '../../src/modules/leads/lead-touch';
import { PROTO_KEYS, fragment, nastyString, wrongType } from './hostile-values';

/**
 * Hostile first/last touches on an otherwise valid lead: the server keeps what it can read of a
 * touch and must accept the lead whatever the touches hold. Bodies stay under the 100 kB body
 * limit (a larger one is refused for its size, not for its touches): one value of the request may
 * be huge (to 50 kB), every other one is short.
 */

const REST_KEYS: string[] = Object.values(TOUCH_REST_NAMES);
const GRAPHQL_KEYS: string[] = [...TOUCH_TEXT_FIELDS, 'at'];

/** a string of up to 50 kB as JSON carries it (a NUL is 6 bytes there, an emoji 4) */
const hugeText = fc
  .record({
    unit: fc.constantFrom<[string, number]>(
      ['x', 1],
      ['é', 2],
      ['😀', 4],
      ['\u0000', 6],
      [' ', 1],
      ['<script>', 8],
      ['\u0007a', 7],
    ),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  })
  .map(({ unit: [unit, bytes], share }) => unit.repeat(Math.max(1, Math.floor((50_000 * share) / bytes))));

/** at most 1.2 kB as JSON: twenty of them leave room for one huge value under the body limit */
const shortText = nastyString.filter((s) => JSON.stringify(s).length <= 1200);

const nested = fc.dictionary(
  fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 10 })),
  fc.oneof(fc.jsonValue({ maxDepth: 2 }), shortText),
  { maxKeys: 4 },
);

const timeText = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2026-13-45T99:99:99Z', '0000-00-00', '+275760-09-13T00:00:00.000Z', 'yesterday', '1767225600000'),
  fragment,
);

const restValue = fc.oneof(
  { arbitrary: shortText, weight: 6 },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: nested, weight: 1 },
);

type Touch = Record<string, unknown>;

function touchObject(
  keys: string[],
  value: fc.Arbitrary<unknown>,
  extraKeys: fc.Arbitrary<string>,
): fc.Arbitrary<Touch> {
  return fc
    .array(
      fc.tuple(
        fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 8 }, { arbitrary: extraKeys, weight: 1 }),
        value,
      ),
      {
        maxLength: 10,
      },
    )
    .map((entries) => {
      const touch: Touch = {};
      // defineProperty: a "__proto__" key becomes an own key, as JSON.parse makes it on the server
      for (const [key, v] of entries)
        Object.defineProperty(touch, key, { value: v, enumerable: true, writable: true, configurable: true });
      return touch;
    });
}

/** one value in the touches made huge */
function withHugeValue(keys: string[], touches: fc.Arbitrary<[unknown, unknown]>): fc.Arbitrary<[unknown, unknown]> {
  return fc
    .tuple(
      touches,
      fc.option(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.constantFrom(...keys), hugeText), { freq: 3 }),
    )
    .map(([[first, last], huge]) => {
      if (!huge) return [first, last];
      const [which, key, text] = huge;
      const pair: [unknown, unknown] = [first, last];
      const target = pair[which];
      pair[which] = {
        ...(typeof target === 'object' && target !== null && !Array.isArray(target) ? target : {}),
        [key]: text,
      };
      return pair;
    });
}

/** REST first_touch / last_touch: objects of anything, or no object at all */
export const restTouches: fc.Arbitrary<{ first_touch: unknown; last_touch: unknown }> = withHugeValue(
  REST_KEYS,
  fc.tuple(
    ...[0, 1].map(() =>
      fc.oneof(
        {
          arbitrary: touchObject(
            REST_KEYS,
            fc.oneof(restValue, timeText),
            fc.oneof(fc.constantFrom(...PROTO_KEYS, 'landingPath', 'utm_source'), fc.string({ maxLength: 10 })),
          ),
          weight: 8,
        },
        { arbitrary: fc.oneof(shortText, wrongType), weight: 2 },
      ),
    ),
  ) as fc.Arbitrary<[unknown, unknown]>,
).map(([first_touch, last_touch]) => ({ first_touch, last_touch }));

/** GraphQL firstTouch / lastTouch: typed input, so strings (or null) under the known keys, any content */
export const graphqlTouches: fc.Arbitrary<{ firstTouch: unknown; lastTouch: unknown }> = withHugeValue(
  GRAPHQL_KEYS,
  fc.tuple(
    ...[0, 1].map(() =>
      fc.oneof(
        {
          arbitrary: touchObject(
            GRAPHQL_KEYS,
            fc.oneof(shortText, timeText, fc.constant(null)),
            fc.constantFrom(...GRAPHQL_KEYS),
          ),
          weight: 9,
        },
        { arbitrary: fc.constant(null), weight: 1 },
      ),
    ),
  ) as fc.Arbitrary<[unknown, unknown]>,
).map(([firstTouch, lastTouch]) => ({ firstTouch, lastTouch }));
