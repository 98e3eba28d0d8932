import fc from 'fast-check';

/**
 * What the fuzz puts where a valid value belongs: script and SQL fragments, odd strings (lone
 * surrogates, zero-width and control characters, huge ones to ~200 KB), wrong types, nested
 * objects with prototype keys, pollution attempts and deep nesting.
 */

const SCRIPTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '</script><script>alert(document.cookie)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<iframe src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  "'-alert(1)-'",
  '{{constructor.constructor("alert(1)")()}}',
];
const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE lead; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
  "' UNION SELECT username, password_hash FROM app_user --",
  "%' AND 1=1 --",
  "\\'; --",
  '$1',
  '%',
  '_',
  '\\',
  "E'\\x00'",
  "');--",
  '1=1',
  'NULL',
  '::text',
  '${jndi:ldap://127.0.0.1/x}',
];
const ODD = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'a\u0000b',
  '\u200b',
  '\ufeff',
  '\u202e',
  '\ud800',
  '\udfff',
  'ﬀ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '😀'.repeat(3),
  'e\u0301',
  '\r\n\r\n',
  'x'.repeat(201),
  'x'.repeat(5001),
  '0',
  '-1',
  '1e308',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'NaN',
  '2147483648',
];
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
/** pollution attempts: own "__proto__" keys as JSON.parse makes them, with canaries checked afterwards */
export const POLLUTION_JSON = [
  '{"__proto__":{"fuzzPolluted":"yes","userId":1,"isAdmin":true}}',
  '{"constructor":{"prototype":{"fuzzPolluted":"yes","userId":1}}}',
  '{"__proto__":{"__proto__":{"fuzzPolluted":"yes"}}}',
  '{"prototype":{"fuzzPolluted":"yes"}}',
  '{"__proto__":null}',
  '{"__proto__":[]}',
  '{"constructor":"fuzzPolluted"}',
  '{"hasOwnProperty":"fuzzPolluted","toString":"x","valueOf":1}',
];

const hugeString = fc
  .record({
    unit: fc.constantFrom('a', 'é', '😀', '<script>', "'", '\u0000', ' ', 'ab\ncd'),
    length: fc.integer({ min: 1000, max: 200_000 }),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

export const fragment = fc.constantFrom(...SCRIPTS, ...SQL, ...ODD);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fragment, weight: 6 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fragment, fc.string({ maxLength: 12 }))
      .map(([a, b, c]) => a + b + c),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const pollution = fc.constantFrom(...POLLUTION_JSON).map((text) => JSON.parse(text) as unknown);

const deepNesting = fc.integer({ min: 20, max: 3000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
});

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -0, 2 ** 53 + 2, 2147483648, -2147483649, -1, 0, 1.5),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export const nestedObject = fc.dictionary(
  fc.oneof(
    fc.constantFrom(...PROTO_KEYS, 'toString', 'valueOf', 'hasOwnProperty', 'length', 'then'),
    fc.string({ maxLength: 10 }),
  ),
  fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyString),
  { maxKeys: 5 },
);

/** any bad value for a field */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 8 },
  { arbitrary: wrongType, weight: 4 },
  { arbitrary: nestedObject, weight: 2 },
  { arbitrary: pollution, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
);
