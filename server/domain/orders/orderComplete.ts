import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { StoredPriceBreakdown } from '../../db/schema/orders';
import { CATEGORY_PARAM } from '../recommendation/categoryScope';
import { categoryRecommendations } from '../recommendation/categoryRecommendations';
import type { VisitorIdentity } from '../recommendation/visitorHistory';
import type { ItemCard } from '../item/itemCard';
import { isDomainError } from '@/lib/errors';
import { processes } from '@/lib/orders';
import { formatWon } from '@/lib/money';
import { paymentName } from './orderLabels';
import { ownPaidOrder } from './orderQueries';
import { popularRecommendation } from './popularRecommendations';
import { billingKeys } from '../../db/schema';
import { groupDigits } from '@/lib/digits';

/**
 * `/order/complete/{id}` (docs/product.md §3 Order complete): the breakdown the server fixed at prepare
 * time in the words of a receipt, the points the order will earn, and what to look at next: the
 * first 6 category recommendations (§9) and the first popular items around the purchase.
 */
export const COMPLETE_CATEGORY_ITEMS = 6;
export const COMPLETE_POPULAR_ITEMS = 6;

export type TitleAndValue = { title: string; value: string };

export type PurchasePriceInfo = {
  priceInfoValue: Pick<
    StoredPriceBreakdown,
    'totalPrice' | 'basicPrice' | 'basicDiscount' | 'couponDiscount' | 'pointDiscount' | 'insurancePrice'
  >;
  titleAndValues: TitleAndValue[];
  lastTitleAndValue: TitleAndValue;
  tagAndTextValue: { tag: string; text: string; isShow: boolean };
  pointTextValue: { isShow: boolean; savePointText: string };
};

export type OrderComplete = {
  id: number;
  itemId: number;
  itemName: string;
  status: string;
  purchasePriceInfo: PurchasePriceInfo;
  categories: { key: string; name: string }[];
  recommendationItems: ItemCard[];
  recommendationItemTotalCount: number;
  recommendationCategoryItems: ItemCard[];
  recommendationCategoryItemsTitle: string;
};

type Order = Awaited<ReturnType<typeof ownPaidOrder>>;

const minus = (won: number) => `-${formatWon(won)}`;

/** The receipt lines: the price, then only the discounts and extras this order really has. */
export function purchasePriceInfo(order: Order, cardCompany: string | null = null): PurchasePriceInfo {
  const p = order.price;
  const lines: TitleAndValue[] = [{ title: '상품 금액', value: formatWon(p.basicPrice) }];
  if (p.basicDiscount > 0) lines.push({ title: '할인 금액', value: minus(p.basicDiscount) });
  if ((p.longRentalDiscount ?? 0) > 0) lines.push({ title: '장기 대여 할인', value: minus(p.longRentalDiscount ?? 0) });
  if (p.couponDiscount > 0) lines.push({ title: '쿠폰 할인', value: minus(p.couponDiscount) });
  if (p.pointDiscount > 0) lines.push({ title: '포인트 사용', value: minus(p.pointDiscount) });
  if (p.insurancePrice > 0) lines.push({ title: '렌탈 보험', value: formatWon(p.insurancePrice) });
  if (p.shippingFee > 0) lines.push({ title: '배송비', value: formatWon(p.shippingFee) });
  const lease = order.process === 'contract' && order.leaseMonths && order.leaseMonthlyPrice;
  // Points are earned on 구매 확정 (sale) or 인수 완료 (lease); a rental earns none (no earn-points effect).
  const earns = p.earnPoints > 0 && order.process !== 'rentalReservation';
  const when = order.process === 'contract' ? '인수 완료' : '구매 확정';
  return {
    priceInfoValue: {
      totalPrice: p.totalPrice,
      basicPrice: p.basicPrice,
      basicDiscount: p.basicDiscount,
      couponDiscount: p.couponDiscount,
      pointDiscount: p.pointDiscount,
      insurancePrice: p.insurancePrice,
    },
    titleAndValues: lines,
    lastTitleAndValue: { title: '총 결제 금액', value: formatWon(p.totalPrice) },
    tagAndTextValue: lease
      ? {
          tag: '렌탈페이',
          text: `월 ${formatWon(order.leaseMonthlyPrice as number)} × ${order.leaseMonths}개월`,
          isShow: true,
        }
      : { tag: '결제 수단', text: paymentName({ ...order, cardCompany }), isShow: true },
    pointTextValue: {
      isShow: earns,
      savePointText: earns ? `${when} 후 ${groupDigits(p.earnPoints)}P가 적립돼요.` : '',
    },
  };
}

type CategoryRow = { key: string; name: string; code: 'BIKE' | 'SKI' };

/** The category page that covers this item: its own key, or its code's page when the key is not a URL word. */
const scopeKey = (c: CategoryRow) => (CATEGORY_PARAM.test(c.key) ? c.key : c.code.toLowerCase());

async function categoryItems(db: Db, category: CategoryRow, itemId: number, who: VisitorIdentity): Promise<ItemCard[]> {
  try {
    const answer = await categoryRecommendations(
      db,
      { category: scopeKey(category), size: COMPLETE_CATEGORY_ITEMS + 1 },
      who
    );
    return answer.recommendationItemList.filter((card) => card.itemId !== itemId).slice(0, COMPLETE_CATEGORY_ITEMS);
  } catch (error) {
    // A category with no recommendation page (NOT_FOUND) has nothing to show; anything else is ours to see.
    if (isDomainError(error) && error.code === 'NOT_FOUND') return [];
    throw error;
  }
}

export async function orderComplete(
  db: Db,
  userId: number,
  orderId: number,
  who: VisitorIdentity
): Promise<OrderComplete> {
  const order = await ownPaidOrder(db, userId, orderId);
  const [category] = await queryRows<CategoryRow>(
    db,
    sql`
    SELECT c.key, c.name, c.code FROM items i JOIN categories c ON c.id = i.category_id WHERE i.id = ${order.itemId}`
  );
  const [card] =
    order.billingKeyId === null
      ? []
      : await db
          .select({ cardCompany: billingKeys.cardCompany })
          .from(billingKeys)
          .where(eq(billingKeys.id, order.billingKeyId));
  const [popular, categoryCards] = await Promise.all([
    popularRecommendation(db, userId, order.id, { size: COMPLETE_POPULAR_ITEMS }),
    category ? categoryItems(db, category, order.itemId, who) : Promise.resolve([]),
  ]);
  return {
    id: order.id,
    itemId: order.itemId,
    itemName: order.itemName,
    status: processes[order.process].states[order.state as string]?.label ?? '',
    purchasePriceInfo: purchasePriceInfo(order, card?.cardCompany ?? null),
    categories: category ? [{ key: scopeKey(category), name: category.name }] : [],
    recommendationItems: popular.recommendationItemList,
    recommendationItemTotalCount: popular.totalCount,
    recommendationCategoryItems: categoryCards,
    recommendationCategoryItemsTitle: category ? `${category.name}, 이런 상품은 어때요?` : '이런 상품은 어때요?',
  };
}
