import type { ItemCalendarAnswer, ItemDetailAnswer, ItemOptionAnswer, ItemPageAnswer } from '@/api/item/itemDetail';
import type { ViewerProfile } from '@/api/item/me';
import { addDays, monthDates } from '@/lib/calendar/dateKeys';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { loadItemPage } from '@/store/itemDetailThunks';

/** Options of the sample rental: two sizes (required), insurance and a helmet (additional). */
export const options: ItemOptionAnswer[] = [
  {
    id: 11,
    optionType: 1,
    name: 'M (165~178cm)',
    price: 0,
    unitPrice: 12000,
    unitOriginPrice: 15000,
    stock: 120,
    isSoldOut: false,
  },
  {
    id: 12,
    optionType: 1,
    name: 'L (175~190cm)',
    price: 1000,
    unitPrice: 13000,
    unitOriginPrice: 16000,
    stock: 2,
    isSoldOut: false,
  },
  {
    id: 21,
    optionType: 2,
    name: '일일 상해보험',
    price: 2000,
    unitPrice: 2000,
    unitOriginPrice: 2000,
    stock: 30,
    isSoldOut: false,
  },
  {
    id: 22,
    optionType: 2,
    name: '헬멧 대여',
    price: 3000,
    unitPrice: 3000,
    unitOriginPrice: 3000,
    stock: 0,
    isSoldOut: true,
  },
];

export function sampleDetail(
  over: Partial<ItemDetailAnswer['item']> = {},
  deliveryTypes: ItemDetailAnswer['shippingSetting']['deliveryTypes'] = [
    { type: 'PICKUP', name: '매장 픽업', fee: 0, feeText: '무료' },
    { type: 'PARCEL', name: '택배', fee: 3000, feeText: '배송비 3,000원' },
  ]
): ItemDetailAnswer {
  return {
    item: {
      id: 7,
      name: '에스케이프 3 하루 렌탈',
      img: '/app/v4/images/3',
      imageId: 3,
      imgWidth: 600,
      imgHeight: 600,
      imgAlt: '에스케이프 3',
      itemType: 'BIKE',
      dealType: 'RENTAL',
      condition: 'NEW',
      status: 'AVAILABLE',
      additionalOptionSelectType: 'MULTIPLE',
      giftHtmlContent: null,
      totalHtmlContent: '<p>대여 안내</p>',
      isDiscount: true,
      discountedPrice: 12000,
      originPrice: 15000,
      discountRate: 20,
      threeDayDiscountPercent: 0,
      sevenDayDiscountPercent: 0,
      dictionaryId: 3,
      isExistGift: false,
      isService: false,
      categoryName: '하이브리드',
      categoryKey: 'hybrid',
      ...over,
    },
    tagInfo: { tag1: '헬멧무료', tag2: null, redBottom: '지금 20% 할인 중', otherBottom: '서울 · 하루 단위 렌탈' },
    dealInfo: {
      priceUnit: '1일',
      statusText: '예약 가능',
      isSoldOut: false,
      stock: 3,
      usedGrade: null,
      usedDescription: null,
    },
    itemSubInfo: {
      isShowShipping: true,
      isShowInsurance: false,
      isShowCancel: true,
      isShowNote: true,
      isShowQna: true,
      isShowProductAnnouncement: false,
      shippingInfos: [{ title: '매장 픽업', content: '매장에서 받아 가세요.' }],
      insuranceInfos: [],
      cancelInfos: [{ title: '이용일 3일 전까지', content: '전액 환불해 드려요.' }],
      noteInfos: [{ title: '본인 확인', content: '신분증을 보여 주세요.' }],
      productAnnouncements: [],
    },
    business: {
      id: 4,
      name: '뚝섬 한강 자전거',
      address: '서울특별시 광진구 자양동 112',
      region: '서울',
      lat: 37.53,
      lng: 127.07,
      info: '뚝섬유원지역 앞',
      isOfficial: true,
      callInfos: [{ title: '매장 전화', phone: '02-456-7890' }],
      openingHoursText: '매일 09:00~21:00',
      ratingAvg: 4.5,
      reviewCount: 12,
    },
    sharedInfo: {
      url: 'http://localhost:3000/services/7',
      title: '에스케이프 3 하루 렌탈',
      text: '뚝섬 한강 자전거의 에스케이프 3 하루 렌탈',
    },
    bookmarkInfo: { isMarked: false, isAlarm: false },
    shippingSetting: { deliveryTypes },
    bike: null,
    criticalNotice: { isShow: false, content: null, linkUrl: null },
    reviewStatic: { reviewCount: 0, avgRating: null, ratingRatioList: [] },
    reviews: [],
    options,
    itemExpectedCouponDiscountedPrice: {
      enableCouponDiscount: true,
      expectedDiscountedPrice: 10800,
      expectedTotalPrice: 12000,
      expectedCouponDiscount: 1200,
      applyCouponText: "로그인하고 '자전거 렌탈 10%' 쿠폰을 받으면 1,200원 더 할인돼요",
      couponName: '자전거 렌탈 10%',
      isOwned: false,
    },
    itemPrice: {
      expectedLeaseRewardPoint: 0,
      expectedNormalRewardPoint: 108,
      normalPriceInfo: { discountedPrice: 12000, discountText: '20%', originPrice: 15000, expectedPrice: 10800 },
      leasePriceInfoList: [],
    },
  };
}

/** December 2026: the 1st–2nd are past, the 7th (Monday) closed, the 10th fully booked, 3 free units otherwise. */
export function sampleCalendar(): ItemCalendarAnswer {
  const disabled: Record<string, 'PAST' | 'CLOSED' | 'FULL'> = {
    '2026-12-01': 'PAST',
    '2026-12-02': 'PAST',
    '2026-12-07': 'CLOSED',
    '2026-12-10': 'FULL',
  };
  return {
    itemId: 7,
    today: '2026-12-03',
    lastBookableDate: addDays('2026-12-03', 90),
    months: [
      {
        yearMonth: '2026-12',
        dates: monthDates('2026-12').map((date) => ({
          date,
          isDisable: date in disabled,
          freeUnits: date in disabled ? 0 : date === '2026-12-04' ? 1 : 3,
          disableReason: disabled[date] ?? null,
        })),
      },
    ],
  };
}

/** A signed-in member as the page's operation brings them (`me`). */
export const sampleViewer: ViewerProfile = {
  id: 5,
  name: null,
  nickname: '라이더',
  nickType: 'AUTO',
  img: null,
  point: 0,
  registKeyType: 'EMAIL',
  businessId: null,
  businessName: null,
  maskedEmail: null,
  maskedPhone: null,
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  unreadAlarmCount: 0,
  badges: {
    isActiveBookmarkBadge: false,
    isActiveBusinessBookmarkBadge: false,
    isActiveItemBookmarkBadge: false,
    isActiveMyPageBadge: false,
    isActiveNoticeBadge: false,
    isActiveOrderBadge: false,
    isActiveReviewBadge: false,
    unreadMessageThreadCount: 0,
    unansweredMessageThreadCount: 0,
  },
};

/** The item page's answer (pb_itemPage): a rental brings its calendar, a sale none. */
export function samplePage(detail: ItemDetailAnswer = sampleDetail(), me: ViewerProfile | null = null): ItemPageAnswer {
  const calendar = detail.item.dealType === 'RENTAL' ? sampleCalendar() : null;
  return { me, experiment: { variant: null, isExclude: false }, itemDetail: { ...detail, calendar }, itemFit: noFit };
}

/** A real store with the sample item and its calendar loaded through the page's thunk (fake transport). */
export async function loadedStore(detail: ItemDetailAnswer = sampleDetail(), me: ViewerProfile | null = null) {
  const { store } = testStore(() => fakeResponse({ data: samplePage(detail, me) }));
  await store.dispatch(loadItemPage(detail.item.id));
  return store;
}

/** The item page's fit line for a visitor of an item fit does not size. */
const noFit = {
  applies: false,
  hasProfile: false,
  text: null,
  frameSize: null,
  skiMinCm: null,
  skiMaxCm: null,
  dinLow: null,
  dinHigh: null,
  bindingNote: null,
  fittingOptionIds: [],
};
