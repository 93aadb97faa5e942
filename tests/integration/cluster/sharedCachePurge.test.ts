import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { bz_updateItemPriceDocument, bz_updateBusinessProfileDocument } from '@/api/item/generated';
import { resetServerEnv } from '@/server/env';
import { queryRows } from '@/server/db/rows';
import { metrics } from '@/server/observability/metrics';
import { settlePurges } from '@/server/cluster/sharedCachePurge';
import { testDbKinds, useTestDb } from '../../support/testDb';
import type { CheckoutFixture } from '../../support/checkoutFixture';
import { callAs, type Caller } from '../member/memberFixtures';
import { callItem, uploadOf } from '../review/reviewHarness';
import { twoBusinesses } from '../seller/twoBusinesses';

// docs/operations.md §10 What the shared cache keeps: a committed change bans the pages that show it
// in every shared cache named by CACHE_PURGE_URL. Two small HTTP servers stand in for two Varnish
// instances and record the bans they are sent.

type Ban = { method: string; pattern: string | undefined };

function fakeCache() {
  const bans: Ban[] = [];
  const server = http.createServer((req, res) => {
    bans.push({ method: req.method!, pattern: req.headers['x-ban-path'] as string | undefined });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('Banned');
  });
  return { bans, server };
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

const WRITE_POST = `mutation us_writePost($boardCode: String!, $title: String!, $content: String!, $imageIds: [Int!]!, $modelIds: [Int!]!) {
  writePost(boardCode: $boardCode, title: $title, content: $content, imageIds: $imageIds, modelIds: $modelIds) { postId boardCode } }`;

const failedPurges = async () =>
  (await metrics().cachePurge.get()).values.find((v) => v.labels.outcome === 'failed')?.value ?? 0;

describe.each(testDbKinds())('the shared cache is told what a change makes stale, on %s', (kind) => {
  const db = useTestDb(kind);
  const caches = [fakeCache(), fakeCache()];
  let f: CheckoutFixture;
  let seller: Caller;
  let member: number;

  beforeAll(async () => {
    const bases = await Promise.all(caches.map((c) => listen(c.server)));
    process.env.CACHE_PURGE_URL = bases.join(', ');
    resetServerEnv();
    ({ f, seller, member } = await twoBusinesses(db()));
  });
  afterAll(async () => {
    delete process.env.CACHE_PURGE_URL;
    resetServerEnv();
    await Promise.all(caches.map((c) => new Promise((resolve) => c.server.close(resolve))));
  });
  beforeEach(async () => {
    await settlePurges();
    for (const cache of caches) cache.bans.length = 0;
  });

  /** What each cache received, once the purges (and their repeat a second later) are done. */
  const received = async () => {
    await settlePurges();
    return caches.map((c) => c.bans);
  };
  const bansOf = (patterns: string[]) =>
    [...patterns, ...patterns].map((pattern) => ({ method: 'PURGE', pattern })).sort(byPattern);
  const byPattern = (a: Ban, b: Ban) => String(a.pattern).localeCompare(String(b.pattern));

  it('bans the item, its business and its model when a seller changes a price', async () => {
    const res = await callAs(db(), seller, bz_updateItemPriceDocument, 'bz_updateItemPrice', {
      itemId: f.sale.itemId,
      price: 12_300,
      originPrice: 15_000,
    });
    expect(res.code).toBeNull();
    const [item] = await queryRows<{ modelId: number | null }>(
      db(),
      sql`SELECT model_id AS "modelId" FROM items WHERE id = ${f.sale.itemId}`
    );
    const expected = [
      `^/services/${f.sale.itemId}(/|\\?|$)`,
      `^/nearby_store/${f.businessId}(/|\\?|$)`,
      `^/businesses/${f.businessId}(/|\\?|$)`,
      ...(item.modelId === null ? [] : [`^/models/${item.modelId}(/|\\?|$)`]),
    ];
    for (const bans of await received()) expect([...bans].sort(byPattern)).toEqual(bansOf(expected));
  });

  it("bans the shop's pages when its profile is edited", async () => {
    const input = { notice: '', introduction: '새 소개', maintenance: '', openingHours: [], turnaroundDays: 1 };
    const res = await callAs(db(), seller, bz_updateBusinessProfileDocument, 'bz_updateBusinessProfile', { input });
    expect(res.code).toBeNull();
    for (const bans of await received()) {
      expect([...bans].sort(byPattern)).toEqual(
        bansOf([`^/businesses/${f.businessId}(/|\\?|$)`, `^/nearby_store/${f.businessId}(/|\\?|$)`])
      );
    }
  });

  it("bans the community pages and the photos' share pictures when a post is written", async () => {
    const photo = await uploadOf(db(), member);
    const res = await callItem<{ writePost: { postId: number } }>(db(), { userId: member }, WRITE_POST, {
      boardCode: 'free',
      title: '새 글이 목록에 바로 보여요',
      content: '공유 캐시가 지워지는지 보는 글입니다.',
      imageIds: [photo],
      modelIds: [],
    });
    expect(res.code).toBeNull();
    for (const bans of await received()) {
      expect([...bans].sort(byPattern)).toEqual(bansOf([`^/app/v4/images/${photo}(/|\\?|$)`, '^/community(/|\\?|$)']));
    }
  });

  it('never fails the change when a cache does not answer: the failure is counted', async () => {
    const closed = http.createServer();
    const base = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    process.env.CACHE_PURGE_URL = base;
    resetServerEnv();
    try {
      const before = await failedPurges();
      const res = await callAs<{ updateItemPrice: { price: number } }>(
        db(),
        seller,
        bz_updateItemPriceDocument,
        'bz_updateItemPrice',
        { itemId: f.sale.itemId, price: 11_100, originPrice: 15_000 }
      );
      expect(res.code).toBeNull();
      expect(res.data?.updateItemPrice.price).toBe(11_100);
      await settlePurges();
      // Each path: tried, retried once; and the same again a second later.
      expect(await failedPurges()).toBeGreaterThan(before);
    } finally {
      process.env.CACHE_PURGE_URL = caches
        .map((c) => `http://127.0.0.1:${(c.server.address() as AddressInfo).port}`)
        .join(',');
      resetServerEnv();
    }
  });
});
