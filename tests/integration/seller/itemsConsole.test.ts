import { eq, sql } from 'drizzle-orm';
import {
  bz_sellerItemPageDocument,
  bz_sellerItemsPageDocument,
  bz_updateItemStatusDocument,
  bz_updateItemStockDocument,
} from '@/api/item/generated';
import type { ConsoleItem, SellerItemEditPage, SellerItemsPage } from '@/api/item/sellerItems';
import { items, rentalBookings } from '@/server/db/schema';
import { formatShortDay } from '@/lib/calendar/dateKeys';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  prepare,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { callAs, type Caller } from '../member/memberFixtures';
import { sellerOf } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from './twoBusinesses';
import { failureStatus } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

/** The console's item operations (issue 17 §1 Items): stock, status and the pages that show them. */
describe.each(testDbKinds())('seller console items (bz_updateItemStock, bz_updateItemStatus, pages) on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture, other: CheckoutFixture, seller: Caller, otherSeller: Caller, member: number;
  beforeAll(async () => {
    ({ f, other, seller, otherSeller, member } = await twoBusinesses(db(), { units: 3, saleStock: 5 }));
  });

  const setStock = (caller: Caller, itemId: number, stock: unknown) =>
    callAs<{ updateItemStock: ConsoleItem }>(db(), caller, bz_updateItemStockDocument, 'bz_updateItemStock', {
      itemId,
      stock,
    });
  const setStatus = (caller: Caller, itemId: number, status: unknown) =>
    callAs<{ updateItemStatus: ConsoleItem }>(db(), caller, bz_updateItemStatusDocument, 'bz_updateItemStatus', {
      itemId,
      status,
    });
  const row = async (id: number) =>
    (await db().select({ stock: items.stock, status: items.status }).from(items).where(eq(items.id, id)))[0];

  it("lists the business's items with stock and status, and opens one for editing", async () => {
    const page = (await callAs<SellerItemsPage>(db(), seller, bz_sellerItemsPageDocument, 'bz_sellerItemsPage', {}))
      .data!;
    expect(page.me?.id).toBe(seller!.userId);
    expect(page.sellerItems.items.map((i) => [i.id, i.dealType, i.stock, i.status])).toEqual([
      [f.rental.itemId, 'RENTAL', 3, 'AVAILABLE'],
      [f.sale.itemId, 'SELL', 5, 'AVAILABLE'],
    ]);
    const one = (
      await callAs<SellerItemEditPage>(db(), seller, bz_sellerItemPageDocument, 'bz_sellerItemPage', {
        itemId: f.rental.itemId,
      })
    ).data!;
    expect(one.sellerItem).toMatchObject({
      item: { id: f.rental.itemId, stock: 3, price: 40_000 },
      maintenanceBlocks: [],
    });
  });

  it("keeps the item page to its business: another business's seller FORBIDDEN, a member FORBIDDEN, a visitor UNAUTHENTICATED, an unknown id NOT_FOUND", async () => {
    const open = (caller: Caller, itemId: number) =>
      callAs(db(), caller, bz_sellerItemPageDocument, 'bz_sellerItemPage', { itemId });
    expect((await open(otherSeller, f.rental.itemId)).code).toBe('FORBIDDEN');
    expect((await open({ userId: member }, f.rental.itemId)).code).toBe('FORBIDDEN');
    expect((await open(null, f.rental.itemId)).code).toBe('UNAUTHENTICATED');
    expect((await open(seller, 987_654)).code).toBe('NOT_FOUND');
    expect((await open(seller, -1)).code).toBe('INVALID_INPUT');
  });

  it("sets a sale item's stock from 0 to 999 and refuses anything else with INVALID_INPUT", async () => {
    expect((await setStock(seller, f.sale.itemId, 0)).data!.updateItemStock).toMatchObject({
      stock: 0,
      status: 'AVAILABLE',
    });
    expect((await setStock(seller, f.sale.itemId, 999)).data!.updateItemStock.stock).toBe(999);
    for (const bad of [-1, 1000, 1.5]) expect((await setStock(seller, f.sale.itemId, bad)).code).toBe('INVALID_INPUT');
    expect((await setStock(seller, f.sale.itemId, 'many')).code).not.toBeNull();
    expect((await setStock(seller, 987_654, 1)).code).toBe('NOT_FOUND');
    expect((await row(f.sale.itemId)).stock).toBe(999);
  });

  it("refuses stock and status changes of another business's item, from a member and from a visitor", async () => {
    expect((await setStock(otherSeller, f.sale.itemId, 1)).code).toBe('FORBIDDEN');
    expect((await setStock({ userId: member }, f.sale.itemId, 1)).code).toBe('FORBIDDEN');
    expect((await setStock(null, f.sale.itemId, 1)).code).toBe('UNAUTHENTICATED');
    expect((await setStatus(seller, other.sale.itemId, 'HIDDEN')).code).toBe('FORBIDDEN');
    expect((await setStatus({ userId: member }, f.sale.itemId, 'HIDDEN')).code).toBe('FORBIDDEN');
    expect((await setStatus(null, f.sale.itemId, 'HIDDEN')).code).toBe('UNAUTHENTICATED');
    expect(await row(other.sale.itemId)).toEqual({ stock: 5, status: 'AVAILABLE' });
  });

  it("switches 판매 중 / 품절 / 숨김; a hidden item is gone from the shopper's checkout", async () => {
    expect((await setStatus(seller, f.sale.itemId, 'SOLD_OUT')).data!.updateItemStatus.status).toBe('SOLD_OUT');
    expect((await setStatus(seller, f.sale.itemId, 'DELETED')).code).not.toBeNull();
    expect((await row(f.sale.itemId)).status).toBe('SOLD_OUT');
    expect((await setStatus(seller, f.rental.itemId, 'HIDDEN')).data!.updateItemStatus.status).toBe('HIDDEN');
    const customer = await verifiedMember(db());
    await expect(prepare(db(), sandbox(db()), customer, rentalInput(f, 3, 3), 40_000)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await setStatus(seller, f.rental.itemId, 'AVAILABLE')).data!.updateItemStatus.status).toBe('AVAILABLE');
    expect((await setStatus(seller, f.sale.itemId, 'AVAILABLE')).data!.updateItemStatus.status).toBe('AVAILABLE');
  });

  it('refuses a rental stock below the units taken on a day ahead, naming the day; past bookings do not count', async () => {
    const customer = await verifiedMember(db());
    await prepare(db(), sandbox(db()), customer, rentalInput(f, 5, 6, {}, 2), 160_000);
    // A finished rental of all three units, last week: no longer in the way.
    await db()
      .insert(rentalBookings)
      .values(
        [1, 2, 3].map((unitNo) => ({
          itemId: f.rental.itemId,
          unitNo,
          period: `[${f.day(-8)},${f.day(-6)})`,
          status: 'CONFIRMED' as const,
        }))
      );
    const refused = await setStock(seller, f.rental.itemId, 1);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(`${formatShortDay(f.day(5))}에 2개가 예약돼 있어 재고를 2개보다 줄일 수 없어요.`);
    expect((await row(f.rental.itemId)).stock).toBe(3);
    expect((await setStock(seller, f.rental.itemId, 2)).data!.updateItemStock.stock).toBe(2);
    expect((await setStock(seller, f.rental.itemId, 3)).data!.updateItemStock.stock).toBe(3);
  });

  it('moves a booking on a unit above the new stock into the stock, so checkout cannot sell that unit twice', async () => {
    const g = await seedCheckoutFixture(db(), { units: 3 });
    const gSeller = await sellerOf(db(), await verifiedMember(db()), g.businessId);
    const [booking] = await db()
      .insert(rentalBookings)
      .values({
        itemId: g.rental.itemId,
        unitNo: 3,
        period: `[${g.day(20)},${g.day(22)})`,
        status: 'CONFIRMED',
      })
      .returning();
    expect((await setStock(gSeller, g.rental.itemId, 1)).data!.updateItemStock.stock).toBe(1);
    const [moved] = await db()
      .select({ unitNo: rentalBookings.unitNo })
      .from(rentalBookings)
      .where(eq(rentalBookings.id, booking.id));
    expect(moved.unitNo).toBe(1);
    const customer = await verifiedMember(db());
    await expect(prepare(db(), sandbox(db()), customer, rentalInput(g, 21, 21), 40_000)).rejects.toMatchObject({
      code: 'UNAVAILABLE_DATES',
    });
    const free = await db().execute(
      sql`SELECT count(*)::int AS n FROM rental_bookings WHERE item_id = ${g.rental.itemId} AND unit_no > 1 AND status <> 'CANCELLED'`
    );
    expect(Number((free as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0);
  });
});

describe("the console's item and business pages in the page table", () => {
  it("are for members, and FORBIDDEN (a member who sells nothing, or another business's item) renders as a 404", () => {
    for (const route of ['/seller/items', '/seller/items/[id]', '/seller/store'] as const) {
      const page = pageTable[route];
      expect(page.access).toBe('member');
      expect(failureStatus({ code: 'FORBIDDEN', message: '' }, page)).toBe('notFound');
      expect(failureStatus({ code: 'NOT_FOUND', message: '' }, page)).toBe('notFound');
      expect(failureStatus({ code: 'INTERNAL', message: '' }, page)).toBe(503);
    }
    expect(pageTable['/seller/items/[id]'].params.safeParse({ id: 'abc' }).success).toBe(false);
    expect(pageTable['/seller/items'].params.safeParse({ keyword: '아토믹' }).success).toBe(true);
  });
});
