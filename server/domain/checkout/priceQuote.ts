import { couponDiscount } from '../coupon/couponMath';
import type { CouponTerms } from '../coupon/couponTypes';
import { LEASE_REWARD_RATE_PERCENT, NORMAL_REWARD_RATE_PERCENT, leasePrice, rewardPoints } from '../item/itemPrice';
import { pointUseProblem } from './pointRules';
import { priceSelection, type PricedSelectionLine, type SelectionItem } from './priceSelection';
import { DomainError } from '@/lib/errors';

/**
 * Every won of an order, computed once here (docs/architecture.md §7). The payment page shows
 * the quote this module answers; prepare stores the same breakdown on the order; nothing the client
 * sends is an amount. Pure: the caller loads rows and passes them in, so each rule is unit-tested.
 */

export type QuoteItem = SelectionItem & {
  dealType: 'RENTAL' | 'SELL';
  shippingFee: number;
  isLeaseAvailable: boolean;
};

export type QuoteLine = {
  optionId: number;
  name: string;
  kind: 'REQUIRED' | 'ADDITIONAL';
  /** The option's own price: added to the item price for a required option, the whole price for an additional one. */
  price: number;
  /** Rental insurance is an additional option; it is shown on its own line of the breakdown. */
  isInsurance: boolean;
  amount: number;
};

export type QuoteMethod = 'CARD' | 'EASY_PAY' | 'RENTAL_PAY';

export type QuoteInput = {
  item: QuoteItem;
  lines: readonly QuoteLine[];
  /** Rental days (end exclusive); 1 for a sale. */
  days: number;
  deliveryType: 'PICKUP' | 'DELIVERY' | 'PARCEL';
  coupon: CouponTerms | null;
  points: number;
  pointBalance: number;
  method: QuoteMethod;
  leaseMonths: number | null;
};

export type PricedLine = PricedSelectionLine<QuoteLine>;

export type PriceQuote = {
  lines: PricedLine[];
  days: number;
  /** Before the business's discount: origin prices × amounts × days (insurance excluded). */
  basicPrice: number;
  /** The business's own discount (origin price to price). */
  basicDiscount: number;
  /** 장기 대여 할인 (lib/item/rentalDiscount.ts), taken before the coupon. */
  longRentalDiscount: number;
  insurancePrice: number;
  shippingFee: number;
  couponDiscount: number;
  pointDiscount: number;
  /** What the order costs the customer in all. */
  totalPrice: number;
  /** Charged now: the total, or the first month of a lease. */
  chargeNow: number;
  earnPoints: number;
  lease: { months: number; monthlyPrice: number; totalPrice: number } | null;
};

const invalid = (message: string, field: string) => new DomainError('INVALID_INPUT', message, { [field]: message });

function leaseOf(input: QuoteInput, goods: number): PriceQuote['lease'] {
  if (input.method !== 'RENTAL_PAY') return null;
  if (!input.item.isLeaseAvailable || input.item.dealType !== 'SELL')
    throw invalid('이 상품은 렌탈페이(인수형 렌탈)로 결제할 수 없어요.', 'method');
  if (input.leaseMonths === null) throw invalid('렌탈 기간을 선택해 주세요.', 'leaseMonths');
  const lease = leasePrice(goods, input.leaseMonths);
  return { months: lease.months, monthlyPrice: lease.monthlyPrice, totalPrice: lease.totalPrice };
}

export function quotePrice(input: QuoteInput): PriceQuote {
  const days = input.item.dealType === 'RENTAL' ? input.days : 1;
  if (!Number.isSafeInteger(days) || days < 1) throw invalid('대여 기간을 다시 선택해 주세요.', 'dates');
  const { lines, goodsPrice, linesPrice, longRentalDiscount, basicPrice, insurancePrice } = priceSelection(
    input.item,
    input.lines,
    days
  );
  const shippingFee = input.deliveryType === 'PARCEL' ? input.item.shippingFee : 0;

  const lease = leaseOf(input, goodsPrice);
  if (lease && (input.coupon || input.points > 0)) {
    throw invalid('렌탈페이에는 쿠폰과 포인트를 쓸 수 없어요.', input.coupon ? 'coupon' : 'points');
  }
  // A coupon discounts the goods only (after the multi-day discount): never the insurance or the shipping fee.
  const coupon = input.coupon ? couponDiscount(input.coupon, goodsPrice) : 0;
  if (input.coupon && coupon === 0) throw invalid('이 주문에는 선택한 쿠폰을 쓸 수 없어요.', 'coupon');
  const payable = goodsPrice - coupon + insurancePrice + shippingFee;
  const pointProblem = pointUseProblem(input.points, input.pointBalance, payable);
  if (pointProblem) throw invalid(pointProblem, 'points');

  // A lease is paid monthly on a billing key; the shipping fee rides on the first charge.
  const totalPrice = lease ? lease.totalPrice + shippingFee : payable - input.points;
  // Points are earned on the goods paid in money: not on insurance, shipping or points spent.
  const earnPoints = lease
    ? rewardPoints(goodsPrice, LEASE_REWARD_RATE_PERCENT)
    : rewardPoints(Math.max(0, goodsPrice - coupon - input.points), NORMAL_REWARD_RATE_PERCENT);
  return {
    lines,
    days,
    basicPrice,
    basicDiscount: basicPrice - linesPrice,
    longRentalDiscount,
    insurancePrice,
    shippingFee,
    couponDiscount: coupon,
    pointDiscount: input.points,
    totalPrice,
    chargeNow: lease ? lease.monthlyPrice + shippingFee : totalPrice,
    earnPoints,
    lease,
  };
}
