import type { Db } from '../../client';
import { brands, categories, images, models } from '../../schema';
import { categoryDefs } from '../data/categories';
import { allBrands, type ModelPlan } from '../build/models';
import { insertReturningIds } from './batch';
import { modelSearchFields, type ModelSearchSource } from '../../../domain/search/documents';

/** The search source of a planned model (shared by models and their items). */
export function modelSearchSource(p: ModelPlan): ModelSearchSource {
  return { brandName: p.brand.name, brandNameEn: p.brand.nameEn, modelName: p.name, categoryName: p.category.name, groupName: p.category.groupName };
}

export type CatalogIds = { categoryIds: Map<string, number>; brandIds: Map<string, number>; modelIds: number[] };

/** Drawn catalogue pictures are square; the renderer scales them to any requested size. */
export const MODEL_IMAGE_SIZE = 600;

export async function writeCatalog(db: Db, plans: ModelPlan[]): Promise<CatalogIds> {
  const sortInCode = new Map<string, number>();
  const categoryRows = categoryDefs.map((c) => {
    const order = sortInCode.get(c.code) ?? 0;
    sortInCode.set(c.code, order + 1);
    return { code: c.code, key: c.key, name: c.name, groupName: c.groupName, isElect: c.isElect ?? false, sortOrder: order };
  });
  const categoryIdList = await insertReturningIds(db, categories, categoryRows);
  const categoryIds = new Map(categoryDefs.map((c, i) => [c.key, categoryIdList[i]]));

  const brandIdList = await insertReturningIds(db, brands, allBrands.map((b) => ({
    key: b.key, name: b.name, nameEn: b.nameEn, code: b.code, country: b.country, color: b.color, description: b.description,
  })));
  const brandIds = new Map(allBrands.map((b, i) => [b.key, brandIdList[i]]));

  const imageIds = await insertReturningIds(db, images, plans.map((p) => ({
    kind: 'DRAWN' as const, width: MODEL_IMAGE_SIZE, height: MODEL_IMAGE_SIZE, alt: p.image.alt, drawn: p.image.drawn, createdAt: p.createdAt,
  })));

  const modelIds = await insertReturningIds(db, models, plans.map((p, i) => ({
    brandId: brandIds.get(p.brand.key)!,
    categoryId: categoryIds.get(p.category.key)!,
    name: p.name,
    modelYear: p.modelYear,
    summaryInfo: p.summaryInfo,
    specInfo: p.specInfo,
    geometry: p.geometry,
    detailHtml: p.detailHtml,
    releasePrice: p.releasePrice,
    imageId: imageIds[i],
    ...modelSearchFields(modelSearchSource(p)),
    createdAt: p.createdAt,
  })));
  return { categoryIds, brandIds, modelIds };
}
