import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';

/** The categories one recommendation page covers, and the name it is shown under. */
export type CategoryScope = { key: string; categoryName: string; categoryIds: number[] };

/** A category key as it may appear in a URL; anything longer or stranger is not a category. */
export const CATEGORY_PARAM = /^[a-z][a-z0-9_]{0,39}$/;

/** The two catalogue codes (docs/product.md §9) also name a page each: every category of the code. */
const CODE_SCOPES: Record<string, { code: 'BIKE' | 'SKI'; name: string }> = {
  bike: { code: 'BIKE', name: '자전거' },
  ski: { code: 'SKI', name: '스키·스노보드' },
};

type CategoryRow = { id: number; key: string; name: string; code: 'BIKE' | 'SKI' };

/** The category list changes with the catalogue, not per request: read once a minute per database. */
const CATEGORIES_TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; rows: Promise<CategoryRow[]> }>();

function categoryRows(db: Db): Promise<CategoryRow[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CATEGORIES_TTL_MS) return hit.rows;
  const rows = queryRows<CategoryRow>(db, sql`SELECT id, key, name, code FROM categories ORDER BY sort_order, id`);
  cache.set(db, { at: Date.now(), rows });
  rows.catch(() => cache.delete(db));
  return rows;
}

/**
 * `/recommendations/{category}`: a categories.key (road, snowboard …) or a code (bike, ski). A key
 * that names nothing is NOT_FOUND, so the page answers 404 instead of an empty list.
 */
export async function resolveCategoryScope(db: Db, key: string): Promise<CategoryScope> {
  const code = CODE_SCOPES[key];
  const all = await categoryRows(db);
  const rows = code ? all.filter((row) => row.code === code.code) : all.filter((row) => row.key === key);
  if (rows.length === 0) throw new DomainError('NOT_FOUND', '추천할 카테고리를 찾을 수 없어요.');
  return { key, categoryName: code ? code.name : rows[0].name, categoryIds: rows.map((r) => Number(r.id)) };
}
