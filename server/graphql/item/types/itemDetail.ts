import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { serverEnv } from '../../../env';
import { getItemDetail } from '../../../domain/item/itemDetailService';
import { itemCalendar, MAX_CALENDAR_MONTHS, type ItemCalendar } from '../../../domain/item/itemCalendar';
import type { ItemDetail } from '../../../domain/item/itemDetailTypes';
import type { AvailabilityDay, AvailabilityMonth } from '@/lib/calendar/types';
import { isYearMonth } from '@/lib/calendar/dateKeys';
import {
  BusinessRef,
  CouponPreviewRef,
  CriticalNoticeRef,
  DealInfoRef,
  DeliveryOptionRef,
  ItemCoreRef,
  ItemOptionRef,
  ItemPriceRef,
  ItemReviewRef,
  ItemSubInfoRef,
  NestedModelRef,
  ReviewStaticRef,
  TagInfoRef,
} from './itemDetailObjects';

const SharedInfoRef = builder.objectRef<ItemDetail['sharedInfo']>('ItemSharedInfo').implement({
  fields: (t) => ({ url: t.exposeString('url'), title: t.exposeString('title'), text: t.exposeString('text') }),
});

const BookmarkInfoRef = builder.objectRef<ItemDetail['bookmarkInfo']>('ItemBookmarkInfo').implement({
  fields: (t) => ({
    isMarked: t.exposeBoolean('isMarked'),
    isAlarm: t.exposeBoolean('isAlarm', { description: '최저가 알림' }),
  }),
});

const ShippingSettingRef = builder.objectRef<ItemDetail['shippingSetting']>('ItemShippingSetting').implement({
  fields: (t) => ({ deliveryTypes: t.expose('deliveryTypes', { type: [DeliveryOptionRef] }) }),
});

const ItemDetailRef = builder.objectRef<ItemDetail>('ItemDetail').implement({
  description: '상품 상세 (docs/product.md §3 Item detail)',
  fields: (t) => ({
    item: t.expose('item', { type: ItemCoreRef }),
    tagInfo: t.expose('tagInfo', { type: TagInfoRef }),
    dealInfo: t.expose('dealInfo', { type: DealInfoRef }),
    itemSubInfo: t.expose('itemSubInfo', { type: ItemSubInfoRef }),
    business: t.expose('business', { type: BusinessRef }),
    sharedInfo: t.expose('sharedInfo', { type: SharedInfoRef }),
    bookmarkInfo: t.expose('bookmarkInfo', { type: BookmarkInfoRef }),
    shippingSetting: t.expose('shippingSetting', { type: ShippingSettingRef }),
    bike: t.expose('bike', {
      type: NestedModelRef,
      nullable: true,
      description: '카탈로그 모델 (자전거 또는 스키 장비), 정비 서비스는 null',
    }),
    criticalNotice: t.expose('criticalNotice', { type: CriticalNoticeRef }),
    reviewStatic: t.expose('reviewStatic', { type: ReviewStaticRef }),
    reviews: t.expose('reviews', { type: [ItemReviewRef], description: '최신 리뷰 첫 페이지' }),
    options: t.expose('options', { type: [ItemOptionRef] }),
    itemExpectedCouponDiscountedPrice: t.expose('itemExpectedCouponDiscountedPrice', { type: CouponPreviewRef }),
    itemPrice: t.expose('itemPrice', { type: ItemPriceRef }),
    // The item page asks for its calendar in its one operation; a sale has none (itemCalendar would refuse it).
    calendar: t.field({
      type: ItemCalendarRef,
      nullable: true,
      description: '렌탈 상품의 예약 달력 (itemCalendar와 같은 기본 기간), 판매 상품은 null',
      resolve: (d, _args, ctx) => (d.item.dealType === 'RENTAL' ? itemCalendar(ctx.db, d.item.id) : null),
    }),
  }),
});

const DisableReasonEnum = builder.enumType('CalendarDisableReason', {
  values: ['PAST', 'CLOSED', 'FULL', 'BEYOND_WINDOW', 'SOLD_OUT'] as const,
});

const CalendarDateRef = builder.objectRef<AvailabilityDay>('ItemCalendarDate').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (Asia/Seoul)' }),
    isDisable: t.exposeBoolean('isDisable'),
    freeUnits: t.exposeInt('freeUnits', { description: '그날 남은 대여 수량' }),
    disableReason: t.field({ type: DisableReasonEnum, nullable: true, resolve: (d) => d.disableReason }),
  }),
});

const CalendarMonthRef = builder.objectRef<AvailabilityMonth>('ItemCalendarMonth').implement({
  fields: (t) => ({
    yearMonth: t.exposeString('yearMonth', { description: 'YYYY-MM' }),
    dates: t.expose('dates', { type: [CalendarDateRef] }),
  }),
});

const ItemCalendarRef = builder.objectRef<ItemCalendar>('ItemCalendar').implement({
  fields: (t) => ({
    itemId: t.exposeInt('itemId'),
    today: t.exposeString('today'),
    lastBookableDate: t.exposeString('lastBookableDate'),
    months: t.expose('months', { type: [CalendarMonthRef] }),
  }),
});

const idArgs = z.object({ id: z.number().int().positive() });
const calendarArgs = idArgs.extend({
  from: z.string().refine(isYearMonth, 'YYYY-MM 형식의 달이어야 해요.').nullish(),
  months: z.number().int().min(1).max(MAX_CALENDAR_MONTHS).nullish(),
  optionId: z.number().int().positive().nullish(),
});

builder.queryFields((t) => ({
  itemDetail: t.field({
    type: ItemDetailRef,
    description: '상품 상세: 상품, 매장, 모델, 옵션, 리뷰, 쿠폰 적용 예상가, 가격 정보 (보는 사람 기준)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { id } = parseInput(idArgs, args);
      return getItemDetail(ctx.db, id, ctx.viewer?.userId ?? null, serverEnv().SITE_URL);
    },
  }),
  itemCalendar: t.field({
    type: ItemCalendarRef,
    description: '렌탈 상품의 예약 달력: 달마다 날짜별 남은 수량과 선택 가능 여부 (최대 90일 뒤까지)',
    args: {
      id: t.arg.int({ required: true }),
      from: t.arg.string({ description: '시작 달 YYYY-MM, 기본 이번 달' }),
      months: t.arg.int(),
      optionId: t.arg.int({ description: '필수 옵션(사이즈 등)을 주면 그 옵션의 남은 수량으로 답해요' }),
    },
    resolve: (_root, args, ctx) => {
      const input = parseInput(calendarArgs, args);
      return itemCalendar(ctx.db, input.id, {
        fromMonth: input.from ?? undefined,
        months: input.months ?? undefined,
        optionId: input.optionId ?? undefined,
      });
    },
  }),
}));
