import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingKeys, users } from '../../db/schema';
import { imageUrl } from '../catalog/imageUrl';
import { couponDiscount } from '../coupon/couponMath';
import { LEASE_TERMS, leasePrice } from '../item/itemPrice';
import { cardInstalmentOptions, type CardInstalmentOptions } from '../promotion/cardBenefits';
import { cancellationRuleRows } from '@/lib/orders';
import { couponMismatch, heldCoupons } from './checkoutCoupon';
import { MAX_OPTION_AMOUNT, type SelectionInput } from './checkoutInput';
import type { QuoteLine } from './priceQuote';
import { loadCheckoutContext, type CheckoutContext, type SelectionProblem } from './checkoutSelection';
import { priceSelection } from './priceSelection';
import { isInsuranceOption } from '@/lib/item/insuranceOption';
import { POINT_MIN_USE, POINT_USE_UNIT, maxUsablePoints } from './pointRules';

/**
 * What the payment page shows besides the live quote: the item and the selection as the database
 * sees it now (with the problems that stop the order), the member's coupons (fitting ones first,
 * best preselected; the others with the reason), points, insurance, the ways to pay, the registered
 * cards, the orderer from the verified identity and the terms. The amounts here are previews; the
 * quote and prepare compute the real ones.
 */
export type CheckoutCoupon = {
  userCouponId: number;
  name: string;
  discount: number;
  endsAt: string;
  applicable: boolean;
  reason: string | null;
};

export type CheckoutPage = {
  itemId: number;
  itemName: string;
  img: string;
  dealType: 'RENTAL' | 'SELL';
  businessId: number;
  businessName: string;
  deliveryTypes: string[];
  startDate: string | null;
  endDate: string | null;
  days: number;
  lines: {
    optionId: number;
    name: string;
    optionType: number;
    unitPrice: number;
    amount: number;
    maxAmount: number;
    isInsurance: boolean;
  }[];
  problems: SelectionProblem[];
  insurance: { optionId: number; name: string; price: number } | null;
  goodsPrice: number;
  coupons: CheckoutCoupon[];
  bestUserCouponId: number | null;
  pointBalance: number;
  pointMinUse: number;
  pointUnit: number;
  maxUsablePoints: number;
  cardInstalments: CardInstalmentOptions[];
  leaseOptions: { months: number; monthlyPrice: number; totalPrice: number; text: string }[];
  cards: { id: number; cardCompany: string; maskedNumber: string }[];
  orderer: { name: string | null; phone: string | null };
  cancelTerms: { condition: string; outcome: string }[];
};

/**
 * How many of a line the order could have: a sale's option stock; a rental's add-on stock; for a
 * rental's required option, its own units free over the chosen range (no more than the item's), or
 * before the range is valid, its stock and the item's.
 */
function availableOf(ctx: CheckoutContext, line: QuoteLine): number {
  const stock = ctx.options.find((o) => o.id === line.optionId)?.stock ?? 1;
  if (ctx.item.dealType === 'SELL' || line.kind === 'ADDITIONAL') return stock;
  if (!ctx.free) return Math.min(stock, ctx.item.stock);
  return Math.min(ctx.free.options.get(line.optionId)?.length ?? stock, ctx.free.item.length);
}

export async function checkoutPage(
  db: Db,
  userId: number,
  selection: SelectionInput,
  now: Date = new Date()
): Promise<CheckoutPage> {
  const ctx = await loadCheckoutContext(db, selection, now);
  const priced = priceSelection(ctx.item, ctx.lines, ctx.days);
  const { goodsPrice } = priced;
  const scope = { categoryCode: ctx.item.categoryCode, dealType: ctx.item.dealType };
  const [held, [member], cards, instalments] = await Promise.all([
    heldCoupons(db, userId, now),
    db
      .select({ point: users.point, name: users.name, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({ id: billingKeys.id, cardCompany: billingKeys.cardCompany, maskedNumber: billingKeys.maskedNumber })
      .from(billingKeys)
      .where(and(eq(billingKeys.userId, userId), isNull(billingKeys.deletedAt))),
    cardInstalmentOptions(db, { amount: goodsPrice, at: now }),
  ]);
  const coupons = held
    .map((c): CheckoutCoupon => {
      const reason = couponMismatch(c, scope, goodsPrice);
      return {
        userCouponId: c.userCouponId,
        name: c.name,
        discount: reason ? 0 : couponDiscount(c, goodsPrice),
        endsAt: c.endsAt,
        applicable: reason === null,
        reason,
      };
    })
    .sort(
      (a, b) =>
        Number(b.applicable) - Number(a.applicable) || b.discount - a.discount || a.endsAt.localeCompare(b.endsAt)
    );
  const best = coupons.find((c) => c.applicable && c.discount > 0) ?? null;
  const insuranceOption = ctx.options.find(isInsuranceOption) ?? null;
  const lease = ctx.item.isLeaseAvailable && ctx.item.dealType === 'SELL';
  const process = ctx.item.dealType === 'RENTAL' ? 'rentalReservation' : 'saleOrder';
  return {
    itemId: ctx.item.id,
    itemName: ctx.item.name,
    img: imageUrl(ctx.item.imageId),
    dealType: ctx.item.dealType,
    businessId: ctx.item.businessId,
    businessName: ctx.item.businessName,
    deliveryTypes: ctx.item.deliveryTypes,
    startDate: selection.startDate,
    endDate: selection.endDate,
    days: ctx.days,
    lines: priced.lines.map((l) => ({
      optionId: l.optionId,
      name: l.name,
      optionType: l.optionType,
      amount: l.amount,
      isInsurance: l.isInsurance,
      unitPrice: l.unitPrice,
      maxAmount: Math.max(1, Math.min(MAX_OPTION_AMOUNT, availableOf(ctx, l))),
    })),
    problems: ctx.problems,
    insurance: insuranceOption
      ? { optionId: insuranceOption.id, name: insuranceOption.name, price: insuranceOption.price }
      : null,
    goodsPrice,
    coupons,
    bestUserCouponId: best?.userCouponId ?? null,
    pointBalance: member?.point ?? 0,
    pointMinUse: POINT_MIN_USE,
    pointUnit: POINT_USE_UNIT,
    maxUsablePoints: maxUsablePoints(member?.point ?? 0, goodsPrice - (best?.discount ?? 0)),
    cardInstalments: instalments,
    leaseOptions: lease ? LEASE_TERMS.map((m) => leasePrice(goodsPrice, m)) : [],
    cards,
    orderer: { name: member?.name ?? null, phone: member?.phone ?? null },
    cancelTerms: cancellationRuleRows()
      .filter((r) => r.process === process)
      .map((r) => ({ condition: r.condition, outcome: r.outcome })),
  };
}
