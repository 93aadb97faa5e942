import type { DbHandle } from '@/server/db/client';
import { createServiceYoga } from '@/server/graphql/createServiceYoga';
import { captureSchema } from '@/server/graphql/capture/schema';
import { orderSchema } from '@/server/graphql/order/schema';
import { errorMessages } from '@/lib/errors';
import { logger } from '@/server/logger';
import { createTestDb, testDbKinds } from '@/tests/support/testDb';
import { gql, rawFetch, TRANSPORTS } from '@/tests/support/serviceFetch';
import { expectNoStack, nested, testYoga } from './graphql/testService';

// PGlite's first open takes seconds, more on a busy 2-core machine; the jest default of 5 s is too short.
jest.setTimeout(120_000);

// The HTTP contract every service shares (createServiceYoga), on a tiny schema of its own.

describe('GraphQL over HTTP', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it('answers broken JSON with a 4xx GraphQL error and no stack', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const response = await rawFetch(testYoga(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: '{"query": "{ hello }"',
      });
      expect(response.status).toBe(400);
      expect(response.body?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      expect(response.body?.errors?.[0]?.message).toBe(errorMessages.BAD_REQUEST);
      expectNoStack(JSON.stringify(response.body));
    }
  });
  it('answers a missing query with a 4xx', async () => {
    const response = await rawFetch(testYoga(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"variables": {}}',
    });
    expect(response.status).toBe(400);
    expect(response.body?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
  it('refuses mutations sent as a simple request (text/plain, form, multipart) or over GET', async () => {
    const body = JSON.stringify({ query: 'mutation { touch }' });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await rawFetch(testYoga(), { method: 'POST', headers: { 'content-type': contentType }, body });
      expect({ contentType, status: response.status, code: response.body?.errors?.[0]?.extensions?.code }).toEqual({
        contentType,
        status: 415,
        code: 'BAD_REQUEST',
      });
    }
    const viaGet = await rawFetch(testYoga(), {
      method: 'GET',
      search: `?query=${encodeURIComponent('mutation { touch }')}`,
    });
    expect(viaGet.status).toBe(405);
    expect(viaGet.body?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
  it('refuses a foreign Origin with FORBIDDEN and accepts its own and the SITE_URL origin', async () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = 'https://www.ridemarket.kr';
    try {
      const mutate = (headers: Record<string, string>) => gql(testYoga(), { query: 'mutation { touch }', headers });
      const foreign = await mutate({ origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(foreign.body?.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect((await mutate({ origin: 'null' })).status).toBe(403);
      expect((await mutate({ origin: 'http://localhost' })).body).toEqual({ data: { touch: 'touched' } });
      expect((await mutate({ origin: 'https://www.ridemarket.kr' })).body).toEqual({ data: { touch: 'touched' } });
      // Forwarded host/protocol count only from our proxy (tests/integration/auth/graphqlForwardedHeaders.test.ts).
      const unproxied = await mutate({
        origin: 'https://m.ridemarket.kr',
        'x-forwarded-host': 'm.ridemarket.kr',
        'x-forwarded-proto': 'https',
      });
      expect(unproxied.status).toBe(403);
      expect((await mutate({})).body).toEqual({ data: { touch: 'touched' } });
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  });

  it('serves GraphiQL only outside production', async () => {
    const page = (production: boolean) =>
      testYoga({ production }).fetch('http://localhost/capture/v1/graphql', { headers: { accept: 'text/html' } });
    expect(await (await page(false)).text()).toContain('<html');
    const closed = await page(true);
    expect(closed.status).toBeGreaterThanOrEqual(400);
    expect(await closed.text()).not.toContain('<html');
  });
});

// What every caller sees, over HTTP and through server rendering's in-process executor alike.
describe.each(TRANSPORTS)('GraphQL answers %s', (_transport, send) => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it('answers, echoes a sane x-request-id and sends the identity cookies and headers', async () => {
    const { status, body, headers } = await send(testYoga(), {
      query: '{ hello }',
      headers: { 'x-request-id': 'req-abc.123' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { hello: '안녕하세요 anon-http' } });
    expect(headers.get('x-request-id')).toBe('req-abc.123');
    expect(headers.get('set-cookie')).toBe('aid=sealed; Path=/; HttpOnly');
    expect(headers.get('x-rm-anony-id')).toBe('anon-http');
    expect(headers.get('cache-control')).toBe('private, no-store');
  });
  it('replaces an insane x-request-id with a uuid', async () => {
    const { headers } = await send(testYoga(), {
      query: '{ hello }',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('answers an unknown field and a syntax error with BAD_REQUEST and Yoga status', async () => {
    const unknown = await send(testYoga(), { query: '{ nope }' });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      reason: expect.stringContaining('nope'),
    });
    const syntax = await send(testYoga(), { query: '{ hello ' });
    expect(syntax.body?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const production = await send(testYoga({ production: true }), { query: '{ nope }' });
    expect(production.body?.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
  });
  it('masks an unexpected resolver error as INTERNAL and logs it with the request id', async () => {
    const { status, body } = await send(testYoga(), {
      query: 'query pb_boom { boom hello }',
      operationName: 'pb_boom',
      headers: { 'x-request-id': 'req-boom-1' },
    });
    expect(status).toBe(200);
    expect(body?.data).toEqual({ boom: null, hello: '안녕하세요 anon-http' });
    expect(body?.errors).toEqual([
      expect.objectContaining({ message: errorMessages.INTERNAL, path: ['boom'], extensions: { code: 'INTERNAL' } }),
    ]);
    expectNoStack(JSON.stringify(body));
    expect(errorLog).toHaveBeenCalledWith(
      'graphql.unexpected_error',
      expect.objectContaining({
        service: 'test',
        requestId: 'req-boom-1',
        operationName: 'pb_boom',
        error: expect.objectContaining({
          message: expect.stringContaining('password'),
          stack: expect.stringContaining('Error'),
        }),
      })
    );
  });
  it('maps a DomainError to its code and Korean message', async () => {
    const { body } = await send(testYoga(), { query: '{ missing }' });
    expect(body?.errors?.[0]).toMatchObject({ message: errorMessages.NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
  });
  it('masks a failing context (database down) as a logged 500 INTERNAL', async () => {
    const yoga = testYoga({ getDb: () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:5432')) });
    const { status, body } = await send(yoga, { query: '{ hello }', headers: { 'x-request-id': 'req-down' } });
    expect(status).toBe(500);
    expect(body?.errors?.[0]).toMatchObject({ message: errorMessages.INTERNAL, extensions: { code: 'INTERNAL' } });
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
    expect(errorLog).toHaveBeenCalledWith(
      'graphql.unexpected_error',
      expect.objectContaining({ requestId: 'req-down' })
    );
  });
  it('refuses a query deeper than the depth limit', async () => {
    expect((await send(testYoga(), { query: nested(10) })).body?.data).toBeTruthy();
    const { status, body } = await send(testYoga(), { query: nested(11) });
    expect(status).toBe(400);
    expect(body?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('최대 10단계'),
      extensions: { code: 'BAD_REQUEST' },
    });
  });
  it('refuses a query over the cost limit after fragment expansion, and too many aliases', async () => {
    // Ten fragments that each spread the previous one twice: 2^10 fields from a dozen lines.
    const fragments = Array.from({ length: 10 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`).join(
      '\n'
    );
    const costly = await send(testYoga(), { query: `query { ...F10 }\nfragment F0 on Query { hello }\n${fragments}` });
    expect(costly.body?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('최대 비용 500'),
      extensions: { code: 'BAD_REQUEST' },
    });
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: hello`).join(' ');
    const aliased = await send(testYoga(), { query: `{ ${aliases} }` });
    expect(aliased.body?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('별칭'),
      extensions: { code: 'BAD_REQUEST' },
    });
  });
  it('allows introspection outside production and refuses __schema and __type in production', async () => {
    const schemaQuery = '{ __schema { queryType { name } } }';
    const typeQuery = '{ __type(name: "Query") { name } }';
    expect((await send(testYoga(), { query: schemaQuery })).body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
    expect((await send(testYoga(), { query: typeQuery })).body).toEqual({ data: { __type: { name: 'Query' } } });
    const production = testYoga({ production: true });
    for (const query of [schemaQuery, typeQuery]) {
      const { body } = await send(production, { query });
      expect(body?.data).toBeUndefined();
      expect(body?.errors).toHaveLength(1);
      expect(body?.errors?.[0]).toMatchObject({
        message: expect.stringContaining('introspection'),
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    expect((await send(production, { query: '{ __typename hello }' })).body?.data).toEqual({
      __typename: 'Query',
      hello: '안녕하세요 anon-http',
    });
  });
});

// The real services, mounted with the real identity resolver, on each database.
describe.each(testDbKinds())('service yogas on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it.each([
    ['capture', captureSchema, '/capture/v1/graphql'],
    ['order', orderSchema, '/order/v1/graphql'],
  ])('%s answers { __typename }', async (name, schema, graphqlEndpoint) => {
    const yoga = createServiceYoga({ name, schema, getDb: async () => handle.db, graphqlEndpoint });
    const { status, body } = await gql(yoga, { query: '{ __typename }' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });

  it('order answers its service name', async () => {
    const yoga = createServiceYoga({
      name: 'order',
      schema: orderSchema,
      getDb: async () => handle.db,
      graphqlEndpoint: '/order/v1/graphql',
    });
    expect((await gql(yoga, { query: '{ _service }' })).body).toEqual({ data: { _service: 'order' } });
  });
});
