import { quotePrice, type QuoteInput } from '@/server/domain/checkout/priceQuote';
import { maxUsablePoints, pointUseProblem } from '@/server/domain/checkout/pointRules';
import { isDomainError } from '@/lib/errors';

const rental: QuoteInput = {
  item: {
    dealType: 'RENTAL',
    price: 40_000,
    originPrice: 50_000,
    shippingFee: 3_000,
    isLeaseAvailable: false,
    threeDayDiscountPercent: 0,
    sevenDayDiscountPercent: 0,
  },
  lines: [
    { optionId: 1, name: '165cm', kind: 'REQUIRED', price: 5_000, isInsurance: false, amount: 2 },
    { optionId: 2, name: '헬멧', kind: 'ADDITIONAL', price: 3_000, isInsurance: false, amount: 1 },
    { optionId: 3, name: '파손 보험', kind: 'ADDITIONAL', price: 2_000, isInsurance: true, amount: 2 },
  ],
  days: 3,
  deliveryType: 'PICKUP',
  coupon: null,
  points: 0,
  pointBalance: 0,
  method: 'CARD',
  leaseMonths: null,
};

const coupon = {
  id: 9,
  name: '10%',
  discountKind: 'RATE' as const,
  discountValue: 10,
  maxDiscount: 20_000,
  minOrderPrice: 0,
  endsAt: '2099-01-01T00:00:00.000Z',
};

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return isDomainError(error) ? (error.details ?? {}) : null;
  }
  return null;
};

describe('priceQuote', () => {
  it('prices every line per rental day: origin total, the business discount, insurance on its own line', () => {
    const q = quotePrice(rental);
    // goods: (45,000 × 2 + 3,000) × 3 = 279,000; origin: (55,000 × 2 + 3,000) × 3 = 339,000
    expect(q).toMatchObject({
      basicPrice: 339_000,
      basicDiscount: 60_000,
      insurancePrice: 12_000,
      shippingFee: 0,
      totalPrice: 291_000,
      chargeNow: 291_000,
      earnPoints: 2_790,
    });
    expect(q.lines.map((l) => l.lineTotal)).toEqual([270_000, 9_000, 12_000]);
  });

  it('the multi-day discount comes before the coupon: the coupon and the points work on the discounted goods', () => {
    const item = { ...rental.item, threeDayDiscountPercent: 10, sevenDayDiscountPercent: 20 };
    // goods 279,000 for 3 days: 10% = 27,900 off; the 10% coupon of 251,100 is capped at 20,000
    const q = quotePrice({ ...rental, item, coupon });
    expect(q).toMatchObject({
      basicPrice: 339_000,
      basicDiscount: 60_000,
      longRentalDiscount: 27_900,
      couponDiscount: 20_000,
      insurancePrice: 12_000,
      totalPrice: 279_000 - 27_900 - 20_000 + 12_000,
      earnPoints: 2_311,
    });
    // 7 days: (45,000 × 2 + 3,000) × 7 = 651,000, 20% = 130,200 off; insurance 2,000 × 2 × 7 as it was
    expect(quotePrice({ ...rental, item, days: 7 })).toMatchObject({
      longRentalDiscount: 130_200,
      insurancePrice: 28_000,
      totalPrice: 651_000 - 130_200 + 28_000,
    });
  });

  it('a coupon discounts the goods only, points come off last, and points are earned on the goods paid in money', () => {
    const q = quotePrice({ ...rental, deliveryType: 'PARCEL', coupon, points: 5_000, pointBalance: 8_000 });
    expect(q).toMatchObject({
      couponDiscount: 20_000,
      pointDiscount: 5_000,
      shippingFee: 3_000,
      totalPrice: 279_000 - 20_000 + 12_000 + 3_000 - 5_000,
    });
    expect(q.earnPoints).toBe(Math.floor((279_000 - 20_000 - 5_000) / 100));
  });

  it('refuses points under the minimum, off the unit, over the balance or over what is payable', () => {
    expect(refused(() => quotePrice({ ...rental, points: 500, pointBalance: 10_000 }))).toHaveProperty('points');
    expect(refused(() => quotePrice({ ...rental, points: 1_005, pointBalance: 10_000 }))).toHaveProperty('points');
    expect(refused(() => quotePrice({ ...rental, points: 9_000, pointBalance: 8_000 }))).toHaveProperty('points');
    expect(pointUseProblem(400_000, 1_000_000, 291_000)).toBe('결제할 금액보다 많이 쓸 수 없어요.');
    expect(maxUsablePoints(12_345, 1_000_000)).toBe(12_340);
    expect(maxUsablePoints(999, 1_000_000)).toBe(0);
  });

  it('a coupon that takes nothing off this order is refused rather than silently ignored', () => {
    expect(refused(() => quotePrice({ ...rental, coupon: { ...coupon, minOrderPrice: 1_000_000 } }))).toHaveProperty(
      'coupon'
    );
  });

  it('rental pay: only for a lease-able sale item, monthly charge with shipping on the first, no coupon or points, lease-rate points', () => {
    const sale: QuoteInput = {
      ...rental,
      item: {
        dealType: 'SELL',
        price: 900_000,
        originPrice: 1_000_000,
        shippingFee: 3_000,
        isLeaseAvailable: true,
        threeDayDiscountPercent: 0,
        sevenDayDiscountPercent: 0,
      },
      lines: [{ optionId: 1, name: '170cm', kind: 'REQUIRED', price: 0, isInsurance: false, amount: 1 }],
      days: 1,
      deliveryType: 'PARCEL',
      method: 'RENTAL_PAY',
      leaseMonths: 24,
    };
    const q = quotePrice(sale);
    expect(q.lease).toMatchObject({ months: 24 });
    expect(q.chargeNow).toBe(q.lease!.monthlyPrice + 3_000);
    expect(q.totalPrice).toBe(q.lease!.totalPrice + 3_000);
    expect(q.earnPoints).toBe(18_000);
    expect(refused(() => quotePrice({ ...sale, coupon }))).toHaveProperty('coupon');
    expect(refused(() => quotePrice({ ...rental, method: 'RENTAL_PAY', leaseMonths: 12 }))).toHaveProperty('method');
    expect(refused(() => quotePrice({ ...sale, leaseMonths: null }))).toHaveProperty('leaseMonths');
  });

  it('a sale is priced once whatever days say; a rental needs at least one day', () => {
    const sale = quotePrice({ ...rental, item: { ...rental.item, dealType: 'SELL' }, days: 7 });
    expect(sale.days).toBe(1);
    expect(refused(() => quotePrice({ ...rental, days: 0 }))).toHaveProperty('dates');
  });
});
