import {
  us_morePopularRecommendationDocument as MORE_POPULAR,
  us_orderCompleteDocument as COMPLETE,
  us_popularRecommendationDocument as POPULAR,
  type us_morePopularRecommendationQuery,
  type us_orderCompleteQuery,
  type us_popularRecommendationQuery,
} from '@/api/order/generated';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { orderRow, seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { orderCall } from '../shipping/orderCaller';
import { extraSaleItems, paidRental, paidSale, unpaidSale } from './orderHarness';

const POPULAR_PAGE =
  'query us_popularPage($paymentId: Int!, $searchAfter: String, $size: Int) { popularRecommendation(paymentId: $paymentId, searchAfter: $searchAfter, size: $size) { totalCount searchAfter recommendationItemList { itemId } } }';
type PopularPage = {
  popularRecommendation: {
    totalCount: number;
    searchAfter: string | null;
    recommendationItemList: { itemId: number }[];
  };
};

describe.each(testDbKinds())('order complete and popular recommendations on %s', (kind) => {
  const db = useTestDb(kind);

  it('answers the breakdown as a receipt, the points to be earned and only the first 6 category items; never someone else’s', async () => {
    const f = await seedCheckoutFixture(db());
    const extras = await extraSaleItems(db(), f, 8);
    const member = await verifiedMember(db());
    const stranger = await verifiedMember(db());
    const sale = await paidSale(db(), f, member);
    const stored = (await orderRow(db(), sale)).price;

    const reply = await orderCall<us_orderCompleteQuery>(db(), member, COMPLETE, { id: sale });
    expect(reply.code).toBeNull();
    expect(reply.data!.me?.id).toBe(member);
    const page = reply.data!.orderComplete;
    expect(page).toMatchObject({
      id: sale,
      itemId: f.sale.itemId,
      status: '주문 완료',
      categories: [{ key: 'ski', name: '스키' }],
    });
    expect(page.purchasePriceInfo.priceInfoValue).toEqual({
      totalPrice: 900_000,
      basicPrice: 1_000_000,
      basicDiscount: 100_000,
      couponDiscount: 0,
      pointDiscount: 0,
      insurancePrice: 0,
    });
    expect(page.purchasePriceInfo.titleAndValues).toEqual([
      { title: '상품 금액', value: '1,000,000원' },
      { title: '할인 금액', value: '-100,000원' },
    ]);
    expect(page.purchasePriceInfo.lastTitleAndValue).toEqual({ title: '총 결제 금액', value: '900,000원' });
    expect(page.purchasePriceInfo.tagAndTextValue).toEqual({ tag: '결제 수단', text: '카드 일시불', isShow: true });
    expect(page.purchasePriceInfo.pointTextValue).toEqual(
      stored.earnPoints > 0
        ? { isShow: true, savePointText: `구매 확정 후 ${stored.earnPoints.toLocaleString('ko-KR')}P가 적립돼요.` }
        : { isShow: false, savePointText: '' }
    );
    // 9 SELL cards exist in the category besides the rental; the page keeps 6, never the purchase itself.
    expect(page.recommendationCategoryItems).toHaveLength(6);
    expect(page.recommendationCategoryItems.map((c) => c.itemId)).not.toContain(f.sale.itemId);
    expect(page.recommendationCategoryItemsTitle).toContain('스키');
    expect(page.recommendationItemTotalCount).toBe(8);
    expect(page.recommendationItems.map((c) => c.itemId).every((id) => extras.includes(id))).toBe(true);
    expect(page.recommendationItems).toHaveLength(6);

    for (const [who, id] of [
      [stranger, sale],
      [member, await unpaidSale(db(), f, member)],
      [member, 999_999],
    ] as const) {
      const denied = await orderCall<us_orderCompleteQuery>(db(), who, COMPLETE, { id });
      expect(denied.code).toBe('NOT_FOUND');
    }
    expect((await orderCall(db(), null, COMPLETE, { id: sale })).code).toBe('UNAUTHENTICATED');
  });

  it('a rental earns no points and says its own way of paying', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const rental = await paidRental(db(), f, member);
    const page = (await orderCall<us_orderCompleteQuery>(db(), member, COMPLETE, { id: rental })).data!.orderComplete;
    expect(page.status).toBe('예약 대기');
    expect(page.purchasePriceInfo.pointTextValue.isShow).toBe(false);
    expect(page.purchasePriceInfo.lastTitleAndValue.value).toBe('120,000원');
  });

  it('pages the popular items of the purchase by searchAfter without repeats, bound to the order; only for the buyer', async () => {
    const f = await seedCheckoutFixture(db());
    const extras = await extraSaleItems(db(), f, 8);
    const member = await verifiedMember(db());
    const stranger = await verifiedMember(db());
    const sale = await paidSale(db(), f, member);
    const other = await paidSale(db(), f, member);

    const first = await orderCall<us_popularRecommendationQuery>(db(), member, POPULAR, { paymentId: sale });
    expect(first.code).toBeNull();
    expect(first.data!.popularRecommendation).toMatchObject({ paymentId: sale, totalCount: 8, searchAfter: null });
    // The most reviewed first (no orders or views yet among them).
    expect(first.data!.popularRecommendation.recommendationItemList.map((c) => c.itemId)).toEqual(
      [...extras].reverse()
    );

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: Awaited<ReturnType<typeof orderCall<PopularPage>>> = await orderCall<PopularPage>(
        db(),
        member,
        POPULAR_PAGE,
        { paymentId: sale, searchAfter: cursor, size: 3 }
      );
      expect(reply.code).toBeNull();
      seen.push(...reply.data!.popularRecommendation.recommendationItemList.map((c) => c.itemId));
      cursor = reply.data!.popularRecommendation.searchAfter;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...extras].reverse());

    const page1 = await orderCall<PopularPage>(db(), member, POPULAR_PAGE, { paymentId: sale, size: 3 });
    const sealed = page1.data!.popularRecommendation.searchAfter!;
    const reused = await orderCall<us_morePopularRecommendationQuery>(db(), member, MORE_POPULAR, {
      paymentId: other,
      searchAfter: sealed,
    });
    expect(reused.code).toBe('INVALID_INPUT');
    expect((await orderCall(db(), stranger, POPULAR, { paymentId: sale })).code).toBe('NOT_FOUND');
    expect((await orderCall(db(), null, POPULAR, { paymentId: sale })).code).toBe('UNAUTHENTICATED');
  });
});
