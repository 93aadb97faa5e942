import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import {
  bookmarkStateSchema, itemCalendarSchema, itemDetailSchema,
  type BookmarkStateAnswer, type ItemCalendarAnswer, type ItemDetailAnswer,
} from './itemDetailSchemas';

export type { BookmarkStateAnswer, ItemCalendarAnswer, ItemDetailAnswer, ItemOptionAnswer } from './itemDetailSchemas';

const INFO = '{ title content }';

export const ITEM_DETAIL_DOCUMENT = `query pb_itemDetail($id: Int!) {
  itemDetail(id: $id) {
    item {
      id name img imageId imgWidth imgHeight imgAlt itemType dealType condition status additionalOptionSelectType giftHtmlContent
      totalHtmlContent isDiscount discountedPrice originPrice discountRate dictionaryId isExistGift isService categoryName categoryKey
    }
    tagInfo { tag1 tag2 redBottom otherBottom }
    dealInfo { priceUnit statusText isSoldOut stock usedGrade usedDescription }
    itemSubInfo {
      isShowShipping isShowInsurance isShowCancel isShowNote isShowQna isShowProductAnnouncement
      shippingInfos ${INFO} insuranceInfos ${INFO} cancelInfos ${INFO} noteInfos ${INFO} productAnnouncements ${INFO}
    }
    business { id name address region lat lng info isOfficial callInfos { title phone } openingHoursText ratingAvg reviewCount }
    sharedInfo { url title text }
    bookmarkInfo { isMarked isAlarm }
    shippingSetting { deliveryTypes { type name fee feeText } }
    bike {
      id name modelYear summaryInfo img imgWidth imgHeight specInfo { name value } specHtml geometryHtml
      imageCategories { name images { img width height alt } }
      brand { id name nameEn country }
      category { id key name code groupName }
    }
    criticalNotice { isShow content linkUrl }
    reviewStatic { reviewCount avgRating ratingRatioList { rating count ratio } }
    reviews { id nickname rating content createdDatetime helpfulCount }
    options { id optionType name price unitPrice unitOriginPrice stock isSoldOut }
    itemExpectedCouponDiscountedPrice {
      enableCouponDiscount expectedDiscountedPrice expectedTotalPrice expectedCouponDiscount applyCouponText couponName isOwned
    }
    itemPrice {
      expectedLeaseRewardPoint expectedNormalRewardPoint
      normalPriceInfo { discountedPrice discountText originPrice expectedPrice }
      leasePriceInfoList { months monthlyPrice totalPrice text }
    }
  }
}`;

export const ITEM_CALENDAR_DOCUMENT = `query pb_itemCalendar($id: Int!, $from: String, $months: Int) {
  itemCalendar(id: $id, from: $from, months: $months) {
    itemId today lastBookableDate
    months { yearMonth dates { date isDisable freeUnits disableReason } }
  }
}`;

export const SET_BOOKMARK_DOCUMENT = `mutation us_setBookmark($target: BookmarkTarget!, $id: Int!, $active: Boolean!) {
  setBookmark(target: $target, id: $id, active: $active) { isActiveBookmark isActiveAlarm }
}`;

export const SET_LOWEST_PRICE_ALARM_DOCUMENT = `mutation us_setLowestPriceAlarm($target: BookmarkTarget!, $id: Int!, $active: Boolean!) {
  setLowestPriceAlarm(target: $target, id: $id, active: $active) { isActiveBookmark isActiveAlarm }
}`;

export async function fetchItemDetail(client: ApiClient, id: number): Promise<ItemDetailAnswer> {
  const data = await client.request<unknown>('item', ITEM_DETAIL_DOCUMENT, { id }, { operationName: 'pb_itemDetail' });
  return checkAnswer(z.object({ itemDetail: itemDetailSchema }), data, 'pb_itemDetail').itemDetail;
}

export async function fetchItemCalendar(client: ApiClient, id: number, from?: string, months?: number): Promise<ItemCalendarAnswer> {
  const data = await client.request<unknown>('item', ITEM_CALENDAR_DOCUMENT, { id, from: from ?? null, months: months ?? null }, { operationName: 'pb_itemCalendar' });
  return checkAnswer(z.object({ itemCalendar: itemCalendarSchema }), data, 'pb_itemCalendar').itemCalendar;
}

/** Heart on the item page (member only: an anonymous caller gets UNAUTHENTICATED). */
export async function setItemBookmark(client: ApiClient, id: number, active: boolean): Promise<BookmarkStateAnswer> {
  const data = await client.request<unknown>('item', SET_BOOKMARK_DOCUMENT, { target: 'ITEM', id, active }, { operationName: 'us_setBookmark' });
  return checkAnswer(z.object({ setBookmark: bookmarkStateSchema }), data, 'us_setBookmark').setBookmark;
}

/** Bell on the item page: the lowest-price alarm (switching it on also saves the bookmark). */
export async function setItemLowestPriceAlarm(client: ApiClient, id: number, active: boolean): Promise<BookmarkStateAnswer> {
  const data = await client.request<unknown>('item', SET_LOWEST_PRICE_ALARM_DOCUMENT, { target: 'ITEM', id, active }, { operationName: 'us_setLowestPriceAlarm' });
  return checkAnswer(z.object({ setLowestPriceAlarm: bookmarkStateSchema }), data, 'us_setLowestPriceAlarm').setLowestPriceAlarm;
}
