import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { listingCategories, type ListingCategory } from '../listing/listingCategories';

/** A catalogue model a row may name by brand, model and year. */
export type CatalogModel = {
  id: number;
  brandName: string;
  brandNameEn: string;
  name: string;
  modelYear: number;
  categoryName: string;
};

export type ImportCatalog = { models: CatalogModel[]; categories: ListingCategory[] };

/** Compares names as a person types them: case, and runs of spaces, do not matter. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The models the file's rows name (one query for the whole file, matched by lower-cased name) and
 * every category a listing without a model may take (the form's own list).
 */
export async function loadImportCatalog(db: Db, modelNames: string[]): Promise<ImportCatalog> {
  const names = [...new Set(modelNames.map((n) => n.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))];
  const models =
    names.length === 0
      ? []
      : await queryRows<CatalogModel>(
          db,
          sql`
          SELECT m.id, b.name AS "brandName", b.name_en AS "brandNameEn", m.name, m.model_year AS "modelYear",
            c.name AS "categoryName"
          FROM models m JOIN brands b ON b.id = m.brand_id JOIN categories c ON c.id = m.category_id
          WHERE lower(m.name) IN (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `
          )})`
        );
  return {
    models: models.map((m) => ({ ...m, id: Number(m.id), modelYear: Number(m.modelYear) })),
    categories: await listingCategories(db),
  };
}

/** The model a row names: brand (Korean or Latin) and model, the given year or else the newest. */
export function findModel(
  catalog: ImportCatalog,
  brand: string,
  model: string,
  year: number | null
): CatalogModel | null {
  const matches = catalog.models
    .filter((m) => (sameName(m.brandName, brand) || sameName(m.brandNameEn, brand)) && sameName(m.name, model))
    .filter((m) => year === null || m.modelYear === year)
    .sort((a, b) => b.modelYear - a.modelYear || a.id - b.id);
  return matches[0] ?? null;
}
