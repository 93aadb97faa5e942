import { Client } from 'pg';
import { openPostgres, migrateDb, type DbHandle } from '@/server/db/client';
import { createServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { ITEM_ENDPOINT } from '@/server/graphql/item/yoga';
import { checkReadiness } from '@/server/lifecycle/readiness';
import { markStarted } from '@/server/lifecycle/drainState';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';
import { gql } from '../../support/serviceFetch';
import { pageContextFor } from '../../support/pageHarness';
import { createThrowawayCluster, type ThrowawayCluster } from '../../support/throwawayCluster';

/**
 * A database outage, on a PostgreSQL cluster this test starts, stops and freezes itself: pages and
 * operations answer 503 with Retry-After (never 500, never a hang), readiness says why, and the app
 * serves again by itself once the database is back (the pool reconnects; nothing is restarted).
 */
const AUTO_KEYWORDS = 'query pb_autoKeywords($keyword: String!) { autoKeywords(keyword: $keyword) { keyword } }';

describe('database outage on a throwaway PostgreSQL cluster', () => {
  let cluster: ThrowawayCluster;
  let handle: DbHandle;
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const yoga = () =>
    createServiceYoga({
      name: 'item',
      schema: itemSchema,
      getDb: async () => handle.db,
      graphqlEndpoint: ITEM_ENDPOINT,
      production: true,
      rateLimit: null,
    });
  const ask = () => gql(yoga(), { query: AUTO_KEYWORDS, variables: { keyword: '스키' } });
  const renderSearch = async () => {
    const context = pageContextFor('/search?keyword=%EC%8A%A4%ED%82%A4');
    const result = await loadPage(pageTable['/search'] as Parameters<typeof loadPage>[0])(context);
    return {
      result: result as { props?: Record<string, unknown> },
      status: context.res.statusCode,
      retryAfter: context.res.getHeader('retry-after'),
    };
  };

  beforeAll(async () => {
    cluster = createThrowawayCluster(56_000 + (process.pid % 1000));
    cluster.start();
    const admin = new Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE outage');
    await admin.end();
    handle = await openPostgres(cluster.url('outage'), 4, { connectMs: 1000, statementMs: 1500 });
    await migrateDb(handle);
    process.env.PAGE_CACHE = 'off';
    holder[Symbol.for('ridemarket.db')] = Promise.resolve(handle);
    holder[Symbol.for('ridemarket.itemYoga')] = yoga();
  });

  afterAll(async () => {
    delete holder[Symbol.for('ridemarket.db')];
    delete holder[Symbol.for('ridemarket.itemYoga')];
    delete process.env.PAGE_CACHE;
    cluster?.thaw();
    await handle?.close().catch(() => undefined);
    cluster?.destroy();
  });

  it('serves while the database is up; readiness waits for the end of start-up', async () => {
    expect(await checkReadiness(handle.db)).toEqual({ ready: false, reason: 'starting' });
    markStarted();
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.body?.data).toEqual({ autoKeywords: [] });
    expect(await checkReadiness(handle.db)).toEqual({ ready: true });
    expect((await renderSearch()).status).toBe(200);
  });

  it('while it is stopped: operations answer 503 SERVICE_UNAVAILABLE with Retry-After, pages 503, readiness says database', async () => {
    cluster.stop();
    const answer = await ask();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('15');
    expect(answer.body?.errors?.[0]).toMatchObject({
      message: '서비스를 잠시 이용할 수 없어요. 잠시 후 다시 시도해 주세요.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const page = await renderSearch();
    expect(page.status).toBe(503);
    expect(page.retryAfter).toBe('15');
    expect(await checkReadiness(handle.db)).toMatchObject({ ready: false, reason: 'database' });
  });

  it('recovers by itself when the database returns', async () => {
    cluster.start();
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.body?.data).toEqual({ autoKeywords: [] });
    expect(await checkReadiness(handle.db)).toEqual({ ready: true });
  });

  it('while it is frozen: the pool timeouts turn a hang into 503, and it serves again when thawed', async () => {
    cluster.freeze();
    try {
      const answer = await ask();
      expect(answer.status).toBe(503);
      expect(answer.body?.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(await checkReadiness(handle.db, 500)).toMatchObject({ ready: false, reason: 'database' });
    } finally {
      cluster.thaw();
    }
    const again = await ask();
    expect(again.status).toBe(200);
  });
});
