import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { models, type GeometryRow, type SpecEntry } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import { DomainError } from '@/lib/errors';
import { formatWon } from '@/lib/money';
import type { ReviewHeader } from '../review/reviewTypes';
import type { ModelColumns, ModelSummary } from './modelTypes';
import { groupDigits } from '@/lib/digits';

export type ModelRecord = ModelColumns &
  Pick<ModelSummary, 'brand' | 'category'> & {
    specInfo: SpecEntry[];
    geometry: GeometryRow[] | null;
    detailHtml: string;
    sellBusinessCount: number;
    rentalBusinessCount: number;
  };

type Row = ModelColumns & {
  specInfo: SpecEntry[];
  geometry: GeometryRow[] | null;
  detailHtml: string;
  brandId: number;
  brandKey: string;
  brandName: string;
  categoryId: number;
  categoryKey: string;
  categoryName: string;
  categoryCode: 'BIKE' | 'SKI';
  sellBusinessCount: number;
  rentalBusinessCount: number;
};

/** The model with its brand, category, picture and the offers rolled up (one round trip). */
export async function loadModelRecord(db: Db, id: number): Promise<ModelRecord> {
  const [row] = await queryRows<Row>(
    db,
    sql`
    SELECT m.id, m.name, m.summary_info AS "summaryInfo", m.model_year::int AS "modelYear", m.release_price AS "releasePrice",
      m.spec_info AS "specInfo", m.geometry, m.detail_html AS "detailHtml",
      im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight", im.alt AS "imgAlt",
      b.id AS "brandId", b.key AS "brandKey", b.name AS "brandName",
      c.id AS "categoryId", c.key AS "categoryKey", c.name AS "categoryName", c.code AS "categoryCode",
      o.sell_min AS "lowestSellPrice", o.rental_min AS "lowestRentalPrice",
      coalesce(o.sell_businesses, 0) AS "sellBusinessCount", coalesce(o.rental_businesses, 0) AS "rentalBusinessCount",
      (SELECT i.id FROM items i WHERE i.model_id = m.id AND i.status = 'AVAILABLE'
        ORDER BY (i.deal_type = 'SELL') DESC, (i.condition = 'NEW') DESC, i.price, i.id LIMIT 1) AS "itemId"
    FROM models m
    JOIN brands b ON b.id = m.brand_id
    JOIN categories c ON c.id = m.category_id
    JOIN images im ON im.id = m.image_id
    LEFT JOIN LATERAL (
      SELECT coalesce(min(i.price) FILTER (WHERE i.deal_type = 'SELL' AND i.condition = 'NEW'),
          min(i.price) FILTER (WHERE i.deal_type = 'SELL'))::int AS sell_min,
        min(i.price) FILTER (WHERE i.deal_type = 'RENTAL')::int AS rental_min,
        count(DISTINCT i.business_id) FILTER (WHERE i.deal_type = 'SELL')::int AS sell_businesses,
        count(DISTINCT i.business_id) FILTER (WHERE i.deal_type = 'RENTAL')::int AS rental_businesses
      FROM items i WHERE i.model_id = m.id AND i.status = 'AVAILABLE'
    ) o ON true
    WHERE m.id = ${id}`
  );
  if (!row) throw new DomainError('NOT_FOUND', '모델을 찾을 수 없어요.');
  // The model's own columns pass through as they are: a new column needs only the SQL and ModelColumns.
  const { brandId, brandKey, brandName, categoryId, categoryKey, categoryName, categoryCode, ...columns } = row;
  return {
    ...columns,
    brand: { id: brandId, key: brandKey, name: brandName },
    category: { id: categoryId, key: categoryKey, name: categoryName, code: categoryCode },
  };
}

/** Throws NOT_FOUND for an id no model has (the sections of the page load separately). */
export async function assertModelExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: models.id }).from(models).where(eq(models.id, id));
  if (!row) throw new DomainError('NOT_FOUND', '모델을 찾을 수 없어요.');
}

export function reviewSummaryText(header: ReviewHeader): string {
  if (header.reviewCount === 0 || header.avgRating === null) return '아직 리뷰가 없어요';
  return `평점 ${header.avgRating.toFixed(1)} · 리뷰 ${groupDigits(header.reviewCount)}개`;
}

export function infoSummaryText(record: ModelRecord): string {
  const parts = [`${record.modelYear}년형`, `출고가 ${formatWon(record.releasePrice)}`];
  if (record.sellBusinessCount > 0) parts.push(`판매 ${record.sellBusinessCount}곳`);
  if (record.rentalBusinessCount > 0) parts.push(`렌탈 ${record.rentalBusinessCount}곳`);
  return parts.join(' · ');
}

export function toSummary(record: ModelRecord, header: ReviewHeader): ModelSummary {
  const {
    specInfo: _spec,
    geometry: _geometry,
    detailHtml: _html,
    sellBusinessCount: _s,
    rentalBusinessCount: _r,
    ...summary
  } = record;
  return {
    ...summary,
    img: imageUrl(record.imageId),
    reviewSummary: reviewSummaryText(header),
    infoSummary: infoSummaryText(record),
  };
}
