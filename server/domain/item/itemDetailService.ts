import type { Db } from '../../db/client';
import { isServiceCategory } from '@/lib/item/serviceCategories';
import { DomainError } from '@/lib/errors';
import { discountRate } from '@/lib/money';
import { imageUrl } from '../catalog/imageUrl';
import { sanitizeHtml } from '../content/sanitizeHtml';
import { expectedCouponPrice } from '../coupon/bestCoupon';
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

/**
 * Everything the item page shows for one viewer (null = anonymous). Unknown and hidden items are
 * NOT_FOUND; a sold-out item is still shown (with 품절) so links and bookmarks keep working.
 */
export async function getItemDetail(
  db: Db,
  id: number,
  userId: number | null,
  siteUrl: string,
  now: Date = new Date()
): Promise<ItemDetail> {
  const item = await loadItemRow(db, id);
  if (!item || item.status === 'HIDDEN') throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  const [model, options, reviewStatic, reviews, businessRating, bookmark, coupon] = await Promise.all([
    item.modelId === null ? Promise.resolve(null) : loadModelRow(db, item.modelId),
    loadOptionRows(db, id),
    loadReviewStatic(db, id),
    loadReviews(db, id, ITEM_REVIEW_PAGE),
    loadBusinessRating(db, item.businessId),
    bookmarkState(db, userId, 'ITEM', id),
    expectedCouponPrice(
      db,
      userId,
      { categoryCode: item.categoryCode, dealType: item.dealType, price: item.price },
      now
    ),
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
    bookmarkInfo: { isMarked: bookmark.isActiveBookmark, isAlarm: bookmark.isActiveAlarm },
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
    itemExpectedCouponDiscountedPrice: coupon,
    itemPrice: itemPrice({
      price: item.price,
      originPrice: item.originPrice,
      isLeaseAvailable: item.isLeaseAvailable,
      expectedPrice: coupon.expectedDiscountedPrice,
    }),
  };
}
