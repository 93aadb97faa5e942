import { pb_searchPageDocument } from '@/api/item/generated';
import type { DbHandle } from '@/server/db/client';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { createTestDb, testDbKinds } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';

// Thirty aliased searches used to take 2.7 s of PGlite in one request, stalling every other
// request of the process. Searches and lists are weighed by their page size (fieldCosts.ts), so
// such a request is refused during validation: before the context is built, so before any SQL.
describe.each(testDbKinds())('cost of expensive fields on %s', (kind) => {
  let handle: DbHandle;
  let contexts: number;
  let yoga: ServiceYoga;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    yoga = createServiceYoga({
      name: 'item',
      schema: itemSchema,
      graphqlEndpoint: '/item/v1/graphql',
      production: true,
      // Every operation that reaches execution asks for the database here first.
      getDb: async () => {
        contexts += 1;
        return handle.db;
      },
      resolveIdentity: async () => ({ viewer: null, anonId: 'anon-cost', setCookies: [], responseHeaders: {} }),
    });
  });
  beforeEach(() => {
    contexts = 0;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const searches = (count: number, size: number) =>
    `query pb_many { ${Array.from({ length: count }, (_, i) => `s${i}: search(input: { keyword: "자전거", dealType: RENTAL, size: ${size} }) { totalCount }`).join(' ')} }`;

  it('refuses thirty aliased search(size: 30) with BAD_REQUEST before any database work', async () => {
    const { status, body } = await gql(yoga, { query: searches(30, 30), operationName: 'pb_many' });
    expect(status).toBe(400);
    expect(body?.data).toBeUndefined();
    expect(body?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('한 번에 요청한 양이 너무 많아요'),
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(contexts).toBe(0);
  });

  it('refuses a handful of the largest pages too, and the same through fragments and variables', async () => {
    expect((await gql(yoga, { query: searches(5, 40) })).body?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const viaVariables = `query pb_many($a: SearchInput!, $b: SearchInput!, $c: SearchInput!, $d: SearchInput!, $e: SearchInput!) {
      ...Page } fragment Page on Query { a: search(input: $a) { totalCount } b: search(input: $b) { totalCount }
      c: search(input: $c) { totalCount } d: search(input: $d) { totalCount } e: search(input: $e) { totalCount } }`;
    const input = { keyword: '자전거', dealType: 'RENTAL', size: 1 };
    const { body } = await gql(yoga, {
      query: viaVariables,
      variables: { a: input, b: input, c: input, d: input, e: input },
    });
    expect(body?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(contexts).toBe(0);
  });

  it('serves the search page query as the page sends it', async () => {
    const { status, body } = await gql<{ search: { totalCount: number } }>(yoga, {
      query: pb_searchPageDocument,
      variables: {
        input: { keyword: '자전거', dealType: 'RENTAL', sort: 'RECOMMEND', filters: [], size: 40, searchAfter: null },
        hasRequest: true,
      },
    });
    expect(body?.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body?.data?.search.totalCount).toEqual(expect.any(Number));
    expect(contexts).toBe(1);
  });
});
