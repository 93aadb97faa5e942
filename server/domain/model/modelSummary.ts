import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { GeometryRow, SpecEntry } from '../../db/schema/catalog';
import { queryRows } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import { DomainError } from '@/lib/errors';
import { formatWon } from '@/lib/money';
import type { ReviewHeader } from '../review/reviewTypes';
import type { ModelSummary } from './modelTypes';

export type ModelRecord = Omit<ModelSummary, 'reviewSummary' | 'infoSummary' | 'img'> & {
  specInfo: SpecEntry[];
  geometry: GeometryRow[] | null;
  detailHtml: string;
  sellStoreCount: number;
  rentalStoreCount: number;
};

type Row = {
  id: number; name: string; summaryInfo: string; modelYear: number; releasePrice: number;
  specInfo: SpecEntry[]; geometry: GeometryRow[] | null; detailHtml: string;
  imageId: number; imgWidth: number; imgHeight: number; imgAlt: string;
  brandId: number; brandKey: string; brandName: string;
  categoryId: number; categoryKey: string; categoryName: string; categoryCode: 'BIKE' | 'SKI';
  lowestSellPrice: number | null; lowestRentalPrice: number | null; itemId: number | null;
  sellStoreCount: number; rentalStoreCount: number;
};

/** The model with its brand, category, picture and the offers rolled up (one round trip). */
export async function loadModelRecord(db: Db, id: number): Promise<ModelRecord> {
  const [row] = await queryRows<Row>(db, sql`
    SELECT m.id, m.name, m.summary_info AS "summaryInfo", m.model_year::int AS "modelYear", m.release_price AS "releasePrice",
      m.spec_info AS "specInfo", m.geometry, m.detail_html AS "detailHtml",
      im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight", im.alt AS "imgAlt",
      b.id AS "brandId", b.key AS "brandKey", b.name AS "brandName",
      c.id AS "categoryId", c.key AS "categoryKey", c.name AS "categoryName", c.code AS "categoryCode",
      o.sell_min AS "lowestSellPrice", o.rental_min AS "lowestRentalPrice",
      coalesce(o.sell_stores, 0) AS "sellStoreCount", coalesce(o.rental_stores, 0) AS "rentalStoreCount",
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
        count(DISTINCT i.store_id) FILTER (WHERE i.deal_type = 'SELL')::int AS sell_stores,
        count(DISTINCT i.store_id) FILTER (WHERE i.deal_type = 'RENTAL')::int AS rental_stores
      FROM items i WHERE i.model_id = m.id AND i.status = 'AVAILABLE'
    ) o ON true
    WHERE m.id = ${id}`);
  if (!row) throw new DomainError('NOT_FOUND', '모델을 찾을 수 없어요.');
  return {
    id: row.id, name: row.name, summaryInfo: row.summaryInfo, modelYear: row.modelYear, releasePrice: row.releasePrice,
    specInfo: row.specInfo, geometry: row.geometry, detailHtml: row.detailHtml,
    imageId: row.imageId, imgWidth: row.imgWidth, imgHeight: row.imgHeight, imgAlt: row.imgAlt,
    itemId: row.itemId,
    brand: { id: row.brandId, key: row.brandKey, name: row.brandName },
    category: { id: row.categoryId, key: row.categoryKey, name: row.categoryName, code: row.categoryCode },
    lowestSellPrice: row.lowestSellPrice, lowestRentalPrice: row.lowestRentalPrice,
    sellStoreCount: row.sellStoreCount, rentalStoreCount: row.rentalStoreCount,
  };
}

/** Throws NOT_FOUND for an id no model has (the sections of the page load separately). */
export async function assertModelExists(db: Db, id: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM models WHERE id = ${id}`);
  if (!row) throw new DomainError('NOT_FOUND', '모델을 찾을 수 없어요.');
}

export function reviewSummaryText(header: ReviewHeader): string {
  if (header.reviewCount === 0 || header.avgRating === null) return '아직 리뷰가 없어요';
  return `평점 ${header.avgRating.toFixed(1)} · 리뷰 ${header.reviewCount.toLocaleString('ko-KR')}개`;
}

export function infoSummaryText(record: ModelRecord): string {
  const parts = [`${record.modelYear}년형`, `출고가 ${formatWon(record.releasePrice)}`];
  if (record.sellStoreCount > 0) parts.push(`판매 ${record.sellStoreCount}곳`);
  if (record.rentalStoreCount > 0) parts.push(`렌탈 ${record.rentalStoreCount}곳`);
  return parts.join(' · ');
}

export function toSummary(record: ModelRecord, header: ReviewHeader): ModelSummary {
  const { specInfo: _spec, geometry: _geometry, detailHtml: _html, sellStoreCount: _s, rentalStoreCount: _r, ...summary } = record;
  return { ...summary, img: imageUrl(record.imageId), reviewSummary: reviewSummaryText(header), infoSummary: infoSummaryText(record) };
}
