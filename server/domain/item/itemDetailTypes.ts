/**
 * The item detail answer (docs/product.md §3 Item detail), as the item service sends it: plain JSON with
 * integer won, ISO dates and absolute or site-relative URLs. Page-level state (the option bucket,
 * counts, start date, delivery choice) is the client's and lives in the item detail slice.
 */
import type { CouponPreview } from '../coupon/couponTypes';
import type { ItemDetailColumns } from './itemDetailQueries';
import type { ReviewPhoto, ReviewReplyView } from '../review/reviewTypes';

export type DeliveryTypeCode = 'PICKUP' | 'DELIVERY' | 'PARCEL';
export type OptionType = 1 | 2;

/** The page's item: its own columns as the SQL answers them (itemDetailColumns), and what the server derives. */
export type ItemCore = ItemDetailColumns & {
  img: string;
  /** Category code (BIKE or SKI) of the item. */
  itemType: 'BIKE' | 'SKI';
  status: 'AVAILABLE' | 'SOLD_OUT';
  /** NONE when the item has no additional option; MULTIPLE: any number, each with its own amount. */
  additionalOptionSelectType: 'NONE' | 'MULTIPLE';
  giftHtmlContent: string | null;
  /** The business's description, sanitized on the server. */
  totalHtmlContent: string;
  isDiscount: boolean;
  discountedPrice: number;
  discountRate: number;
  /** The catalogue model (자전거 사전) the item is an offer of; null for workshop services. */
  dictionaryId: number | null;
  isExistGift: boolean;
  isService: boolean;
};

export type TagInfo = {
  tag1: string | null;
  tag2: string | null;
  redBottom: string | null;
  otherBottom: string | null;
};

export type DealInfo = {
  /** `1일` for rentals (the price is per day), null for sales. */
  priceUnit: string | null;
  statusText: string;
  isSoldOut: boolean;
  stock: number;
  usedGrade: string | null;
  usedDescription: string | null;
};

export type InfoEntry = { title: string; content: string };

export type ItemSubInfo = {
  isShowShipping: boolean;
  isShowInsurance: boolean;
  isShowCancel: boolean;
  isShowNote: boolean;
  isShowQna: boolean;
  isShowProductAnnouncement: boolean;
  shippingInfos: InfoEntry[];
  insuranceInfos: InfoEntry[];
  cancelInfos: InfoEntry[];
  noteInfos: InfoEntry[];
  productAnnouncements: InfoEntry[];
};

export type CallInfo = { title: string; phone: string };

export type Business = {
  id: number;
  name: string;
  address: string;
  region: string;
  lat: number;
  lng: number;
  info: string | null;
  isOfficial: boolean;
  callInfos: CallInfo[];
  /** `매일 09:00~21:00 · 월요일 휴무` style summary of the week, Asia/Seoul. */
  openingHoursText: string;
  ratingAvg: number | null;
  reviewCount: number;
};

export type DeliveryOption = { type: DeliveryTypeCode; name: string; fee: number; feeText: string };

export type ImageRef = { img: string; width: number; height: number; alt: string };

export type NestedModel = {
  id: number;
  name: string;
  modelYear: number;
  summaryInfo: string;
  img: string;
  imgWidth: number;
  imgHeight: number;
  specInfo: { name: string; value: string }[];
  specHtml: string;
  geometryHtml: string;
  imageCategories: { name: string; images: ImageRef[] }[];
  brand: { id: number; name: string; nameEn: string; country: string };
  category: { id: number; key: string; name: string; code: 'BIKE' | 'SKI'; groupName: string };
};

export type CriticalNotice = { isShow: boolean; content: string | null; linkUrl: string | null };

export type RatingRatio = { rating: number; count: number; ratio: number };
export type ReviewStatic = { reviewCount: number; avgRating: number | null; ratingRatioList: RatingRatio[] };
export type ItemReview = {
  id: number;
  nickname: string;
  rating: number;
  content: string;
  createdDatetime: string;
  helpfulCount: number;
  /** Written from a paid order: 구매 인증 (대여 인증 on a rental). */
  isVerified: boolean;
  /** 사장님 답글 under the review. */
  reply: ReviewReplyView | null;
  /** Its photos in the order they were uploaded. */
  photos: ReviewPhoto[];
};

export type ItemOption = {
  id: number;
  /** docs/product.md §4: 1 = required (counted toward currentRequireOptionCount), 2 = additional. */
  optionType: OptionType;
  name: string;
  /** Added to the item's price for a required option; the whole price of an additional one. */
  price: number;
  /** What one unit of this option costs the shopper (per day for rentals), before coupons. */
  unitPrice: number;
  unitOriginPrice: number;
  stock: number;
  isSoldOut: boolean;
};

export type LeasePriceInfo = { months: number; monthlyPrice: number; totalPrice: number; text: string };

export type ItemPrice = {
  expectedLeaseRewardPoint: number;
  expectedNormalRewardPoint: number;
  normalPriceInfo: { discountedPrice: number; discountText: string; originPrice: number; expectedPrice: number };
  leasePriceInfoList: LeasePriceInfo[];
};

export type ItemDetail = {
  item: ItemCore;
  tagInfo: TagInfo;
  dealInfo: DealInfo;
  itemSubInfo: ItemSubInfo;
  business: Business;
  sharedInfo: { url: string; title: string; text: string };
  bookmarkInfo: { isMarked: boolean; isAlarm: boolean };
  shippingSetting: { deliveryTypes: DeliveryOption[] };
  bike: NestedModel | null;
  criticalNotice: CriticalNotice;
  reviewStatic: ReviewStatic;
  reviews: ItemReview[];
  options: ItemOption[];
  itemExpectedCouponDiscountedPrice: CouponPreview;
  itemPrice: ItemPrice;
};
