// The whole run as one fast-check arbitrary: which lane (anonymous, member, seller) sends what, with
// which Origin and which extra headers. `fc.sample` with the run's seed turns it into the list of
// requests, so one seed always means the same requests in the same order.
import fc from 'fast-check';
import { getRequestArb, operationRequestArb } from './graphqlOps.mjs';
import { malformedArb } from './graphqlMalformed.mjs';
import { restArb } from './rest.mjs';
import { pageArb } from './pages.mjs';
import { originChoice } from './values.mjs';

/** Header values must stay printable Latin-1 (Node refuses anything else before sending). */
const headerNoise = fc.oneof(
  { arbitrary: fc.constant({}), weight: 10 },
  {
    arbitrary: fc.record(
      {
        'x-request-id': fc.constantFrom(
          'fuzz-1',
          '',
          'x'.repeat(5000),
          '<script>alert(1)</script>',
          '../../etc/passwd',
          'a b c',
          '\u00e9\u00ff',
          '{"a":1}'
        ),
        'x-rm-anony-id': fc.constantFrom(
          'undefined',
          'short',
          'a'.repeat(65),
          '3f0b8f0e-0000-4000-8000-000000000001',
          "x' OR 1=1"
        ),
        'x-rm-session': fc.constantFrom('garbage', 'a'.repeat(3000), 'Bearer x'),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', '1.2.3.4, 5.6.7.8', 'garbage', '::1', '999.999.999.999', ''),
        'x-forwarded-host': fc.constantFrom('evil.example', '127.0.0.1', ''),
        'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
        'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none', 'garbage'),
        accept: fc.constantFrom(
          'text/html',
          'application/json',
          '*/*',
          'application/graphql-response+json',
          'image/webp',
          'x/y;q=abc'
        ),
        'accept-language': fc.constantFrom('ko-KR', 'en', '*', 'zz;q=2'),
        'user-agent': fc.constantFrom(
          '',
          'Googlebot/2.1',
          'facebookexternalhit/1.1',
          'x'.repeat(3000),
          'Mozilla/5.0 (iPhone)'
        ),
        range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=999999999-', 'garbage'),
        // A body that claims an encoding it does not have must be refused, not crash the decoder.
        'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'zstd', 'gzip, gzip', 'garbage', 'identity'),
        // Headers Next.js reads for its own internal requests: a visitor must not steer it with them.
        'x-middleware-subrequest': fc.constantFrom(
          'proxy:proxy:proxy:proxy:proxy',
          'middleware:middleware:middleware:middleware:middleware',
          'src/middleware'
        ),
        'x-nextjs-data': fc.constantFrom('1', 'garbage'),
        rsc: fc.constantFrom('1', '0'),
        'next-router-state-tree': fc.constantFrom('garbage', '%5B%22%22%5D', '[[[['),
        'next-router-prefetch': fc.constant('1'),
      },
      { requiredKeys: [] }
    ),
    weight: 2,
  }
);

/** Garbage identity cookies: only on anonymous lanes (on a signed-in lane they would end the session). */
const cookieNoise = fc.oneof(
  { arbitrary: fc.constant(''), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      'sid=garbage; rid=garbage',
      'aid=garbage',
      `sid=${'a'.repeat(4000)}`,
      'aid=; sid=; rid=',
      '__Host-sid=x',
      'sid=%E0%A4',
      'a=b; ; ;=;'
    ),
    weight: 1,
  }
);

/** Arbitrary of one planned request. `ctx`: { services: { name: ops }, ids, authRoutes, sitemapFiles, sitemapPaths, templates }. */
export function planArb(ctx) {
  const graphql = [];
  const serviceWeights = { item: 5, capture: 3, order: 2 };
  for (const [service, ops] of Object.entries(ctx.services)) {
    const weight = serviceWeights[service] ?? 2;
    const queries = ops.filter((op) => op.kind === 'query');
    graphql.push({
      arbitrary: fc.constantFrom(...ops).chain((op) => operationRequestArb(op, ctx.ids)),
      weight: weight * 6,
    });
    graphql.push({ arbitrary: malformedArb(service, ops), weight: weight * 2 });
    if (queries.length)
      graphql.push({ arbitrary: fc.constantFrom(...queries).chain((op) => getRequestArb(op, ctx.ids)), weight });
  }
  const request = fc.oneof(
    { arbitrary: fc.oneof(...graphql), weight: 60 },
    { arbitrary: restArb(ctx), weight: 28 },
    { arbitrary: pageArb(ctx), weight: 12 }
  );
  return fc.record({
    lane: fc.oneof(
      { arbitrary: fc.constant('anon'), weight: 5 },
      { arbitrary: fc.constant('member'), weight: 3 },
      { arbitrary: fc.constant('seller'), weight: 2 }
    ),
    // Anonymous traffic comes from 32 loopback addresses, like many visitors behind their own phones.
    address: fc.integer({ min: 0, max: 31 }),
    origin: originChoice,
    anonVia: fc.constantFrom('header', 'cookie'),
    headers: headerNoise,
    cookies: cookieNoise,
    request,
  });
}
