import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import type { categories, GeometryRow, images, items, SpecEntry } from '../../db/schema';
import type { OpeningHours } from '../../db/schema/businesses';
import type { DeliveryTypeCode, ItemReview, RatingRatio } from './itemDetailTypes';
import { withPhotos } from '../review/reviewPhotos';
import { selectList, type RowOf } from './selectColumns';

type Item = typeof items.$inferSelect;
type Category = typeof categories.$inferSelect;
type Image = typeof images.$inferSelect;

/**
 * The item page's own columns (`ItemDetailItem`), one line a field: the SQL and, from the Drizzle
 * schema, its type. They pass to the page's item unchanged (itemDetailService), so a field added here
 * reaches the API as soon as the Pothos type exposes it (README "Adding a field").
 */
export const itemDetailColumns = {
  id: sql<Item['id']>`i.id`,
  name: sql<Item['name']>`i.name`,
  imageId: sql<Image['id']>`im.id`,
  imgWidth: sql<Image['width']>`im.width`,
  imgHeight: sql<Image['height']>`im.height`,
  imgAlt: sql<Image['alt']>`im.alt`,
  dealType: sql<Item['dealType']>`i.deal_type`,
  condition: sql<Item['condition']>`i.condition`,
  originPrice: sql<Item['originPrice']>`i.origin_price`,
  threeDayDiscountPercent: sql<Item['threeDayDiscountPercent']>`i.three_day_discount_percent`,
  sevenDayDiscountPercent: sql<Item['sevenDayDiscountPercent']>`i.seven_day_discount_percent`,
  categoryName: sql<Category['name']>`c.name`,
  categoryKey: sql<Category['key']>`c.key`,
};

export type ItemDetailColumns = RowOf<typeof itemDetailColumns>;

/** The item with its business, category and picture (its own, else its model's), in one row: the page's columns and what its sections read. */
export type ItemRow = ItemDetailColumns & {
  status: Item['status'];
  price: Item['price'];
  stock: Item['stock'];
  deliveryTypes: DeliveryTypeCode[];
  shippingFee: Item['shippingFee'];
  depositAmount: Item['depositAmount'];
  isLeaseAvailable: Item['isLeaseAvailable'];
  usedGrade: Item['usedGrade'];
  usedDescription: Item['usedDescription'];
  tag1: Item['tag1'];
  tag2: Item['tag2'];
  detailHtml: Item['detailHtml'];
  giftHtml: Item['giftHtml'];
  criticalNotice: Item['criticalNotice'];
  modelId: Item['modelId'];
  categoryCode: Category['code'];
  businessId: number;
  businessName: string;
  region: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  openingHours: OpeningHours;
  introduction: string | null;
  isOfficial: boolean;
};

export async function loadItemRow(db: Db, id: number): Promise<ItemRow | null> {
  const [row] = await queryRows<ItemRow>(
    db,
    sql`
    SELECT ${selectList(itemDetailColumns)}, i.status, i.price, i.stock,
      array_to_json(i.delivery_types) AS "deliveryTypes", i.shipping_fee AS "shippingFee", i.deposit_amount AS "depositAmount", i.is_lease_available AS "isLeaseAvailable",
      i.used_grade AS "usedGrade", i.used_description AS "usedDescription", i.tag1, i.tag2,
      i.detail_html AS "detailHtml", i.gift_html AS "giftHtml", i.critical_notice AS "criticalNotice", i.model_id AS "modelId",
      c.code AS "categoryCode",
      s.id AS "businessId", s.name AS "businessName", s.region, s.address, s.lat, s.lng, s.phone, s.opening_hours AS "openingHours",
      s.introduction, s.is_official AS "isOfficial"
    FROM items i
    JOIN categories c ON c.id = i.category_id
    JOIN businesses s ON s.id = i.business_id
    LEFT JOIN models m ON m.id = i.model_id
    JOIN images im ON im.id = coalesce(i.image_id, m.image_id)
    WHERE i.id = ${id} AND s.suspended_at IS NULL`
  );
  // A suspended business's item is neither a page nor an order (docs/product.md §10 Suspension).
  return row ?? null;
}

export type ModelRow = {
  id: number;
  name: string;
  modelYear: number;
  summaryInfo: string;
  specInfo: SpecEntry[];
  geometry: GeometryRow[] | null;
  imageId: number;
  imgWidth: number;
  imgHeight: number;
  imgAlt: string;
  brandId: number;
  brandName: string;
  brandNameEn: string;
  country: string;
  categoryId: number;
  categoryKey: string;
  categoryName: string;
  categoryCode: 'BIKE' | 'SKI';
  groupName: string;
};

export async function loadModelRow(db: Db, modelId: number): Promise<ModelRow | null> {
  const [row] = await queryRows<ModelRow>(
    db,
    sql`
    SELECT m.id, m.name, m.model_year AS "modelYear", m.summary_info AS "summaryInfo", m.spec_info AS "specInfo", m.geometry,
      im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight", im.alt AS "imgAlt",
      b.id AS "brandId", b.name AS "brandName", b.name_en AS "brandNameEn", b.country,
      c.id AS "categoryId", c.key AS "categoryKey", c.name AS "categoryName", c.code AS "categoryCode", c.group_name AS "groupName"
    FROM models m JOIN brands b ON b.id = m.brand_id JOIN categories c ON c.id = m.category_id JOIN images im ON im.id = m.image_id
    WHERE m.id = ${modelId}`
  );
  return row ?? null;
}

export type OptionRow = { id: number; kind: 'REQUIRED' | 'ADDITIONAL'; name: string; price: number; stock: number };

export async function loadOptionRows(db: Db, itemId: number): Promise<OptionRow[]> {
  return queryRows<OptionRow>(
    db,
    sql`
    SELECT id, kind, name, price, stock FROM item_options WHERE item_id = ${itemId} ORDER BY sort_order, id`
  );
}

/** Count, average and the share of each rating from 5 down to 1, over one item's reviews. */
export async function loadReviewStatic(
  db: Db,
  itemId: number
): Promise<{ reviewCount: number; avgRating: number | null; ratingRatioList: RatingRatio[] }> {
  const rows = await queryRows<{ rating: number; count: number }>(
    db,
    sql`
    SELECT rating::int AS rating, count(*)::int AS count FROM reviews WHERE item_id = ${itemId} AND hidden_at IS NULL AND deleted_at IS NULL GROUP BY rating`
  );
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const counts = new Map(rows.map((row) => [row.rating, row.count]));
  const sum = rows.reduce((acc, row) => acc + row.rating * row.count, 0);
  return {
    reviewCount: total,
    avgRating: total > 0 ? Math.round((sum / total) * 10) / 10 : null,
    ratingRatioList: [5, 4, 3, 2, 1].map((rating) => {
      const count = counts.get(rating) ?? 0;
      return { rating, count, ratio: total > 0 ? Math.round((count / total) * 1000) / 10 : 0 };
    }),
  };
}

/** The first page of an item's reviews, newest first. */
export async function loadReviews(db: Db, itemId: number, limit: number): Promise<ItemReview[]> {
  type Row = Omit<ItemReview, 'createdDatetime' | 'reply' | 'photos'> & {
    createdDatetime: Date | string;
    replyContent: string | null;
    repliedAt: Date | string | null;
    businessName: string;
  };
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT r.id, u.nickname, r.rating, r.content, r.created_at AS "createdDatetime", r.helpful_count AS "helpfulCount",
      (r.order_id IS NOT NULL) AS "isVerified", r.reply_content AS "replyContent", r.replied_at AS "repliedAt", s.name AS "businessName"
    FROM reviews r JOIN users u ON u.id = r.user_id JOIN items i ON i.id = r.item_id JOIN businesses s ON s.id = i.business_id
    WHERE r.item_id = ${itemId} AND r.hidden_at IS NULL AND r.deleted_at IS NULL
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`
  );
  return withPhotos(
    db,
    rows.map(({ replyContent, repliedAt, businessName, ...row }) => ({
      ...row,
      isVerified: Boolean(row.isVerified),
      createdDatetime: toIso(row.createdDatetime),
      reply:
        replyContent !== null && repliedAt !== null
          ? { content: replyContent, repliedDatetime: toIso(repliedAt), businessName }
          : null,
    }))
  );
}

/** The business's rating over all its items' reviews (the business card shows it). */
export async function loadBusinessRating(
  db: Db,
  businessId: number
): Promise<{ ratingAvg: number | null; reviewCount: number }> {
  const [row] = await queryRows<{ ratingAvg: number | null; reviewCount: number }>(
    db,
    sql`
    SELECT round(avg(r.rating)::numeric, 1)::float8 AS "ratingAvg", count(r.id)::int AS "reviewCount"
    FROM items i JOIN reviews r ON r.item_id = i.id WHERE i.business_id = ${businessId} AND r.hidden_at IS NULL AND r.deleted_at IS NULL`
  );
  return { ratingAvg: row?.ratingAvg ?? null, reviewCount: row?.reviewCount ?? 0 };
}
