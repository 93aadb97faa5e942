import { z } from 'zod';

/** Answer shapes of the item detail and calendar (SPEC.md §3), checked at the client boundary. */

const infoEntry = z.object({ title: z.string(), content: z.string() });
const won = z.number().int();

export const itemCoreSchema = z.object({
  id: z.number().int(), name: z.string(), img: z.string(), imageId: z.number().int(), imgWidth: z.number().int(), imgHeight: z.number().int(), imgAlt: z.string(),
  itemType: z.enum(['BIKE', 'SKI']), dealType: z.enum(['RENTAL', 'SELL']), condition: z.enum(['NEW', 'USED']),
  status: z.enum(['AVAILABLE', 'SOLD_OUT']), additionalOptionSelectType: z.enum(['NONE', 'MULTIPLE']),
  giftHtmlContent: z.string().nullable(), totalHtmlContent: z.string(), isDiscount: z.boolean(), discountedPrice: won,
  originPrice: won, discountRate: z.number().int(), dictionaryId: z.number().int().nullable(), isExistGift: z.boolean(),
  isService: z.boolean(), categoryName: z.string(), categoryKey: z.string(),
});

export const itemOptionSchema = z.object({
  id: z.number().int(), optionType: z.union([z.literal(1), z.literal(2)]), name: z.string(), price: won, unitPrice: won,
  unitOriginPrice: won, stock: z.number().int(), isSoldOut: z.boolean(),
});

const nestedModelSchema = z.object({
  id: z.number().int(), name: z.string(), modelYear: z.number().int(), summaryInfo: z.string(),
  img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  specInfo: z.array(z.object({ name: z.string(), value: z.string() })), specHtml: z.string(), geometryHtml: z.string(),
  imageCategories: z.array(z.object({
    name: z.string(), images: z.array(z.object({ img: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() })),
  })),
  brand: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), country: z.string() }),
  category: z.object({ id: z.number().int(), key: z.string(), name: z.string(), code: z.enum(['BIKE', 'SKI']), groupName: z.string() }),
});

export const couponPreviewSchema = z.object({
  enableCouponDiscount: z.boolean(), expectedDiscountedPrice: won, expectedTotalPrice: won, expectedCouponDiscount: won,
  applyCouponText: z.string(), couponName: z.string().nullable(), isOwned: z.boolean(),
});

export const itemDetailSchema = z.object({
  item: itemCoreSchema,
  tagInfo: z.object({ tag1: z.string().nullable(), tag2: z.string().nullable(), redBottom: z.string().nullable(), otherBottom: z.string().nullable() }),
  dealInfo: z.object({
    priceUnit: z.string().nullable(), statusText: z.string(), isSoldOut: z.boolean(), stock: z.number().int(),
    usedGrade: z.string().nullable(), usedDescription: z.string().nullable(),
  }),
  itemSubInfo: z.object({
    isShowShipping: z.boolean(), isShowInsurance: z.boolean(), isShowCancel: z.boolean(), isShowNote: z.boolean(), isShowQna: z.boolean(),
    isShowProductAnnouncement: z.boolean(), shippingInfos: z.array(infoEntry), insuranceInfos: z.array(infoEntry),
    cancelInfos: z.array(infoEntry), noteInfos: z.array(infoEntry), productAnnouncements: z.array(infoEntry),
  }),
  business: z.object({
    id: z.number().int(), name: z.string(), address: z.string(), region: z.string(), lat: z.number(), lng: z.number(),
    info: z.string().nullable(), isOfficial: z.boolean(), callInfos: z.array(z.object({ title: z.string(), phone: z.string() })),
    openingHoursText: z.string(), ratingAvg: z.number().nullable(), reviewCount: z.number().int(),
  }),
  sharedInfo: z.object({ url: z.string(), title: z.string(), text: z.string() }),
  bookmarkInfo: z.object({ isMarked: z.boolean(), isAlarm: z.boolean() }),
  shippingSetting: z.object({
    deliveryTypes: z.array(z.object({ type: z.enum(['PICKUP', 'DELIVERY', 'PARCEL']), name: z.string(), fee: won, feeText: z.string() })),
  }),
  bike: nestedModelSchema.nullable(),
  criticalNotice: z.object({ isShow: z.boolean(), content: z.string().nullable(), linkUrl: z.string().nullable() }),
  reviewStatic: z.object({
    reviewCount: z.number().int(), avgRating: z.number().nullable(),
    ratingRatioList: z.array(z.object({ rating: z.number().int(), count: z.number().int(), ratio: z.number() })),
  }),
  reviews: z.array(z.object({
    id: z.number().int(), nickname: z.string(), rating: z.number().int(), content: z.string(), createdDatetime: z.string(), helpfulCount: z.number().int(),
  })),
  options: z.array(itemOptionSchema),
  itemExpectedCouponDiscountedPrice: couponPreviewSchema,
  itemPrice: z.object({
    expectedLeaseRewardPoint: won, expectedNormalRewardPoint: won,
    normalPriceInfo: z.object({ discountedPrice: won, discountText: z.string(), originPrice: won, expectedPrice: won }),
    leasePriceInfoList: z.array(z.object({ months: z.number().int(), monthlyPrice: won, totalPrice: won, text: z.string() })),
  }),
});

export const availabilityDaySchema = z.object({
  date: z.string(), isDisable: z.boolean(), freeUnits: z.number().int(),
  disableReason: z.enum(['PAST', 'CLOSED', 'FULL', 'BEYOND_WINDOW', 'SOLD_OUT']).nullable(),
});

export const itemCalendarSchema = z.object({
  itemId: z.number().int(), today: z.string(), lastBookableDate: z.string(),
  months: z.array(z.object({ yearMonth: z.string(), dates: z.array(availabilityDaySchema) })),
});

export const bookmarkStateSchema = z.object({ isActiveBookmark: z.boolean(), isActiveAlarm: z.boolean() });

export type ItemDetailAnswer = z.infer<typeof itemDetailSchema>;
export type ItemOptionAnswer = z.infer<typeof itemOptionSchema>;
export type ItemCalendarAnswer = z.infer<typeof itemCalendarSchema>;
export type BookmarkStateAnswer = z.infer<typeof bookmarkStateSchema>;
