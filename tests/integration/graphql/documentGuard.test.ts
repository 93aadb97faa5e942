import { logger } from '@/server/logger';
import { gql } from '@/tests/support/serviceFetch';
import { expectNoStack, nested, testYoga } from './testService';

// A document is measured before graphql-js parses it: its recursive parser overflows the stack on
// a few thousand levels of nesting, which used to be a 500 with a stack trace in the log each time.
describe('GraphQL documents are measured before parsing', () => {
  let errorLog: jest.SpyInstance;
  let warnLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    warnLog = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errorLog.mockRestore();
    warnLog.mockRestore();
  });

  const expectRefused = (response: Awaited<ReturnType<typeof gql>>, message: RegExp) => {
    expect(response.status).toBe(400);
    expect(response.body?.data).toBeUndefined();
    expect(response.body?.errors).toHaveLength(1);
    expect(response.body?.errors?.[0]).toMatchObject({
      message: expect.stringMatching(message),
      extensions: { code: 'BAD_REQUEST' },
    });
    expectNoStack(JSON.stringify(response.body));
  };

  it('answers a query nested 3,000 levels with 400 BAD_REQUEST and one short log line, whatever the Accept', async () => {
    const yoga = testYoga();
    const deep = await gql(yoga, { query: nested(3_000), headers: { 'x-request-id': 'req-deep-1' } });
    expectRefused(deep, /^요청한 쿼리가 너무/);
    const plainJson = await gql(yoga, { query: nested(2_999), headers: { accept: 'application/json' } });
    expectRefused(plainJson, /^요청한 쿼리가 너무/);
    expect(errorLog).not.toHaveBeenCalled();
    expect(warnLog).toHaveBeenCalledTimes(2);
    expect(warnLog).toHaveBeenCalledWith(
      'graphql.document_refused',
      expect.objectContaining({ service: 'test', requestId: 'req-deep-1' })
    );
    expectNoStack(JSON.stringify(warnLog.mock.calls));
  });

  it('refuses a short text nested deeper than the bracket limit', async () => {
    const compact = `{${'a{'.repeat(3_000)}b${'}'.repeat(3_000)}}`;
    expect(compact.length).toBeLessThan(16_000);
    const response = await gql(testYoga(), { query: compact, headers: { 'x-request-id': 'req-deep-2' } });
    expectRefused(response, /너무 깊게 중첩/);
    expect(warnLog).toHaveBeenCalledWith('graphql.document_refused', {
      service: 'test',
      requestId: 'req-deep-2',
      reason: 'nesting',
      length: compact.length,
    });
    // Within the bracket limit the depth rule still speaks, after parsing.
    const tooDeep = await gql(testYoga(), { query: nested(20) });
    expect(tooDeep.body?.errors?.[0]?.message).toContain('최대 10단계');
  });

  it('refuses deep nesting in argument values and in production too', async () => {
    const yoga = testYoga({ production: true });
    const values = await gql(yoga, { query: `{ hello(x: ${'['.repeat(3_000)}1${']'.repeat(3_000)}) }` });
    expectRefused(values, /너무 깊게 중첩/);
    const objects = await gql(yoga, { query: `{ hello(x: ${'{a:'.repeat(1_000)}1${'}'.repeat(1_000)}) }` });
    expectRefused(objects, /너무 깊게 중첩/);
  });

  it('refuses too many tokens and an over-long query text', async () => {
    const yoga = testYoga();
    const tokens = await gql(yoga, { query: `{ ${Array.from({ length: 2_600 }, () => 'a').join(' ')} }` });
    expectRefused(tokens, /너무 커요/);
    const long = await gql(yoga, { query: `{ hello }${' '.repeat(20_000)}` });
    expectRefused(long, /너무 길어요/);
    const comment = await gql(yoga, { query: `# ${'가'.repeat(17_000)}\n{ hello }` });
    expectRefused(comment, /너무 길어요/);
  });

  it('still parses what fits, and reports a syntax error as before', async () => {
    const yoga = testYoga();
    expect((await gql(yoga, { query: nested(10) })).body?.data).toBeTruthy();
    const syntax = await gql(yoga, { query: '{ hello ' });
    expect(syntax.body?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(warnLog).not.toHaveBeenCalled();
  });
});
