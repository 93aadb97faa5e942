/**
 * Runs pages' getServerSideProps through the page table (server/ssr/pageLoader.ts) on a real, seeded
 * database, as Next would for a request: the process's database and item service are this test's,
 * and the harness counts the operations the item service is sent, so a test can assert one per page.
 */
import http from 'node:http';
import net from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import type { DbHandle, DbKind } from '@/server/db/client';
import { createServiceYoga, inProcessExecutorOf } from '@/server/graphql/createServiceYoga';
import type { InProcessExecutor } from '@/server/graphql/inProcessExecute';
import { processSingleton } from '@/server/processSingleton';
import { itemSchema } from '@/server/graphql/item/schema';
import { ITEM_ENDPOINT } from '@/server/graphql/item/yoga';
import { clearPageCache } from '@/server/ssr/anonymousPageCache';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable, type PageRoute } from '@/server/ssr/pageTable';
import { metrics } from '@/server/observability/metrics';
import { SEEDED_SETUP_MS, createTestDb } from './testDb';

/**
 * Every SQL statement the process has sent so far: the count of the statement timer that wraps the
 * database clients below drizzle (server/observability/dbTiming.ts), so nothing can go around it.
 */
export async function statementsSent(): Promise<number> {
  const { values } = await metrics().dbQueryDuration.get();
  return values
    .filter((value) => value.metricName === 'ridemarket_db_query_duration_seconds_count')
    .reduce((sum, value) => sum + value.value, 0);
}

export type PageResult<Props = Record<string, unknown>> = {
  props?: Props & { initialState?: Record<string, Record<string, unknown>> };
  notFound?: true;
  redirect?: { destination: string; permanent: boolean };
};

/** A phone's GET of `url` (repeated query keys become arrays, as Next gives them). */
export function pageContextFor(
  url: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {}
): GetServerSidePropsContext {
  const req = new http.IncomingMessage(new net.Socket());
  req.method = 'GET';
  req.url = url;
  req.headers = { 'user-agent': 'Mozilla/5.0 (iPhone) jest', ...headers };
  const res = new http.ServerResponse(req);
  const search = new URL(url, 'http://localhost').searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    query[key] = all.length > 1 ? all : all[0];
  }
  return { req, res, params, query: { ...query, ...params }, resolvedUrl: url } as unknown as GetServerSidePropsContext;
}

/**
 * Registers the hooks of a describe block; the handle's members are ready inside its tests. The
 * database is a copy of the run's full seed unless the test brings its own (few) rows.
 */
export function usePageHarness(kind: DbKind, seed?: (db: DbHandle['db']) => Promise<unknown>) {
  let handle: DbHandle | undefined;
  const operations: string[] = [];
  const holder = globalThis as unknown as Record<symbol, unknown>;

  beforeAll(async () => {
    process.env.PAGE_CACHE = 'off';
    handle = await createTestDb(kind, { seeded: !seed });
    if (seed) await seed(handle.db);
    // The process's database (server/db/index.ts) is this test's.
    holder[Symbol.for('ridemarket.db')] = Promise.resolve(handle);
    // The process's item service (server/graphql/item/yoga.ts), counting the operations server
    // rendering sends it in process (createServiceYoga.ts keeps each Yoga's executor per process).
    const yoga = createServiceYoga({
      name: 'item',
      schema: itemSchema,
      getDb: async () => handle!.db,
      graphqlEndpoint: ITEM_ENDPOINT,
    });
    const execute = inProcessExecutorOf(yoga);
    const counting = { graphqlEndpoint: ITEM_ENDPOINT };
    processSingleton('inProcessExecutors', () => new WeakMap<object, InProcessExecutor>()).set(
      counting,
      (call, context) => {
        operations.push(call.operationName ?? 'anonymous');
        return execute(call, context);
      }
    );
    holder[Symbol.for('ridemarket.itemYoga')] = counting;
  }, SEEDED_SETUP_MS);
  afterAll(async () => {
    delete holder[Symbol.for('ridemarket.db')];
    delete holder[Symbol.for('ridemarket.itemYoga')];
    delete process.env.PAGE_CACHE;
    clearPageCache();
    await handle?.close();
  });
  beforeEach(() => {
    operations.length = 0;
  });

  return {
    db: () => handle!.db,
    operations,
    /** The page's getServerSideProps for `url`, with the status its response got. */
    async render<Props = Record<string, unknown>>(
      route: PageRoute,
      url: string,
      params?: Record<string, string>,
      headers?: Record<string, string>
    ) {
      const context = pageContextFor(url, params, headers);
      const result = (await loadPage(pageTable[route] as Parameters<typeof loadPage>[0])(context)) as PageResult<Props>;
      return { result, status: context.res.statusCode, state: result.props?.initialState ?? {}, context };
    },
  };
}
