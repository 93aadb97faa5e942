import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { brands } from '@/server/db/schema';
import { openPostgres, type Db, type DbHandle } from '@/server/db/client';
import { installPublisher, registerForgetter, type CacheName } from '@/server/cluster/cacheBus';
import { listenerApplicationName, startCacheListener, type CacheListener } from '@/server/cluster/cacheListener';
import { forgetVocabulary, getVocabulary } from '@/server/domain/search/vocabulary';
import { forgetCachedPages } from '@/server/ssr/anonymousPageCache';
import { createTestDb, testDbKinds, testPostgresUrl } from '@/tests/support/testDb';

// Issue 28: a forget in one instance reaches every other instance through LISTEN/NOTIFY on the
// shared PostgreSQL. Instances A and B are two database handles and two listeners in this process;
// B's vocabulary cache is kept per database handle, so what B still shows is B's own state.

/** Resolves when `cache` is told to forget in database `db` (with the key it was told). */
function forgetArrives(cache: CacheName, db: Db | null): Promise<string | null> {
  return new Promise((resolve) => {
    const unregister = registerForgetter(cache, (to, key) => {
      if (to !== db) return;
      unregister();
      resolve(key);
    });
  });
}

const brandNames = async (db: Db) => (await getVocabulary(db)).brands.map((b) => b.key);
let serial = 0;
const addBrand = async (db: Db) => {
  serial += 1;
  const key = `cluster-brand-${serial}`;
  await db.insert(brands).values({
    key,
    name: `클러스터${serial}`,
    nameEn: `Cluster${serial}`,
    code: 'BIKE',
    country: '대한민국',
    color: '#1b64da',
  });
  return key;
};

const onPostgres = testDbKinds().includes('postgres') ? describe : describe.skip;

onPostgres('the cache channel on PostgreSQL', () => {
  let a: DbHandle;
  let b: DbHandle;
  let url: string;
  let listenerA: CacheListener;
  let listenerB: CacheListener;

  beforeAll(async () => {
    a = await createTestDb('postgres');
    const result = await a.db.execute(sql`SELECT current_database() AS name`);
    const { name } = (result as unknown as { rows: { name: string }[] }).rows[0];
    url = testPostgresUrl(name);
    b = await openPostgres(url, 2);
    listenerA = startCacheListener({ url, db: a.db, retryMs: { first: 50, max: 500 } });
    listenerB = startCacheListener({ url, db: b.db, retryMs: { first: 50, max: 500 } });
    await Promise.all([listenerA.nextListening(), listenerB.nextListening()]);
    // A is the instance whose changes publish.
    installPublisher(listenerA);
  });
  afterAll(async () => {
    installPublisher(null);
    await listenerA?.close();
    await listenerB?.close();
    await b?.close();
    await a?.close();
  });

  it('a forget on A makes B forget: B shows the change at once, not after its copy expires', async () => {
    const before = await brandNames(b.db);
    const added = await addBrand(a.db);
    // B keeps its copy: without a forget, it would show the old list for 30 s.
    expect(await brandNames(b.db)).toEqual(before);

    const arrived = forgetArrives('vocabulary', b.db);
    forgetVocabulary(a.db);
    await arrived;
    expect(await brandNames(b.db)).toContain(added);
  });

  it('carries the page path to the other instance', async () => {
    // A forgets its own pages with no database named; B applies what arrives with the one it serves.
    const arrived = forgetArrives('pages', b.db);
    forgetCachedPages('/services/42');
    expect(await arrived).toBe('/services/42');
  });

  it('sends many forgets of one request one after another, and every one arrives', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const paths = Array.from({ length: 12 }, (_, i) => `/services/${900 + i}`);
      const arrived = new Set<string>();
      const all = new Promise<void>((resolve) => {
        const unregister = registerForgetter('pages', (to, key) => {
          if (to !== b.db || key === null) return;
          arrived.add(key);
          if (arrived.size === paths.length) {
            unregister();
            resolve();
          }
        });
      });
      await Promise.all(paths.map((path) => listenerA.publish({ cache: 'pages', key: path })));
      await all;
      expect([...arrived].sort()).toEqual([...paths].sort());
      // Warnings are emitted on the next tick: let them land before reading.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('B listens again after its connection is cut, forgets what it may have missed, and gets the next forgets', async () => {
    await brandNames(b.db);
    const missed = await addBrand(a.db);
    const back = listenerB.nextListening();
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [listenerApplicationName(listenerB.instanceId)]
      );
      expect(cut.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await back;
    // Anything published while B was away is lost: B dropped its copies when it came back.
    expect(await brandNames(b.db)).toContain(missed);

    const added = await addBrand(a.db);
    expect(await brandNames(b.db)).not.toContain(added);
    const arrived = forgetArrives('vocabulary', b.db);
    forgetVocabulary(a.db);
    await arrived;
    expect(await brandNames(b.db)).toContain(added);
  });
});

describe.each(testDbKinds())('a forget with no cache channel (%s, one instance)', (kind) => {
  it('forgets in this process', async () => {
    const handle = await createTestDb(kind);
    try {
      await brandNames(handle.db);
      const added = await addBrand(handle.db);
      expect(await brandNames(handle.db)).not.toContain(added);
      forgetVocabulary(handle.db);
      expect(await brandNames(handle.db)).toContain(added);
    } finally {
      await handle.close();
    }
  });
});
