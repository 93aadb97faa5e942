import { eq } from 'drizzle-orm';
import { pb_itemPageDocument, type pb_itemPageQuery } from '@/api/item/generated';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { checkoutPage } from '@/server/domain/checkout/checkoutPage';
import { quoteCheckout } from '@/server/domain/checkout/quoteCheckout';
import { items } from '@/server/db/schema';
import { bucketEntry } from '@/store/itemDetailBucket';
import { pricePreview } from '@/store/itemSelection';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  giveCoupon,
  orderRow,
  prepare,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
} from '../../support/checkoutFixture';
import { callAs } from '../member/memberFixtures';

/**
 * 장기 대여 할인 (docs/product.md §4 Listings, docs/architecture.md §7): one figure on the item page's
 * preview, the payment page's quote, the amount prepare charges and the order's recorded price.
 * The fixture's rental is 40,000원 a day (50,000원 list price) with a 5,000원-a-day 파손 보험.
 */
describe.each(testDbKinds())('multi-day rental discount on %s', (kind) => {
  const db = useTestDb(kind);

  /** The range with the insurance chosen on the item page and kept on the payment page. */
  const insured = (f: Awaited<ReturnType<typeof seedCheckoutFixture>>, start: number, end: number) => {
    const input = rentalInput(f, start, end, { withInsurance: true });
    return {
      ...input,
      selection: {
        ...input.selection,
        options: [...input.selection.options, { optionId: f.rental.insuranceId, amount: 1 }],
      },
    };
  };

  async function discounted() {
    const f = await seedCheckoutFixture(db());
    await db()
      .update(items)
      .set({ threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 })
      .where(eq(items.id, f.rental.itemId));
    return f;
  }

  it('7 days: the quote, prepare and the order take 15% off the goods, not off the insurance', async () => {
    const f = await discounted();
    const member = await verifiedMember(db());
    // Days 3 to 9: 7 days. Goods 7 × 40,000 = 280,000, 15% = 42,000 off; insurance 7 × 5,000 = 35,000.
    const input = insured(f, 3, 9);
    const quote = await quoteCheckout(db(), member, input.selection, input.choices);
    expect(quote).toMatchObject({
      days: 7,
      basicPrice: 350_000,
      basicDiscount: 70_000,
      longRentalDiscount: 42_000,
      insurancePrice: 35_000,
      totalPrice: 273_000,
      chargeNow: 273_000,
    });
    const prepared = await prepare(db(), sandbox(db()), member, input, 273_000);
    expect(prepared.amount).toBe(273_000);
    const order = await orderRow(db(), prepared.orderId);
    expect(order.totalPrice).toBe(273_000);
    expect(order.price).toMatchObject({ longRentalDiscount: 42_000, insurancePrice: 35_000, totalPrice: 273_000 });
  });

  it('the coupon applies after the discount, on the payment page and in the quote alike', async () => {
    const f = await discounted();
    const member = await verifiedMember(db());
    const userCouponId = await giveCoupon(db(), member, { maxDiscount: 100_000 });
    // 3 days: 120,000 − 10% = 108,000; the 10% coupon of that is 10,800 (not 12,000).
    const input = rentalInput(f, 3, 5, { userCouponId });
    const page = await checkoutPage(db(), member, input.selection);
    expect(page.coupons.find((c) => c.userCouponId === userCouponId)?.discount).toBe(10_800);
    const quote = await quoteCheckout(db(), member, input.selection, input.choices);
    expect(quote).toMatchObject({ longRentalDiscount: 12_000, couponDiscount: 10_800, totalPrice: 97_200 });
    const prepared = await prepare(db(), sandbox(db()), member, input, 97_200);
    expect((await orderRow(db(), prepared.orderId)).price).toMatchObject({
      longRentalDiscount: 12_000,
      couponDiscount: 10_800,
      totalPrice: 97_200,
    });
  });

  it('2 days earn nothing; a sale never has a discount', async () => {
    const f = await discounted();
    const member = await verifiedMember(db());
    const short = rentalInput(f, 3, 4);
    expect(await quoteCheckout(db(), member, short.selection, short.choices)).toMatchObject({
      days: 2,
      longRentalDiscount: 0,
      totalPrice: 80_000,
    });
    await expect(
      db().update(items).set({ threeDayDiscountPercent: 10 }).where(eq(items.id, f.sale.itemId))
    ).rejects.toThrow();
  });

  it("the item page shows the terms, and its preview of a range is the quote's figure", async () => {
    const f = await discounted();
    const member = await verifiedMember(db());
    const answer = await callAs<pb_itemPageQuery>(db(), null, pb_itemPageDocument, 'pb_itemPage', {
      id: f.rental.itemId,
    });
    const detail = answer.data!.itemDetail as ItemDetailAnswer;
    expect(detail.item).toMatchObject({ threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 });
    const bucket = detail.options
      .filter((o) => o.id === f.rental.optionId || o.id === f.rental.insuranceId)
      .map((o) => bucketEntry(o, 1));
    for (const [start, end, days] of [
      [3, 5, 3],
      [3, 9, 7],
    ] as const) {
      const input = insured(f, start, end);
      const quote = await quoteCheckout(db(), member, input.selection, input.choices);
      expect([days, pricePreview(detail, bucket, days)]).toEqual([
        days,
        { dayPrice: 45_000, longRentalDiscount: quote.longRentalDiscount, total: quote.totalPrice },
      ]);
    }
  });
});
