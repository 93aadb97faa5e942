import type { Db } from '../../db/client';
import { isServiceCategory } from '@/lib/item/serviceCategories';
import { DomainError } from '@/lib/errors';
import { discountRate } from '@/lib/money';
import { imageUrl } from '../catalog/imageUrl';
import { sanitizeHtml } from '../content/sanitizeHtml';
import { expectedCouponPrice } from '../coupon/bestCoupon';
import { forgetEverywhere, registerForgetter } from '../../cluster/cacheBus';
import { publicCache } from '../../cluster/publicCache';
import { bookmarkState } from '../member/bookmarks';
import { detailSpecHtml, geometryHtml } from '../model/specHtml';
import type { ItemDetail, ItemOption, NestedModel } from './itemDetailTypes';
import {
  itemDetailColumns,
  loadItemRow,
  loadModelRow,
  loadOptionRows,
  loadReviews,
  loadReviewStatic,
  loadBusinessRating,
  type ItemRow,
  type ModelRow,
  type OptionRow,
} from './itemDetailQueries';
import { itemPrice } from './itemPrice';
import { pickColumns } from './selectColumns';
import { unitPriceOf } from '../checkout/priceSelection';
import { dealInfoOf, deliveryOptionsOf, itemSubInfoOf, openingHoursText, tagInfoOf } from './itemSections';

/** Reviews shown with the page; the full list lives on the business's review screen. */
export const ITEM_REVIEW_PAGE = 5;

function nestedModel(model: ModelRow): NestedModel {
  const img = imageUrl(model.imageId);
  return {
    id: model.id,
    name: model.name,
    modelYear: model.modelYear,
    summaryInfo: model.summaryInfo,
    img,
    imgWidth: model.imgWidth,
    imgHeight: model.imgHeight,
    specInfo: model.specInfo,
    specHtml: detailSpecHtml(model.specInfo),
    geometryHtml: geometryHtml(model.geometry),
    imageCategories: [
      { name: '대표 이미지', images: [{ img, width: model.imgWidth, height: model.imgHeight, alt: model.imgAlt }] },
    ],
    brand: { id: model.brandId, name: model.brandName, nameEn: model.brandNameEn, country: model.country },
    category: {
      id: model.categoryId,
      key: model.categoryKey,
      name: model.categoryName,
      code: model.categoryCode,
      groupName: model.groupName,
    },
  };
}

/**
 * Option prices as the shopper pays them: a required option is a unit of the item (its price plus
 * the option's surcharge, discounted like the item); an additional option costs its own price.
 */
function toOption(item: ItemRow, option: OptionRow): ItemOption {
  return {
    id: option.id,
    optionType: option.kind === 'REQUIRED' ? 1 : 2,
    name: option.name,
    price: option.price,
    ...unitPriceOf(item, option),
    stock: Math.max(0, option.stock),
    isSoldOut: option.stock <= 0,
  };
}

/** What every viewer of the item page sees alike: all of ItemDetail but the viewer's own facts. */
export type ItemPublic = Omit<ItemDetail, 'bookmarkInfo' | 'itemExpectedCouponDiscountedPrice' | 'itemPrice'> & {
  /** What the viewer's coupons and the price box are worked out from. */
  pricing: ItemPriceInputs;
};
type ItemPriceInputs = Pick<ItemRow, 'price' | 'originPrice' | 'isLeaseAvailable' | 'categoryCode' | 'dealType'>;

/** The keys a change forgets an item's public part by (server/cluster/pageChanges.ts). */
export const itemPublicKey = {
  item: (id: number) => `item:${id}`,
  business: (id: number) => `business:${id}`,
  model: (id: number) => `model:${id}`,
  /** The business page's own kept part (server/domain/business/businessDetailService.ts). */
  businessPage: (id: number) => `business-page:${id}`,
};

/**
 * How long a public part is kept at most. Every write that changes what it shows forgets it (in every
 * instance: server/cluster/pageChanges.ts); this is only the safety net for a change that forgot to
 * say so, and for review helpful counts, which are not worth a forget per tap.
 */
const PUBLIC_TTL_MS = 60_000;

// An item's page shows its business (name, hours, rating over all its items) and its model.
const publicParts = publicCache<ItemPublic>(PUBLIC_TTL_MS, 2000, (part) => [
  itemPublicKey.business(part.business.id),
  ...(part.bike ? [itemPublicKey.model(part.bike.id)] : []),
]);

/** Forgets kept public parts here and in every other instance: by item, by business, by model, or all (null). */
export function forgetItemPublic(db: Db, key: string | null): void {
  forgetEverywhere('itemDetail', db, key);
}
registerForgetter('itemDetail', (db, key) => {
  if (db) publicParts.forget(db, key);
});

/** The item page's public part, read once for every viewer until a change forgets it. */
export function getItemPublic(db: Db, id: number, siteUrl: string): Promise<ItemPublic> {
  return publicParts(db, itemPublicKey.item(id), () => loadItemPublic(db, id, siteUrl));
}

/**
 * Everything the item page shows for one viewer (null = anonymous): the kept public part, and the
 * viewer's own facts read afresh (bookmark and alarm, the coupons they hold or could take). Unknown
 * and hidden items are NOT_FOUND; a sold-out item is still shown (with 품절) so links and bookmarks keep working.
 */
export async function getItemDetail(
  db: Db,
  id: number,
  userId: number | null,
  siteUrl: string,
  now: Date = new Date()
): Promise<ItemDetail> {
  const { pricing, ...part } = await getItemPublic(db, id, siteUrl);
  const [bookmark, coupon] = await Promise.all([
    bookmarkState(db, userId, 'ITEM', id),
    expectedCouponPrice(
      db,
      userId,
      { categoryCode: pricing.categoryCode, dealType: pricing.dealType, price: pricing.price },
      now
    ),
  ]);
  return {
    ...part,
    bookmarkInfo: { isMarked: bookmark.isActiveBookmark, isAlarm: bookmark.isActiveAlarm },
    itemExpectedCouponDiscountedPrice: coupon,
    itemPrice: itemPrice({
      price: pricing.price,
      originPrice: pricing.originPrice,
      isLeaseAvailable: pricing.isLeaseAvailable,
      expectedPrice: coupon.expectedDiscountedPrice,
    }),
  };
}

async function loadItemPublic(db: Db, id: number, siteUrl: string): Promise<ItemPublic> {
  const item = await loadItemRow(db, id);
  if (!item || item.status === 'HIDDEN') throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  const [model, options, reviewStatic, reviews, businessRating] = await Promise.all([
    item.modelId === null ? Promise.resolve(null) : loadModelRow(db, item.modelId),
    loadOptionRows(db, id),
    loadReviewStatic(db, id),
    loadReviews(db, id, ITEM_REVIEW_PAGE),
    loadBusinessRating(db, item.businessId),
  ]);
  const status = item.status === 'SOLD_OUT' ? 'SOLD_OUT' : 'AVAILABLE';
  const url = `${siteUrl.replace(/\/$/, '')}/services/${id}`;
  const hasAdditional = options.some((o) => o.kind === 'ADDITIONAL');
  return {
    item: {
      // The page's own columns pass through as they are: a new one needs only itemDetailColumns.
      ...pickColumns(itemDetailColumns, item),
      img: imageUrl(item.imageId),
      itemType: item.categoryCode,
      status,
      additionalOptionSelectType: hasAdditional ? 'MULTIPLE' : 'NONE',
      giftHtmlContent: item.giftHtml ? sanitizeHtml(item.giftHtml) : null,
      totalHtmlContent: sanitizeHtml(item.detailHtml),
      isDiscount: item.price < item.originPrice,
      discountedPrice: item.price,
      discountRate: discountRate(item.originPrice, item.price),
      dictionaryId: item.modelId,
      isExistGift: Boolean(item.giftHtml),
      // A service by its category; a model-less item elsewhere is equipment whose model is not in the catalogue.
      isService: isServiceCategory(item.categoryKey),
    },
    tagInfo: tagInfoOf(item),
    dealInfo: dealInfoOf(item),
    itemSubInfo: itemSubInfoOf(item, model, options),
    business: {
      id: item.businessId,
      name: item.businessName,
      address: item.address,
      region: item.region,
      lat: item.lat,
      lng: item.lng,
      info: item.introduction,
      isOfficial: item.isOfficial,
      callInfos: [{ title: '매장 전화', phone: item.phone }],
      openingHoursText: openingHoursText(item.openingHours),
      ...businessRating,
    },
    sharedInfo: { url, title: item.name, text: `${item.businessName}의 ${item.name}, 라이드마켓에서 확인해 보세요.` },
    shippingSetting: { deliveryTypes: deliveryOptionsOf(item) },
    bike: model ? nestedModel(model) : null,
    criticalNotice: {
      isShow: Boolean(item.criticalNotice),
      content: item.criticalNotice,
      linkUrl: item.criticalNotice ? `/nearby_store/${item.businessId}` : null,
    },
    reviewStatic,
    reviews,
    options: options.map((option) => toOption(item, option)),
    pricing: {
      price: item.price,
      originPrice: item.originPrice,
      isLeaseAvailable: item.isLeaseAvailable,
      categoryCode: item.categoryCode,
      dealType: item.dealType,
    },
  };
}
