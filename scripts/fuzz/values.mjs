// Building blocks of hostile input, shared by the GraphQL, REST and page generators.
// Huge strings repeat one unit instead of drawing random characters: a random 100 KB string could
// contain `.ts:` or `/work/` by chance, and the leak check must only ever see what the server adds.
import fc from 'fast-check';

const KB = 1024;

/** Strings a careful server must survive: empty, blank, control characters, markup, SQL, paths, emoji. */
export const SPECIAL_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  '\u0000\u0001\u0002\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  '\uFEFF',
  '\u200B\u200D\u2060',
  '\u202Eevil\u202C',
  '\uD800',
  '\uDFFF\uD800',
  '😀',
  '🚴‍♀️🎿🏂',
  '👨‍👩‍👧‍👦'.repeat(20),
  '가',
  '자전거',
  '스키 렌탈',
  '한글 ㅋㅋㅋ',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '0x1F',
  '99999999999999999999999',
  '1.5',
  '{}',
  '[]',
  '{"a":',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'http://evil.example/',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1970-01-01T00:00:00Z',
  '2026-13-01',
  'yesterday',
  'a'.repeat(1025),
  'b'.repeat(10 * KB),
];

/** Roughly 100 KB each (and one of 300 KB, over the GraphQL body limit). */
export const HUGE_STRINGS = [
  'x'.repeat(100 * KB),
  '가'.repeat(34 * KB),
  '😀'.repeat(25 * KB),
  '\u0000'.repeat(100 * KB),
  'ab'.repeat(150 * KB),
];

export const BOUNDARY_INTS = [
  0,
  -1,
  1,
  2,
  -2147483648,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  -1e21,
  4294967296,
];
export const BOUNDARY_FLOATS = [
  0.5, -0.0, 1e-320, 1.7976931348623157e308, -1.7976931348623157e308, 3.14159, -273.15, 37.5665, 126.978,
];

export const smallString = fc.string({ maxLength: 12 });

export const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  { arbitrary: smallString, weight: 2 }
);

/** Kept apart from nastyString: in a record of ten strings it would make nearly every body huge. */
export const hugeString = fc.constantFrom(...HUGE_STRINGS);

export const nastyInt = fc.oneof(
  { arbitrary: fc.constantFrom(...BOUNDARY_INTS), weight: 3 },
  { arbitrary: fc.integer({ min: -5, max: 200 }), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 }
);

export const nastyFloat = fc.oneof(
  fc.constantFrom(...BOUNDARY_FLOATS),
  fc.double({ noNaN: true, noDefaultInfinity: true })
);

/** A JSON value of any shape, nested a little. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A value of the wrong JSON type for whatever was expected. */
export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyInt,
  nastyFloat,
  nastyString,
  fc.array(fc.oneof(smallString, fc.integer()), { maxLength: 3 }),
  fc.dictionary(smallString, fc.oneof(smallString, fc.integer()), { maxKeys: 3 })
);

/** JSON nested `depth` levels deep (arrays or objects), as a string: JSON.stringify would recurse. */
export function deepJsonText(depth, kind = 'array') {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export const deepJson = fc
  .record({ depth: fc.constantFrom(50, 1000, 10000, 100000), kind: fc.constantFrom('array', 'object') })
  .map(({ depth, kind }) => deepJsonText(depth, kind));

/** Text that is almost JSON. */
export const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"query":',
    '{"query": "{ __typename }"',
    "{'query': '{ __typename }'}",
    '{"a":1,}',
    '[1,2,',
    'nul',
    'tru',
    '{"a": NaN}',
    '{"a": Infinity}',
    '{"a": 01}',
    '{"a": "\\x41"}',
    '{"a": "\\ud800"}',
    '\uFEFF{"a":1}',
    '{"a":1}{"b":2}',
    '"unterminated',
    '\u0000',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}'
  ),
  fc.string({ maxLength: 60 }),
  deepJson.map((text) => text.slice(0, -1)),
  // Bytes that are not UTF-8 at all (a lone continuation byte, an overlong encoding, UTF-16).
  fc.constantFrom(
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    Buffer.from([0x7b, 0xc0, 0xaf, 0x7d]),
    Buffer.from('{"query":"{ __typename }"}', 'utf16le')
  )
);

/** Picks from a list of real ids (so requests reach past "not found"), with a few boundary values. */
export function idFrom(pool) {
  const real = pool && pool.length ? [{ arbitrary: fc.constantFrom(...pool), weight: 6 }] : [];
  return fc.oneof(...real, { arbitrary: nastyInt, weight: 2 });
}

/** The request's `Origin`: usually this server (same-origin checks pass), sometimes absent or foreign. */
export const originChoice = fc.oneof(
  { arbitrary: fc.constant('self'), weight: 14 },
  { arbitrary: fc.constant('none'), weight: 4 },
  { arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1', 'not a url'), weight: 2 }
);
