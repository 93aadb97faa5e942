import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { sanitizeHtml } from '../content/sanitizeHtml';
import { decodeCursor, encodeCursor, queryFingerprint } from '../listing/cursor';
import { parseInput } from '../parseInput';
import { DomainError } from '@/lib/errors';
import { findLivePromotion, promotionCards, summaryOf, withoutSortOrder } from './promotionQueries';
import type { BrandInfo, BrandIntro, BrandModelPage } from './promotionTypes';
import { modelCardJoins, modelCardSelect, toModelCard, type ModelCardRow } from '../model/modelCard';

export const BRAND_MODEL_PAGE_SIZE = 20;

/** Brand keys are the lower-case slugs of the catalogue (`specialized`, `k2`). */
export const BRAND_KEY = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export const brandIntroArgs = z.object({ brandKey: z.string().regex(BRAND_KEY) });
export const brandModelsArgs = brandIntroArgs.extend({ searchAfter: z.string().min(1).max(400).nullish() });

type BrandRow = Omit<BrandInfo, 'introHtml'> & { id: number; introHtml: string };

async function findBrand(db: Db, key: string): Promise<BrandRow> {
  const [row] = await queryRows<BrandRow>(
    db,
    sql`
    SELECT id, key, name, name_en AS "nameEn", country, code AS "categoryCode", description, intro_html AS "introHtml"
    FROM brands WHERE key = ${key} LIMIT 1`
  );
  if (!row) throw new DomainError('NOT_FOUND', '브랜드를 찾을 수 없어요.');
  return row;
}

/** How many models the brand offers (raw like the page: `offered` is a fragment on the alias m). */
type ModelCountRow = { total: number };

/**
 * A brand's models that someone offers now, newest model year first, keyset paged on (year, id).
 * Each is the one model card; its offer figures come from items_model_price_idx per model, so a page
 * costs twenty index probes.
 */
async function brandModelPage(
  db: Db,
  brandId: number,
  brandKey: string,
  searchAfter: string | null
): Promise<BrandModelPage> {
  const fingerprint = queryFingerprint(['brandModels', brandKey]);
  const after = searchAfter ? decodeCursor(searchAfter, fingerprint, 2) : null;
  const keyset = after ? sql`AND (m.model_year, m.id) < (${after[0]}, ${after[1]})` : sql``;
  const offered = sql`EXISTS (SELECT 1 FROM items i WHERE i.model_id = m.id AND i.status = 'AVAILABLE')`;
  const [rows, [count]] = await Promise.all([
    queryRows<ModelCardRow>(
      db,
      sql`
      SELECT ${modelCardSelect()} FROM models m ${modelCardJoins}
      WHERE m.brand_id = ${brandId} AND mo.item_count > 0 ${keyset}
      ORDER BY m.model_year DESC, m.id DESC
      LIMIT ${BRAND_MODEL_PAGE_SIZE + 1}`
    ),
    queryRows<ModelCountRow>(
      db,
      sql`SELECT count(*)::int AS total FROM models m WHERE m.brand_id = ${brandId} AND ${offered}`
    ),
  ]);
  const page = rows.slice(0, BRAND_MODEL_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    models: page.map(toModelCard),
    totalCount: count?.total ?? 0,
    searchAfter:
      rows.length > BRAND_MODEL_PAGE_SIZE && last ? encodeCursor([last.modelYear, last.id], fingerprint) : null,
  };
}

/** /promotions/brands/{brandKey}: the brand's introduction, its offered models, its models in the live sale. */
export async function getBrandIntro(db: Db, rawArgs: unknown, now: Date = new Date()): Promise<BrandIntro> {
  const { brandKey } = parseInput(brandIntroArgs, rawArgs);
  const { id, introHtml, ...brand } = await findBrand(db, brandKey);
  const [models, live] = await Promise.all([brandModelPage(db, id, brandKey, null), findLivePromotion(db, now)]);
  const saleModels = live ? await promotionCards(db, live.id, sql`m.brand_id = ${id}`, 40) : [];
  return {
    brand: { ...brand, introHtml: sanitizeHtml(introHtml) },
    models,
    saleModels: saleModels.map(withoutSortOrder),
    promotion: live && saleModels.length > 0 ? summaryOf(live) : null,
  };
}

/** The next pages of the brand's models ("더 보기"). */
export async function listBrandModels(db: Db, rawArgs: unknown): Promise<BrandModelPage> {
  const { brandKey, searchAfter } = parseInput(brandModelsArgs, rawArgs);
  const { id } = await findBrand(db, brandKey);
  return brandModelPage(db, id, brandKey, searchAfter ?? null);
}
