import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { pb_itemPageDocument, us_setBookmarkDocument } from '@/api/item/generated';
import type { ItemPageAnswer } from '@/api/item/itemDetail';
import { desc, eq } from 'drizzle-orm';
import { coupons, reviews, userCoupons } from '@/server/db/schema';
import { attachReviewPhotos, type ExpectedPhoto } from '../../support/reviewPhotoFixture';
import { insertUser } from '../auth/authFixtures';
import { itemYogaFor } from './itemHarness';
import {
  insertCatalog,
  insertItem,
  insertOptions,
  insertReviews,
  memberItemYoga,
  type Catalog,
} from './detailFixtures';

const DAY = 86_400_000;
const now = Date.now();
const running = { startsAt: new Date(now - 30 * DAY), endsAt: new Date(now + 60 * DAY) };

describe.each(testDbKinds())('item service pb_itemPage on %s', (kind) => {
  const db = useTestDb(kind);
  let catalog: Catalog;
  let rentalId: number;
  let reviewPhotos: ExpectedPhoto[];

  // The item page's one operation: the item with its calendar, the itemDetail experiment and the viewer.
  async function detail(id: unknown, yoga = itemYogaFor(db())) {
    return gql<ItemPageAnswer>(yoga, { query: pb_itemPageDocument, variables: { id } });
  }

  beforeAll(async () => {
    catalog = await insertCatalog(db());
    rentalId = await insertItem(db(), catalog, { criticalNotice: '주말에는 대기 줄이 길어요.' });
    await insertOptions(db(), rentalId);
    await insertReviews(db(), rentalId, [5, 5, 4, 2]);
    // The newest review (2점) carries two photos; the others none.
    const [newest] = await db()
      .select({ id: reviews.id, userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.itemId, rentalId))
      .orderBy(desc(reviews.createdAt))
      .limit(1);
    reviewPhotos = await attachReviewPhotos(db(), newest.id, newest.userId, ['안장 상태', '앞바퀴 흠집']);
    // Public designs: a bike-rental rate coupon (10%, max 5,000원), a 1,000원 coupon for anything,
    // a bigger one that has already ended, and one for ski rentals only.
    await db()
      .insert(coupons)
      .values([
        {
          name: '자전거 렌탈 10%',
          discountKind: 'RATE',
          discountValue: 10,
          maxDiscount: 5000,
          minOrderPrice: 0,
          categoryCode: 'BIKE',
          dealType: 'RENTAL',
          ...running,
        },
        { name: '1,000원 할인', discountKind: 'AMOUNT', discountValue: 1000, minOrderPrice: 0, ...running },
        {
          name: '지난 할인 9,000원',
          discountKind: 'AMOUNT',
          discountValue: 9000,
          minOrderPrice: 0,
          startsAt: new Date(now - 90 * DAY),
          endsAt: new Date(now - DAY),
        },
        {
          name: '스키 렌탈 5,000원',
          discountKind: 'AMOUNT',
          discountValue: 5000,
          minOrderPrice: 0,
          categoryCode: 'SKI',
          ...running,
        },
      ]);
  });

  it('answers every field group of a rental item, with the business description sanitized', async () => {
    const { status, body } = await detail(rentalId);
    expect(status).toBe(200);
    expect(body?.errors).toBeUndefined();
    const d = body!.data!.itemDetail;
    expect(d.item).toMatchObject({
      id: rentalId,
      name: '에스케이프 3 하루 렌탈',
      itemType: 'BIKE',
      dealType: 'RENTAL',
      status: 'AVAILABLE',
      isDiscount: true,
      discountedPrice: 12000,
      originPrice: 15000,
      discountRate: 20,
      dictionaryId: catalog.modelId,
      isExistGift: false,
      additionalOptionSelectType: 'MULTIPLE',
      img: `/app/v4/images/${catalog.imageId}`,
    });
    expect(d.item.totalHtmlContent).toBe('<h3>대여 안내</h3><p>신분증을 챙겨 주세요.</p>');
    expect(d.tagInfo).toEqual({
      tag1: '헬멧무료',
      tag2: null,
      redBottom: '지금 20% 할인 중',
      otherBottom: '서울 · 하루 단위 렌탈',
    });
    expect(d.dealInfo).toMatchObject({ priceUnit: '1일', statusText: '예약 가능', isSoldOut: false, stock: 3 });
    expect(d.business).toMatchObject({
      name: '뚝섬 한강 자전거',
      isOfficial: true,
      callInfos: [{ title: '매장 전화', phone: '02-456-7890' }],
      openingHoursText: '화·수·목·금·토·일 09:00~21:00 · 월요일 휴무',
      reviewCount: 4,
      ratingAvg: 4,
    });
    expect(d.sharedInfo.url).toMatch(new RegExp(`/services/${rentalId}$`));
    expect(d.bookmarkInfo).toEqual({ isMarked: false, isAlarm: false });
    expect(d.shippingSetting.deliveryTypes).toEqual([{ type: 'PICKUP', name: '매장 픽업', fee: 0, feeText: '무료' }]);
    expect(d.bike).toMatchObject({
      name: '에스케이프 3',
      brand: { name: '자이언트', country: '대만' },
      category: { key: 'hybrid', code: 'BIKE' },
    });
    expect(d.bike?.specHtml).toContain('<th scope="row">무게</th><td>11.2kg</td>');
    expect(d.bike?.geometryHtml).toContain('<th scope="col">S</th>');
    expect(d.criticalNotice).toEqual({
      isShow: true,
      content: '주말에는 대기 줄이 길어요.',
      linkUrl: `/nearby_store/${catalog.businessId}`,
    });
    expect(d.itemSubInfo).toMatchObject({
      isShowInsurance: true,
      isShowCancel: true,
      isShowProductAnnouncement: false,
    });
    expect(d.itemSubInfo.insuranceInfos[0]).toEqual({
      title: '일일 상해보험',
      content: '추가 옵션으로 가입할 수 있어요 (1일 2,000원).',
    });
  });

  it('brings the rental calendar, the experiment (control with no flag) and no viewer for a visitor, in the same answer', async () => {
    const { body } = await detail(rentalId);
    expect(body?.errors).toBeUndefined();
    const { me, experiment, itemDetail } = body!.data!;
    expect(me).toBeNull();
    expect(experiment).toEqual({ variant: null, isExclude: false });
    const calendar = itemDetail.calendar!;
    expect(calendar.itemId).toBe(rentalId);
    // The window runs 90 days from today (Seoul): every day of its months is there, today first bookable or not.
    const days = calendar.months.flatMap((m) => m.dates);
    expect(days.some((d) => d.date === calendar.today)).toBe(true);
    expect(days.at(-1)!.date >= calendar.lastBookableDate).toBe(true);
  });

  it('answers options with their type and unit price, and the review statistics with the newest reviews', async () => {
    const d = (await detail(rentalId)).body!.data!.itemDetail;
    expect(d.options.map((o) => [o.optionType, o.name, o.unitPrice, o.unitOriginPrice])).toEqual([
      [1, 'M (165~178cm)', 12000, 15000],
      [1, 'L (175~190cm)', 13000, 16000],
      [2, '일일 상해보험', 2000, 2000],
      [2, '헬멧 대여', 3000, 3000],
    ]);
    expect(d.reviewStatic.reviewCount).toBe(4);
    expect(d.reviewStatic.avgRating).toBe(4);
    expect(d.reviewStatic.ratingRatioList).toEqual([
      { rating: 5, count: 2, ratio: 50 },
      { rating: 4, count: 1, ratio: 25 },
      { rating: 3, count: 0, ratio: 0 },
      { rating: 2, count: 1, ratio: 25 },
      { rating: 1, count: 0, ratio: 0 },
    ]);
    expect(d.reviews.map((r) => r.rating)).toEqual([2, 4, 5, 5]);
    expect(d.reviews.map((r) => r.photos.length)).toEqual([2, 0, 0, 0]);
    expect(d.reviews[0].photos).toEqual(reviewPhotos);
  });

  it('shows an anonymous visitor the best running public coupon that fits, with how to get it', async () => {
    const d = (await detail(rentalId)).body!.data!.itemDetail;
    // 10% of 12,000원 = 1,200원 beats 1,000원; the ended 9,000원 and the ski coupon do not apply.
    expect(d.itemExpectedCouponDiscountedPrice).toEqual({
      enableCouponDiscount: true,
      expectedTotalPrice: 12000,
      expectedCouponDiscount: 1200,
      expectedDiscountedPrice: 10800,
      applyCouponText: "로그인하고 '자전거 렌탈 10%' 쿠폰을 받으면 1,200원 더 할인돼요",
      couponName: '자전거 렌탈 10%',
      isOwned: false,
    });
    expect(d.itemPrice.normalPriceInfo).toEqual({
      discountedPrice: 12000,
      discountText: '20%',
      originPrice: 15000,
      expectedPrice: 10800,
    });
    expect(d.itemPrice.expectedNormalRewardPoint).toBe(108);
    expect(d.itemPrice.leasePriceInfoList).toEqual([]);
  });

  it('shows a member the best coupon in their own book, ignoring used and expired copies', async () => {
    const userId = await insertUser(db());
    const [small, , ended] = await db()
      .select({ id: coupons.id })
      .from(coupons)
      .orderBy(coupons.id)
      .then((rows) => [rows[1], rows[0], rows[2]]);
    await db()
      .insert(userCoupons)
      .values([
        { userId, couponId: small.id, expiresAt: new Date(now + 10 * DAY) },
        { userId, couponId: ended.id, expiresAt: new Date(now + 10 * DAY) },
      ]);
    const member = memberItemYoga(db(), userId);
    const owned = (await detail(rentalId, member)).body!.data!.itemDetail.itemExpectedCouponDiscountedPrice;
    expect(owned).toMatchObject({
      enableCouponDiscount: true,
      expectedCouponDiscount: 1000,
      expectedDiscountedPrice: 11000,
      couponName: '1,000원 할인',
      isOwned: true,
    });
    expect(owned.applyCouponText).toBe("보유한 '1,000원 할인' 쿠폰을 쓰면 1,000원 더 할인돼요");

    const other = await insertUser(db());
    await db()
      .insert(userCoupons)
      .values({ userId: other, couponId: small.id, expiresAt: new Date(now + 10 * DAY), usedAt: new Date(now - DAY) });
    const none = (await detail(rentalId, memberItemYoga(db(), other))).body!.data!.itemDetail
      .itemExpectedCouponDiscountedPrice;
    expect(none).toMatchObject({
      enableCouponDiscount: false,
      expectedCouponDiscount: 0,
      expectedDiscountedPrice: 12000,
      applyCouponText: '지금 쓸 수 있는 보유 쿠폰이 없어요',
    });
  });

  it('prices a lease for 12, 24 and 36 months and lists the product announcement of a sale item', async () => {
    const saleId = await insertItem(db(), catalog, {
      dealType: 'SELL',
      price: 1_200_000,
      originPrice: 1_200_000,
      isLeaseAvailable: true,
      deliveryTypes: ['PICKUP', 'PARCEL'],
    });
    const d = (await detail(saleId)).body!.data!.itemDetail;
    expect(d.itemPrice.leasePriceInfoList.map((l) => l.text)).toEqual([
      '월 104,900원 · 12개월',
      '월 54,900원 · 24개월',
      '월 38,300원 · 36개월',
    ]);
    expect(d.itemPrice.expectedLeaseRewardPoint).toBe(24000);
    expect(d.itemSubInfo.isShowProductAnnouncement).toBe(true);
    expect(d.itemSubInfo.productAnnouncements[0]).toEqual({
      title: '품명 및 모델명',
      content: '자이언트 에스케이프 3 (2026년형)',
    });
    expect(d.shippingSetting.deliveryTypes.map((t) => t.feeText)).toEqual(['무료', '무료배송']);
    expect(d.dealInfo.priceUnit).toBeNull();
    // A sale has no calendar: the page's operation still answers, with null.
    expect(d.calendar).toBeNull();
  });

  it('shows a sold-out item with 품절, and answers NOT_FOUND for a hidden or unknown item', async () => {
    const soldOut = await insertItem(db(), catalog, { status: 'SOLD_OUT' });
    const d = (await detail(soldOut)).body!.data!.itemDetail;
    expect(d.item.status).toBe('SOLD_OUT');
    expect(d.dealInfo).toMatchObject({ statusText: '품절', isSoldOut: true });
    expect(d.tagInfo.redBottom).toBe('품절');
    const hidden = await insertItem(db(), catalog, { status: 'HIDDEN' });
    for (const id of [hidden, 999_999]) {
      const { body } = await detail(id);
      expect(body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(body?.errors?.[0].message).toBe('상품을 찾을 수 없어요.');
    }
  });

  it('answers INVALID_INPUT for a non-positive id', async () => {
    for (const id of [0, -5]) {
      const { body } = await detail(id);
      expect(body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    }
  });

  it('asks an anonymous visitor to sign in for the heart, and shows a member their bookmark', async () => {
    const anonymous = await gql(itemYogaFor(db()), {
      query: us_setBookmarkDocument,
      variables: { target: 'ITEM', id: rentalId, active: true },
    });
    expect(anonymous.body?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const userId = await insertUser(db());
    const member = memberItemYoga(db(), userId);
    const marked = await gql(member, {
      query: us_setBookmarkDocument,
      variables: { target: 'ITEM', id: rentalId, active: true },
    });
    expect(marked.body?.data).toEqual({ setBookmark: { isActiveBookmark: true, isActiveAlarm: false } });
    expect((await detail(rentalId, member)).body!.data!.itemDetail.bookmarkInfo).toEqual({
      isMarked: true,
      isAlarm: false,
    });
    expect((await detail(rentalId)).body!.data!.itemDetail.bookmarkInfo.isMarked).toBe(false);
  });
});
