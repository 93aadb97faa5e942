import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { brands, categories, images, models } from '../../schema';
import type { SilhouetteKey } from '@/server/images/silhouettes';
import { categoryDefs } from '../data/categories';
import { allBrands, type ModelPlan } from '../build/models';
import { insertReturningIds } from './batch';
import type { SeedDay } from '../time';
import { writeModelFitSizes } from '../../../domain/fit/modelFitSizes';
import { modelSearchFields, type ModelSearchSource } from '../../../domain/search/documents';

/** The search source of a planned model (shared by models and their items). */
export function modelSearchSource(p: ModelPlan): ModelSearchSource {
  return {
    brandName: p.brand.name,
    brandNameEn: p.brand.nameEn,
    modelName: p.name,
    categoryName: p.category.name,
    groupName: p.category.groupName,
  };
}

export type CatalogIds = {
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  modelIds: number[];
  groupImageCount: number;
};

/** Drawn catalogue pictures are square; the renderer scales them to any requested size. */
export const MODEL_IMAGE_SIZE = 600;

/** Category-group tab pictures are small squares: the tab shows the group name under them. */
export const GROUP_IMAGE_SIZE = 112;

// Selected tabs are drawn in the app's brand blue, the others in a neutral grey (styles/tokens.css).
const ACTIVE_COLOR = '#1b64da';
const INACTIVE_COLOR = '#8b95a1';

// A group is drawn with its first category's silhouette, unless another one says the group better.
const GROUP_SILHOUETTES: Partial<Record<string, SilhouetteKey>> = { '도시·접이식': 'folding', '장비·보호구': 'helmet' };

/**
 * Draws an active and an inactive picture per category group (in catalogue order) and points every
 * category of the group at them. Written after the model pictures so that their ids stay put.
 * The pictures carry no label: at tab size it would be unreadable, and the tab names the group.
 */
async function writeGroupPictures(db: Db, categoryIds: Map<string, number>, createdAt: Date): Promise<number> {
  const groups = [...new Set(categoryDefs.map((c) => c.groupName))];
  const rows = groups.flatMap((group) => {
    const first = categoryDefs.find((c) => c.groupName === group)!;
    const silhouette = GROUP_SILHOUETTES[group] ?? first.silhouette;
    return [ACTIVE_COLOR, INACTIVE_COLOR].map((color) => ({
      kind: 'DRAWN' as const,
      width: GROUP_IMAGE_SIZE,
      height: GROUP_IMAGE_SIZE,
      alt: group,
      drawn: { silhouette, color, label: '' },
      createdAt,
    }));
  });
  const ids = await insertReturningIds(db, images, rows);
  for (const [index, group] of groups.entries()) {
    const keys = categoryDefs.filter((c) => c.groupName === group).map((c) => categoryIds.get(c.key)!);
    await db
      .update(categories)
      .set({ activeImageId: ids[index * 2], inactiveImageId: ids[index * 2 + 1] })
      .where(keys.length === 1 ? eq(categories.id, keys[0]) : inArray(categories.id, keys));
  }
  return ids.length;
}

export async function writeCatalog(db: Db, plans: ModelPlan[], day: SeedDay): Promise<CatalogIds> {
  const sortInCode = new Map<string, number>();
  const categoryRows = categoryDefs.map((c) => {
    const order = sortInCode.get(c.code) ?? 0;
    sortInCode.set(c.code, order + 1);
    return {
      code: c.code,
      key: c.key,
      name: c.name,
      groupName: c.groupName,
      isElect: c.isElect ?? false,
      sortOrder: order,
    };
  });
  const categoryIdList = await insertReturningIds(db, categories, categoryRows);
  const categoryIds = new Map(categoryDefs.map((c, i) => [c.key, categoryIdList[i]]));

  const brandIdList = await insertReturningIds(
    db,
    brands,
    allBrands.map((b) => ({
      key: b.key,
      name: b.name,
      nameEn: b.nameEn,
      code: b.code,
      country: b.country,
      color: b.color,
      description: b.description,
    }))
  );
  const brandIds = new Map(allBrands.map((b, i) => [b.key, brandIdList[i]]));

  const modelIds = await writeModelRows(db, plans, brandIds, categoryIds);
  const groupImageCount = await writeGroupPictures(db, categoryIds, day.midnight);
  return { categoryIds, brandIds, modelIds, groupImageCount };
}

/** Drawn pictures and model rows for planned models (the base catalogue and the scale seed). */
export async function writeModelRows(
  db: Db,
  plans: ModelPlan[],
  brandIds: ReadonlyMap<string, number>,
  categoryIds: ReadonlyMap<string, number>
): Promise<number[]> {
  const imageIds = await insertReturningIds(
    db,
    images,
    plans.map((p) => ({
      kind: 'DRAWN' as const,
      width: MODEL_IMAGE_SIZE,
      height: MODEL_IMAGE_SIZE,
      alt: p.image.alt,
      drawn: p.image.drawn,
      createdAt: p.createdAt,
    }))
  );
  const modelIds = await insertReturningIds(
    db,
    models,
    plans.map((p, i) => ({
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
    }))
  );
  // Written where the geometry is: the 내 사이즈 filter's rows (server/domain/fit/modelFitSizes.ts).
  await writeModelFitSizes(
    db,
    plans.map((p, i) => ({ modelId: modelIds[i], categoryKey: p.category.key, geometry: p.geometry ?? null }))
  );
  return modelIds;
}
