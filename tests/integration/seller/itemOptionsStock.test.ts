import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { GetServerSidePropsContext } from 'next';
import { eq } from 'drizzle-orm';
import { requestState } from '@/server/auth/requestState';
import { clearPageCache, pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import {
  bz_sellerItemPageDocument,
  bz_updateItemPriceDocument,
  bz_updateOptionStockDocument,
} from '@/api/item/generated';
import type { ConsoleItemOption, SellerItemEditPage } from '@/api/item/sellerItems';
import { itemOptions, items } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  prepare,
  sandbox,
  saleInput,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { callAs, type Caller } from '../member/memberFixtures';
import { sellerOf } from '../sellerOrders/sellerHarness';

/** Next's page pipeline in miniature (as tests/integration/seller/businessProfile.test.ts): counts the renders. */
function cachedPageServer(renders: Map<string, number>) {
  return http.createServer(async (req, res) => {
    const anonId = String(req.headers['x-test-anon']);
    requestState(req).anonId = anonId;
    const shell = { anonId, isCrawler: false, isMobile: true, siteUrl: 'http://localhost' };
    const context = { req, res, resolvedUrl: req.url!, query: {}, params: {} } as unknown as GetServerSidePropsContext;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    await withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
      renders.set(req.url!, (renders.get(req.url!) ?? 0) + 1);
      return { props: { shell } };
    });
    if (!res.writableEnded) res.end(`<html><body>${req.url} ${anonId}</body></html>`);
  });
}

/** 옵션별 재고 in the seller console: a sale takes each chosen option's stock as well as the item's. */
describe.each(testDbKinds())('seller console option stock (bz_updateOptionStock) on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  let other: CheckoutFixture;
  let seller: Caller;
  let otherSeller: Caller;
  let member: number;
  beforeAll(async () => {
    f = await seedCheckoutFixture(db(), { units: 2, saleStock: 3 });
    other = await seedCheckoutFixture(db());
    seller = await sellerOf(db(), await verifiedMember(db()), f.businessId);
    otherSeller = await sellerOf(db(), await verifiedMember(db()), other.businessId);
    member = await verifiedMember(db());
  });

  const setOption = (caller: Caller, optionId: number, stock: unknown) =>
    callAs<{ updateOptionStock: ConsoleItemOption }>(
      db(),
      caller,
      bz_updateOptionStockDocument,
      'bz_updateOptionStock',
      { optionId, stock }
    );
  const optionStock = async (id: number) =>
    (await db().select({ stock: itemOptions.stock }).from(itemOptions).where(eq(itemOptions.id, id)))[0].stock;
  const itemStock = async (id: number) =>
    (await db().select({ stock: items.stock }).from(items).where(eq(items.id, id)))[0].stock;

  it("shows the item's options with kind, price and stock on the edit page, for sale and rental items", async () => {
    const open = async (itemId: number) =>
      (await callAs<SellerItemEditPage>(db(), seller, bz_sellerItemPageDocument, 'bz_sellerItemPage', { itemId })).data!
        .sellerItem.options;
    expect(await open(f.sale.itemId)).toEqual([
      { id: f.sale.optionId, itemId: f.sale.itemId, kind: 'REQUIRED', name: '170cm', price: 0, stock: 3 },
    ]);
    expect((await open(f.rental.itemId)).map((o) => [o.id, o.kind, o.price, o.stock])).toEqual([
      [f.rental.optionId, 'REQUIRED', 0, 2],
      [f.rental.insuranceId, 'ADDITIONAL', 5_000, 99],
    ]);
  });

  it('restocks a sold-out option so a checkout can buy it again, taking from the option and the item', async () => {
    const customer = await verifiedMember(db());
    await db().update(itemOptions).set({ stock: 0 }).where(eq(itemOptions.id, f.sale.optionId));
    await expect(prepare(db(), sandbox(db()), customer, saleInput(f), 900_000)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const saved = (await setOption(seller, f.sale.optionId, 2)).data!.updateOptionStock;
    expect(saved).toEqual({
      id: f.sale.optionId,
      itemId: f.sale.itemId,
      kind: 'REQUIRED',
      name: '170cm',
      price: 0,
      stock: 2,
    });
    const started = await prepare(db(), sandbox(db()), customer, saleInput(f), 900_000);
    expect(started.orderId).toBeGreaterThan(0);
    expect([await optionStock(f.sale.optionId), await itemStock(f.sale.itemId)]).toEqual([1, 2]);
  });

  it('sets 0 and 999 and refuses -1, 1000, 1.5 and a word with INVALID_INPUT, leaving the stock alone', async () => {
    expect((await setOption(seller, f.rental.insuranceId, 0)).data!.updateOptionStock.stock).toBe(0);
    expect((await setOption(seller, f.rental.insuranceId, 999)).data!.updateOptionStock.stock).toBe(999);
    for (const bad of [-1, 1000, 1.5])
      expect((await setOption(seller, f.rental.insuranceId, bad)).code).toBe('INVALID_INPUT');
    expect((await setOption(seller, f.rental.insuranceId, 'many')).code).not.toBeNull();
    expect((await setOption(seller, -3, 1)).code).toBe('INVALID_INPUT');
    expect(await optionStock(f.rental.insuranceId)).toBe(999);
  });

  it("answers NOT_FOUND for an unknown option; FORBIDDEN for another business's seller and a member; UNAUTHENTICATED for a visitor", async () => {
    expect((await setOption(seller, 987_654_321, 1)).code).toBe('NOT_FOUND');
    expect((await setOption(seller, other.sale.optionId, 1)).code).toBe('FORBIDDEN');
    expect((await setOption(otherSeller, f.sale.optionId, 50)).code).toBe('FORBIDDEN');
    expect((await setOption({ userId: member }, f.sale.optionId, 50)).code).toBe('FORBIDDEN');
    expect((await setOption(null, f.sale.optionId, 50)).code).toBe('UNAUTHENTICATED');
    expect([await optionStock(other.sale.optionId), await optionStock(f.sale.optionId)]).toEqual([5, 1]);
  });

  describe('the cached shopper pages', () => {
    const renders = new Map<string, number>();
    let server: http.Server;
    let base = '';
    beforeAll(async () => {
      clearPageCache();
      server = cachedPageServer(renders);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      clearPageCache();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const visit = (path: string) =>
      fetch(base + path, { headers: { 'x-test-anon': randomUUID() } }).then((r) => r.text());

    it("are rendered afresh after an option's stock changes: its item page and its business page, not other items", async () => {
      const mine = `/services/${f.sale.itemId}`;
      const business = `/nearby_store/${f.businessId}`;
      const theirs = `/services/${other.sale.itemId}`;
      for (const path of [mine, business, theirs]) {
        await visit(path);
        await visit(path);
      }
      expect([renders.get(mine), renders.get(business), renders.get(theirs)]).toEqual([1, 1, 1]);
      await setOption(seller, f.sale.optionId, 4);
      for (const path of [mine, business, theirs]) await visit(path);
      expect([renders.get(mine), renders.get(business), renders.get(theirs)]).toEqual([2, 2, 1]);
    });

    it("are rendered afresh after the item's price changes, so a shopper never sees the old price (docs/operations.md §10)", async () => {
      const mine = `/services/${f.rental.itemId}`;
      const business = `/nearby_store/${f.businessId}`;
      const theirs = `/services/${other.rental.itemId}`;
      for (const path of [mine, business, theirs]) {
        await visit(path);
        await visit(path);
      }
      const before = [renders.get(mine), renders.get(business), renders.get(theirs)];
      const changed = await callAs<{ updateItemPrice: { price: number } }>(
        db(),
        seller,
        bz_updateItemPriceDocument,
        'bz_updateItemPrice',
        { itemId: f.rental.itemId, price: 38_000 }
      );
      expect(changed.data?.updateItemPrice.price).toBe(38_000);
      for (const path of [mine, business, theirs]) await visit(path);
      expect([renders.get(mine), renders.get(business), renders.get(theirs)]).toEqual([
        before[0]! + 1,
        before[1]! + 1,
        before[2],
      ]);
    });
  });
});
