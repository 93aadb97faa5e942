import { logger } from '@/server/logger';
import { gql, gqlInProcess, type GqlRequest } from '@/tests/support/serviceFetch';
import { nested, testYoga } from './testService';

// Server rendering runs operations without HTTP (server/graphql/inProcessExecute.ts), and api/client.ts
// turns what it answers into data or errors exactly as it does an HTTP response: so the two must
// answer every operation with the same status, the same identity headers and the same body.

jest.setTimeout(60_000);

const fragments = Array.from({ length: 10 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`).join('\n');

// Every row names its Yoga's options, even none: jest takes a test function with more parameters than
// its row has values for one that waits for a `done` callback.
const cases: [string, GqlRequest, Parameters<typeof testYoga>[0]][] = [
  ['a plain query', { query: '{ hello }' }, {}],
  [
    'a named operation with variables and a default',
    { query: 'query R($w: String!) { repeat(word: $w) }', variables: { w: '따릉' } },
    {},
  ],
  [
    'a variable left undefined takes the default',
    { query: 'query R($w: String!, $n: Int) { repeat(word: $w, times: $n) }', variables: { w: '가', n: undefined } },
    {},
  ],
  ['a variable of the wrong type', { query: 'query R($w: String!) { repeat(word: $w) }', variables: { w: 7 } }, {}],
  ['a missing required variable', { query: 'query R($w: String!) { repeat(word: $w) }', variables: {} }, {}],
  ['an unknown field', { query: '{ nope }' }, {}],
  ['an unknown field in production', { query: '{ nope }' }, { production: true }],
  ['a syntax error', { query: '{ hello ' }, {}],
  ['an unknown operation name', { query: 'query A { hello }', operationName: 'B' }, {}],
  [
    'a resolver that crashes beside one that answers',
    { query: 'query pb_boom { boom hello }', operationName: 'pb_boom' },
    {},
  ],
  ['a domain error', { query: '{ missing }' }, {}],
  ['a query too deep', { query: nested(11) }, {}],
  [
    'a query too costly after fragment expansion',
    { query: `query { ...F10 }\nfragment F0 on Query { hello }\n${fragments}` },
    {},
  ],
  ['too many aliases', { query: `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: hello`).join(' ')} }` }, {}],
  ['a document nested past the bracket limit', { query: `{ hello(a: ${'['.repeat(40)}1${']'.repeat(40)}) }` }, {}],
  ['a document over the length limit', { query: `{ hello ${' '.repeat(17_000)}}` }, {}],
  ['a NUL in the variables', { query: 'mutation { touch }', variables: { note: 'a\u0000b' } }, {}],
  ['a lone surrogate in the document', { query: '{ __type(name: "Node\\ud800") { name } }' }, {}],
  ['introspection in production', { query: '{ __schema { queryType { name } } }' }, { production: true }],
  ['a mutation', { query: 'mutation { touch }' }, {}],
];

describe('the in-process executor answers as HTTP does', () => {
  let quiet: jest.SpyInstance[] = [];
  beforeEach(() => {
    quiet = [
      jest.spyOn(logger, 'error').mockImplementation(() => undefined),
      jest.spyOn(logger, 'warn').mockImplementation(() => undefined),
    ];
  });
  afterEach(() => quiet.forEach((spy) => spy.mockRestore()));

  it.each(cases)('%s', async (_name, request, options) => {
    const headers = { 'x-request-id': 'req-parity-1' };
    const overHttp = await gql(testYoga(options), { ...request, headers });
    const inProcess = await gqlInProcess(testYoga(options), { ...request, headers });
    const seen = (answer: typeof overHttp) => ({
      status: answer.status,
      // The body as a client reads it: JSON, as it would have come off the wire.
      body: JSON.parse(JSON.stringify(answer.body)) as unknown,
      headers: ['x-request-id', 'set-cookie', 'x-rm-anony-id', 'cache-control', 'retry-after'].map((name) => [
        name,
        answer.headers.get(name),
      ]),
    });
    expect(seen(inProcess)).toEqual(seen(overHttp));
  });

  it('fails a context the same way: a 500 INTERNAL with no detail', async () => {
    const down = () => testYoga({ getDb: () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:5432')) });
    const overHttp = await gql(down(), { query: '{ hello }' });
    const inProcess = await gqlInProcess(down(), { query: '{ hello }' });
    expect(inProcess.status).toBe(500);
    expect(JSON.parse(JSON.stringify(inProcess.body))).toEqual(overHttp.body);
  });

  it('takes the page identity over the headers, and sets no identity cookie then', async () => {
    const page = { viewer: null, anonId: 'anon-from-page' };
    const answer = await gqlInProcess(testYoga(), { query: '{ hello }' }, page);
    expect(answer.body).toEqual({ data: { hello: '안녕하세요 anon-from-page' } });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
