import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { businesses, items, rentalBookings } from '@/server/db/schema';
import { addDays } from '@/lib/calendar/dateKeys';
import { seedCheckoutFixture, type CheckoutFixture } from '../../support/checkoutFixture';

/** Where the shopper stands in the dated tests: by the two Seoul businesses (성수). */
export const SHOPPER = { lat: 37.5445, lng: 127.056 };

export type DatedFixture = {
  f: CheckoutFixture;
  modelId: number;
  /** The checkout fixture's rental (강원, 40,000원/일, one unit of one required size). */
  r0: number;
  /** 성수: 30,000원/일, 10% off from 3 days, three units, no options. */
  r1: number;
  /** 성수 next door: 35,000원/일, one unit, taken on `range`'s third day. */
  r2: number;
  b1: number;
  b2: number;
  /** A four-day range 20 days ahead. */
  range: { start: string; end: string };
  /** A two-day range 40 days ahead on which every offer is taken. */
  fullRange: { start: string; end: string };
};

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '20:00' }));

/** Taken days [start, end] of one unit (CONFIRMED, as a paid order stores it). */
export async function takeUnit(db: Db, itemId: number, start: string, end: string, unitNo = 1) {
  await db.insert(rentalBookings).values({
    itemId,
    unitNo,
    period: `[${start},${addDays(end, 1)})`,
    status: 'CONFIRMED',
  });
}

/**
 * One ski model rented by three businesses: the checkout fixture's (강원) and two in 성수, with
 * different prices, discounts and units, and bookings relative to today.
 */
export async function seedDatedFixture(db: Db): Promise<DatedFixture> {
  const f = await seedCheckoutFixture(db, { units: 1 });
  const [{ modelId, categoryId }] = await db
    .select({ modelId: items.modelId, categoryId: items.categoryId })
    .from(items)
    .where(eq(items.id, f.rental.itemId));
  if (modelId === null) throw new Error('the checkout fixture rents a model');
  const [b1, b2] = await db
    .insert(businesses)
    .values(
      ['성수 스키 하우스', '성수 보드 창고'].map((name, i) => ({
        name,
        region: '서울',
        address: `서울특별시 성동구 연무장길 ${i + 10}`,
        lat: SHOPPER.lat,
        lng: SHOPPER.lng + 0.001 * (i + 1),
        phone: '02-000-0000',
        openingHours: everyDay,
      }))
    )
    .returning({ id: businesses.id });
  const rental = (businessId: number, price: number, stock: number, threeDayDiscountPercent = 0) => ({
    modelId,
    businessId,
    categoryId,
    dealType: 'RENTAL' as const,
    name: '레드스터 G9 대여',
    price,
    originPrice: price,
    stock,
    threeDayDiscountPercent,
    deliveryTypes: ['PICKUP' as const],
  });
  const [r1, r2] = await db
    .insert(items)
    .values([rental(b1.id, 30_000, 3, 10), rental(b2.id, 35_000, 1)])
    .returning({ id: items.id });
  const range = { start: f.day(20), end: f.day(23) };
  const fullRange = { start: f.day(40), end: f.day(41) };
  await takeUnit(db, r2.id, f.day(22), f.day(22));
  for (const [itemId, units] of [
    [f.rental.itemId, 1],
    [r1.id, 3],
    [r2.id, 1],
  ] as const) {
    for (let unit = 1; unit <= units; unit += 1) await takeUnit(db, itemId, fullRange.start, fullRange.end, unit);
  }
  return { f, modelId, r0: f.rental.itemId, r1: r1.id, r2: r2.id, b1: b1.id, b2: b2.id, range, fullRange };
}
