import { Rng } from '../random';
import { addDays, type SeedDay } from '../time';
import type { CouponDesignTerms } from '../../../domain/coupon/couponText';

/**
 * Public coupon designs and the copies seeded members hold. Windows are counted from the seeding
 * day: most run through the coming season, two have already ended (a member's coupon book shows
 * them as expired, and no price is ever computed with them).
 */
export type CouponPlan = CouponDesignTerms & {
  name: string;
  startsAt: Date;
  endsAt: Date;
};

export type UserCouponPlan = {
  userIndex: number;
  couponIndex: number;
  issuedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
};

export function planCoupons(seedDay: SeedDay): CouponPlan[] {
  const day = (n: number) => seedDay.at(n);
  return [
    {
      name: '첫 예약 5,000원 할인',
      discountKind: 'AMOUNT',
      discountValue: 5000,
      maxDiscount: null,
      minOrderPrice: 20000,
      categoryCode: null,
      dealType: null,
      startsAt: day(-60),
      endsAt: day(400),
    },
    {
      name: '한강 자전거 렌탈 10% 할인',
      discountKind: 'RATE',
      discountValue: 10,
      maxDiscount: 5000,
      minOrderPrice: 0,
      categoryCode: 'BIKE',
      dealType: 'RENTAL',
      startsAt: day(-30),
      endsAt: day(180),
    },
    {
      name: '스키·보드 렌탈 15% 할인',
      discountKind: 'RATE',
      discountValue: 15,
      maxDiscount: 20000,
      minOrderPrice: 30000,
      categoryCode: 'SKI',
      dealType: 'RENTAL',
      startsAt: day(-10),
      endsAt: day(150),
    },
    {
      name: '자전거 구매 30,000원 할인',
      discountKind: 'AMOUNT',
      discountValue: 30000,
      maxDiscount: null,
      minOrderPrice: 500000,
      categoryCode: 'BIKE',
      dealType: 'SELL',
      startsAt: day(-45),
      endsAt: day(120),
    },
    {
      name: '시즌 오픈 스키 장비 7% 할인',
      discountKind: 'RATE',
      discountValue: 7,
      maxDiscount: 50000,
      minOrderPrice: 100000,
      categoryCode: 'SKI',
      dealType: 'SELL',
      startsAt: day(-20),
      endsAt: day(100),
    },
    {
      name: '렌탈 3,000원 할인',
      discountKind: 'AMOUNT',
      discountValue: 3000,
      maxDiscount: null,
      minOrderPrice: 10000,
      categoryCode: null,
      dealType: 'RENTAL',
      startsAt: day(-90),
      endsAt: day(365),
    },
    // Ended: kept so that coupon books show history and price code proves it ignores them.
    {
      name: '지난 시즌 스키 렌탈 20% 할인',
      discountKind: 'RATE',
      discountValue: 20,
      maxDiscount: 30000,
      minOrderPrice: 0,
      categoryCode: 'SKI',
      dealType: 'RENTAL',
      startsAt: day(-300),
      endsAt: day(-215),
    },
    {
      name: '라이딩 페스타 10,000원 할인',
      discountKind: 'AMOUNT',
      discountValue: 10000,
      maxDiscount: null,
      minOrderPrice: 50000,
      categoryCode: 'BIKE',
      dealType: null,
      startsAt: day(-60),
      endsAt: day(-30),
    },
  ];
}

/**
 * Every third seeded member holds one to three coupons: mostly unused ones of the running designs,
 * some already used, some expired before they were used.
 */
export function planUserCoupons(userCount: number, seedDay: SeedDay): UserCouponPlan[] {
  const couponPlans = planCoupons(seedDay);
  const today = seedDay.at(0);
  const out: UserCouponPlan[] = [];
  for (let userIndex = 0; userIndex < userCount; userIndex += 3) {
    const rng = new Rng(`user-coupons:${userIndex}`);
    const picks = rng.sample(
      couponPlans.map((_, i) => i),
      rng.int(1, 3)
    );
    for (const couponIndex of picks) {
      const coupon = couponPlans[couponIndex];
      // Running designs were handed out in the weeks before the seed day, ended ones early in their window.
      const recent = seedDay.at(-rng.int(0, 20));
      const issuedAt =
        coupon.endsAt < today
          ? addDays(coupon.startsAt, rng.int(0, 10))
          : recent > coupon.startsAt
            ? recent
            : coupon.startsAt;
      // A member's copy lasts 60–120 days but never beyond the design's own end.
      const ownEnd = addDays(issuedAt, rng.int(60, 120));
      const expiresAt = ownEnd < coupon.endsAt ? ownEnd : coupon.endsAt;
      const used = expiresAt > today && rng.chance(0.2);
      out.push({
        userIndex,
        couponIndex,
        issuedAt,
        expiresAt,
        usedAt: used ? addDays(issuedAt, rng.int(1, 10)) : null,
      });
    }
  }
  return out;
}
