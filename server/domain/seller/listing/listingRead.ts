import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { DomainError } from '@/lib/errors';
import type { ListingInput } from '@/lib/seller/listingInput';
import { imageUrl } from '../../catalog/imageUrl';
import { isInsuranceOption } from '@/lib/item/insuranceOption';
import { LISTING_NOT_FOUND } from './listingOwner';

/** A listing as the editor fills its form: the input it was saved with, and what only the screen shows. */
export type SellerListing = Omit<ListingInput, 'options' | 'modelRequest' | 'insurance'> & {
  itemId: number;
  state: 'DRAFT' | 'AVAILABLE' | 'SOLD_OUT' | 'HIDDEN';
  /** The model as the picker shows it ("브롬톤 C Line Explore 2024"), null for "모델 없음". */
  modelLabel: string | null;
  modelRequest: { brandName: string; modelName: string; modelYear: number | null } | null;
  photos: { id: number; url: string }[];
  options: { id: number; kind: 'REQUIRED' | 'ADDITIONAL'; name: string; price: number; stock: number }[];
  insurance: { name: string; price: number } | null;
};

type ItemRow = {
  id: number;
  businessId: number;
  dealType: 'RENTAL' | 'SELL';
  modelId: number | null;
  categoryId: number;
  modelLabel: string | null;
  name: string;
  condition: 'NEW' | 'USED';
  usedGrade: string | null;
  description: string | null;
  stock: number;
  price: number;
  originPrice: number;
  deliveryTypes: string[] | string;
  shippingFee: number;
  depositAmount: number;
  threeDayDiscountPercent: number;
  sevenDayDiscountPercent: number;
  status: 'AVAILABLE' | 'SOLD_OUT' | 'HIDDEN';
  isDraft: boolean;
};

type OptionRow = { id: number; kind: 'REQUIRED' | 'ADDITIONAL'; name: string; price: number; stock: number };
type PhotoRow = { imageId: number };
type RequestRow = { brandName: string; modelName: string; modelYear: number | null };

/** node-postgres answers an enum array as its text form ("{PICKUP,PARCEL}"), PGlite as an array. */
const enumArray = (value: string[] | string): string[] =>
  Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(',').filter(Boolean);

/** One of the business's listings for the editor; another business's item is NOT_FOUND. */
export async function sellerListing(db: Db, businessId: number, itemId: number): Promise<SellerListing> {
  const [item] = await queryRows<ItemRow>(
    db,
    sql`
    SELECT i.id, i.business_id AS "businessId", i.deal_type AS "dealType", i.model_id AS "modelId",
      i.category_id AS "categoryId", CASE WHEN m.id IS NULL THEN NULL ELSE b.name || ' ' || m.name || ' ' || m.model_year END AS "modelLabel",
      i.name, i.condition, i.used_grade AS "usedGrade", i.description, i.stock, i.price, i.origin_price AS "originPrice",
      i.delivery_types AS "deliveryTypes", i.shipping_fee AS "shippingFee", i.deposit_amount AS "depositAmount",
      i.three_day_discount_percent AS "threeDayDiscountPercent", i.seven_day_discount_percent AS "sevenDayDiscountPercent",
      i.status, i.published_at IS NULL AS "isDraft"
    FROM items i LEFT JOIN models m ON m.id = i.model_id LEFT JOIN brands b ON b.id = m.brand_id
    WHERE i.id = ${itemId}`
  );
  if (!item || Number(item.businessId) !== businessId) throw new DomainError('NOT_FOUND', LISTING_NOT_FOUND);
  const [options, photos, requests] = await Promise.all([
    queryRows<OptionRow>(
      db,
      sql`SELECT id, kind, name, price, stock FROM item_options WHERE item_id = ${itemId} ORDER BY sort_order, id`
    ),
    queryRows<PhotoRow>(
      db,
      sql`SELECT image_id AS "imageId" FROM item_images WHERE item_id = ${itemId} ORDER BY sort_order`
    ),
    queryRows<RequestRow>(
      db,
      sql`SELECT brand_name AS "brandName", model_name AS "modelName", model_year AS "modelYear"
        FROM model_requests WHERE item_id = ${itemId} AND resolved_at IS NULL`
    ),
  ]);
  const typed = options.map((o) => ({ ...o, id: Number(o.id), price: Number(o.price), stock: Number(o.stock) }));
  const insurance = typed.find(isInsuranceOption);
  const delivery = enumArray(item.deliveryTypes);
  const request = requests[0];
  return {
    itemId: Number(item.id),
    state: item.isDraft === true ? 'DRAFT' : item.status,
    dealType: item.dealType,
    modelId: item.modelId === null ? null : Number(item.modelId),
    modelLabel: item.modelLabel,
    modelRequest: request
      ? { ...request, modelYear: request.modelYear === null ? null : Number(request.modelYear) }
      : null,
    categoryId: Number(item.categoryId),
    title: item.name,
    condition: item.condition,
    usedGrade: (item.usedGrade as ListingInput['usedGrade']) ?? null,
    description: item.description ?? '',
    imageIds: photos.map((p) => Number(p.imageId)),
    photos: photos.map((p) => ({ id: Number(p.imageId), url: imageUrl(Number(p.imageId)) })),
    options: typed.filter((o) => !isInsuranceOption(o)),
    insurance: insurance ? { name: insurance.name, price: insurance.price } : null,
    stock: Number(item.stock),
    price: Number(item.price),
    originPrice: Number(item.originPrice),
    pickup: delivery.includes('PICKUP'),
    parcel: delivery.includes('PARCEL'),
    shippingFee: Number(item.shippingFee),
    depositAmount: Number(item.depositAmount),
    // 0 is "none" in the columns and absent in the form (lib/item/rentalDiscount.ts).
    threeDayDiscountPercent: Number(item.threeDayDiscountPercent) || null,
    sevenDayDiscountPercent: Number(item.sevenDayDiscountPercent) || null,
  };
}
