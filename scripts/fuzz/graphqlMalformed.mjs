// Requests that are not well-formed GraphQL: broken JSON, wrong content types and methods, documents
// nested thousands of levels, hundreds of aliases, unknown fields, oversized bodies, batches.
// Every one of them must be answered with a 4xx (or a GraphQL error), never a 5xx.
import fc from 'fast-check';
import { SERVICES } from './graphqlOps.mjs';
import { brokenJson, deepJson } from './values.mjs';

const json = (value) => JSON.stringify(value);

/** Documents that stress the parser, the validator and the limits. */
function hostileDocuments(ops) {
  const anyOp = fc.constantFrom(...ops);
  const leafRoot = ops.find((op) => op.kind === 'query' && op.args.length === 0) ?? ops[0];
  return fc.oneof(
    fc.constantFrom(1000, 3000, 20000).map((n) => `{ ${'a { '.repeat(n)}b${' }'.repeat(n)} }`),
    fc.constantFrom(1000, 5000).map((n) => `query { ${leafRoot.field} ${'{ __typename '.repeat(n)}${'}'.repeat(n)} }`),
    fc
      .constantFrom(31, 100, 1000, 5000)
      .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`),
    fc.tuple(anyOp, fc.constantFrom(5, 30, 60)).map(([op, n]) => {
      const body = op.query.slice(op.query.indexOf('{') + 1, op.query.lastIndexOf('}'));
      const head = op.query.slice(0, op.query.indexOf('{'));
      return `${head}{ ${Array.from({ length: n }, (_, i) => `x${i}: ${body}`).join(' ')} }`;
    }),
    fc.constantFrom(500, 5000).map((n) => `{ __typename ${'@include(if: true) '.repeat(n)}}`),
    fc
      .constantFrom(100, 2000)
      .map((n) => `query Q(${Array.from({ length: n }, (_, i) => `$v${i}: Int`).join(' ')}) { __typename }`),
    fc.constant('fragment A on Query { ...B } fragment B on Query { ...A } { ...A }'),
    fc.constantFrom(10, 25).map((n) => {
      // Each fragment spreads the previous one twice: 2^n fields after expansion.
      const frags = Array.from({ length: n }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`).join(' ');
      return `fragment F0 on Query { __typename } ${frags} { ...F${n} }`;
    }),
    fc.constantFrom(1000, 200000).map((n) => `{ __typename(a: "${'x'.repeat(n)}") }`),
    fc.constantFrom(
      '{ nope }',
      '{ __typename nope { id } }',
      'subscription { x }',
      'query A { __typename } query A { __typename }',
      'query { __schema { types { name } } }',
      '{ __type(name: "Query") { name fields { name } } }',
      'mutation { __typename }',
      '{ __typename',
      '}}}',
      '"string"',
      '{ ... }',
      'query ($a: Int = "x") { __typename }',
      '{ a: b: c }',
      '#only a comment',
      ''
    ),
    fc.string({ maxLength: 80 }),
    anyOp.map((op) => op.query.replace(/\{ __typename/, '{ __typename unknownField zz: doesNotExist'))
  );
}

function postOf(service, body, contentType = 'application/json', label = 'malformed') {
  return {
    kind: 'graphql',
    service,
    label: `${service}:${label}`,
    method: 'POST',
    path: SERVICES[service],
    contentType,
    body,
  };
}

/** Malformed requests to one service, given its operations. */
export function malformedArb(service, ops) {
  const docs = hostileDocuments(ops);
  const anyOp = fc.constantFrom(...ops);
  return fc.oneof(
    {
      arbitrary: docs.map((query) => postOf(service, json({ query }), 'application/json', 'hostile-document')),
      weight: 6,
    },
    { arbitrary: brokenJson.map((body) => postOf(service, body, 'application/json', 'broken-json')), weight: 3 },
    {
      arbitrary: fc
        .constantFrom(
          json(null),
          json([]),
          json('string'),
          json(123),
          json({}),
          json({ query: 123 }),
          json({ query: null }),
          json({ query: ['{ __typename }'] }),
          json({ query: '{ __typename }', variables: '{"a":1}' }),
          json({ query: '{ __typename }', variables: 'not json' }),
          json({ query: '{ __typename }', operationName: 7 }),
          json({ query: '{ __typename }', operationName: 'Missing' }),
          json({ query: '{ __typename }', extensions: 'x' }),
          json({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }),
          json({ documentId: 'abc' }),
          json([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
          json(Array.from({ length: 200 }, () => ({ query: '{ __typename }' })))
        )
        .map((body) => postOf(service, body, 'application/json', 'odd-envelope')),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(anyOp, deepJson)
        .map(([op, deep]) =>
          postOf(
            service,
            `{"query":${json(op.query)},"variables":{"input":${deep}}}`,
            'application/json',
            'deep-variables'
          )
        ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          anyOp,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'application/graphql',
            'application/graphql-response+json',
            'application/json; charset=utf-16',
            'APPLICATION/JSON',
            'application/jsonp',
            '',
            'text/html',
            'application/xml'
          )
        )
        .map(([op, type]) =>
          postOf(
            service,
            type.startsWith('multipart')
              ? `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${json({ query: op.query })}\r\n--x--\r\n`
              : json({ query: op.query }),
            type,
            'content-type'
          )
        ),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(anyOp, fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'GET'))
        .map(([op, method]) => ({
          kind: 'graphql',
          service,
          label: `${service}:method-${method}`,
          method,
          path: method === 'GET' ? `${SERVICES[service]}?query=${encodeURIComponent(op.query)}` : SERVICES[service],
          contentType: method === 'GET' || method === 'HEAD' ? undefined : 'application/json',
          body: method === 'GET' || method === 'HEAD' ? undefined : json({ query: op.query }),
        })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(300 * 1024, 1024 * 1024)
        .map((size) =>
          postOf(
            service,
            () => json({ query: `{ __typename }`, variables: { pad: 'p'.repeat(size) } }),
            'application/json',
            'oversized'
          )
        ),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          '',
          '/',
          '/extra',
          '?query=',
          '?query=%7B',
          '?query={__typename}&variables=%ZZ',
          '?extensions=x&query={__typename}'
        )
        .map((suffix) => ({
          kind: 'graphql',
          service,
          label: `${service}:odd-url`,
          method: 'GET',
          path: `${SERVICES[service]}${suffix}`,
        })),
      weight: 1,
    }
  );
}
