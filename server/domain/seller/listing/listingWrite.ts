import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { retryTransaction } from '../../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { listingStock, type ListingInput } from '@/lib/seller/listingInput';
import { escapeXml } from '../../seo/xml';
import { makeRoomForStock } from '../itemStock';
import { listingPlace } from './listingCatalog';
import { lockOwnListing } from './listingOwner';
import { replaceListingOptions } from './listingOptions';
import { replaceListingPhotos } from './listingPhotos';

/** Who writes: the seller (their uploads) and the business the listing belongs to. */
export type ListingAuthor = { userId: number; businessId: number };

type NewItemRow = { id: number };

/** The description as the item page shows it: the seller's plain text, escaped, a paragraph per blank line. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeXml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A used item's line on the used-item list: the start of the description. */
const USED_SUMMARY_MAX = 200;

/**
 * Creates a draft (itemId null) or saves one of the business's listings (docs/product.md §4
 * Listings), in one transaction: the item row with its search text, the options, the photos and the
 * model request. A new listing is a draft (HIDDEN, never published) until publishListing; a
 * published one stays published and shows the change at once. Answers the item's id.
 */
export async function saveListing(
  db: Db,
  author: ListingAuthor,
  itemId: number | null,
  input: ListingInput,
  now: Date = new Date()
): Promise<number> {
  return retryTransaction(db, async (tx) => {
    const own = itemId === null ? null : await lockOwnListing(tx, author.businessId, itemId);
    if (own && !own.isDraft && own.dealType !== input.dealType) {
      const message = '게시한 상품은 렌탈과 판매를 바꿀 수 없어요. 새 상품으로 등록해 주세요.';
      throw new DomainError('INVALID_INPUT', message, { dealType: message });
    }
    const place = await listingPlace(tx, author.businessId, input);
    const stock = listingStock(input);
    if (own) await makeRoomForStock(tx, own, stock, now);
    // A seeded item has its own HTML and no plain text: an empty description leaves that HTML alone.
    const keepHtml = own !== null && !own.hasDescription && input.description === '';
    const columns = {
      modelId: place.modelId,
      categoryId: place.categoryId,
      dealType: input.dealType,
      condition: input.condition,
      usedGrade: input.condition === 'USED' ? (input.usedGrade ?? null) : null,
      usedDescription: input.condition === 'USED' ? input.description.slice(0, USED_SUMMARY_MAX) || null : null,
      name: input.title,
      price: input.price,
      originPrice: input.originPrice ?? input.price,
      stock,
      deliveryTypes: [...(input.pickup ? ['PICKUP'] : []), ...(input.parcel ? ['PARCEL'] : [])],
      shippingFee: input.parcel ? input.shippingFee : 0,
      depositAmount: input.dealType === 'RENTAL' ? input.depositAmount : 0,
      // The schema refuses a sale's discount; 0 is "none" in the columns (lib/item/rentalDiscount.ts).
      threeDayDiscountPercent: input.dealType === 'RENTAL' ? (input.threeDayDiscountPercent ?? 0) : 0,
      sevenDayDiscountPercent: input.dealType === 'RENTAL' ? (input.sevenDayDiscountPercent ?? 0) : 0,
      imageId: input.imageIds[0] ?? null,
      description: keepHtml ? null : input.description,
      ...place.search,
    };
    const html = keepHtml ? sql`detail_html` : sql`${descriptionHtml(input.description)}`;
    const delivery = sql`ARRAY[${sql.join(
      columns.deliveryTypes.map((d) => sql`${d}`),
      sql`, `
    )}]::delivery_type[]`;
    const at = now.toISOString();
    let id: number;
    if (own) {
      id = own.id;
      await tx.execute(sql`
        UPDATE items SET model_id = ${columns.modelId}, category_id = ${columns.categoryId}, deal_type = ${columns.dealType},
          condition = ${columns.condition}, used_grade = ${columns.usedGrade}, used_description = ${columns.usedDescription},
          name = ${columns.name}, price = ${columns.price}, origin_price = ${columns.originPrice}, stock = ${columns.stock},
          delivery_types = ${delivery},
          shipping_fee = ${columns.shippingFee}, deposit_amount = ${columns.depositAmount},
          three_day_discount_percent = ${columns.threeDayDiscountPercent},
          seven_day_discount_percent = ${columns.sevenDayDiscountPercent}, image_id = ${columns.imageId},
          description = ${columns.description}, detail_html = ${html}, search_text = ${columns.searchText},
          search_chosung = ${columns.searchChosung}, updated_at = ${at}::timestamptz
        WHERE id = ${id}`);
    } else {
      const [row] = await queryRows<NewItemRow>(
        tx,
        sql`
        INSERT INTO items (business_id, model_id, category_id, deal_type, condition, status, used_grade, used_description,
          name, price, origin_price, stock, delivery_types, shipping_fee, deposit_amount,
          three_day_discount_percent, seven_day_discount_percent, image_id, description, detail_html,
          search_text, search_chosung, published_at, created_at, updated_at)
        VALUES (${author.businessId}, ${columns.modelId}, ${columns.categoryId}, ${columns.dealType}, ${columns.condition},
          'HIDDEN', ${columns.usedGrade}, ${columns.usedDescription}, ${columns.name}, ${columns.price},
          ${columns.originPrice}, ${columns.stock},
          ${delivery},
          ${columns.shippingFee}, ${columns.depositAmount},
          ${columns.threeDayDiscountPercent}, ${columns.sevenDayDiscountPercent}, ${columns.imageId}, ${columns.description}, ${html},
          ${columns.searchText}, ${columns.searchChosung}, NULL, ${at}::timestamptz, ${at}::timestamptz)
        RETURNING id`
      );
      id = Number(row.id);
    }
    await replaceListingOptions(tx, id, input);
    await replaceListingPhotos(tx, author.userId, id, input.imageIds, now);
    await saveModelRequest(tx, author, id, input);
    return id;
  });
}

/** "모델 없음": what the seller says the model is, kept for the operator; picking a model later drops an open request. */
async function saveModelRequest(tx: Db, author: ListingAuthor, itemId: number, input: ListingInput): Promise<void> {
  if (input.modelId || !input.modelRequest) {
    await tx.execute(sql`DELETE FROM model_requests WHERE item_id = ${itemId} AND resolved_at IS NULL`);
    return;
  }
  const request = input.modelRequest;
  await tx.execute(sql`
    INSERT INTO model_requests (item_id, business_id, requested_by, brand_name, model_name, model_year)
    VALUES (${itemId}, ${author.businessId}, ${author.userId}, ${request.brandName}, ${request.modelName}, ${request.modelYear ?? null})
    ON CONFLICT (item_id) DO UPDATE SET brand_name = EXCLUDED.brand_name, model_name = EXCLUDED.model_name,
      model_year = EXCLUDED.model_year, requested_by = EXCLUDED.requested_by, model_id = NULL, resolved_at = NULL`);
}
